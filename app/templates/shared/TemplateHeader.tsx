import type { ComponentProps, ReactNode } from "react";
import { useText } from "../../content/useText";
import { MenuDisclosure } from "../../ui/MenuDisclosure";
import type { HeaderLook, SiteNav } from "./site-nav";
import { TemplateNavList } from "./TemplateNavList";

/**
 * The header of every template site (the chrome contract): its brand, its
 * navigation as a bar, its actions, and the same links in a menu where the
 * bar is hidden. The site gives its links (`nav`), its look, and its slots:
 * the brand link, an optional strip above (`topBar`), the actions beside the
 * bar (`actions`, given the menu to place among them), the menu's own actions
 * and the end of the bar's list (`barEnd`).
 */
export function TemplateHeader({
  nav,
  look,
  brand,
  topBar,
  actions,
  menuActions,
  barEnd,
  className = "",
  ...header
}: {
  nav: SiteNav;
  look: HeaderLook;
  brand: ReactNode;
  topBar?: ReactNode;
  actions: (menu: ReactNode) => ReactNode;
  menuActions: (close: () => void) => ReactNode;
  barEnd?: ReactNode;
} & Omit<ComponentProps<"header">, "children">) {
  const t = useText();
  const label = t(nav.labels.nav);
  const menuDisclosure = (
    <MenuDisclosure
      labels={nav.labels}
      navLabel={label}
      className={look.menu.wrapper}
      buttonClassName={look.menu.button}
      panelClassName={look.menu.panel}
      titleClassName={look.menu.title}
    >
      {(close) => (
        <>
          <TemplateNavList links={nav.links} look={look} layout="menu" onNavigate={close} />
          {menuActions(close)}
        </>
      )}
    </MenuDisclosure>
  );
  return (
    <header className={`${look.header} ${className}`} {...header}>
      {topBar}
      <div className={look.row}>
        {brand}
        <nav aria-label={label} className={look.bar}>
          <TemplateNavList links={nav.links} look={look} layout="bar">
            {barEnd}
          </TemplateNavList>
        </nav>
        {actions(menuDisclosure)}
      </div>
    </header>
  );
}
