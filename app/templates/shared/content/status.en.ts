/** Project status badges (SPEC §4): mining and construction labels. */
export const templateStatusEn = {
  completed: "Completed",
  "in-development": "In Development",
  operational: "Operational",
  planning: "Planning",
  ongoing: "Ongoing",
  continuous: "Continuous",
};
