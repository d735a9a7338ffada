import { ArrowUpRight } from "lucide-react";
import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { portfolioCopy } from "../content/portfolio";
import { TemplateEmblem } from "./TemplateEmblem";

export function PortfolioGrid() {
  const copy = useCopy(portfolioCopy);
  return (
    <section aria-label={copy.hero.eyebrow} className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.projects.map((project, i) => (
          <li key={project.slug}>
            <article className="group flex h-full flex-col rounded-card border border-line bg-surface p-4 transition hover:border-white/25">
              <TemplateEmblem slug={project.slug} />
              <div className="flex flex-1 flex-col px-2 pt-5 pb-2">
                <p className="flex items-center justify-between gap-3 text-sm">
                  <span className="font-semibold text-aurora-a">
                    <Text id={`portfolio.projects.${i}.industry`} />
                  </span>
                  <span className="text-fg-muted">
                    <Text id={`portfolio.projects.${i}.look`} />
                  </span>
                </p>
                <h2 className="mt-2 text-2xl font-bold">
                  <Text id={`portfolio.projects.${i}.title`} />
                </h2>
                <p className="mt-2 flex-1 text-fg-muted">
                  <Text id={`portfolio.projects.${i}.body`} />
                </p>
                <LocalizedLink
                  to={`/templates/${project.slug}`}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-strong hover:underline"
                >
                  <Text id="portfolio.openTemplate" values={{ title: project.title }} />
                  <ArrowUpRight className="size-4" aria-hidden="true" />
                </LocalizedLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
