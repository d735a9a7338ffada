import { ComingSoon } from "../../studio/ComingSoon";
import { TopBar } from "../../studio/TopBar";
import { Footer } from "../../studio/Footer";

/** The view of a template that is not built yet: a plainly marked placeholder in the studio's chrome. */
export default function UpcomingTemplateView() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main id="main" className="flex-1">
        <ComingSoon page="templateEntry" />
      </main>
      <Footer />
    </div>
  );
}
