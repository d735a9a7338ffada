/**
 * Falling snow behind the hero: three CSS-animated layers of painted flakes
 * (app.css, "Snow Squatch snowfall"), near to far. Decorative, hidden from
 * assistive technology, and still under reduced motion. It falls in the art's
 * zone only, never behind the words or the buttons: beside them from 768 px,
 * below them on a phone.
 */
export function Snowfall() {
  return (
    <div
      aria-hidden="true"
      data-testid="snowfall"
      className="pointer-events-none absolute inset-0 overflow-hidden [mask-image:linear-gradient(to_bottom,transparent_0%,transparent_50%,#000_70%)] md:[mask-image:linear-gradient(to_right,transparent_0%,transparent_42%,#000_62%)]"
    >
      <div className="snowfall-layer snowfall-far" />
      <div className="snowfall-layer snowfall-mid" />
      <div className="snowfall-layer snowfall-near" />
    </div>
  );
}
