/** The mining template's About page. */
export const miningAboutEn = {
  sections: {
    label: "Sections of this page",
    goTo: "Go to {section}",
    names: {
      intro: "Introduction",
      mission: "Mission",
      values: "Values",
      leadership: "Leadership",
      history: "History",
      join: "Join us",
    },
  },
  hero: {
    eyebrow: "About Sudbury Minerals",
    title: "Fifty years underground, and still learning",
    text: "Three shaft miners from Levack founded Sudbury Minerals in 1974 with one hoist and one contract. Today 1,400 people work with us, and we are still headquartered in Sudbury.",
  },
};
