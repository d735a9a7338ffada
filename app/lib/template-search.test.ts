import { describe, expect, it } from "vitest";
import { matchesFilters, matchesSearch } from "./template-search";

const barberEn = {
  title: "Cut District",
  industry: "Barbershop",
  style: "Bold",
  tags: ["Booking", "Gallery"],
};
const barberFr = {
  title: "Cut District",
  industry: "Salon de barbier",
  style: "Audacieux",
  tags: ["Réservation"],
};
const both = [barberEn, barberFr];

describe("matchesSearch", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["cut", true],
    ["DISTRICT", true],
    ["barbershop", true],
    ["barbier", true],
    ["booking", true],
    ["reservation", true],
    ["Réserv", true],
    ["bold", false],
    ["mining", false],
  ])("%j -> %s", (query, expected) => expect(matchesSearch(both, query)).toBe(expected));
});

describe("matchesFilters", () => {
  it("matches industry and style exactly, empty means any", () => {
    expect(matchesFilters(barberEn, { industry: "", style: "" })).toBe(true);
    expect(matchesFilters(barberEn, { industry: "Barbershop", style: "" })).toBe(true);
    expect(matchesFilters(barberEn, { industry: "Mining", style: "" })).toBe(false);
    expect(matchesFilters(barberEn, { industry: "Barbershop", style: "Simple" })).toBe(false);
  });
});
