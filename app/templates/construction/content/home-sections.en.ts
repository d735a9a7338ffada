/** The construction home's sections between its hero and its call to action, loaded with their code (home-sections.ts). */
export const constructionHomeSectionsEn = {
  intro: {
    eyebrow: "Talk to a builder",
    title: "One call reaches the person who will run your project",
    text: "Tell us about your lot, your building or the leak you just found. A project lead answers, asks the right questions and books a site visit, usually within the week.",
    call: "Call {phone}",
    hours: "Office Monday to Friday, 7 a.m. to 5 p.m. · Emergency line 24/7",
    points: [
      "A site visit and a written quote, free of charge",
      "A fixed price before we break ground",
      "Photo updates from your site every Friday",
    ],
  },
  showcase: {
    label: "Technology showcase",
    carousel: "carousel",
    slide: "slide",
    slideLabel: "{n} of {total}",
    previous: "Previous slide",
    next: "Next slide",
    goTo: "Show slide {n}",
    pause: "Pause the slides",
    play: "Play the slides",
    slides: {
      drones: {
        tag: "Site surveys",
        title: "Your lot, mapped by drone in an afternoon",
        body: "Our pilots fly your site before we quote. Grading, drainage and rock work are priced from a centimetre-accurate 3D survey, not from a guess.",
        fact: "Survey accuracy within 2 cm",
        alt: "A drone flying over a wooded lot, tracing a survey grid over the rock and the trees.",
      },
      model: {
        tag: "3D coordination",
        title: "Every trade in one shared model",
        body: "Structure, plumbing, ductwork and wiring meet in a 3D model before anything is ordered, so clashes are fixed on screen instead of on site.",
        fact: "Fewer change orders, fewer surprises",
        alt: "A house drawn as a layered 3D wireframe, its frame, ducts and pipes in separate colours.",
      },
      sensors: {
        tag: "Winter concrete",
        title: "Concrete that reports on itself",
        body: "Wireless sensors cast into winter pours send curing temperatures to our phones, so forms come off when the concrete is ready, not when the calendar says.",
        fact: "Pours monitored down to −30 °C",
        alt: "A concrete slab in section with a wireless sensor inside and a rising temperature curve above it.",
      },
    },
  },
  services: {
    eyebrow: "What we build",
    title: "Four services, one standard of finish",
    intro:
      "Whether it is a lakefront home or a midnight roof repair, the same people answer for the work.",
    items: {
      homes: {
        title: "Custom Homes",
        body: "Lakefront retreats and family homes designed around your land, built to a high-performance envelope from footing to final trim.",
      },
      commercial: {
        title: "Commercial & Institutional",
        body: "Clinics, offices, shops and community buildings, phased so your doors stay open while we work.",
      },
      renovations: {
        title: "Renovations & Additions",
        body: "Kitchens, basements, second storeys and heritage restorations, planned so you can keep living at home.",
      },
      emergency: {
        title: "24/7 Emergency Repairs",
        body: "Storm damage, burst pipes and failed roofs. A crew is on the road within two hours anywhere in Greater Sudbury.",
      },
    },
  },
  reasons: {
    eyebrow: "Why Northline",
    title: "Why owners build with us twice",
    intro:
      "Most of our work comes from past clients and their neighbours. These are the reasons they give.",
    items: {
      "fixed-price": {
        title: "A price that holds",
        body: "The number we sign is the number you pay unless you change the plan. Every allowance is written down.",
      },
      "built-north": {
        title: "Built for −40",
        body: "Insulation, air sealing and frost protection specified for Northern Ontario winters, and checked before drywall.",
      },
      "local-crews": {
        title: "Our own local crews",
        body: "Carpenters, site leads and project managers on our payroll, living in the towns we build in.",
      },
      warranty: {
        title: "Ten years, in writing",
        body: "A ten-year workmanship warranty, from a company that has answered its own phone since 1999.",
      },
    },
  },
  record: {
    eyebrow: "Track record",
    title: "Recent work across the North",
    intro:
      "More than 500 projects since 1999, from cottages on the French River to clinics in the Nickel Belt. A few from the last three years:",
    items: {
      "ramsey-lake": {
        title: "Ramsey Lake Residence",
        kind: "Custom home",
        place: "Sudbury",
        year: "2024",
      },
      "walden-clinic": {
        title: "Walden Family Health Clinic",
        kind: "Commercial",
        place: "Lively",
        year: "2023",
      },
      "minnow-lake": {
        title: "Minnow Lake Heritage Home",
        kind: "Renovation & addition",
        place: "Sudbury",
        year: "2022",
      },
    },
    projects: "See all our projects",
    call: "Questions about a project? Call {phone}",
  },
};
