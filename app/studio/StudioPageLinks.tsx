import { useLocation } from "react-router";
import { Text } from "../content/Text";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { stripLocale } from "../lib/locale-path";

/** The studio's own pages, in its top bar and its menu; the page shown is `aria-current`. */
const PAGES = [
  { to: "/process", label: "common.nav.process" },
  { to: "/portfolio", label: "common.nav.portfolio" },
] as const;

export function StudioPageLinks({
  linkClassName,
  onNavigate,
}: {
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const current = stripLocale(useLocation().pathname);
  return PAGES.map((page) => (
    <li key={page.to}>
      <LocalizedLink
        to={page.to}
        onClick={onNavigate}
        aria-current={current === page.to ? "page" : undefined}
        className={linkClassName}
      >
        <Text id={page.label} />
      </LocalizedLink>
    </li>
  ));
}
