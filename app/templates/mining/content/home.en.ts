/** The mining template's home page. */
export const miningHomeEn = {
  hero: {
    eyebrow: "Sudbury, Ontario · Since 1974",
    title: "Safe, responsible mining from the Sudbury Basin to the world",
    text: "We sink shafts, develop underground mines and restore the land afterwards, for producers across Northern Ontario and in 15 countries. Fifty years in, the measure is the same: everyone goes home.",
    primary: "Request a consultation",
    secondary: "Explore our services",
    proof: "ISO 45001 certified · Mine rescue teams on call 24/7",
  },
};
