import showcase from "../../assets/art/device-showcase.svg?url";

/**
 * Desktop-only hero art: a browser and a phone showing two of the studio's
 * demo sites in miniature (a hand-drawn SVG file, so it costs no JavaScript
 * and is never downloaded on phones, where it is not displayed).
 */
export function DeviceShowcase() {
  return (
    <img
      src={showcase}
      alt=""
      width={560}
      height={460}
      loading="lazy"
      decoding="async"
      className="pointer-events-none absolute top-1/2 -right-4 hidden h-auto w-[40rem] max-w-[45vw] -translate-y-[46%] drop-shadow-[0_30px_60px_rgba(0,0,0,0.45)] lg:block"
    />
  );
}
