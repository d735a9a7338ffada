/** The template sites' contact form (SPEC §3.5). */
export const templateFormEn = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  requiredNote: "Fields marked with an asterisk (*) are required.",
  send: "Send Message",
  sentTitle: "Message Sent",
  sentText: "Thank you! We reply within 24 hours on business days.",
  demoNote: "Demo template: messages are not sent anywhere.",
};
