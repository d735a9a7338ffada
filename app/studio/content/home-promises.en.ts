/** The studio home's commitments, shown where a visitor decides to get in touch. */
export const homePromisesEn = {
  title: "What you can hold us to",
  items: [
    {
      title: "A reply within one business day",
      text: "The people who will build your site read your request and answer it themselves.",
    },
    {
      title: "A written price before we start",
      text: "You see what is included before any work begins. If the scope changes, we agree on it first.",
    },
    {
      title: "Your site is yours",
      text: "Your domain, your words, your pictures and the site's code stay with you. Nothing to rent back.",
    },
    {
      title: "Fast and bilingual, checked",
      text: "Every page ships in English and French and is tested on a slow phone connection before launch.",
    },
  ],
};
