import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Text } from "../../content/Text";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { stripLocale } from "../../lib/locale-path";
import type { HeaderLook, SiteNavLink } from "./site-nav";

/**
 * A site's navigation links, in its bar or its menu (`onNavigate` closes the
 * menu): a page link marks the page shown `aria-current`; an anchor leads to
 * a section of the page. `children` end the list.
 */
export function TemplateNavList({
  links,
  look,
  layout,
  onNavigate,
  children,
}: {
  links: readonly SiteNavLink[];
  look: HeaderLook;
  layout: "bar" | "menu";
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const current = stripLocale(useLocation().pathname);
  const className = look.link[layout];
  return (
    <ul className={look.list[layout]}>
      {links.map((link) => (
        <li key={"to" in link ? link.to : link.anchor}>
          {"to" in link ? (
            <LocalizedLink
              to={link.to}
              onClick={onNavigate}
              aria-current={current === link.to ? "page" : undefined}
              className={className}
            >
              <Text id={link.label} />
            </LocalizedLink>
          ) : (
            <a href={`#${link.anchor}`} onClick={onNavigate} className={className}>
              <Text id={link.label} />
            </a>
          )}
        </li>
      ))}
      {children}
    </ul>
  );
}
