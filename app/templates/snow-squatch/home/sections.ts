/** The sections of Snow Squatch's page the header links to, in page order (their element ids). */
export const SNOW_SECTIONS = ["services", "pricing", "area", "reviews", "faq"] as const;

/** The quote form's section, the target of every "Get a quote" button. */
export const QUOTE_SECTION = "quote";

/** The services of the quote form, in the copy's `quote.serviceOptions`. */
export const QUOTE_SERVICES = ["plowing", "salting", "roof", "sidewalk"] as const;

/** The icon of each service card, in the copy's `services.items` order. */
export const SERVICE_ICONS = ["plow", "salt", "roof", "shovel", "lot", "haul"] as const;

/** The plans whose price is a starting price ("from $1,200"), by index in `pricing.plans`. */
export const FROM_PRICE_PLANS: readonly number[] = [2];

/** The plan drawn as the one most chosen (its index in `pricing.plans`). */
export const FEATURED_PLAN = 1;
