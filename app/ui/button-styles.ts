/** The one button look, shared by <button>, <a> and <Link> so they never drift apart. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "paper";
export type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition duration-200 ease-out-soft select-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-accent text-accent-fg shadow-[0_8px_24px_-10px_var(--accent)] hover:bg-accent-strong active:translate-y-px",
  secondary:
    "border border-line bg-white/5 text-fg backdrop-blur hover:bg-white/10 hover:border-white/25",
  ghost: "text-fg hover:bg-white/10",
  paper: "border border-paper-line bg-paper-raised text-paper-fg hover:border-paper-fg/40",
};

const sizes: Record<ButtonSize, string> = {
  // A minimum height, not a fixed one: a label too long for a narrow screen wraps inside.
  sm: "min-h-9 px-4 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2 text-[0.95rem]",
  lg: "min-h-13 px-7 py-2.5 text-base",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
