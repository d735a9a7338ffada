/** A placeholder the size of a template card, shown while the templates load. */
export function SkeletonCard() {
  return (
    <li
      aria-hidden="true"
      data-testid="skeleton-card"
      className="animate-pulse rounded-card border border-line bg-surface p-4"
    >
      <div className="aspect-[16/10] rounded-2xl bg-white/8" />
      <div className="mt-5 h-5 w-2/3 rounded-full bg-white/10" />
      <div className="mt-3 h-3 w-1/2 rounded-full bg-white/8" />
      <div className="mt-6 grid gap-2">
        <div className="h-3 rounded-full bg-white/8" />
        <div className="h-3 w-5/6 rounded-full bg-white/8" />
        <div className="h-3 w-4/6 rounded-full bg-white/8" />
      </div>
      <div className="mt-6 h-10 rounded-full bg-white/8" />
    </li>
  );
}
