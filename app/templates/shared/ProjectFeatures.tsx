import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";
import type { TemplateIconName } from "./template-icons";
import { TemplateIcon } from "./TemplateIcon";

/** A project's features: a small heading, then one line per feature behind the site's check icon. */
export function ProjectFeatures({
  heading,
  features,
  icon,
  iconClass,
}: {
  heading: TextId;
  features: readonly TextId[];
  icon: TemplateIconName;
  iconClass: string;
}) {
  return (
    <>
      <h4 className="mt-6 text-xs font-bold tracking-[0.14em] text-fg-muted uppercase">
        <Text id={heading} />
      </h4>
      <ul className="mt-3 grid gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <TemplateIcon name={icon} className={`mt-0.5 size-4 shrink-0 ${iconClass}`} />
            <Text id={feature} />
          </li>
        ))}
      </ul>
    </>
  );
}
