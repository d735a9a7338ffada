// Routes `npm run perf` audits with Lighthouse: every family of pages in both languages.
// Append new pages here.
/** @type {string[]} */
export const perfRoutes = [
  "/",
  "/fr",
  "/process",
  "/fr/process",
  "/portfolio",
  "/fr/portfolio",
  "/privacy",
  "/fr/terms",
  // The template gallery.
  "/templates",
  "/fr/templates",
  // The mining template (simple look): its home, each page, both languages, and a main page.
  "/templates/modern-mining",
  "/fr/templates/modern-mining/about",
  "/templates/modern-mining/services",
  "/fr/templates/modern-mining/projects",
  "/templates/modern-mining/news",
  "/fr/templates/modern-mining/contact",
  "/about",
  // The construction template: its home (also /construction) in both languages, each page
  // in the premium set or on a main page, and the simple set.
  "/templates/premium-construction",
  "/fr/construction",
  "/fr/templates/premium-construction/about",
  "/services",
  "/templates/premium-construction/projects",
  "/fr/news",
  "/contact",
  "/fr/templates/modern-construction/projects",
  // The barbershop's sub-pages.
  "/templates/cut-district/about",
  "/fr/templates/cut-district/contact",
  // The one-page sites: the robot preview, and Snow Squatch in both languages.
  "/templates/robot-template",
  "/fr/templates/robot-template",
  "/templates/snow-squatch",
  "/fr/templates/snow-squatch",
  // The barbershop's one-page site, both languages.
  "/templates/cut-district",
  "/fr/templates/cut-district",
];
