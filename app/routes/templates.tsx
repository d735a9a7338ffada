import { ComingSoon } from "../studio/ComingSoon";
import { comingSoonMeta } from "../studio/coming-soon-meta";

export const meta = comingSoonMeta("templates");

export default function Placeholder() {
  return <ComingSoon page="templates" />;
}
