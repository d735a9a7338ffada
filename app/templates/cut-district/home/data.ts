import barberDre from "../../../assets/cut-district/barber-dre.svg?url";
import barberJay from "../../../assets/cut-district/barber-jay.svg?url";
import barberNico from "../../../assets/cut-district/barber-nico.svg?url";
import barberSam from "../../../assets/cut-district/barber-sam.svg?url";
import beard from "../../../assets/cut-district/gallery-beard.svg?url";
import fade from "../../../assets/cut-district/gallery-fade.svg?url";
import shave from "../../../assets/cut-district/gallery-shave.svg?url";
import shop from "../../../assets/cut-district/gallery-shop.svg?url";
import storefront from "../../../assets/cut-district/gallery-storefront.svg?url";
import tools from "../../../assets/cut-district/gallery-tools.svg?url";
import type { BarberId } from "../brand";
import type { CutIconName } from "./cut-icons";

/** The page's sections, in the order of the navigation (SPEC §2.10); each is an anchor. */
export const NAV_SECTIONS = [
  "services",
  "team",
  "gallery",
  "prices",
  "testimonials",
  "contact",
] as const;

/** The booking form's anchor, where BOOK NOW, BOOK YOUR CUT and "Book with …" lead. */
export const BOOKING_ID = "book";

/** The top of the page, where the logo leads. */
export const TOP_ID = "top";

/** Preferred days (SPEC §3.5): Monday to Saturday, as sent; their labels are copy. */
export const BOOKING_DAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/** Preferred times (SPEC §3.5, §9): 9 AM to 5 PM hourly, as 24-hour values; their labels are copy. */
export const BOOKING_TIMES = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
] as const;

/** The six services (SPEC §3.4, §9), by copy key, with their icons. */
export const SERVICES = [
  { id: "classic", icon: "scissors" },
  { id: "fade", icon: "sparkles" },
  { id: "shave", icon: "flame" },
  { id: "beard", icon: "beard" },
  { id: "kids", icon: "baby" },
  { id: "products", icon: "shoppingBag" },
] as const satisfies readonly { id: string; icon: CutIconName }[];

/** Each barber's illustrated portrait. */
export const BARBER_PORTRAITS: Record<BarberId, string> = {
  dre: barberDre,
  nico: barberNico,
  jay: barberJay,
  sam: barberSam,
};

/** The six gallery images (SPEC §9), original illustrations; their alt text is copy. */
export const GALLERY = [
  { id: "fade", src: fade },
  { id: "beard", src: beard },
  { id: "shop", src: shop },
  { id: "tools", src: tools },
  { id: "shave", src: shave },
  { id: "storefront", src: storefront },
] as const;

/** The three price cards (SPEC §9); the first is the one most booked. */
export const PRICE_CARDS = ["cut", "beard", "shave"] as const;

/** Every testimonial is rated 5 out of 5 (SPEC §3.4). */
export const RATING = { value: 5, max: 5 } as const;
