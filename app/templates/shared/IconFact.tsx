import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";
import { LineIcon, type IconNode } from "../../ui/LineIcon";

/**
 * One fact of a description list: an icon standing for its `label` (read, not shown),
 * then its value.
 */
export function IconFact({
  icon,
  iconClass,
  label,
  className,
  valueClass,
  children,
}: {
  icon: IconNode;
  iconClass: string;
  label: TextId;
  className: string;
  valueClass?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>
        <LineIcon node={icon} className={iconClass} />
        <span className="sr-only">
          <Text id={label} />
        </span>
      </dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}
