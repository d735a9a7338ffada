import { useLocation } from "react-router";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { stripLocale } from "../../../lib/locale-path";
import { use } from "react";
import { SiteBaseContext } from "../../shared/SiteBase";
import { CUT_NAV, cutHref } from "./nav";

const LOOKS = {
  bar: "relative inline-flex h-10 items-center px-2 text-[0.75rem] font-semibold tracking-[0.08em] lg:px-3 lg:text-[0.78rem] lg:tracking-[0.16em] whitespace-nowrap text-fg/80 uppercase transition-colors duration-(--motion) hover:text-accent-strong after:absolute after:inset-x-2 after:bottom-1.5 lg:after:inset-x-3 after:h-px after:origin-center after:scale-x-0 after:bg-accent after:transition-transform after:duration-(--motion) hover:after:scale-x-100 aria-[current=page]:text-accent-strong aria-[current=page]:after:scale-x-100",
  menu: "flex h-12 items-center border-b border-line px-1 font-display text-lg font-semibold tracking-[0.08em] text-fg uppercase transition-colors hover:text-accent-strong aria-[current=page]:text-accent-strong",
};

/** Home, About, Services, Portfolio, Contact; the page shown is marked `aria-current`. */
export function CutNavLinks({
  layout,
  onNavigate,
}: {
  layout: "bar" | "menu";
  onNavigate?: () => void;
}) {
  const current = stripLocale(useLocation().pathname);
  const base = use(SiteBaseContext);
  return (
    <ul className={layout === "bar" ? "flex items-center" : "grid"}>
      {CUT_NAV.map((item) => {
        const href = cutHref(item.page, base);
        return (
          <li key={item.page}>
            <LocalizedLink
              to={href}
              onClick={onNavigate}
              aria-current={current === href ? "page" : undefined}
              className={LOOKS[layout]}
            >
              <Text id={item.label} />
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
