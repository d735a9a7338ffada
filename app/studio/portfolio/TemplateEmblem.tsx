import { Bot, HardHat, Pickaxe, Scissors, Snowflake, type LucideIcon } from "lucide-react";

const looks: Record<string, { icon: LucideIcon; className: string }> = {
  "modern-mining": { icon: Pickaxe, className: "from-[#35506f] to-[#152338] text-[#f3c98b]" },
  "premium-construction": { icon: HardHat, className: "from-[#f59e0b] to-[#7c2d12] text-white" },
  "cut-district": { icon: Scissors, className: "from-[#1f1f23] to-[#000] text-[#e7c06b]" },
  "snow-squatch": { icon: Snowflake, className: "from-[#dff3ff] to-[#7fb5e6] text-[#0b3a66]" },
  "robot-template": { icon: Bot, className: "from-[#4c1d95] to-[#0f172a] text-[#a5f3fc]" },
};

/** A small poster for a template: its colours and an emblem. Decorative. */
export function TemplateEmblem({ slug }: { slug: string }) {
  const look = looks[slug] ?? looks["modern-mining"]!;
  const Icon = look.icon;
  return (
    <div
      aria-hidden="true"
      className={`relative flex aspect-[16/9] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br ${look.className}`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
      <Icon className="relative size-14" strokeWidth={1.5} />
    </div>
  );
}
