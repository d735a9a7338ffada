import { describe, expect, it } from "vitest";
import { BARBERS } from "../brand";
import { cutHomeCopy } from "../content/home";
import { cutHomeSectionsCopy } from "../content/home-sections";
import { BOOKING_DAYS, BOOKING_TIMES, GALLERY, NAV_SECTIONS, PRICE_CARDS, SERVICES } from "./data";

describe("the barbershop's facts and its copy agree", () => {
  it.each(["en", "fr"] as const)("%s: a label for every day, time and section", (locale) => {
    const copy = cutHomeCopy[locale];
    expect(copy.booking.days).toHaveLength(BOOKING_DAYS.length);
    expect(copy.booking.times).toHaveLength(BOOKING_TIMES.length);
    expect(Object.keys(copy.nav.links)).toEqual([...NAV_SECTIONS]);
  });

  it.each(["en", "fr"] as const)(
    "%s: copy for every service, barber, image and price",
    (locale) => {
      const copy = { ...cutHomeCopy[locale], ...cutHomeSectionsCopy[locale] };
      expect(Object.keys(copy.services.items)).toEqual(SERVICES.map((service) => service.id));
      expect(Object.keys(copy.team.barbers)).toEqual(BARBERS.map((barber) => barber.id));
      expect(Object.keys(copy.gallery.items)).toEqual(GALLERY.map((image) => image.id));
      expect(Object.keys(copy.prices.items)).toEqual([...PRICE_CARDS]);
    },
  );

  it("books Monday to Saturday, 9 AM to 5 PM on the hour (SPEC §3.5, §9)", () => {
    expect(BOOKING_DAYS).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ]);
    expect(BOOKING_TIMES).toEqual(
      Array.from({ length: 9 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`),
    );
  });

  it("has four barbers with 6 to 15 years of experience (SPEC §9)", () => {
    expect(BARBERS).toHaveLength(4);
    const years = BARBERS.map((barber) => barber.years);
    expect(Math.min(...years)).toBe(6);
    expect(Math.max(...years)).toBe(15);
  });
});
