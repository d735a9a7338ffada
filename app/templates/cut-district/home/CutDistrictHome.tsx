import { useState } from "react";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LazyPart } from "../../../ui/LazyPart";
import { useReveal } from "../../shared/useReveal";
import type { BarberId } from "../brand";
import { cutHomeCopy } from "../content/home";
import { CutHeader } from "../chrome/CutHeader";
import { CutBooking } from "./CutBooking";
import { CutContact } from "./CutContact";
import { CutHero } from "./CutHero";
import { CutTeam } from "./CutTeam";
import { TOP_ID } from "./data";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the hero: prerendered in the HTML, their code loads after the page's (Sections, LazyPart).
// The booking form follows the services and prices a visitor reads before choosing.
// The booking form and the team come with the page: "Book with {name}" picks the form's barber,
// which only code can do, and a click on it must not wait for a download.
const CutServices = lazyComponent(() => import("./CutServices"), "CutServices");
const CutGallery = lazyComponent(() => import("./CutGallery"), "CutGallery");
const CutPrices = lazyComponent(() => import("./CutPrices"), "CutPrices");
const CutTestimonials = lazyComponent(() => import("./CutTestimonials"), "CutTestimonials");
const CutFooter = lazyComponent(() => import("../chrome/CutFooter"), "CutFooter");

/**
 * The barbershop, Cut District (SPEC §2.10): a one-page site in its own look,
 * dark with gold. The browser follows its anchors, smoothly unless reduced
 * motion is asked for, to 80 px under the top (app.css, `.one-page-site`); the
 * mobile menu closes as one of its anchors is chosen. The
 * elements marked `data-reveal` fade in once 10% visible. Entering it stores
 * the cut-district context and theme (its layout route does, from site.ts).
 */
export default function CutDistrictHome() {
  useReveal();
  // The booking form's barber, which "Book with {name}" chooses.
  const [barber, setBarber] = useState<BarberId | "">("");

  return (
    <ContentProvider namespace="cutHome" copy={cutHomeCopy}>
      <div
        id={TOP_ID}
        className="one-page-site site-look theme-cut-district flex min-h-dvh flex-col bg-bg text-fg outline-none"
      >
        <a
          href="#main"
          className="sr-only z-50 bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          <Text id="cutHome.skipLink" />
        </a>
        <CutHeader home />
        <main id="main" className="flex-1 outline-none">
          <Sections page="cut-district/home">
            <CutHero key="hero" />
            <CutServices key="services" />
            <CutTeam key="team" onBook={setBarber} />
            <CutGallery key="gallery" />
            <CutPrices key="prices" />
            <CutBooking key="booking" barber={barber} onBarberChange={setBarber} />
            <CutTestimonials key="testimonials" />
          </Sections>
        </main>
        <LazyPart>
          <CutFooter contact={<CutContact />} />
        </LazyPart>
      </div>
    </ContentProvider>
  );
}
