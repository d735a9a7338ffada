import type { miningAboutEn } from "./content/about.en";
import type { miningAboutSectionsEn } from "./content/about-sections.en";
import type { miningCommonEn } from "./content/common.en";
import type { miningContactEn } from "./content/contact.en";
import type { miningHomeEn } from "./content/home.en";
import type { miningHomeSectionsEn } from "./content/home-sections.en";
import type { miningMetaEn } from "./content/meta.en";
import type { miningNewsEn } from "./content/news.en";
import type { miningProjectsEn } from "./content/projects.en";
import type { miningServicesEn } from "./content/services.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    miningCommon: typeof miningCommonEn;
    miningHome: typeof miningHomeEn & typeof miningHomeSectionsEn;
    miningAbout: typeof miningAboutEn & typeof miningAboutSectionsEn;
    miningServices: typeof miningServicesEn;
    miningProjects: typeof miningProjectsEn;
    miningNews: typeof miningNewsEn;
    miningContact: typeof miningContactEn;
    /** Each page's <title> and description. */
    miningMeta: typeof miningMetaEn;
  }
}

export {};
