export const welcomeEn = {
  title: "Welcome!",
  text: "This site is our showcase: every template here is a working demo. Explore the collection and picture your business in one.",
  dismiss: "Got it! Let's explore",
};
