import { siteBySlug } from "../../templates/manifest";
import type { EmblemIcon } from "../../templates/template-site";
import { LineIcon, type IconNode } from "../../ui/LineIcon";
import { PORTFOLIO_ICONS } from "./portfolio-icons";

const EMBLEMS: Record<EmblemIcon, IconNode> = {
  pickaxe: PORTFOLIO_ICONS.pickaxe,
  "hard-hat": PORTFOLIO_ICONS.hardHat,
  scissors: PORTFOLIO_ICONS.scissors,
  bot: PORTFOLIO_ICONS.bot,
  snowflake: PORTFOLIO_ICONS.snowflake,
};

/** A small poster for a template: its colours and an emblem (its manifest record's). Decorative. */
export function TemplateEmblem({ slug }: { slug: string }) {
  const emblem = siteBySlug(slug)?.emblem;
  if (!emblem) return null;
  return (
    <div
      aria-hidden="true"
      className={`relative flex aspect-[16/9] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br ${emblem.className}`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
      <LineIcon node={EMBLEMS[emblem.icon]} className="relative size-14" strokeWidth={1.5} />
    </div>
  );
}
