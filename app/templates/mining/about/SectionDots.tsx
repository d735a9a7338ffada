import { useEffect, useState, type MouseEvent } from "react";
import { useText } from "../../../content/useText";
import { ABOUT_SECTIONS, type AboutSection } from "./sections";

/**
 * Dots at the right edge that jump between the page's sections and show the
 * one in view (SPEC §2.6). Shown from 1024 px wide, and never when reduced
 * motion is preferred.
 */
export function SectionDots() {
  const t = useText();
  const [active, setActive] = useState<AboutSection>("intro");

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const last = visible[visible.length - 1];
        if (last) setActive(last.target.id as AboutSection);
      },
      { rootMargin: "-45% 0px -50% 0px" },
    );
    for (const id of ABOUT_SECTIONS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: AboutSection) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${id}`);
    setActive(id);
  };

  return (
    <nav
      aria-label={t("miningAbout.sections.label")}
      data-testid="section-dots"
      className="fixed top-1/2 right-5 z-30 hidden -translate-y-1/2 motion-safe:lg:block"
    >
      <ul className="flex flex-col gap-1 rounded-full border border-line bg-surface/90 p-1.5 shadow-lift backdrop-blur">
        {ABOUT_SECTIONS.map((id) => {
          const name = t(`miningAbout.sections.names.${id}`);
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => go(event, id)}
                aria-label={t("miningAbout.sections.goTo", { section: name })}
                aria-current={active === id ? "true" : undefined}
                className="group relative flex size-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full bg-fg-muted/50 transition-all group-hover:bg-fg group-aria-[current=true]:h-4 group-aria-[current=true]:bg-accent"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute right-9 rounded-md bg-fg px-2 py-1 text-xs font-semibold whitespace-nowrap text-bg opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
