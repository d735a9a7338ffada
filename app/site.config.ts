/**
 * The studio's own facts. Every page reads the brand, phone, e-mail and address
 * from here, so a rebrand is a one-file change.
 */
export const site = {
  brand: "Nickel & Pine",
  brandShort: "N&P",
  legalName: "Nickel & Pine Web Studio",
  foundedYear: 2020,
  phone: {
    display: "(705) 555-0142",
    e164: "+17055550142",
  },
  email: "hello@nickelandpine.ca",
  address: {
    street: "128 Elm Street, Suite 3",
    city: "Sudbury",
    region: "ON",
    postalCode: "P3C 1T7",
    country: "CA",
  },
  /** Opening hours, in the studio's time zone (America/Toronto). */
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
  /** Where the studio works (schema.org areaServed). */
  areaServed: { city: "Greater Sudbury", region: "Northern Ontario" },
  socials: [
    { id: "instagram", label: "Instagram", href: "https://www.instagram.com/nickelandpine" },
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/nickelandpine" },
    { id: "facebook", label: "Facebook", href: "https://www.facebook.com/nickelandpine" },
  ],
} as const;

/**
 * EmailJS identifiers are public by design (they are protected by the allowed
 * origins set in the EmailJS dashboard). They come from the build environment.
 */
export const emailJs = {
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? "",
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? "",
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? "",
};

export const telHref = `tel:${site.phone.e164}`;
export const smsHref = `sms:${site.phone.e164}`;
export const mailHref = `mailto:${site.email}`;

/** Public address of the site, for canonical and hreflang links. Override with VITE_SITE_ORIGIN. */
export const siteOrigin = (import.meta.env.VITE_SITE_ORIGIN ?? "https://nickelandpine.ca").replace(
  /\/$/,
  "",
);
