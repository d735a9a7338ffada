/** Site-wide studio chrome: top bar, menus, footer, bottom bar, system pages. */
export const commonEn = {
  skipLink: "Skip to content",
  nav: {
    label: "Main",
    home: "{brand} home",
    viewTemplates: "View Templates",
    process: "Process",
    portfolio: "Portfolio",
    contactUs: "Contact Us",
    callLabel: "Call us at {phone}",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  language: {
    toggle: "FR",
    toggleLabel: "FR, Français : voir cette page en français",
  },
  footer: {
    tagline:
      "A small web studio in Sudbury building fast, bilingual websites for businesses across Northern Ontario.",
    since: "Since 2020",
    hours: "Monday to Friday, 9 a.m. to 5 p.m.",
    columns: {
      studio: "Studio",
      explore: "Explore",
      contact: "Contact",
    },
    links: {
      home: "Home",
      process: "Our process",
      portfolio: "Portfolio",
      services: "Services",
      templates: "Template gallery",
      quote: "Request a quote",
    },
    newsletter: {
      title: "Field notes",
      text: "A short e-mail, a few times a year: launches, local web tips and new templates.",
      label: "E-mail address",
      placeholder: "you@business.ca",
      button: "Subscribe",
      notice:
        "Thanks! Our newsletter isn't sending yet, so your address was not saved. Write to {email} and we'll keep you posted.",
    },
    socialLabel: "Follow us",
    social: {
      instagram: "Instagram (opens a new tab)",
      linkedin: "LinkedIn (opens a new tab)",
      facebook: "Facebook (opens a new tab)",
    },
    legalLabel: "Legal",
    privacy: "Privacy",
    terms: "Terms",
    copyright: "© {year} {brand}. All rights reserved.",
  },
  bottomBar: {
    label: "Quick contact",
    getQuote: "Get a Quote",
    call: "Call",
    text: "Text",
    cancel: "Cancel",
  },
  error: {
    title: "Unexpected Application Error!",
    reload: "Reload the page",
  },
  loadFailed: {
    title: "This part of the page didn't load",
    text: "Your connection may have dropped for a moment. Reload the page to try again.",
  },
  admin: {
    control: "Admin",
    controlActive: "Admin tools",
    setup: "Set up the owner password",
  },
  callPhone: "Call {phone}",
  loading: "Loading…",
  opensNewTab: "(opens a new tab)",
};
