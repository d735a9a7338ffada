import { useSitePath } from "../../shared/SiteBase";
import type { FooterColumnLinks } from "../../shared/TemplateFooter";
import { PREMIUM_SLUG, SIMPLE_SLUG } from "../brand";
import { idsOf, SERVICE_ICONS } from "../data";

/**
 * The footer's four columns (SPEC §2.7). The company's own pages stay inside
 * the set the visitor is in (/templates/<slug>/…), or lead to the main pages;
 * the portfolio shows the projects in either look; the resources are the
 * studio's pages.
 */
export function useFooterColumns(): FooterColumnLinks[] {
  const pathOf = useSitePath();
  return [
    {
      title: "constructionCommon.footer.columns.company",
      links: (["about", "news", "contact"] as const).map((page) => ({
        to: pathOf(page),
        label: `templateUi.nav.links.${page}`,
      })),
    },
    {
      title: "constructionCommon.footer.columns.services",
      links: idsOf(SERVICE_ICONS).map((id) => ({
        to: `${pathOf("services")}#${id}`,
        label: `constructionCommon.footer.services.${id}`,
      })),
    },
    {
      title: "constructionCommon.footer.columns.portfolio",
      links: [
        { to: pathOf("projects"), label: "constructionCommon.footer.portfolio.projects" },
        {
          to: `/templates/${PREMIUM_SLUG}/projects`,
          label: "constructionCommon.footer.portfolio.premium",
        },
        {
          to: `/templates/${SIMPLE_SLUG}/projects`,
          label: "constructionCommon.footer.portfolio.simple",
        },
      ],
    },
    {
      title: "constructionCommon.footer.columns.resources",
      links: [
        { to: "/templates", label: "constructionCommon.footer.resources.gallery" },
        { to: "/portfolio", label: "constructionCommon.footer.resources.portfolio" },
        { to: "/process", label: "constructionCommon.footer.resources.process" },
        { to: "/", label: "constructionCommon.footer.resources.studio" },
      ],
    },
  ];
}
