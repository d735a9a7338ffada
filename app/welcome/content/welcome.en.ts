export const welcomeEn = {
  title: "Welcome!",
  text: "This is a template/showcase website. Explore our collection of premium website templates",
  dismiss: "Got it! Let's explore",
};
