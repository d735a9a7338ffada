import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { useText } from "../../../../content/useText";
import { Modal } from "../../../../ui/Modal";
import { cutPortfolioCopy } from "../../content/portfolio";
import { CutIcon } from "../../home/cut-icons";
import type { ProjectId } from "./portfolio-data";

const heading = "text-xs font-bold tracking-[0.24em] text-accent uppercase";

/** A project's case study: the challenge, what was done and the results. Escape or Close shuts it. */
export function CaseStudyDialog({
  id,
  open,
  onClose,
}: {
  id: ProjectId;
  open: boolean;
  onClose: () => void;
}) {
  const t = useText();
  const copy = useCopy(cutPortfolioCopy).projects.items[id];
  const path = `cutPortfolio.projects.items.${id}` as const;
  const titleId = `case-${id}-title`;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="max-w-2xl">
      <article className="site-look theme-cut-district relative max-h-[92dvh] overflow-y-auto border border-accent/40 bg-surface p-7 text-fg shadow-lift sm:p-10">
        <button
          type="button"
          onClick={onClose}
          aria-label={t("cutPortfolio.projects.closeLabel")}
          className="absolute top-4 right-4 grid size-11 place-items-center border border-line text-fg transition hover:border-accent hover:text-accent-strong"
        >
          <CutIcon name="x" className="size-5" strokeWidth={1.6} />
        </button>
        <p className={heading}>
          <Text id={`${path}.category`} />
        </p>
        <h2 id={titleId} className="mt-3 pr-12 text-3xl font-extrabold uppercase">
          <Text id={`${path}.title`} />
        </h2>
        <h3 className={`${heading} mt-8`}>
          <Text id="cutPortfolio.projects.challengeTitle" />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={`${path}.challenge`} />
        </p>
        <h3 className={`${heading} mt-8`}>
          <Text id="cutPortfolio.projects.approachTitle" />
        </h3>
        <ol className="mt-3 grid gap-3">
          {copy.approach.map((_, i) => (
            <li key={i} className="flex gap-4 text-fg/90">
              <span aria-hidden="true" className="font-display font-bold text-accent">
                {String(i + 1).padStart(2, "0")}
              </span>
              <Text id={`${path}.approach.${i}`} />
            </li>
          ))}
        </ol>
        <h3 className={`${heading} mt-8`}>
          <Text id="cutPortfolio.projects.resultsTitle" />
        </h3>
        <dl className="mt-4 grid grid-cols-3 gap-px border border-line bg-line">
          {copy.results.map((_, i) => (
            <div key={i} className="flex flex-col-reverse justify-end gap-1 bg-bg p-4">
              <dt className="text-xs text-fg-muted">
                <Text id={`${path}.results.${i}.label`} />
              </dt>
              <dd className="font-display text-2xl font-extrabold text-accent-strong">
                <Text id={`${path}.results.${i}.value`} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 border-l-2 border-accent pl-4 text-fg">
          <Text id={`${path}.outcome`} />
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mt-8 text-sm font-bold tracking-[0.14em] text-accent-strong uppercase underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
        >
          <Text id="cutPortfolio.projects.close" />
        </button>
      </article>
    </Modal>
  );
}
