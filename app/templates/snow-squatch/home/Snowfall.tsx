/**
 * Falling snow behind the hero: three CSS-animated layers of painted flakes
 * (app.css, "Snow Squatch snowfall"), near to far. Decorative, hidden from
 * assistive technology, and still under reduced motion.
 */
export function Snowfall() {
  return (
    <div
      aria-hidden="true"
      data-testid="snowfall"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      <div className="snowfall-layer snowfall-far" />
      <div className="snowfall-layer snowfall-mid" />
      <div className="snowfall-layer snowfall-near" />
    </div>
  );
}
