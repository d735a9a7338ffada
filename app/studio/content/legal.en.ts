export const legalEn = {
  privacy: {
    metaTitle: "Privacy",
    metaDescription: "How {brand} handles the information you send through this website.",
    title: "Privacy",
    updated: "Last updated: November 2026",
    sections: [
      {
        heading: "What we collect",
        body: "When you request a quote, we receive your business name, industry, e-mail address, phone number and project type, by e-mail and on our own server. We don't use advertising trackers.",
      },
      {
        heading: "How long we keep it",
        body: "Each quote request is kept on our own server for 24 months, then deleted automatically. Ask us and we'll delete it sooner.",
      },
      {
        heading: "What stays in your browser",
        body: "Your language choice, whether you've seen the welcome message, and an unfinished quote request are kept in your own browser so nothing is lost. The unfinished request is erased once it's sent or when you close the tab.",
      },
      {
        heading: "How we use it",
        body: "Only to answer your request and, if you become a client, to work with you. We never sell or share your information.",
      },
      {
        heading: "Questions",
        body: "Write to us at {email} and we'll tell you what we hold about you, or delete it.",
      },
    ],
  },
  terms: {
    metaTitle: "Terms",
    metaDescription: "The terms of use of the {brand} website and its demo templates.",
    title: "Terms of use",
    updated: "Last updated: November 2024",
    sections: [
      {
        heading: "Demo sites",
        body: "The template sites in our gallery are demonstrations. The companies, people, prices and claims on them are fictional.",
      },
      {
        heading: "Quotes",
        body: "A quote request is not a contract. Prices and timelines are confirmed in writing before any work starts.",
      },
      {
        heading: "Content",
        body: "The designs, illustrations and text on this site belong to {brand} unless stated otherwise.",
      },
    ],
  },
};
