import { LineIcon } from "../../../ui/LineIcon";
import { ROBOT_ICONS, type RobotIconName } from "./robot-icons";

/** One of Northspan's decorative line icons, sized by `className`. */
export function RobotIcon({ name, className }: { name: RobotIconName; className?: string }) {
  return <LineIcon node={ROBOT_ICONS[name]} className={className} />;
}
