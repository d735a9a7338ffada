import { describe, expect, it } from "vitest";
import { contactProblems } from "./contact-checks";

describe("contactProblems", () => {
  it("asks for each required field left blank or only spaces", () => {
    expect(contactProblems({ name: " ", email: "", message: "" })).toEqual({
      name: "name",
      email: "emailMissing",
      message: "message",
    });
  });

  it("tells a mistyped e-mail address from a missing one", () => {
    expect(contactProblems({ name: "Ana", email: "ana@mine", message: "Hi" })).toEqual({
      email: "emailInvalid",
    });
  });

  it("finds nothing wrong with a complete message", () => {
    expect(
      contactProblems({ name: "Ana", email: " ana@onaping.ca ", message: "A welding cell" }),
    ).toEqual({});
  });
});
