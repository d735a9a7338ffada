import { LineIcon } from "../../../../ui/LineIcon";
import { CUT_ICONS, type CutIconName } from "./cut-icons";

/** One of the barbershop's decorative line icons, sized by `className`. */
export function CutIcon({ name, className }: { name: CutIconName; className?: string }) {
  return <LineIcon node={CUT_ICONS[name]} className={className} strokeWidth={1.6} />;
}
