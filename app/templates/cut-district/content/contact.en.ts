/** The barbershop's Contact page and its message form (SPEC §2.10, §3.5, §9). */
export const cutContactEn = {
  hero: {
    eyebrow: "Contact",
    title: "Pull up a chair",
    text: "Call, write or walk in. Send us a message and we reply within 24 hours, most often the same day.",
  },
  methods: {
    eyebrow: "Reach the shop",
    title: "Three ways to reach us",
    call: {
      title: "Call the shop",
      text: "Mon–Sat 9AM–7PM. We pick up between cuts.",
    },
    email: {
      title: "Write to us",
      text: "Bookings, group requests and questions.",
    },
    visit: {
      title: "Walk in",
      text: "Downtown, across from the market. Walk-ins welcome.",
    },
  },
  form: {
    eyebrow: "Send a message",
    title: "Tell us what you're after",
    text: "A booking, a wedding party or a look you want to try: we reply within 24 hours.",
    firstName: "First name",
    lastName: "Last name",
    serviceInterest: "Service interest (optional)",
    chooseService: "Choose a service",
    services: {
      classic: "Classic cut",
      fade: "Fade & lineup",
      shave: "Hot towel shave",
      beard: "Beard sculpt",
      kids: "Kids cut",
      wedding: "Wedding or group booking",
      gift: "Gift card",
    },
  },
  support: {
    eyebrow: "Support",
    title: "Other ways we can help",
    response: "Typical response within 2 hours during shop hours.",
    items: {
      booking: {
        title: "Change a booking",
        text: "Running late or need another day? Call and we move your chair, no fee.",
        action: "Call the shop",
      },
      groups: {
        title: "Weddings and groups",
        text: "Four or more chairs, on site or in the shop, planned with you weeks ahead.",
        action: "E-mail the shop",
      },
      gifts: {
        title: "Gift cards and products",
        text: "Gift cards for any service, and the grooming products we use, at the counter.",
        action: "See services and prices",
      },
    },
  },
  cta: {
    title: "Rather just walk in?",
    text: "Walk-ins are welcome Monday to Saturday. Meet the barbers first, or see what we have done for others.",
    primary: "Meet the barbers",
    secondary: "See our work",
  },
};
