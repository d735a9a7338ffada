import { hasHome, homeInChrome, sitePages, TEMPLATE_SITES } from "../templates/manifest";

/**
 * Browser-test builds only (VITE_E2E_FIXTURES=1, see app/routes.ts): the
 * manifest as the contract test reads it, prerendered to a static JSON file.
 * The test runner cannot import the manifest itself (its records import art).
 */
export function loader() {
  return Response.json(
    TEMPLATE_SITES.map((site) => ({
      slug: site.slug,
      context: site.context,
      theme: site.theme ?? null,
      pages: sitePages(site),
      home: hasHome(site),
      homeInChrome: homeInChrome(site),
      gallery: Boolean(site.gallery),
      brand: site.brand ? { name: site.brand.name, initials: site.brand.initials } : null,
      logo: site.brand?.logo ?? null,
    })),
  );
}
