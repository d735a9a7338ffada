import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";
import type { TemplateIconName } from "../../shared/template-icons";

/** One way to reach the office: an icon, its title, the number, address or link, and a note. */
export function ContactMethod({
  icon,
  title,
  note,
  children,
}: {
  icon: TemplateIconName;
  title: TextId;
  note: TextId;
  children: ReactNode;
}) {
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-5 border-t border-line py-7 first:border-t-2 first:border-fg sm:gap-x-7">
      <span className="inline-flex size-12 items-center justify-center rounded-card bg-fg text-bg">
        <TemplateIcon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold tracking-[0.14em] text-fg-muted uppercase">
          <Text id={title} />
        </h3>
        <div className="mt-2 font-display text-xl font-bold break-words text-fg sm:text-2xl">
          {children}
        </div>
        <p className="mt-2 text-fg-muted">
          <Text id={note} />
        </p>
      </div>
    </li>
  );
}
