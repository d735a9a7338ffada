/**
 * The barbershop's buttons, square and upper-case: solid gold or a gold outline, in two
 * sizes and two weights. The home's are `heavy` (extra-bold, a 2 px outline); the header's
 * and the sub-pages' are `regular` (bold, a hairline). A label too long for a narrow screen
 * wraps inside the button, whose height is a minimum.
 */
const WEIGHTS = {
  heavy: {
    base: "text-center font-extrabold",
    md: "min-h-12 px-6 py-2 text-sm tracking-[0.14em]",
    /** The header's, which must fit beside the logo and the menu button at 375 px. */
    sm: "min-h-10 px-3 text-xs tracking-widest whitespace-nowrap sm:px-4 sm:text-sm sm:tracking-[0.14em]",
    outline: "border-2 border-accent/70",
  },
  regular: {
    base: "text-center font-bold",
    md: "min-h-12 px-6 py-2 text-sm tracking-[0.14em]",
    /** Tighter between 768 and 1024 px, where the header's link row is narrow. */
    sm: "min-h-10 px-3 py-1.5 text-xs tracking-[0.08em] lg:px-4 lg:tracking-[0.14em]",
    outline: "border border-accent/60",
  },
} as const;

const LOOKS = {
  solid:
    "bg-accent text-accent-fg shadow-[0_10px_30px_-12px_var(--accent)] hover:bg-accent-strong active:translate-y-px",
  outline: "text-fg hover:border-accent hover:bg-accent/10",
} as const;

export function cutButton(
  look: keyof typeof LOOKS,
  extra = "",
  size: "md" | "sm" = "md",
  weight: keyof typeof WEIGHTS = "regular",
) {
  const w = WEIGHTS[weight];
  const outline = look === "outline" ? `${w.outline} ` : "";
  return `inline-flex items-center justify-center gap-2 rounded-card ${w.base} uppercase transition duration-(--motion) ease-out-soft select-none ${w[size]} ${outline}${LOOKS[look]} ${extra}`.trim();
}
