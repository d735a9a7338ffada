import { Bot, HardHat, Pickaxe, Scissors, Snowflake, type LucideIcon } from "lucide-react";
import { siteBySlug } from "../../templates/manifest";
import type { EmblemIcon } from "../../templates/template-site";

const ICONS: Record<EmblemIcon, LucideIcon> = {
  pickaxe: Pickaxe,
  "hard-hat": HardHat,
  scissors: Scissors,
  bot: Bot,
  snowflake: Snowflake,
};

/** A small poster for a template: its colours and an emblem (its manifest record's). Decorative. */
export function TemplateEmblem({ slug }: { slug: string }) {
  const emblem = siteBySlug(slug)?.emblem;
  if (!emblem) return null;
  const Icon = ICONS[emblem.icon];
  return (
    <div
      aria-hidden="true"
      className={`relative flex aspect-[16/9] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br ${emblem.className}`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
      <Icon className="relative size-14" strokeWidth={1.5} />
    </div>
  );
}
