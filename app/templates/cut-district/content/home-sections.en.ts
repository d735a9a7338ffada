/** The barbershop's sections below its first screen (services, gallery, prices, testimonials), loaded with their code (home-sections.ts). */
export const cutHomeSectionsEn = {
  services: {
    eyebrow: "What we do",
    title: "SERVICES",
    intro:
      "Every service starts with a chat and ends with a mirror check. Prices depend on length and detail.",
    learnMore: "Learn More",
    learnMoreAbout: "about {service}",
    duration: "Time in the chair: {duration}",
    items: {
      classic: {
        title: "Classic Cut",
        description: "Scissors and clippers, tailored to your head shape and the way you wear it.",
        price: "$30-40",
        duration: "30 to 45 minutes",
        detail:
          "Your barber asks how you style it and how often you want to come back, then cuts to suit. Finished with a wash, a hot towel on the neck and your choice of product.",
        includes: ["Consultation", "Wash and style", "Neck shave"],
      },
      fade: {
        title: "Fade & Lineup",
        description: "Skin, low, mid or high: a seamless blend and a razor-sharp hairline.",
        price: "$35-45",
        duration: "45 minutes",
        detail:
          "Blended by clipper and foil shaver for a fade with no lines, then edged with a straight razor. Bring a photo if you have one; we will say honestly what suits your hairline.",
        includes: ["Any fade height", "Razor lineup", "Hot towel finish"],
      },
      shave: {
        title: "Hot Towel Shave",
        description: "The old-school straight razor shave, with hot towels and a cold finish.",
        price: "$25-35",
        duration: "30 minutes",
        detail:
          "Two hot towels open the pores, a warm lather goes on by brush, and a fresh single-use blade does two passes. A cold towel and balm close it off. Gentle on sensitive skin.",
        includes: ["Pre-shave oil", "Two hot towels", "Aftershave balm"],
      },
      beard: {
        title: "Beard Sculpt",
        description: "Shape, length and clean cheek lines, so the beard looks intentional.",
        price: "$20-30",
        duration: "20 to 30 minutes",
        detail:
          "Trimmed to a shape that balances your face, with the cheek and neck lines taken down by razor. Finished with beard oil and a quick lesson on keeping the shape at home.",
        includes: ["Shape and trim", "Razor lines", "Beard oil"],
      },
      kids: {
        title: "Kid Cuts",
        description: "Patient barbers and a booster seat, for ages 12 and under.",
        price: "$25-35",
        duration: "20 to 30 minutes",
        detail:
          "First cut? We take it slow, explain every tool and stop when they need a break. Parents stay close, and the first-cut lock goes home in an envelope.",
        includes: ["Booster seat", "First-cut certificate", "A lollipop, if allowed"],
      },
      products: {
        title: "Grooming Products",
        description: "The pomades, clays, oils and combs we use in the chair.",
        price: "$15-50",
        duration: "no chair needed",
        detail:
          "Clays and pastes for texture, pomades for shine, beard oils and balms, and wooden combs. Your barber will tell you which one your cut needs, and how much to use.",
        includes: ["Clays and pomades", "Beard oils and balms", "Combs and brushes"],
      },
    },
  },
  gallery: {
    eyebrow: "Fresh off the chair",
    title: "GALLERY",
    intro: "The work, the tools and the shop on Elm Street.",
    items: {
      fade: {
        alt: "A skin fade seen from behind: dark on top, blending to bare skin above the ears and down to the nape",
        caption: "Skin fade with a razor lineup",
      },
      beard: {
        alt: "A full beard sculpted with straight cheek lines and a trimmed moustache, seen from the nose down to a towel at the collar",
        caption: "Beard sculpt",
      },
      shop: {
        alt: "The shop floor: two red barber chairs under round gold-framed mirrors and pendant lights, on a checkered floor",
        caption: "Two chairs on Elm Street",
      },
      tools: {
        alt: "Barber tools laid out on a dark counter: gold-handled shears and clippers on a folded towel, a straight razor and a comb",
        caption: "The tools of the trade",
      },
      shave: {
        alt: "A client reclined in the chair under a steaming hot towel, with a brush in a bowl of lather on the side counter",
        caption: "Hot towel shave",
      },
      storefront: {
        alt: "The shop front on a winter evening: the Cut District sign, a lit window and a barber pole by the door",
        caption: "Open until 7, six days a week",
      },
    },
  },
  prices: {
    eyebrow: "No surprises",
    title: "PRICES",
    intro: "What you see is what you pay, taxes included.",
    popular: "Most booked",
    items: {
      cut: {
        title: "Men's Cut",
        price: "$32",
        note: "Includes wash & style",
        features: ["Free style consultation", "Hot towel on the neck", "Any length, any style"],
      },
      beard: {
        title: "Beard Trim",
        price: "$18",
        note: "Shape, trim and razor lines",
        features: ["Cheek and neck lines", "Beard oil finish"],
      },
      shave: {
        title: "Shave",
        price: "$25",
        note: "Straight razor, hot towels",
        features: ["Two hot towels", "Single-use blade", "Cold towel and balm"],
      },
    },
    dealsLabel: "Deals",
    deals: {
      group: "Group rates for wedding parties, teams and grads of three or more: ask at the chair.",
      student: "Student discount every Wednesday and Thursday, with a valid student card.",
    },
    book: "BOOK YOUR CUT",
  },
  testimonials: {
    eyebrow: "Word on the street",
    title: "TESTIMONIALS",
    rating: "{rating} out of {max}",
    items: [
      {
        quote:
          "Best fade I've had in Sudbury. Jay took his time, checked every angle, and the line held for two weeks.",
        initials: "M.B.",
        location: "Downtown Sudbury",
      },
      {
        quote:
          "I came in for a trim and left with a beard that finally fits my face. The hot towel alone is worth the drive.",
        initials: "K.D.",
        location: "New Sudbury",
      },
      {
        quote:
          "My son's first haircut. Dre was patient, made him laugh, and we went home with the first lock in an envelope.",
        initials: "A.L.",
        location: "Lively",
      },
    ],
  },
};
