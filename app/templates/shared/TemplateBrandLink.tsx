import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/LocalizedLink";

/** How a site's brand link looks: the link, the name and tagline's box, the name, the tagline. */
export interface BrandLinkLook {
  link: string;
  text: string;
  name: string;
  tagline?: string;
}

/**
 * A header's brand link: the logo, the company's name and its tagline, to the
 * site's home (`to`) or the top of its one page (`to="#top"`). Its name for
 * assistive technology is `label`; what it shows is hidden from them.
 */
export function TemplateBrandLink({
  to,
  name,
  label,
  logo,
  tagline,
  look,
  onNavigate,
}: {
  to: string;
  name: string;
  label: string;
  logo: ReactNode;
  tagline?: ReactNode;
  look: BrandLinkLook;
  onNavigate?: () => void;
}) {
  const content = (
    <>
      {logo}
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className={look.text}>
        <span className={look.name}>{name}</span>
        {tagline && <span className={look.tagline}>{tagline}</span>}
      </span>
    </>
  );
  return to.startsWith("#") ? (
    <a href={to} onClick={onNavigate} className={look.link}>
      {content}
    </a>
  ) : (
    <LocalizedLink to={to} onClick={onNavigate} className={look.link}>
      {content}
    </LocalizedLink>
  );
}
