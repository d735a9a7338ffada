/** The construction template's About page. */
export const constructionAboutEn = {
  hero: {
    eyebrow: "About Northline Construction",
    title: "Two generations of building on the Shield",
    text: "It began in 1974 with a family framing crew and one pickup in Val Caron. Since 1999 it has been Northline Construction: 140 people building homes, clinics and schools across the Nickel Belt, in every season.",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Build for the ground and the winters we actually have",
    body: [
      "In Northern Ontario a house sits on granite, clay or muskeg, and it has to stay warm at −40. We design the foundation for the rock we find, the envelope for the cold we know, and the schedule for the season we are in.",
      "We promise a price before we start, one person who answers for the work, and a building your grandchildren will still be glad of.",
    ],
    facts: {
      label: "Northline in figures",
      items: [
        { value: "1974", label: "our first frame, in Val Caron" },
        { value: "140", label: "people on our own payroll" },
        { value: "500+", label: "projects completed since 1999" },
      ],
    },
  },
  values: {
    eyebrow: "What we stand for",
    title: "Four values, learned on the job",
    intro:
      "They were never written for a wall. They are how the first crew worked, and how we still hire.",
    items: {
      craft: {
        title: "Square, plumb and honest",
        body: "We build the way the first crew framed: true to the line, and we say so out loud when something is not.",
      },
      safety: {
        title: "Every crew home safe",
        body: "Ice, rock and steel are planned for before the first shift. Anyone on our sites can stop the work, and nobody is blamed for it.",
      },
      land: {
        title: "Light on the land",
        body: "We blast as little rock as we can, protect shorelines and old pines, and sort our waste for recycling on every site.",
      },
      neighbours: {
        title: "Neighbours first",
        body: "We hire, buy and bank in the towns we build in, from Chelmsford to Capreol, and we still answer the phone after the keys are handed over.",
      },
    },
  },
  leadership: {
    eyebrow: "Leadership",
    title: "The people who answer for the work",
    intro: "Every one of them started on a site. Most still visit one every week.",
    portrait: "Monogram of {name}",
    people: {
      "annie-lachance": {
        name: "Annie Lachance",
        role: "President",
        bio: "Framed with her father's crew every summer from age fifteen. Civil engineer from Laurentian; led the family business into general contracting in 1999.",
      },
      "dave-koskinen": {
        name: "Dave Koskinen",
        role: "Vice-President, Field Operations",
        bio: "Red Seal carpenter with 28 years on Northern sites. Runs our crews and the heated enclosures that keep them building through January.",
      },
      "marie-eve-belanger": {
        name: "Marie-Ève Bélanger",
        role: "Director, Pre-construction",
        bio: "Architectural technologist and estimator. Turns sketches into fixed prices, and introduced our drone surveys and 3D coordination.",
      },
      "samuel-osei": {
        name: "Samuel Osei",
        role: "Manager, Health, Safety & Quality",
        bio: "Joined from heavy civil work in 2012. Writes our winter-site safety plans and blower-door tests every home before drywall.",
      },
    },
  },
  timeline: {
    eyebrow: "Our story",
    title: "Fifty years from the first frame",
    intro: "From one family crew to Northline Construction, one winter at a time.",
    entries: [
      {
        year: "1974",
        title: "A family framing crew",
        description:
          "Réal Lachance and his two brothers frame their first house in Val Caron, with one pickup, a borrowed compressor and rafters cut by hand.",
      },
      {
        year: "1985",
        title: "Building through the winter",
        description:
          "The crew learns to close in and heat a frame in January, so families in Hanmer and Chelmsford no longer wait for spring to move in.",
      },
      {
        year: "1995",
        title: "The next generation",
        description:
          "Annie Lachance joins her father's crew as an engineer. In 1999 the family business becomes Northline Construction, a general contractor with one project lead for every job.",
      },
      {
        year: "2005",
        title: "From houses to public buildings",
        description:
          "A school addition in Capreol, built over one winter on footings pinned to bedrock, opens our commercial and institutional division.",
      },
      {
        year: "2015",
        title: "Homes that hold the heat",
        description:
          "Our first net-zero-ready home in Garson. Since then, every house we build is tested for airtightness before the drywall goes up.",
      },
      {
        year: "2024",
        title: "Twenty-five years as Northline",
        description:
          "500 projects from Parry Sound to Timmins, 140 people, and a third generation of the family learning to frame.",
      },
    ],
  },
  join: {
    title: "Build your career with Northline",
    text: "We hire apprentices, carpenters, site supervisors and estimators every spring, and we train all year in our shop in Azilda. Tell us what you like to build.",
    primary: "Contact our team",
  },
};
