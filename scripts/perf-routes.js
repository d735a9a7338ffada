// Routes `npm run perf` audits with Lighthouse. Append new pages here.
/** @type {string[]} */
export const perfRoutes = ["/", "/fr", "/process", "/fr/portfolio", "/templates", "/fr/templates"];

export default perfRoutes;
