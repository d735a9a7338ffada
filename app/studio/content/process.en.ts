export const processEn = {
  meta: {
    title: "Our process",
    description:
      "How {brand} takes a website from first call to launch: discover, design, build, launch and support, with a clear price at every step.",
  },
  hero: {
    eyebrow: "How we work",
    title: "From first call to launch day, in four clear steps",
    text: "No mystery, no surprise invoices. You always know what's happening, what's next and what it costs.",
  },
  steps: [
    {
      title: "Discover",
      duration: "Week 1",
      body: "We meet, in Sudbury or on a call, to learn how your business wins work. We look at your competitors, your customers and what your current site is missing.",
      deliverable: "You get: a one-page plan and a fixed quote.",
    },
    {
      title: "Design",
      duration: "Weeks 2–3",
      body: "We sketch the pages, write or polish the copy in English and French, and design the look on real phone and desktop screens.",
      deliverable: "You get: clickable designs to review with your team.",
    },
    {
      title: "Build",
      duration: "Weeks 3–5",
      body: "We build the site by hand: fast pages, accessible markup, quote forms that reach your inbox and tracking you can read.",
      deliverable: "You get: a private preview link to test on every device.",
    },
    {
      title: "Launch & support",
      duration: "Week 6 and after",
      body: "We move your domain, launch, and watch the first weeks closely. After that we're a call away for updates, new pages and seasonal changes.",
      deliverable: "You get: training, a care plan and a local number that answers.",
    },
  ],
  faq: {
    title: "Questions we hear a lot",
    items: [
      {
        question: "How much does a website cost?",
        answer:
          "Most small-business sites land between $3,500 and $9,000, depending on pages, languages and features. Templates from our gallery start lower. You get a fixed quote after the first meeting.",
      },
      {
        question: "Can I update the site myself?",
        answer:
          "Yes. Every site comes with simple in-browser text editing and a short training session. For bigger changes, we're happy to help.",
      },
      {
        question: "Do you work outside Sudbury?",
        answer:
          "We work with businesses across Northern Ontario, from North Bay to Timmins and Sault Ste. Marie, in person or by video call.",
      },
    ],
  },
  cta: {
    title: "Ready for step one?",
    text: "Tell us about your project. It takes about two minutes.",
    button: "Start Your Project",
  },
};
