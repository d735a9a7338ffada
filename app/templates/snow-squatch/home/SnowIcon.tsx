import { LineIcon } from "../../../ui/LineIcon";
import { SNOW_ICONS, type SnowIconName } from "./snow-icons";

/** One of Snow Squatch's decorative line icons, sized by `className`. */
export function SnowIcon({ name, className }: { name: SnowIconName; className?: string }) {
  return <LineIcon node={SNOW_ICONS[name]} className={className} />;
}
