import type { constructionAboutEn } from "./content/about.en";
import type { constructionCommonEn } from "./content/common.en";
import type { constructionContactEn } from "./content/contact.en";
import type { constructionHomeEn } from "./content/home.en";
import type { constructionHomeSectionsEn } from "./content/home-sections.en";
import type { constructionMetaEn } from "./content/meta.en";
import type { constructionNewsEn } from "./content/news.en";
import type { constructionProjectsEn } from "./content/projects.en";
import type { constructionServicesEn } from "./content/services.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The footer, on every page of the site. */
    constructionCommon: typeof constructionCommonEn;
    /** The premium construction home. */
    constructionHome: typeof constructionHomeEn & typeof constructionHomeSectionsEn;
    /** The construction About page. */
    constructionAbout: typeof constructionAboutEn;
    /** The construction Services page. */
    constructionServices: typeof constructionServicesEn;
    /** The contact page. */
    constructionContact: typeof constructionContactEn;
    /** The projects page: six projects with their status, figures and features. */
    constructionProjects: typeof constructionProjectsEn;
    /** The news page: the shared news board's copy and the newsletter box. */
    constructionNews: typeof constructionNewsEn;
    /** Each built page's <title> and description. */
    constructionMeta: typeof constructionMetaEn;
  }
}

export {};
