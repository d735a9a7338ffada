import { useState } from "react";
import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { cutPortfolioCopy } from "../../content/portfolio";
import { cutButton } from "../ui/cut-button";
import { CaseStudyDialog } from "./CaseStudyDialog";
import { PROJECT_ART, type ProjectId } from "./portfolio-data";

/** One featured project: its illustration, category, title, summary, techniques and "View Case Study". */
export function ProjectCard({ id }: { id: ProjectId }) {
  const [open, setOpen] = useState(false);
  const copy = useCopy(cutPortfolioCopy).projects.items[id];
  const path = `cutPortfolio.projects.items.${id}` as const;
  return (
    <li className="group flex flex-col border border-line bg-surface transition-colors duration-(--motion) hover:border-accent/50">
      <div className="overflow-hidden border-b border-line">
        <img
          src={PROJECT_ART[id]}
          alt=""
          width={800}
          height={560}
          loading="lazy"
          decoding="async"
          className="aspect-[10/7] w-full object-cover transition-transform duration-(--motion-slow) ease-out-soft motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-7 sm:p-8">
        <p className="text-xs font-bold tracking-[0.24em] text-accent uppercase">
          <Text id={`${path}.category`} />
        </p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-[0.02em] uppercase">
          <Text id={`${path}.title`} />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={`${path}.description`} />
        </p>
        <h4 className="sr-only">
          <Text id="cutPortfolio.projects.techniquesLabel" />
        </h4>
        <ul className="mt-5 flex flex-wrap gap-2">
          {copy.techniques.map((_, i) => (
            <li
              key={i}
              className="border border-line px-2.5 py-1 text-xs font-medium tracking-[0.08em] text-fg/85 uppercase"
            >
              <Text id={`${path}.techniques.${i}`} />
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-8">
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            className={cutButton("outline", "w-full sm:w-auto")}
          >
            <Text id="cutPortfolio.projects.viewCaseStudy" />
          </button>
        </div>
      </div>
      <CaseStudyDialog id={id} open={open} onClose={() => setOpen(false)} />
    </li>
  );
}
