import type { ReactNode } from "react";
import { Text } from "../content/Text";
import { LocalizedLink } from "../i18n/LocalizedLink";

const linkClass = "text-fg-muted transition hover:text-fg";

/** The privacy and terms pages, after any `lead` links, as a labelled navigation. */
export function LegalLinks({
  label,
  lead,
}: {
  label: string;
  lead?: { to: string; text: ReactNode };
}) {
  const links = [
    ...(lead ? [lead] : []),
    { to: "/privacy", text: <Text id="common.footer.privacy" /> },
    { to: "/terms", text: <Text id="common.footer.terms" /> },
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={linkClass}>
              {link.text}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
