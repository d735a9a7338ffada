/** The robot template's preview page, English. */
export const robotTemplateEn = {
  skipLink: "Skip to content",
  nav: {
    label: "Sections",
    brandHome: "{name}, top of the page",
    links: { features: "Features", integration: "Integration", contact: "Contact" },
    allTemplates: "All templates",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "On this page",
  },
  hero: {
    eyebrow: "Robotics & automation · Template preview",
    title: "Automation that works alongside your people.",
    text: "A template for robotics makers, automation integrators and hardware startups: product-first, technical where it counts, and calm enough for a plant manager to read on a phone.",
    primary: "See what's included",
    secondary: "Talk to the studio",
    illustrationAlt:
      "A friendly robot with a glowing visor and a jointed arm, waving from a charging dock on a violet grid",
    badge: "Preview",
  },
  features: {
    eyebrow: "Feature checklist",
    title: "What the full template brings",
    text: "Marked as it stands today: what this preview already does, and what the full template adds when it is integrated.",
    summary: "{included} of {total} included in this preview",
    status: { included: "Included in this preview", planned: "Planned for the full template" },
    items: [
      {
        title: "English and French",
        text: "Every word in both languages, prices and dates written the way each reader expects.",
      },
      {
        title: "Smooth in-page navigation",
        text: "Anchors glide to each section and stop clear of the sticky header; instant under reduced motion.",
      },
      {
        title: "Fade-in on scroll",
        text: "Sections ease in as they reach the screen, and simply stay put when motion is turned down.",
      },
      {
        title: "Responsive, accessible layout",
        text: "One column on a phone, a grid on a desktop; landmarks, labels and AA contrast throughout.",
      },
      {
        title: "Product showcase",
        text: "Each robot with rotating views, payload, reach and battery figures at a glance.",
      },
      {
        title: "Specification comparison",
        text: "Models side by side in a table that stays readable on a small screen.",
      },
      {
        title: "Use-case pages",
        text: "Manufacturing, warehousing and healthcare stories, each with its own metrics.",
      },
      {
        title: "Demo booking",
        text: "Visitors pick a date for an on-site or video demo of the robot they need.",
      },
    ],
  },
  integration: {
    eyebrow: "Integration note",
    title: "The full template is coming from a separate project",
    text: "This page is a preview. The complete Robot Technology template is being built as a separate project and will be integrated here once it is ready. Until then, the checklist above shows honestly what works today and what is still planned.",
    points: [
      "Same address: this page becomes the full template.",
      "Same languages: English and French from day one.",
      "Nothing to do on your side: a quote today covers the full build.",
    ],
  },
  contact: {
    eyebrow: "Next step",
    title: "Want a site like this for your tech company?",
    text: "{studio} builds it with your products, your photos and your words, in English and French.",
    quote: "Request a quote",
    email: "E-mail the studio",
    back: "Back to all templates",
  },
  footer: {
    demoBy: "A template preview by",
    fictional: "{name} is a fictional company.",
    backToTop: "Back to top",
  },
};
