/** The construction template's Contact page. */
export const constructionContactEn = {
  hero: {
    eyebrow: "Contact",
    title: "Let's plan your build",
    text: "Call the office, write to us or send the form below. A project lead replies within 24 hours, and the emergency line answers around the clock.",
  },
  info: {
    eyebrow: "Reach the office",
    title: "Talk to the people who build",
    intro:
      "No call centre and no ticket numbers: the office in Sudbury answers, and the person who picks up can book your site visit.",
    phone: {
      title: "Call the office",
      note: "A project lead answers during office hours.",
    },
    email: {
      title: "Write to us",
      note: "Plans, photos and questions welcome. We reply within 24 hours.",
    },
    office: {
      title: "Visit the office",
      note: "Drop in to see finishes and samples, or book a time to go over your plans.",
    },
    hours: {
      title: "Office hours",
      days: [
        { day: "Monday to Friday", time: "7:00 a.m. – 5:00 p.m." },
        { day: "Saturday", time: "By appointment" },
        { day: "Sunday and holidays", time: "Closed" },
      ],
    },
    emergency: {
      eyebrow: "24/7 emergency line",
      title: "Storm damage, a burst pipe, a roof that gave way?",
      text: "Call any hour of any day. After hours, press 1 to reach the on-call crew lead: a crew is on the road within two hours anywhere in Greater Sudbury.",
      call: "Call {phone}",
    },
  },
  area: {
    eyebrow: "Service area",
    title: "Building across Northern Ontario",
    intro:
      "Our crews live and work in Greater Sudbury. From there we build homes and renovate within 150 km, and take commercial and institutional projects up to 250 km away.",
    mapLabel:
      "Map of the service area: Sudbury at the centre of three rings, 50, 150 and 250 km across Northern Ontario, from Elliot Lake and Manitoulin Island in the west to North Bay in the east, Parry Sound in the south and Timmins in the north.",
    ring: "{km} km",
    zones: {
      home: {
        title: "Greater Sudbury",
        note: "Our home base. Every kind of project, and an emergency crew within two hours, day or night.",
      },
      regular: {
        title: "Within 150 km",
        note: "Custom homes, renovations and commercial work, with a site visit within the week.",
      },
      extended: {
        title: "Across the North, up to 250 km",
        note: "Commercial and institutional projects, by arrangement.",
      },
    },
    places: {
      sudbury: "Sudbury",
      lively: "Lively",
      chelmsford: "Chelmsford",
      "val-caron": "Val Caron",
      capreol: "Capreol",
      coniston: "Coniston",
      espanola: "Espanola",
      "french-river": "French River",
      "sturgeon-falls": "Sturgeon Falls",
      "north-bay": "North Bay",
      "elliot-lake": "Elliot Lake",
      manitoulin: "Manitoulin Island",
      "parry-sound": "Parry Sound",
      temiskaming: "Temiskaming Shores",
      "kirkland-lake": "Kirkland Lake",
      timmins: "Timmins",
    },
    water: {
      huron: "Lake Huron",
      georgian: "Georgian Bay",
    },
    outside:
      "Building farther out? Ask us: we will tell you honestly whether we are the right crew.",
  },
  form: {
    eyebrow: "Send a message",
    title: "Tell us about your project",
    text: "A few lines are enough: what you want to build or fix, where, and when. We reply within 24 hours.",
    next: {
      title: "What happens next",
      steps: [
        {
          title: "We reply within 24 hours",
          body: "A project lead reads your message and calls or writes back with the questions that matter.",
        },
        {
          title: "We visit your site",
          body: "We walk the lot or the building with you, measure, and listen to how you want to live or work in it.",
        },
        {
          title: "You get a fixed price",
          body: "A written quote with every allowance spelled out, free of charge and with no obligation.",
        },
      ],
    },
  },
  cta: {
    title: "Rather talk it through?",
    text: "Call the office and speak with a project lead today, or look at what we have built across the North.",
    call: "Call {phone}",
    secondary: "View our projects",
  },
};
