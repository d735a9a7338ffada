import { useEffect, useRef, useState } from "react";
import type { TemplateBrand } from "./brand";

type Stage = "png" | "svg" | "placeholder";

const firstStage = (brand: TemplateBrand): Stage =>
  brand.logo?.png ? "png" : brand.logo?.svg ? "svg" : "placeholder";

/**
 * A template company's logo mark (SPEC §4): the png, else the svg, else a
 * generated placeholder with the company's initials. Decorative: the link
 * around it carries the company name.
 */
export function TemplateLogo({
  brand,
  className = "size-10",
}: {
  brand: TemplateBrand;
  className?: string;
}) {
  const [stage, setStage] = useState<Stage>(() => firstStage(brand));
  const image = useRef<HTMLImageElement>(null);
  const fallBack = () =>
    setStage((current) => (current === "png" && brand.logo?.svg ? "svg" : "placeholder"));

  // An image that failed before hydration fired its error too early for React to hear it.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) fallBack();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage]);

  if (stage === "placeholder") {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-placeholder"
        className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-accent font-display text-sm font-extrabold tracking-wide text-accent-fg ${className}`}
      >
        {brand.initials}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={stage === "png" ? brand.logo?.png : brand.logo?.svg}
      alt=""
      width={40}
      height={40}
      data-logo={stage}
      onError={fallBack}
      className={`shrink-0 ${className}`}
    />
  );
}
