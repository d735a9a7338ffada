/** What the template navigation and footer need to know about a template's company. */
export interface TemplateBrand {
  /** Which company it is ("mining", "construction", "cut-district" ...). */
  id: string;
  name: string;
  /** Shown in the generated placeholder when no logo image loads (SPEC §4). */
  initials: string;
  phone: { display: string; e164: string };
  email: string;
  /** Logo images, tried in this order: png, then svg, then the placeholder. */
  logo?: { png?: string; svg?: string };
}

export const telOf = (brand: TemplateBrand) => `tel:${brand.phone.e164}`;
export const mailOf = (brand: TemplateBrand, address = brand.email) => `mailto:${address}`;
