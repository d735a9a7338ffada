// Routes `npm run perf` audits with Lighthouse. Append new pages here.
/** @type {string[]} */
export const perfRoutes = ["/", "/fr", "/process", "/fr/portfolio"];

export default perfRoutes;
