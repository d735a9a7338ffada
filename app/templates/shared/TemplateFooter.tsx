import type { ComponentProps, ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { FooterColumn, type FooterLink } from "../../ui/FooterColumn";

/** A titled column of links in a site's footer. */
export interface FooterColumnLinks {
  title: TextId;
  links: readonly FooterLink[];
}

/** How a site's footer looks: the footer, its body, the box of its columns, their headings and links. */
export interface FooterLook {
  footer: string;
  body: string;
  columns?: string;
  heading?: string;
  link?: string;
}

/**
 * The footer of every template site (the chrome contract): a body (the site's
 * `lead` block, its link `columns`, its `aside` blocks), then its `baseline`
 * (the credit to the studio, the way back to the gallery, the admin control).
 * The site gives its columns as data and its look; what else it says is slots.
 */
export function TemplateFooter({
  look,
  lead,
  columns,
  aside,
  baseline,
  ...footer
}: {
  look: FooterLook;
  lead?: ReactNode;
  columns?: readonly FooterColumnLinks[];
  aside?: ReactNode;
  baseline?: ReactNode;
} & Omit<ComponentProps<"footer">, "children" | "className">) {
  const columnList = columns?.map((column) => (
    <FooterColumn
      key={column.title}
      title={column.title}
      links={column.links}
      headingClassName={look.heading ?? ""}
      linkClassName={look.link}
    />
  ));
  return (
    <footer className={look.footer} {...footer}>
      <div className={look.body}>
        {lead}
        {look.columns ? <div className={look.columns}>{columnList}</div> : columnList}
        {aside}
      </div>
      {baseline}
    </footer>
  );
}
