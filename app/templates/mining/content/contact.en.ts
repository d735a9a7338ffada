/** The mining template's Contact page. */
export const miningContactEn = {
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    text: "Head office in Sudbury, crews across the North. We reply to every message within 24 hours on business days.",
  },
  info: {
    title: "How to reach us",
    office: "Head office",
    phone: "Phone",
    phoneNote: "Project desk, during office hours",
    email: "E-mail",
    emailNote: "We reply within 24 hours",
    hours: "Business hours",
    days: [
      { day: "Monday to Friday", time: "8:00 a.m. – 6:00 p.m." },
      { day: "Saturday", time: "9:00 a.m. – 4:00 p.m." },
      { day: "Sunday", time: "Closed" },
    ],
  },
  form: {
    title: "Send us a message",
    text: "Tell us about your site, your timeline and what you need. The more we know, the better our first answer.",
  },
  departments: {
    title: "Write to the right team",
    text: "Each mailbox is read by the people who can answer.",
    items: {
      projects: {
        name: "Projects & Estimating",
        description: "Bids, scopes and site visits for new work.",
      },
      safety: {
        name: "Health & Safety",
        description: "Safety data, incident reports and mine rescue.",
      },
      careers: { name: "Careers", description: "Jobs, apprenticeships and co-op placements." },
      community: {
        name: "Community & Media",
        description: "Partnerships, sponsorships and press enquiries.",
      },
    },
  },
  cta: {
    title: "Working to a tight timeline?",
    text: "Call the project desk and speak with an estimator today.",
    call: "Call {phone}",
    secondary: "See our services",
  },
};
