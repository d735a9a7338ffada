/**
 * The barbershop's one container, shared by its header, its sections and its footer on every
 * page, so they all start at the same left edge: the gutter pads the full-width band, the
 * container centres its content inside it.
 */
export const CUT_GUTTER = "px-4 sm:px-6";
export const CUT_CONTAINER = "mx-auto w-full max-w-7xl";
