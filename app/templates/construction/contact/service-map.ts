/**
 * The geometry of the service-area map: a plain equirectangular projection of
 * Northern Ontario (longitude shrunk by the cosine of the middle latitude, so
 * distances read the same across and up), distances on the sphere, and SVG
 * paths. Framework-free, unit-tested beside it.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Bounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

export interface Point {
  x: number;
  y: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** A projection of `bounds` onto a canvas `width` units wide; its height follows. */
export function projection(bounds: Bounds, width: number) {
  const squeeze = Math.cos(rad((bounds.north + bounds.south) / 2));
  const perDegreeLat = width / ((bounds.east - bounds.west) * squeeze);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width,
    height: round((bounds.north - bounds.south) * perDegreeLat),
    /** Where a place falls on the canvas, rounded to a tenth of a unit. */
    point: ({ lat, lon }: LatLon): Point => ({
      x: round((lon - bounds.west) * squeeze * perDegreeLat),
      y: round((bounds.north - lat) * perDegreeLat),
    }),
    /** A distance on the ground as a length on the canvas. */
    length: (km: number) => round((km / KM_PER_DEGREE) * perDegreeLat),
  };
}

export type Projection = ReturnType<typeof projection>;

/** A closed SVG path through the places, in order. */
export function outline(project: Projection, places: readonly LatLon[]): string {
  return (
    places
      .map((place, i) => {
        const { x, y } = project.point(place);
        return `${i === 0 ? "M" : "L"}${x} ${y}`;
      })
      .join("") + "Z"
  );
}
