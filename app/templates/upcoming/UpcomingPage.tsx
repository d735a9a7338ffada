import { ComingSoon } from "../../studio/ComingSoon";

/** A template sub-page that is not built yet: plainly marked, never fake content. */
export default function UpcomingPage() {
  return <ComingSoon page="templatePage" />;
}
