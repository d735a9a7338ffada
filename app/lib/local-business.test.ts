import { describe, expect, it } from "vitest";
import { localBusinessJsonLd, type BusinessFacts } from "./local-business";

const facts: BusinessFacts = {
  name: "N&P",
  legalName: "N&P Web Studio",
  description: "Websites for the North.",
  origin: "https://n.example",
  logoPath: "/icons/icon-512.png",
  imagePath: "/share/studio.jpg",
  phone: "+17055550142",
  email: "hello@n.example",
  foundedYear: 2020,
  address: {
    street: "128 Elm Street, Suite 3",
    city: "Sudbury",
    region: "ON",
    postalCode: "P3C 1T7",
    country: "CA",
  },
  hours: { days: ["Monday", "Friday"], opens: "09:00", closes: "17:00" },
  areaServed: { city: "Greater Sudbury", region: "Northern Ontario" },
  sameAs: ["https://www.instagram.com/n"],
  languages: ["en-CA", "fr-CA"],
};

/**
 * The properties schema.org defines for each type used (schema.org/ProfessionalService
 * and its parents LocalBusiness, Organization, Place and Thing; PostalAddress;
 * OpeningHoursSpecification; City and AdministrativeArea, which are Places), as far
 * as this record needs them.
 */
const VOCABULARY: Record<string, readonly string[]> = {
  ProfessionalService: [
    "name",
    "legalName",
    "description",
    "url",
    "logo",
    "image",
    "telephone",
    "email",
    "foundingDate",
    "address",
    "openingHoursSpecification",
    "areaServed",
    "knowsLanguage",
    "sameAs",
    "priceRange",
    "geo",
  ],
  PostalAddress: [
    "streetAddress",
    "addressLocality",
    "addressRegion",
    "postalCode",
    "addressCountry",
  ],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes", "validFrom", "validThrough"],
  City: ["name"],
  AdministrativeArea: ["name"],
};
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Every node with an @type, with the path to it. */
function nodes(value: unknown, path = "$"): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => nodes(item, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: [string, Record<string, unknown>][] = "@type" in record ? [[path, record]] : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => nodes(child, `${path}.${key}`)),
  ];
}

describe("localBusinessJsonLd", () => {
  const ld = localBusinessJsonLd(facts);

  it("uses only schema.org types and the properties they define", () => {
    expect(ld["@context"]).toBe("https://schema.org");
    const found = nodes(ld);
    expect(found.map(([, node]) => node["@type"])).toEqual([
      "ProfessionalService",
      "PostalAddress",
      "OpeningHoursSpecification",
      "City",
      "AdministrativeArea",
    ]);
    for (const [path, node] of found) {
      const allowed = VOCABULARY[String(node["@type"])] ?? [];
      const unknown = Object.keys(node).filter(
        (key) => !key.startsWith("@") && !allowed.includes(key),
      );
      expect(unknown, path).toEqual([]);
    }
  });

  it("names the studio's address, phone, e-mail, hours and the area it serves", () => {
    expect(ld).toMatchObject({
      "@id": "https://n.example/#business",
      url: "https://n.example/",
      logo: "https://n.example/icons/icon-512.png",
      telephone: "+17055550142",
      email: "hello@n.example",
      foundingDate: "2020",
      address: { addressLocality: "Sudbury", addressRegion: "ON", addressCountry: "CA" },
      areaServed: [{ name: "Greater Sudbury" }, { name: "Northern Ontario" }],
      knowsLanguage: ["en-CA", "fr-CA"],
    });
    const [hours] = ld.openingHoursSpecification;
    expect(hours?.dayOfWeek).toEqual(["https://schema.org/Monday", "https://schema.org/Friday"]);
    for (const day of hours?.dayOfWeek ?? []) {
      expect(DAYS).toContain(day.replace("https://schema.org/", ""));
    }
    expect(hours?.opens).toMatch(/^\d\d:\d\d$/);
    expect(hours?.closes).toMatch(/^\d\d:\d\d$/);
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
