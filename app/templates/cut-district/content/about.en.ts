/** The barbershop's About page (SPEC §2.10). */
export const cutAboutEn = {
  hero: {
    eyebrow: "About the shop",
    title: "Old-school standards, downtown Sudbury",
    text: "Cut District opened on Elm Street in 2024 with four chairs and one rule: no shortcuts. Every client gets a real consultation, a clean finish and a barber who remembers how they like it.",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Make the chair the best half hour of your week",
    body: [
      "A good barbershop is more than a haircut. It is the place you walk out of standing a little straighter, after a conversation that had nothing to do with work.",
      "So we take our time. We ask before we cut, we tell you what will grow out well, and we keep the shop spotless, the coffee hot and the music at a volume you can talk over.",
    ],
    achievements: {
      label: "Cut District in numbers",
      items: [
        { value: "2024", label: "opened on Elm Street" },
        { value: "40", label: "years of experience across our four barbers" },
        { value: "9,000+", label: "cuts and shaves since opening day" },
        { value: "4.9/5", label: "average rating from more than 600 reviews" },
      ],
    },
  },
  team: {
    eyebrow: "The barbers",
    title: "Four chairs, four specialists",
    intro:
      "Book with the barber who suits your style, or ask at the counter: we know who does your look best.",
    years: "{years} years behind the chair",
    people: {
      dre: {
        role: "Founder and master barber",
        specialty: "Classic cuts and hot towel shaves",
        bio: "Trained in Montréal, sharpened in a busy Toronto shop, then came home to open Cut District. Dre still takes the first appointment every morning.",
      },
      nico: {
        role: "Senior barber",
        specialty: "Skin fades and tapers",
        bio: "Learned scissor work from his grandfather in Hamilton and fell for clippers later. His fades are blended so smoothly you cannot find the line.",
      },
      jay: {
        role: "Barber",
        specialty: "Textured crops and curls",
        bio: "A Laurentian grad who cuts curly and coily hair the way it wants to sit. Ask Jay for a shape that still looks right three weeks later.",
      },
      sam: {
        role: "Barber and beard specialist",
        specialty: "Beard sculpting and lineups",
        bio: "Razor-sharp lineups and beards shaped to the jaw. Sam is also the shop's favourite with nervous first-time kids.",
      },
    },
  },
  values: {
    eyebrow: "What we stand for",
    title: "Four house rules",
    items: [
      {
        title: "Consultation first",
        description:
          "Every visit starts with a conversation about your hair, your routine and your week, never with the clippers.",
      },
      {
        title: "Clean as a clinic",
        description:
          "Tools disinfected between every client, fresh capes and neck strips, and a floor swept after every chair.",
      },
      {
        title: "On time, every time",
        description:
          "If you booked for ten, you sit down at ten. Walk-ins are welcome, and we tell you the honest wait.",
      },
      {
        title: "Part of downtown",
        description:
          "We buy our coffee two doors down, stock local grooming brands and cut for free at the spring shelter drive.",
      },
    ],
  },
  cta: {
    title: "Your chair is ready",
    text: "Send a message to book with your barber, or see what each service includes and costs.",
    primary: "Contact the shop",
    secondary: "See services and prices",
  },
};
