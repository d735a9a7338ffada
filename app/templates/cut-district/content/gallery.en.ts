/** How the gallery presents this template (SPEC §3.3), English. */
export const cutDistrictGalleryEn = {
  title: "Cut District",
  industry: "Barbershop",
  style: "Bold",
  tags: ["Booking", "Gallery", "Local business"],
  highlights: [
    "Prices, team and gallery on one page",
    "Appointment request form",
    "Dark, sharp look with gold accents",
  ],
  coverAlt:
    "Cut District's home page: “Cut sharp. Look sharper.” in gold on black beside a barber pole",
  metrics: { size: "Sections", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Barbershop",
    title: "Cut District",
    body: "A sharp, dark barbershop site with prices, the team, a gallery and a booking request form.",
    look: "Bold look",
  },
};
