import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { StatList, type StatLook } from "../../shared/StatList";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** One case study: its own picture, the client and place, the story and two result figures. */
export function CaseStudy({ index, art }: { index: number; art: string }) {
  const t = useText();
  const path = `robotTemplate.cases.items.${index}` as const;
  return (
    <article
      data-reveal
      aria-labelledby={`robot-case-${index}`}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-surface"
    >
      <img
        src={art}
        alt={t(`${path}.artAlt`)}
        width={600}
        height={380}
        loading="lazy"
        decoding="async"
        className="aspect-[30/19] w-full border-b border-line object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-[0.1em] text-accent uppercase">
          <Text id={`${path}.client`} />
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-fg-muted">
          <TemplateIcon name="mapPin" className="size-4" />
          <Text id={`${path}.place`} />
        </p>
        <h3 id={`robot-case-${index}`} className="mt-3 font-display text-xl font-bold text-balance">
          <Text id={`${path}.title`} />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={`${path}.text`} />
        </p>
        <div className="mt-auto pt-6">
          <StatList count={2} item={(i) => `${path}.figures.${i}`} look={FIGURES} />
        </div>
      </div>
    </article>
  );
}

const FIGURES: StatLook = {
  list: "grid grid-cols-2 gap-4 border-t border-line pt-5",
  item: "flex flex-col",
  label: "mt-1 text-sm text-fg-muted",
  value: "order-first font-display text-2xl font-bold text-fg",
};
