/** Copy shared by the template sites' chrome: skip link, navigation, footer labels. */
export const templateUiEn = {
  skipLink: "Skip to content",
  nav: {
    label: "Main",
    links: {
      home: "Home",
      about: "About",
      services: "Services",
      projects: "Projects",
      news: "News",
      contact: "Contact",
    },
    viewTemplates: "View Templates",
    getQuote: "Get Quote",
    brandHome: "{name}, home page",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    topBarLabel: "Contact details",
    callLabel: "Call {phone}",
    emailLabel: "E-mail {email}",
    emailShort: "E-mail us",
  },
  footer: {
    quickLinks: "Quick links",
    services: "Services",
    contact: "Contact",
    social: "Follow us",
    legal: "Legal",
    demo: "A demo template by {studio}",
  },
  opensNewTab: "(opens a new tab)",
};
