/** The barbershop's two button looks, solid gold and a gold hairline outline, in two sizes. */
const BASE =
  "inline-flex items-center justify-center gap-2 rounded-card font-bold whitespace-nowrap uppercase transition duration-(--motion) ease-out-soft select-none";

const LOOKS = {
  solid:
    "bg-accent text-accent-fg shadow-[0_10px_30px_-12px_var(--accent)] hover:bg-accent-strong active:translate-y-px",
  outline: "border border-accent/60 text-fg hover:border-accent hover:bg-accent/10",
} as const;

const SIZES = {
  md: "h-12 px-6 text-sm tracking-[0.14em]",
  /** The header's: tighter between 768 and 1024 px, where the link row is narrow. */
  sm: "h-10 px-3 text-xs tracking-[0.08em] lg:px-4 lg:tracking-[0.14em]",
} as const;

export function cutButton(look: keyof typeof LOOKS, extra = "", size: keyof typeof SIZES = "md") {
  return `${BASE} ${SIZES[size]} ${LOOKS[look]} ${extra}`.trim();
}
