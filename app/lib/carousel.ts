/** Time the carousel waits after the last scroll event before choosing the active card (SPEC §9). */
export const SCROLL_SETTLE_MS = 150;

/**
 * Index of the card whose left edge is nearest the scroll position, for a
 * row of equal cards `itemWidth` wide separated by `gap`.
 */
export function activeIndex(
  scrollLeft: number,
  itemWidth: number,
  gap: number,
  count: number,
): number {
  if (count <= 0 || itemWidth <= 0) return 0;
  const index = Math.round(scrollLeft / (itemWidth + gap));
  return Math.min(count - 1, Math.max(0, index));
}
