import { type ReactNode } from "react";
import { Text } from "../content/Text";
import { MobileBottomBar } from "./MobileBottomBar";
import { TopBar } from "./TopBar";
import { LazyPart } from "../ui/LazyPart";
import { lazyComponent } from "../ui/lazy-component";

// Below the fold: prerendered in the HTML, its code loads after the page's (LazyPart).
const Footer = lazyComponent(() => import("./Footer"), "Footer");

/** The studio's chrome around a page: skip link, top bar, footer and the phone contact bar. */
export default function StudioChrome({ children }: { children: ReactNode }) {
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
        {children}
      </main>
      <LazyPart>
        <Footer />
      </LazyPart>
      <MobileBottomBar />
    </div>
  );
}
