import { ComingSoon } from "../studio/ComingSoon";
import { comingSoonMeta } from "../studio/coming-soon-meta";

export const meta = comingSoonMeta("construction");

export default function Placeholder() {
  return <ComingSoon page="construction" />;
}
