/**
 * Northspan Robotics' one-page site, English: a fictional robotics and
 * automation integrator for Northern Ontario mines and plants. Figures are
 * written as a Canadian reader expects them (metric, thin spaces before units).
 */
export const robotTemplateEn = {
  skipLink: "Skip to content",
  nav: {
    label: "Sections",
    brandHome: "{name}, top of the page",
    links: {
      solutions: "Solutions",
      showcase: "Cell",
      cases: "Case studies",
      safety: "Safety",
      roadmap: "Roadmap",
      contact: "Contact",
    },
    allTemplates: "All templates",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "On this page",
  },
  hero: {
    eyebrow: "Robotics & automation · Greater Sudbury",
    title: "Automation built for the Canadian Shield.",
    text: "We design, build and commission robotic cells, autonomous inspection and plant controls for Northern Ontario mines and mills, then stay on call for the night shift.",
    primary: "Start a project",
    secondary: "See our work",
    artAlt:
      "A yellow six-axis robot arm on a plant floor behind a safety fence, a mine headframe at dusk through the bay door",
    stats: [
      { value: "140+", label: "cells commissioned" },
      { value: "1,900\u00a0m", label: "deepest deployment" },
      { value: "24/7", label: "service line" },
    ],
  },
};
