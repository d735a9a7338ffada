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
    showcase: {
      desktop: "Our Premium Construction template's home page, in a browser",
      phone: "Our Cut District barbershop template's home page, on a phone",
    },
  },
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
  work: {
    eyebrow: "Selected templates",
    title: "Sites we built for trades across the North",
    intro:
      "Every template is a working site, not a mock-up: open one, click through it, try it on your phone. Yours starts from the one closest to your trade.",
    items: [
      {
        title: "Northline Construction",
        text: "A builder's site with projects, services and a quote form, in a premium and a simple look.",
      },
      {
        title: "Cut District",
        text: "A downtown barbershop: prices, barbers, a gallery and a booking form.",
      },
      {
        title: "Snow Squatch",
        text: "A snow-removal company with seasonal plans, a service-area map and storm alerts.",
      },
    ],
    all: "See all templates",
    facts: [
      { value: "2", label: "languages on every page, English and French" },
      {
        value: "0",
        label: "trackers or ad scripts: fonts, pictures and code are served from your own domain",
      },
      { value: "5", label: "trades with a template ready to make your own" },
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
