/** The owner's lead inbox (/admin/leads): every quote request the server keeps. */
export const inboxEn = {
  meta: {
    title: "Quote requests",
    description: "The inbox of quote requests, for the site's owner.",
  },
  eyebrow: "Owner",
  title: "Quote requests",
  intro:
    "Every quote request sent through the site, kept on this server whatever became of its e-mail.",
  gate: {
    checking: "Checking your sign-in…",
    signedOut: "This page is for the site’s owner. Log in to see the quote requests.",
    login: "Log in",
    static:
      "Quote requests are kept only when the site runs on its own server (npm start). On this host they arrive by e-mail only.",
    unreachable: "The site’s server did not answer. Check your connection and reload the page.",
    loadFailed: "The quote requests could not be loaded. Check your connection and try again.",
    retry: "Try again",
  },
  toolbar: {
    search: "Search",
    searchPlaceholder: "Name, e-mail, phone, message…",
    state: "State",
    all: "All ({count})",
    stateOption: "{state} ({count})",
    csv: "Download CSV",
    shown: "{shown} of {total} requests",
    empty: "No quote requests yet. They appear here as soon as a visitor sends one.",
    noMatch: "No request matches this search.",
    retention:
      "Requests older than {months} months are deleted automatically, once a day, as the privacy page says.",
  },
  statuses: { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" },
  lead: {
    received: "Received",
    contact: "Contact",
    industry: "Industry",
    project: "Project",
    template: "Template",
    noTemplate: "None chosen",
    language: "Language",
    languages: { en: "English", fr: "French" },
    message: "The e-mail’s full text",
    delivery: "E-mail",
    emailjs: {
      sent: "Sent through EmailJS",
      failed: "Not sent through EmailJS ({detail})",
      pending: "EmailJS outcome not reported",
    },
    serverMail: "Server e-mail",
    smtp: {
      queued: "Queued: sent unless EmailJS delivers it",
      retrying: "Queued: {attempts} attempts failed ({detail}); retrying",
      sent: "Sent to the studio",
      failed: "Failed after {attempts} attempts ({detail})",
      skipped: "Not needed: EmailJS delivered it",
    },
    mark: "State of the request from {business}",
    delete: "Delete",
  },
  remove: {
    title: "Delete the request from {business}?",
    text: "It is removed from this server for good. Download the CSV first to keep a copy.",
    confirm: "Delete the request",
    cancel: "Cancel",
  },
  status: {
    marked: "{business} marked {status}.",
    deleted: "Deleted the request from {business}.",
    failed: "The server did not save that change. Check your connection and try again.",
  },
};
