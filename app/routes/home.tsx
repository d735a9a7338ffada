import { headText, metaFor } from "../content/meta";
import { localeFromPath } from "../lib/locale-path";
import { localBusinessJsonLd } from "../lib/local-business";
import type { Locale } from "../lib/storage-keys";
import { format } from "../lib/text-path";
import { site, siteOrigin } from "../site.config";
import { homeCopy } from "../studio/content/home";
import { HomePage } from "../studio/HomePage";
import type { Route } from "./+types/home";

const pageMeta = metaFor("home", homeCopy);
const descriptionIn = (locale: Locale) =>
  headText(locale, "home.meta.description", homeCopy[locale].meta.description);

/** The home's meta, and the studio as a local business for search engines (JSON-LD). */
export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args),
  {
    "script:ld+json": localBusinessJsonLd({
      name: site.brand,
      legalName: site.legalName,
      description: format(descriptionIn(localeFromPath(args.location.pathname)), {
        brand: site.brand,
      }),
      origin: siteOrigin,
      logoPath: "/icons/icon-512.png",
      imagePath: "/share/studio.jpg",
      phone: site.phone.e164,
      email: site.email,
      foundedYear: site.foundedYear,
      address: site.address,
      hours: site.hours,
      areaServed: site.areaServed,
      sameAs: site.socials.map((social) => social.href),
      languages: ["en-CA", "fr-CA"],
    }),
  },
];

export default HomePage;
