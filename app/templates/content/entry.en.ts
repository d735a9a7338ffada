/** /templates/<slug> while it loads, when it is not found, or when it redirects (SPEC §2.9). */
export const templateEntryEn = {
  loading: "Loading template...",
  notFound: "Template not found",
  notFoundText:
    "This template doesn't exist, or it couldn't be loaded. The gallery has all of them.",
  backToGallery: "Browse the templates",
  redirecting: "Redirecting to {title}...",
  redirectHint: "If nothing happens,",
  clickHere: "click here",
};
