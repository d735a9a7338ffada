import logoPng from "../../assets/mining/logo.png?url";
import logoSvg from "../../assets/mining/logo.svg?url";
import type { TemplateBrand } from "../shared/brand";

/** The mining template's address: /templates/modern-mining. */
export const MINING_SLUG = "modern-mining";

/** The mining template's fictional company. Phone and e-mail are fictional on purpose. */
export const miningBrand: TemplateBrand = {
  id: "mining",
  name: "Sudbury Minerals",
  initials: "SM",
  phone: { display: "(705) 555-0174", e164: "+17055550174" },
  email: "info@sudburyminerals-demo.ca",
  logo: { png: logoPng, svg: logoSvg },
};

export const miningFacts = {
  legalName: "Sudbury Minerals Limited",
  founded: 1974,
  address: {
    street: "1974 Copper Ridge Road",
    city: "Sudbury",
    region: "ON",
    postalCode: "P3A 0C4",
  },
  socials: [
    { id: "linkedin", href: "https://www.linkedin.com/company/sudbury-minerals-demo" },
    { id: "facebook", href: "https://www.facebook.com/sudburyminerals.demo" },
    { id: "youtube", href: "https://www.youtube.com/@sudburyminerals-demo" },
  ],
} as const;

/** The mining home, where the logo goes. */
export const MINING_HOME = "/templates/modern-mining";
