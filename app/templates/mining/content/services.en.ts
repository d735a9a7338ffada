/** The mining template's Services page. */
export const miningServicesEn = {
  hero: {
    eyebrow: "Services",
    title: "From the first drill hole to the last tree planted",
    text: "Six disciplines under one roof, delivered by crews who live where they work. Hire us for one phase or for the life of your mine.",
  },
  list: {
    eyebrow: "What we offer",
    title: "Six services, one accountable partner",
    includes: "Includes",
    items: {
      exploration: {
        title: "Exploration & Drilling",
        body: "Surface and underground diamond drilling, with core logged on site by our geologists.",
        features: [
          "Surface and underground diamond drilling",
          "Core logging and sampling",
          "Borehole geophysics",
          "Winter-road and fly-in camps",
        ],
      },
      development: {
        title: "Shaft Sinking & Development",
        body: "Shafts, ramps and lateral development to depths beyond 2,000 metres.",
        features: [
          "Conventional and blind shaft sinking",
          "Ramp and lateral development",
          "Raise boring up to 6 m in diameter",
          "Ground support and rehabilitation",
        ],
      },
      "contract-mining": {
        title: "Contract Mining",
        body: "Experienced crews and equipment to run production for a phase or for the life of the mine.",
        features: [
          "Long-hole and cut-and-fill stoping",
          "Paste and rock backfill",
          "Handover to owner crews",
          "Production reports you can audit",
        ],
      },
      processing: {
        title: "Mineral Processing",
        body: "Concentrator design, commissioning and tuning for nickel, copper, gold and platinum-group metals.",
        features: [
          "Metallurgical testwork",
          "Flotation circuit design",
          "Commissioning and ramp-up",
          "Plant performance audits",
        ],
      },
      electrification: {
        title: "Fleet Electrification",
        body: "Battery-electric haulage and loaders, from the first trial to a full fleet, with charging and ventilation to match.",
        features: [
          "Trials and business cases",
          "Underground charging bays",
          "Ventilation-on-demand",
          "Operator and mechanic training",
        ],
      },
      closure: {
        title: "Environment & Closure",
        body: "Water, tailings and reclamation, planned from day one and carried through to walk-away.",
        features: [
          "Tailings and water management",
          "Progressive reclamation",
          "Closure plans and cost estimates",
          "Regreening and biodiversity monitoring",
        ],
      },
    },
  },
  process: {
    eyebrow: "How we work",
    title: "Four steps, no surprises",
    steps: [
      {
        title: "Consultation",
        body: "We visit your site, review the geology and the constraints, and listen to your goals, usually within two weeks of your call.",
      },
      {
        title: "Planning",
        body: "Engineers, safety leads and community relations build the plan, schedule and budget together, and walk you through every risk.",
      },
      {
        title: "Implementation",
        body: "Our crews mobilize with one site lead, daily reports and a weekly review with your team.",
      },
      {
        title: "Monitoring",
        body: "We track safety, production, water and ground conditions, and keep reporting until the last hectare is restored.",
      },
    ],
  },
  why: {
    eyebrow: "Why Sudbury Minerals",
    title: "What you get when you hire us",
    items: {
      "safety-record": {
        title: "A 99.8% safety record",
        body: "Measured on every shift, audited every year, and shared with our clients in full.",
      },
      "fifty-years": {
        title: "Fifty years in the Basin",
        body: "We have worked in nearly every mine around Sudbury, and we know its rock as well as anyone.",
      },
      "northern-crews": {
        title: "Crews from the North",
        body: "62% of our people live in Northern Ontario, so the money you spend stays close to your site.",
      },
      "one-contract": {
        title: "One contract, six disciplines",
        body: "Drilling, development, processing and closure under one agreement and one site lead.",
      },
    },
  },
  quote: {
    title: "Let's scope your project",
    text: "Send us your drawings, your schedule or simply a question. An estimator replies within one business day.",
    request: "Request a Quote",
    consult: "Schedule a Consultation",
    call: "Prefer to talk? Call {phone}",
  },
};
