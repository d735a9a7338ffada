import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { StatusBadge } from "../../shared/StatusBadge";
import { constructionProjectsCopy } from "../content/projects";
import { PROJECTS, type ProjectId } from "./data";
import { PlaceAndYear } from "../../shared/PlaceAndYear";
import { ProjectFeatures } from "../../shared/ProjectFeatures";
import { ProjectMetrics } from "../../shared/ProjectMetrics";

/**
 * One project of the grid (SPEC §2.7, §3.4): its picture, status badge,
 * location, year, description, key figures and features. `position` numbers
 * the card for the eye only.
 */
export function ProjectCard({ id, position }: { id: ProjectId; position: number }) {
  const copy = useCopy(constructionProjectsCopy).grid.items[id];
  const data = PROJECTS[id];
  const t = useText();
  const path = `constructionProjects.grid.items.${id}` as const;
  const titleId = `construction-project-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-lift"
    >
      <div className="relative">
        <img
          src={data.image}
          alt={t("constructionProjects.grid.imageAlt", { title: t(`${path}.title`) })}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="tone-steel absolute bottom-0 left-0 bg-bg px-4 py-2 font-display text-sm font-bold tracking-[0.14em] text-accent-strong"
        >
          {String(position + 1).padStart(2, "0")}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-muted">
          <div>
            <dt className="sr-only">
              <Text id="constructionProjects.grid.status" />
            </dt>
            <dd>
              <StatusBadge status={data.status} />
            </dd>
          </div>
          <PlaceAndYear
            labels={{
              location: "constructionProjects.grid.location",
              year: "constructionProjects.grid.year",
            }}
            values={{ location: `${path}.location`, year: `${path}.year` }}
          />
        </dl>
        <h3 id={titleId} className="mt-4 font-display text-2xl font-bold text-balance">
          <Text id={`${path}.title`} />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={`${path}.description`} />
        </p>
        <h4 className="sr-only">
          <Text id="constructionProjects.grid.metrics" />
        </h4>
        <ProjectMetrics
          metrics={copy.metrics.map((_, j) => ({
            label: `${path}.metrics.${j}.label`,
            value: `${path}.metrics.${j}.value`,
          }))}
          look={METRICS_LOOK}
        />
        <ProjectFeatures
          heading="constructionProjects.grid.features"
          features={copy.features.map((_, j) => `${path}.features.${j}` as const)}
          icon="check"
          iconClass="text-accent"
        />
      </div>
    </article>
  );
}

const METRICS_LOOK = {
  list: "mt-6 grid border-y border-line sm:grid-cols-3",
  item: "flex items-baseline justify-between gap-4 border-line py-3 not-first:border-t sm:flex-col-reverse sm:justify-end sm:gap-1 sm:px-4 sm:py-4 sm:not-first:border-t-0 sm:not-first:border-l sm:first:pl-0",
  label: "text-sm text-fg-muted sm:text-xs",
  value: "text-right font-display text-lg font-bold text-fg sm:text-left",
};
