import { LineIcon } from "../../ui/LineIcon";
import { TEMPLATE_ICONS, type TemplateIconName } from "./template-icons";

/** A decorative icon of the template sites, sized by `className`. */
export function TemplateIcon({
  name,
  className,
  strokeWidth,
}: {
  name: TemplateIconName;
  className?: string;
  strokeWidth?: number;
}) {
  return <LineIcon node={TEMPLATE_ICONS[name]} className={className} strokeWidth={strokeWidth} />;
}
