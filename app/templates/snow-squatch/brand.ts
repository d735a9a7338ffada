import logo from "../../assets/snow-squatch/logo.svg?url";
import type { TemplateBrand } from "../shared/brand";

/** The snow template's address: /templates/snow-squatch. */
export const SNOW_SQUATCH_SLUG = "snow-squatch";

/**
 * Snow Squatch: a fictional snow-removal company in Greater Sudbury. Its logo
 * is the mascot's head; when it fails to load, the header shows the initials
 * (SPEC §4).
 */
export const snowSquatchBrand: TemplateBrand = {
  id: "snow-squatch",
  name: "Snow Squatch",
  initials: "SS",
  phone: { display: "(705) 555-0177", e164: "+17055550177" },
  email: "plow@snowsquatch-demo.ca",
  logo: { svg: logo },
};
