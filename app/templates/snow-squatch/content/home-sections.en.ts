/** Snow Squatch's sections below its first screen (services to the quote form, and the footer's contact), loaded with their code (home-sections.ts). */
export const snowSquatchSectionsEn = {
  services: {
    eyebrow: "What we do",
    title: "Everything winter throws at Northern Ontario",
    text: "One crew for the whole property, from the end of the driveway to the peak of the roof.",
    items: [
      {
        title: "Driveway plowing",
        text: "Compact plows and blowers sized for city driveways, with the windrow at the end cleared too.",
      },
      {
        title: "Salting and sanding",
        text: "Pet-friendly salt on steps and walks, sand on steep grades. Applied after every freeze-thaw.",
      },
      {
        title: "Roof snow removal",
        text: "Rakes and harnessed crews take the load off flat and low-pitch roofs before ice dams form.",
      },
      {
        title: "Sidewalk clearing",
        text: "Walkways, steps and mailbox paths shovelled by hand, so the mail carrier never needs crampons.",
      },
      {
        title: "Commercial lots",
        text: "Overnight plowing and loader stacking for plazas, clinics and churches, with a logged visit report.",
      },
      {
        title: "Snow hauling",
        text: "When the banks get taller than the truck, we load and haul the pile away to a city-approved site.",
      },
    ],
  },
  pricing: {
    eyebrow: "Seasonal contracts",
    title: "One price, November 15 to April 15",
    text: "No per-visit surprises: every contract covers as many storms as the season brings.",
    period: "per season, taxes extra",
    from: "from",
    popular: "Most chosen",
    choose: "Choose {plan}",
    plans: [
      {
        name: "Driveway",
        price: "$449",
        text: "For a single-car driveway in town.",
        features: [
          "Plowing at 5\u00a0cm or more",
          "End-of-driveway windrow cleared",
          "Cleared before 7\u00a0a.m. on weekdays",
        ],
      },
      {
        name: "Squatch Plus",
        price: "$689",
        text: "The whole front of the house, done.",
        features: [
          "Everything in Driveway",
          "Walkway and steps shovelled",
          "Salt on steps after every freeze",
          "Two roof rakings per season",
        ],
      },
      {
        name: "Commercial",
        price: "$1,200",
        text: "Lots, plazas and shared laneways.",
        features: [
          "Overnight plowing and stacking",
          "Salting and sanding as needed",
          "Visit log after every storm",
          "Priority dispatch line",
        ],
      },
    ],
    note: "Monthly payments available. Seniors save 10% on any residential contract.",
  },
  area: {
    eyebrow: "Service area",
    title: "Zones across Greater Sudbury",
    text: "Trucks are based in New Sudbury and run three routes. Every neighbourhood listed is covered by a seasonal contract.",
    mapLabel:
      "Map of the Snow Squatch service zones in Greater Sudbury; the same zones are listed beside it.",
    listTitle: "Neighbourhoods served, by zone",
    lakes: { ramsey: "Ramsey Lake", wanapitei: "Lake Wanapitei" },
    base: "Our yard",
    zones: [
      {
        name: "Zone 1 · City core",
        arrival: "First pass by 5\u00a0a.m.",
        places: ["Downtown", "South End", "New Sudbury", "Minnow Lake", "Flour Mill"],
      },
      {
        name: "Zone 2 · West and north",
        arrival: "First pass by 6\u00a0a.m.",
        places: ["Lively", "Azilda", "Chelmsford", "Val Caron", "Hanmer"],
      },
      {
        name: "Zone 3 · East",
        arrival: "First pass by 7\u00a0a.m.",
        places: ["Garson", "Falconbridge", "Coniston", "Wahnapitae"],
      },
    ],
    outside: "Outside these zones? Ask anyway: we add streets when enough neighbours sign up.",
  },
  reviews: {
    eyebrow: "Reviews",
    title: "Neighbours who sleep in on snow days",
    rating: "Rated 5 out of 5",
    items: [
      {
        quote:
          "The plow came through at 5:30\u00a0a.m. after the big January dump. I backed out like it was July.",
        author: "Marie-Claude B.",
        place: "Minnow Lake",
      },
      {
        quote:
          "They raked our flat roof twice before the thaw. No ice dams for the first time in years.",
        author: "Darren K.",
        place: "Val Caron",
      },
      {
        quote:
          "Our clinic lot is clear and salted before the first patient arrives, and the visit log is in my inbox.",
        author: "Dr. Priya S.",
        place: "South End",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions before the first flakes",
    items: [
      {
        question: "How much snow before you come?",
        answer:
          "Our trucks roll at 5\u00a0cm. For a light dusting under that, we still salt steps on the Squatch Plus and Commercial plans.",
      },
      {
        question: "What time will my driveway be done?",
        answer:
          "Contract driveways are cleared before 7\u00a0a.m. on weekdays. During a long storm we come back once it stops, at no extra cost.",
      },
      {
        question: "Will the plow damage my lawn or interlock?",
        answer:
          "We put reflective stakes along every edge in the fall and use rubber-edged blades on interlock. If we nick something, we fix it in the spring.",
      },
      {
        question: "Can I pay monthly?",
        answer:
          "Yes. Residential contracts can be paid in five monthly instalments from November to March, with no fee.",
      },
      {
        question: "I'm away for the winter. Can you keep the place looking lived in?",
        answer:
          "Absolutely. We clear after every storm and send you a photo, which most insurers like to see.",
      },
    ],
  },
  quote: {
    eyebrow: "Free quote",
    title: "Get your seasonal quote",
    text: "Tell us about the property. A real person answers within one business day, by phone or e-mail.",
    demoNote:
      "This is a demo form: nothing you type leaves this page, and no request is sent to anyone.",
    requiredNote: "Fields marked * are required.",
    fields: {
      name: "Full name",
      email: "E-mail",
      phone: "Phone",
      address: "Street address",
      zone: "Neighbourhood zone",
      zonePlaceholder: "Choose a zone",
      zoneOther: "Not sure or outside the zones",
      services: "Services you need",
      message: "Anything we should know?",
      messageHint: "Gate codes, steep grades, where the snow can go…",
    },
    serviceOptions: {
      plowing: "Driveway plowing",
      salting: "Salting and sanding",
      roof: "Roof snow removal",
      sidewalk: "Sidewalk clearing",
    },
    submit: "Request my quote",
    sentTitle: "Thanks, {name}. Your request is ready.",
    sentText:
      "This is a demo, so nothing was sent and no one will call. On a real Snow Squatch site, the crew would reply within one business day.",
    edit: "Back to my request",
    errorSummary: "Please check the highlighted fields; everything you typed is still there.",
  },
  contact: {
    title: "Snow Squatch",
    tagline: "Friendly snow removal for Greater Sudbury since 2016.",
    phoneLabel: "Call",
    emailLabel: "E-mail",
    hours: "Office: Monday to Friday, 8\u00a0a.m. to 5\u00a0p.m. Storm line: 24/7.",
    demo: "A demo template by {studio}. Snow Squatch is a fictional company.",
    allTemplates: "View all templates",
    backToTop: "Back to top",
  },
};
