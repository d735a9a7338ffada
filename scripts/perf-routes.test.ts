import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { perfRoutes } from "./perf-routes.js";

const dir = mkdtempSync(join(tmpdir(), "perf-routes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (path: string) => {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(join(dir, path, "index.html"), "<!doctype html>");
};

describe("perfRoutes", () => {
  it("lists every prerendered page of a build, studio first, then the gallery and each template", () => {
    for (const path of [
      "",
      "fr",
      "about",
      "fr/about",
      "404",
      "fr/404",
      "templates",
      "fr/templates",
      "templates/cut-district",
      "fr/templates/cut-district/about",
      "templates/cut-district/about",
      "fr/templates/cut-district",
    ]) {
      page(path);
    }
    // Not pages: hashed assets, share images and a folder without an index.html.
    mkdirSync(join(dir, "assets", "deep"), { recursive: true });
    writeFileSync(join(dir, "assets", "deep", "index.html"), "");
    mkdirSync(join(dir, "share"), { recursive: true });
    writeFileSync(join(dir, "share", "index.html"), "");
    mkdirSync(join(dir, "images"), { recursive: true });
    writeFileSync(join(dir, "robots.txt"), "");

    expect(perfRoutes(dir)).toEqual([
      "/",
      "/fr",
      "/404",
      "/fr/404",
      "/about",
      "/fr/about",
      "/templates",
      "/fr/templates",
      "/templates/cut-district",
      "/fr/templates/cut-district",
      "/templates/cut-district/about",
      "/fr/templates/cut-district/about",
    ]);
  });
});
