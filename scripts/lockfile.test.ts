import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Every installed package's entry: all but the project itself and links to folders. */
const packages = Object.entries(lock.packages).filter(
  ([path, entry]) => path !== "" && !entry.link,
);

describe("package-lock.json (SECURITY.md T11)", () => {
  it("lists the packages", () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(packages.length).toBeGreaterThan(100);
  });

  it("says where every package comes from: a tarball of the npm registry", () => {
    const elsewhere = packages
      .filter(([, entry]) => !entry.resolved?.startsWith("https://registry.npmjs.org/"))
      .map(([path, entry]) => `${path}: ${entry.resolved ?? "no resolved"}`);
    expect(elsewhere).toEqual([]);
  });

  it("holds a sha512 integrity hash of every package, which npm ci checks", () => {
    const unchecked = packages
      .filter(([, entry]) => !/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity ?? ""))
      .map(([path, entry]) => `${path}: ${entry.integrity ?? "no integrity"}`);
    expect(unchecked).toEqual([]);
  });
});
