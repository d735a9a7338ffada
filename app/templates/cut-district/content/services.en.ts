/** The barbershop's Services page (SPEC §2.10, §9's price ranges). */
export const cutServicesEn = {
  hero: {
    eyebrow: "Services and prices",
    title: "Cut, shave, sculpt, repeat",
    text: "Four core services, done properly. Every one starts with a consultation and ends with a hot towel and a mirror check.",
    primary: "Book a chair",
  },
  core: {
    eyebrow: "Core services",
    title: "What we do best",
    intro: "Prices depend on length and detail; your barber confirms yours before the first snip.",
    featuresLabel: "Included",
    items: {
      classic: {
        title: "Classic Cut",
        price: "$30–40",
        description:
          "A scissor-and-clipper cut tailored to your head shape, your part and the way you actually style it.",
        features: [
          "Consultation and style advice",
          "Shampoo and scalp massage",
          "Hot towel neck finish",
          "Styled with a product to take home in mind",
        ],
      },
      fade: {
        title: "Fade & Lineup",
        price: "$35–45",
        description:
          "Skin, low, mid or high: a seamless blend with crisp edges, finished with a straight-razor lineup.",
        features: [
          "Fade height chosen together",
          "Foil-smooth blending",
          "Straight-razor lineup",
          "Free edge-up within 10 days",
        ],
      },
      shave: {
        title: "Hot Towel Shave",
        price: "$25–35",
        description:
          "The full ritual: hot towels, pre-shave oil, a rich lather and a single-blade straight razor, then a cold towel to close.",
        features: [
          "Two hot towels and pre-shave oil",
          "Straight-razor shave, with and against the grain",
          "Cold towel and aftershave balm",
          "Sensitive-skin option",
        ],
      },
      beard: {
        title: "Beard Sculpt",
        price: "$20–30",
        description:
          "Shape, length and a razor-sharp line at the cheek and neck, so your beard looks intentional from every angle.",
        features: [
          "Shape matched to your jaw",
          "Clipper and scissor work",
          "Hot towel and razor-lined edges",
          "Beard oil and home-care tips",
        ],
      },
    },
  },
  process: {
    eyebrow: "How a visit works",
    title: "Four steps, no rush",
    steps: [
      {
        title: "Consult",
        description:
          "Photos welcome. We talk about your hair, your routine and what you want to see in the mirror.",
      },
      {
        title: "Prep",
        description:
          "Shampoo, hot towel or pre-shave oil: skin and hair ready, so the cut or shave goes smoothly.",
      },
      {
        title: "Cut",
        description:
          "Your barber works with the tools the style needs, checking length and balance as they go.",
      },
      {
        title: "Finish",
        description:
          "Styling, a mirror check from every side, and tips to make it look this good at home.",
      },
    ],
  },
  benefits: {
    eyebrow: "Why Cut District",
    title: "The little things, every time",
    items: [
      {
        title: "Barbers, not button-pushers",
        description: "Four licensed barbers with six to fifteen years each behind the chair.",
      },
      {
        title: "Walk-ins welcome",
        description: "Monday to Saturday from 9AM to 7PM, with an honest wait time at the door.",
      },
      {
        title: "Fair, posted prices",
        description:
          "You know the price before we start. Students save on Wednesdays and Thursdays.",
      },
      {
        title: "Free touch-ups",
        description: "Something not sitting right after a few days? Come back and we fix it, free.",
      },
    ],
  },
  cta: {
    title: "Ready when you are",
    text: "Send us a message with the service you want, or see the looks our barbers are proud of.",
    primary: "Book by message",
    secondary: "See our work",
  },
};
