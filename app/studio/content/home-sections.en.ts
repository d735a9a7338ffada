/** The studio home's sections below its first screen, loaded with their code (home-sections.ts). */
export const homeSectionsEn = {
  pillars: {
    eyebrow: "Why it matters",
    title: "A good website earns you three things",
    carouselLabel: "Visibility, Trust and Growth",
    dotLabel: "Show card {n} of {total}",
    cards: [
      {
        title: "Visibility",
        lead: "Be found first.",
        body: "Search-ready pages, local SEO for Greater Sudbury and load times that hold up on a rural connection.",
      },
      {
        title: "Trust",
        lead: "Look as solid as your work.",
        body: "Clean design, real photos of your jobs and copy in both official languages, so every customer feels at home.",
      },
      {
        title: "Growth",
        lead: "Turn visits into calls.",
        body: "Quote forms, click-to-call and booking that bring in leads while you're out on the job.",
      },
    ],
  },
  services: {
    eyebrow: "What we do",
    title: "Everything your business needs online",
    intro:
      "One small team, start to finish. You talk to the people who design and build your site, not a call centre.",
    cards: [
      {
        title: "Custom Websites",
        body: "Hand-built sites that load fast, read well on a phone and are easy for you to update.",
        points: ["Responsive design", "Bilingual from day one", "Accessible to WCAG 2.2 AA"],
      },
      {
        title: "Digital Strategy",
        body: "A clear plan for search, Google Business Profile and the pages that bring in quotes.",
        points: ["Local SEO", "Analytics you can read", "Content planning"],
      },
      {
        title: "Brand Identity",
        body: "Logos, colours and type that look right on a truck door, a hard hat and a home screen.",
        points: ["Logo & visual system", "Brand guidelines", "Print-ready files"],
      },
    ],
  },
  ready: {
    eyebrow: "Let's talk",
    title: "Ready to Begin?",
    text: "Tell us about your project in three quick steps. We reply within one business day with ideas and a clear estimate.",
    start: "Start Your Project",
    schedule: "Schedule Consultation",
    scheduleLabel: "Schedule a consultation: call us at {phone}",
  },
};
