import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { StatusBadge } from "../../shared/StatusBadge";
import { miningProjectsCopy } from "../content/projects";
import { PROJECTS, type ProjectId } from "../data";
import { PlaceAndYear } from "../../shared/PlaceAndYear";
import { ProjectFeatures } from "../../shared/ProjectFeatures";
import { ProjectMetrics } from "../../shared/ProjectMetrics";

/**
 * One featured project: picture, status, location, year, metrics and features (SPEC §3.4).
 * `position` is its place in the list, for the layout only: every other card has its picture on the right.
 */
export function ProjectCard({ id, position }: { id: ProjectId; position: number }) {
  const { metrics, features } = useCopy(miningProjectsCopy).featured.items[id];
  const data = PROJECTS[id];
  const t = useText();
  const path = `miningProjects.featured.items.${id}` as const;
  return (
    <article
      aria-labelledby={`project-${id}-title`}
      className="grid overflow-hidden rounded-card border border-line bg-surface shadow-lift lg:grid-cols-2"
    >
      <div className={`relative ${position % 2 ? "lg:order-last" : ""}`}>
        <img
          src={data.image}
          alt={t("miningProjects.featured.imageAlt", { title: t(`${path}.title`) })}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] size-full object-cover lg:aspect-auto"
        />
        <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${data.accent}`} />
      </div>
      <div className="flex flex-col p-6 sm:p-8">
        <div>
          <StatusBadge status={data.status} />
        </div>
        <h3 id={`project-${id}-title`} className="mt-4 text-2xl font-bold">
          <Text id={`${path}.title`} />
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg-muted">
          <PlaceAndYear
            labels={{
              location: "miningProjects.featured.location",
              year: "miningProjects.featured.year",
            }}
            values={{ location: `${path}.location`, year: `${path}.year` }}
          />
        </dl>
        <p className="mt-4 text-fg-muted">
          <Text id={`${path}.description`} />
        </p>
        <ProjectMetrics
          metrics={metrics.map((_, j) => ({
            label: `${path}.metrics.${j}.label`,
            value: `${path}.metrics.${j}.value`,
          }))}
          look={METRICS_LOOK}
        />
        <ProjectFeatures
          heading="miningProjects.featured.highlights"
          features={features.map((_, j) => `${path}.features.${j}` as const)}
          icon="circleCheck"
          iconClass="text-success"
        />
      </div>
    </article>
  );
}

const METRICS_LOOK = {
  list: "mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3",
  item: "flex items-baseline justify-between gap-3 rounded-lg bg-surface-raised px-3 py-3 sm:flex-col-reverse sm:items-start sm:justify-end sm:gap-0",
  label: "text-sm text-fg-muted sm:mt-1 sm:text-xs",
  value: "text-right font-display text-lg font-bold text-fg sm:text-left sm:text-xl",
};
