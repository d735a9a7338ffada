/**
 * The studio as a schema.org local business (JSON-LD), for search engines:
 * a ProfessionalService (a kind of LocalBusiness) in Sudbury, serving Greater
 * Sudbury and Northern Ontario, with its address, phone, e-mail and hours.
 */

export interface BusinessFacts {
  name: string;
  legalName: string;
  description: string;
  /** The site's origin; the business's page is its home. */
  origin: string;
  /** Absolute path of the logo and of a representative image. */
  logoPath: string;
  imagePath: string;
  phone: string;
  email: string;
  foundedYear: number;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  hours: { days: readonly string[]; opens: string; closes: string };
  areaServed: { city: string; region: string };
  sameAs: readonly string[];
  /** BCP 47 tags of the languages the studio works in. */
  languages: readonly string[];
}

export function localBusinessJsonLd(facts: BusinessFacts) {
  const { origin, address, hours, areaServed } = facts;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${origin}/#business`,
    name: facts.name,
    legalName: facts.legalName,
    description: facts.description,
    url: `${origin}/`,
    logo: `${origin}${facts.logoPath}`,
    image: `${origin}${facts.imagePath}`,
    telephone: facts.phone,
    email: facts.email,
    foundingDate: String(facts.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: [
      { "@type": "City", name: areaServed.city },
      { "@type": "AdministrativeArea", name: areaServed.region },
    ],
    knowsLanguage: [...facts.languages],
    sameAs: [...facts.sameAs],
  };
}
