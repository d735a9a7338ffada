import { describe, expect, it } from "vitest";
import { HOME_BASE, MAP_BOUNDS, MAP_WIDTH, PLACES, ZONES } from "./data";
import { distanceKm, outline, projection } from "./service-map";

const project = projection(MAP_BOUNDS, MAP_WIDTH);

describe("the service-area map's geometry", () => {
  it("measures distances on the ground: Sudbury to North Bay is about 120 km", () => {
    expect(distanceKm(PLACES.sudbury, PLACES["north-bay"])).toBeCloseTo(118, -1);
    expect(distanceKm(PLACES.sudbury, PLACES.sudbury)).toBe(0);
  });

  it("puts the bounds' corners on the canvas's corners", () => {
    const { north, south, west, east } = MAP_BOUNDS;
    expect(project.point({ lat: north, lon: west })).toEqual({ x: 0, y: 0 });
    const corner = project.point({ lat: south, lon: east });
    expect(corner.x).toBeCloseTo(MAP_WIDTH, 0);
    expect(corner.y).toBeCloseTo(project.height, 0);
  });

  it("draws a distance the same length across as up, near the map's middle latitude", () => {
    const from = { lat: 46.9, lon: -81 };
    const across = { lat: 46.9, lon: -80 };
    const up = { lat: 46.9 + distanceKm(from, across) / 111.2, lon: -81 };
    const dx = project.point(across).x - project.point(from).x;
    const dy = project.point(from).y - project.point(up).y;
    expect(Math.abs(dx - dy) / dx).toBeLessThan(0.02);
    expect(project.length(distanceKm(from, across))).toBeCloseTo(dx, -1);
  });

  it("outlines places as one closed path", () => {
    expect(
      outline(project, [
        { lat: MAP_BOUNDS.north, lon: MAP_BOUNDS.west },
        { lat: MAP_BOUNDS.north, lon: -81 },
      ]),
    ).toMatch(/^M0 0L\d+(\.\d)? 0Z$/);
  });
});

describe("the service area", () => {
  const ids = Object.keys(PLACES) as (keyof typeof PLACES)[];
  const zones = Object.keys(ZONES) as (keyof typeof ZONES)[];

  it.each(ids)("%s lies inside its own zone's ring and outside the one before", (id) => {
    const place = PLACES[id];
    const km = distanceKm(PLACES[HOME_BASE], place);
    const index = zones.indexOf(place.zone);
    expect(km).toBeLessThanOrEqual(ZONES[place.zone].radiusKm);
    if (index > 0) expect(km).toBeGreaterThan(ZONES[zones[index - 1]!].radiusKm);
  });

  it.each(ids.filter((id) => "label" in PLACES[id]))("%s is drawn inside the map", (id) => {
    const { x, y } = project.point(PLACES[id]);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(project.width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(project.height);
  });
});
