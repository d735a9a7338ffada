/** The construction template's Services page. */
export const constructionServicesEn = {
  hero: {
    eyebrow: "Services",
    title: "From bare rock to the last coat of paint",
    text: "Six services under one contract, run by one project lead and built by our own crews, anywhere from Parry Sound to Timmins and in any month of the year.",
  },
  list: {
    eyebrow: "What we build",
    title: "Six services, one crew that answers for them",
    intro:
      "Hire us for a single trade package or for the whole building. Either way, you get the same people from the first visit to the final walkthrough.",
    includes: "What's included",
    items: {
      homes: {
        title: "Custom Homes",
        body: "Family homes, lakefront retreats and cottages, designed around your lot and built to a high-performance envelope.",
        features: [
          "Plans drawn with you, or built from your architect's",
          "Airtightness tested before drywall",
          "Heated winter framing, so work does not stop in January",
          "A home warranty, registered in your name",
        ],
      },
      commercial: {
        title: "Commercial & Institutional",
        body: "Clinics, offices, shops, schools and community halls, phased so you keep your doors open while we work.",
        features: [
          "Steel, wood and concrete structures",
          "After-hours and phased work in occupied buildings",
          "Accessible design to Ontario code",
          "Tenant fit-outs and base-building upgrades",
        ],
      },
      renovations: {
        title: "Renovations & Additions",
        body: "Kitchens, basements, second storeys and heritage homes, planned so you can keep living in yours.",
        features: [
          "Dust walls and a clean site every evening",
          "Structural changes checked by our engineer",
          "Heritage trim and windows restored or matched",
          "A fixed schedule you can plan around",
        ],
      },
      "design-build": {
        title: "Design-Build & Pre-construction",
        body: "One team for the drawings, the permits and the price, so the building you design is the one you can afford.",
        features: [
          "Drone survey of your lot before we quote",
          "3D coordination of every trade",
          "Permit drawings and applications",
          "A fixed price with every allowance written down",
        ],
      },
      "site-work": {
        title: "Site Work, Rock & Foundations",
        body: "Building on the Canadian Shield starts with the rock. We plan, drill, pin and insulate the ground your building sits on.",
        features: [
          "Rock excavation and blasting coordination",
          "Footings pinned to bedrock",
          "Frost-protected and ICF foundations",
          "Drainage for ledge rock and clay",
        ],
      },
      emergency: {
        title: "24/7 Emergency & Insurance Repairs",
        body: "Storm damage, burst pipes, fire and failed roofs. A crew is on the road within two hours anywhere in Greater Sudbury.",
        features: [
          "A person answers, day or night",
          "Board-up, tarping and water removal",
          "Photos and reports for your insurer",
          "Repairs through to the final coat of paint",
        ],
      },
    },
  },
  process: {
    eyebrow: "How we work",
    title: "Four steps from a phone call to the keys",
    steps: [
      {
        title: "Site visit",
        when: "Week 1",
        description:
          "A project lead walks your lot or building with you, looks at the rock, the access and the season, and listens to what you need.",
      },
      {
        title: "Design & fixed price",
        when: "Weeks 2 to 6",
        description:
          "We survey, draw and coordinate every trade, then sign a written fixed price and a schedule before any ground is broken.",
      },
      {
        title: "Build",
        when: "Your schedule",
        description:
          "Our own crews build, with one site lead, a clean site and photo updates from your project every Friday.",
      },
      {
        title: "Handover & warranty",
        when: "Move-in day and after",
        description:
          "We walk through every room with you, fix the list together, and stand behind the work for ten years.",
      },
    ],
  },
  included: {
    eyebrow: "Why Northline",
    title: "What every contract includes",
    intro:
      "No matter the size of the job, these come standard. They are written into the contract you sign.",
    items: {
      "fixed-price": {
        title: "A price that holds",
        body: "The number we sign is the number you pay unless you change the plan. Every allowance is listed.",
      },
      "project-lead": {
        title: "One project lead",
        body: "One person runs your project from the first visit to the last walkthrough, and answers your calls.",
      },
      "weekly-report": {
        title: "Friday photo reports",
        body: "Each week you get photos, progress against the schedule, and the decisions we need from you.",
      },
      warranty: {
        title: "A ten-year warranty",
        body: "Ten years on our workmanship, in writing, from a company that has been here since 1999.",
      },
    },
    credentials: {
      label: "Licences and insurance",
      items: [
        "Licensed general contractor",
        "WSIB clearance on every job",
        "$5 million liability insurance",
      ],
    },
  },
  cta: {
    title: "Tell us what you want to build",
    text: "Book a free site visit and get a written, fixed-price quote. We reply within 24 hours.",
    primary: "Request a Free Quote",
    call: "Call {phone}",
  },
};
