/** The studio home's first screen: its meta and hero (its later sections: home-sections.en.ts). */
export const homeEn = {
  meta: {
    title: "Web design & development in Sudbury",
    description:
      "{brand} designs and builds fast, bilingual websites for businesses in Sudbury and across Northern Ontario. Custom sites, digital strategy and brand identity since 2020.",
  },
  hero: {
    eyebrow: "Web studio · Sudbury, Northern Ontario",
    title: "Websites built for the North, made to be found",
    tagline:
      "We design and build fast, bilingual websites for businesses from Sudbury to Timmins — from the first sketch to launch day, and every update after.",
    getStarted: "Get Started",
    viewProjects: "View Projects",
    proof: "Since 2020 · English & French · Local support",
    artLabel:
      "Illustration: pine-covered hills under the northern lights, with a mine headframe on the ridge",
  },
};
