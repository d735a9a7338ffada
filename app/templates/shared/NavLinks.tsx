import { useLocation } from "react-router";
import { Text } from "../../content/Text";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { stripLocale } from "../../lib/locale-path";
import { hrefOf, NAV_LINKS } from "./nav-links";

/** Home, About, Services, Projects, News, Contact; the current page is marked. */
export function NavLinks({
  homeHref,
  linkBase,
  layout,
  onNavigate,
}: {
  homeHref: string;
  linkBase: string;
  layout: "bar" | "menu";
  onNavigate?: () => void;
}) {
  const current = stripLocale(useLocation().pathname);
  const linkClass =
    layout === "bar"
      ? "relative inline-flex h-10 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-fg/85 transition hover:text-fg after:absolute after:inset-x-2 after:bottom-1 lg:px-3 lg:text-[0.95rem] lg:after:inset-x-3 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-accent-strong after:transition-transform aria-[current=page]:text-fg aria-[current=page]:after:scale-x-100"
      : "flex h-12 items-center justify-between rounded-lg px-3 text-base font-semibold text-fg transition hover:bg-white/5 aria-[current=page]:bg-white/8 aria-[current=page]:text-accent-strong";
  return (
    <ul className={layout === "bar" ? "flex items-center lg:gap-0.5" : "grid gap-1"}>
      {NAV_LINKS.map((item) => {
        const href = hrefOf(item, homeHref, linkBase);
        return (
          <li key={item.page}>
            <LocalizedLink
              to={href}
              onClick={onNavigate}
              aria-current={current === href ? "page" : undefined}
              className={linkClass}
            >
              <Text id={item.label} />
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
