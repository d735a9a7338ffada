/** The admin dialog's password fields. */
export const passwordFieldClass =
  "mt-2 h-12 w-full rounded-xl border border-line bg-bg px-4 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent";
