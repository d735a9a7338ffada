import type { ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { LocalizedLink } from "../i18n/LocalizedLink";

export interface FooterLink {
  to: string;
  label: TextId;
}

/**
 * One titled column of a footer. Given `links`, it is a navigation landmark
 * named by its title, listing them; otherwise it holds `children` (contact
 * details, hours). Each footer passes its own heading and link looks.
 */
export function FooterColumn({
  title,
  links,
  headingClassName,
  linkClassName,
  children,
}: {
  title: TextId;
  links?: readonly FooterLink[];
  headingClassName: string;
  linkClassName?: string;
  children?: ReactNode;
}) {
  const t = useText();
  const heading = (
    <h2 className={`mb-4 text-xs tracking-[0.18em] text-fg uppercase ${headingClassName}`}>
      <Text id={title} />
    </h2>
  );
  if (!links) {
    return (
      <div>
        {heading}
        {children}
      </div>
    );
  }
  return (
    <nav aria-label={t(title)}>
      {heading}
      <ul className="grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={linkClassName}>
              <Text id={link.label} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
