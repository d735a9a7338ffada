import { ICONS, type IconName } from "./icon-paths";
import { LineIcon } from "./LineIcon";

/** One of the site's first-load icons (see icon-paths.ts), sized by `className`. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon node={ICONS[name]} className={className} />;
}
