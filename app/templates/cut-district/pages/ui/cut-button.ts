/** The barbershop's two button looks: solid gold, and a gold hairline outline. */
const BASE =
  "inline-flex h-12 items-center justify-center gap-2 px-6 text-sm font-bold tracking-[0.14em] whitespace-nowrap uppercase transition duration-(--motion) ease-out-soft select-none";

const LOOKS = {
  solid:
    "bg-accent text-accent-fg shadow-[0_10px_30px_-12px_var(--accent)] hover:bg-accent-strong active:translate-y-px",
  outline: "border border-accent/60 text-fg hover:border-accent hover:bg-accent/10",
} as const;

export function cutButton(look: keyof typeof LOOKS, extra = "") {
  return `${BASE} rounded-card ${LOOKS[look]} ${extra}`.trim();
}
