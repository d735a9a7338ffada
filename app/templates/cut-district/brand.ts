import logoSvg from "../../assets/cut-district/logo.svg?url";
import type { TemplateBrand } from "../shared/brand";

/** The barbershop's address: /templates/cut-district. */
export const CUT_DISTRICT_SLUG = "cut-district";

/**
 * The barbershop (SPEC §2.10): a demo shop in downtown Sudbury, established
 * 2024. Its logo is `logo`; when that fails to load, the header shows a badge
 * with its initials (SPEC §4).
 */
export const cutDistrictBrand: TemplateBrand = {
  id: "cut-district",
  name: "Cut District",
  initials: "CD",
  phone: { display: "(705) 555-0142", e164: "+17055550142" },
  email: "book@cutdistrict-demo.ca",
  logo: { svg: logoSvg },
};

/** The shop's street address, shown as written in either language. */
export const CUT_DISTRICT_ADDRESS = {
  street: "142 Elm Street",
  city: "Sudbury, ON P3E 1T5",
} as const;

/** The year the shop opened (SPEC §9). */
export const ESTABLISHED = 2024;

/**
 * The four barbers (SPEC §3.4, §9: 6 to 15 years of experience), by id. Their
 * specialties, quotes and bios are copy, in each page's content files.
 */
export const BARBERS = [
  { id: "dre", name: "Dre Laforge", years: 15 },
  { id: "nico", name: "Nico Moretti", years: 11 },
  { id: "jay", name: "Jaylen Tremblay", years: 8 },
  { id: "sam", name: "Sam Okafor", years: 6 },
] as const;

export type BarberId = (typeof BARBERS)[number]["id"];
