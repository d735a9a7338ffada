import type { constructionContactEn } from "../content/contact.en";
import type { Bounds, LatLon } from "./service-map";

type Area = typeof constructionContactEn.area;

/**
 * The language-independent half of the contact page: the office's address and
 * the geography of the service area. Place names are copy
 * (constructionContact.area.places), keyed by the ids below.
 */

/** The office (fictional, like the company). */
export const OFFICE = {
  street: "410 Boreal Drive",
  city: "Sudbury",
  region: "ON",
  postalCode: "P3A 0N9",
} as const;

/** The three service zones, inner to outer, with their radius from Sudbury in km. */
export const ZONES = {
  home: { radiusKm: 50 },
  regular: { radiusKm: 150 },
  extended: { radiusKm: 250 },
} as const satisfies Record<keyof Area["zones"], { radiusKm: number }>;
export type ZoneId = keyof typeof ZONES;

type Side = "n" | "s" | "e" | "w";

export interface Place extends LatLon {
  zone: ZoneId;
  /** Drawn on the map, with its name on this side of its dot; listed only otherwise. */
  label?: Side;
}

/** The towns served, in list order within each zone (approximate town centres). */
export const PLACES = {
  sudbury: { lat: 46.49, lon: -80.99, zone: "home", label: "n" },
  lively: { lat: 46.435, lon: -81.15, zone: "home" },
  chelmsford: { lat: 46.58, lon: -81.2, zone: "home" },
  "val-caron": { lat: 46.61, lon: -81.0, zone: "home" },
  capreol: { lat: 46.71, lon: -80.92, zone: "home" },
  coniston: { lat: 46.48, lon: -80.84, zone: "home" },
  espanola: { lat: 46.26, lon: -81.77, zone: "regular", label: "n" },
  "french-river": { lat: 46.13, lon: -80.43, zone: "regular", label: "s" },
  "sturgeon-falls": { lat: 46.37, lon: -79.93, zone: "regular", label: "n" },
  "north-bay": { lat: 46.31, lon: -79.46, zone: "regular", label: "s" },
  "elliot-lake": { lat: 46.38, lon: -82.65, zone: "regular", label: "n" },
  manitoulin: { lat: 45.98, lon: -81.93, zone: "regular", label: "s" },
  "parry-sound": { lat: 45.35, lon: -80.03, zone: "regular", label: "w" },
  temiskaming: { lat: 47.51, lon: -79.68, zone: "extended", label: "w" },
  "kirkland-lake": { lat: 48.15, lon: -80.03, zone: "extended", label: "s" },
  timmins: { lat: 48.48, lon: -81.33, zone: "extended", label: "e" },
} as const satisfies Record<keyof Area["places"], Place>;
export type PlaceId = keyof typeof PLACES;

/** The home base: every zone is measured from it. */
export const HOME_BASE: PlaceId = "sudbury";

/** What the map shows: Northern Ontario from Parry Sound to Timmins. */
export const MAP_BOUNDS: Bounds = { north: 48.75, south: 45.12, west: -83.35, east: -78.95 };

/** The map's canvas width; its height follows from the bounds. */
export const MAP_WIDTH = 400;

/**
 * Shorelines, simplified: Lake Huron's North Channel and Georgian Bay (water,
 * closed along the map's south-west corner), Manitoulin Island (land in it),
 * and Lake Nipissing.
 */
export const WATER = {
  huron: [
    { lat: 46.24, lon: -83.4 },
    { lat: 46.18, lon: -82.95 },
    { lat: 46.2, lon: -82.6 },
    { lat: 46.19, lon: -82.34 },
    { lat: 46.13, lon: -82.1 },
    { lat: 46.11, lon: -81.73 },
    { lat: 45.97, lon: -81.51 },
    { lat: 45.99, lon: -81.2 },
    { lat: 45.93, lon: -80.93 },
    { lat: 45.85, lon: -80.6 },
    { lat: 45.6, lon: -80.38 },
    { lat: 45.45, lon: -80.2 },
    { lat: 45.33, lon: -80.1 },
    { lat: 45.05, lon: -79.95 },
    { lat: 45.05, lon: -83.4 },
  ],
  nipissing: [
    { lat: 46.33, lon: -80.15 },
    { lat: 46.3, lon: -79.9 },
    { lat: 46.33, lon: -79.6 },
    { lat: 46.28, lon: -79.47 },
    { lat: 46.16, lon: -79.55 },
    { lat: 46.1, lon: -79.8 },
    { lat: 46.05, lon: -80.05 },
    { lat: 46.15, lon: -80.2 },
  ],
} as const satisfies Record<string, readonly LatLon[]>;

export const ISLANDS = {
  manitoulin: [
    { lat: 46.02, lon: -83.12 },
    { lat: 46.05, lon: -82.75 },
    { lat: 46.07, lon: -82.4 },
    { lat: 45.99, lon: -82.05 },
    { lat: 45.98, lon: -81.8 },
    { lat: 45.9, lon: -81.62 },
    { lat: 45.78, lon: -81.72 },
    { lat: 45.72, lon: -81.95 },
    { lat: 45.68, lon: -82.3 },
    { lat: 45.75, lon: -82.7 },
    { lat: 45.85, lon: -83.0 },
    { lat: 45.95, lon: -83.18 },
  ],
} as const satisfies Record<string, readonly LatLon[]>;

/** Where the water's names sit (copy: constructionContact.area.water). */
export const WATER_LABELS = {
  huron: { lat: 45.4, lon: -82.55 },
  georgian: { lat: 45.6, lon: -81.05 },
} as const satisfies Record<keyof Area["water"], LatLon>;
