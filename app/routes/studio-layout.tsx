import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Text } from "../content/Text";
import { MobileBottomBar } from "../studio/MobileBottomBar";
import { TopBar } from "../studio/TopBar";

// Below the fold: prerendered in the HTML, its code loads after the first paint.
const Footer = lazy(() =>
  import("../studio/Footer").then((module) => ({ default: module.Footer })),
);

/** Studio chrome, rendered once for every studio page (top bar, footer, phone contact bar). */
export default function StudioLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Text id="common.skipLink" />
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <MobileBottomBar />
    </div>
  );
}
