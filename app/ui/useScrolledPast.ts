import { useEffect, useState } from "react";

/** True once the page has scrolled more than `threshold` pixels (SPEC §9: 50 px studio, 20 px templates). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
