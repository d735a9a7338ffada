/** Copy of the system pages: not found and coming soon. */
export const systemEn = {
  notFound: {
    metaTitle: "Page not found",
    code: "404",
    title: "Oops! Page not found",
    text: "The page you were looking for has moved, or never existed. Let's get you back on the trail.",
    returnHome: "Return to Home",
  },
  comingSoon: {
    badge: "Coming soon",
    title: "{page} is on its way",
    text: "This part of our template showcase is still in the workshop. Nothing on this page is final yet, so there's nothing to see here today.",
    back: "Back to the studio",
    pages: {
      templateEntry: "This template",
      templatePage: "This template page",
    },
  },
};
