import { describe, expect, it } from "vitest";

/**
 * French cannot drift from English: every `*.en.ts` copy file has a `*.fr.ts`
 * twin of exactly the same shape (keys, list lengths, nesting), and no text in
 * either is empty. `tsc` checks the types; this checks the values, which a
 * list typed `readonly string[]` cannot (a missing item would still compile).
 */
type Module = Record<string, unknown>;
const load = (modules: Record<string, Module>) =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [path, module]));

const english = load(import.meta.glob<Module>("/app/**/*.en.ts", { eager: true }));
const french = load(import.meta.glob<Module>("/app/**/*.fr.ts", { eager: true }));

/** Where two copy trees differ in shape, as readable paths; empty when they match. */
function differences(en: unknown, fr: unknown, path = ""): string[] {
  if (typeof en === "string") {
    if (typeof fr !== "string") return [`${path}: French is not text`];
    return fr.trim() === "" && en.trim() !== "" ? [`${path}: French is empty`] : [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr)) return [`${path}: French is not a list`];
    if (fr.length !== en.length)
      return [`${path}: ${en.length} items in English, ${fr.length} in French`];
    return en.flatMap((item, i) => differences(item, fr[i], `${path}.${i}`));
  }
  if (en && typeof en === "object") {
    if (!fr || typeof fr !== "object" || Array.isArray(fr))
      return [`${path}: French is not a section`];
    const keys = new Set([...Object.keys(en), ...Object.keys(fr)]);
    return [...keys].flatMap((key) => {
      const here = path ? `${path}.${key}` : key;
      if (!(key in fr)) return [`${here}: missing in French`];
      if (!(key in en)) return [`${here}: only in French`];
      return differences((en as Module)[key], (fr as Module)[key], here);
    });
  }
  return en === fr ? [] : [`${path}: ${String(en)} vs ${String(fr)}`];
}

describe("French copy has the shape of the English copy", () => {
  const files = Object.keys(english);

  it("finds the copy files", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)("%s", (path) => {
    const twin = path.replace(/\.en\.ts$/, ".fr.ts");
    expect(french[twin], `${twin} is missing`).toBeDefined();
    const [en] = Object.values(english[path]!);
    const [fr] = Object.values(french[twin]!);
    expect(differences(en, fr)).toEqual([]);
  });

  it("reports a shorter French list and a missing key", () => {
    expect(differences({ a: ["x", "y"], b: "z" }, { a: ["x"] })).toEqual([
      "a: 2 items in English, 1 in French",
      "b: missing in French",
    ]);
  });
});
