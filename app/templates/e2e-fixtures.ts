import cover from "../assets/covers/robot-template.svg?url";
import type { TemplateData } from "./registry";
import { registryEn, type TemplateCopy } from "./registry.en";

/**
 * Extra registry records compiled into the browser-test build only
 * (VITE_E2E_FIXTURES=1), so tests can reach states the real five never do.
 */
export const FIXTURE_DATA: readonly TemplateData[] = [
  {
    slug: "e2e-external",
    route: "/templates/e2e-external",
    context: "robot",
    difficulty: "Starter",
    motionLevel: "Low",
    cover: { src: cover, width: 1200, height: 750 },
    metricValues: ["1", "100", "EN"],
    externalUrl: "https://demo.example.com/aurora/",
  },
  {
    slug: "e2e-unsafe",
    route: "/templates/e2e-unsafe",
    context: "robot",
    difficulty: "Starter",
    motionLevel: "Low",
    cover: { src: cover, width: 1200, height: 750 },
    metricValues: ["1", "100", "EN"],
    externalUrl: "javascript:alert(document.domain)",
  },
  {
    slug: "e2e-missing",
    route: "/templates/e2e-missing",
    context: "robot",
    difficulty: "Starter",
    motionLevel: "Low",
    cover: { src: cover, width: 1200, height: 750 },
    metricValues: ["1", "100", "EN"],
  },
];

const base = registryEn["robot-template"];
export const FIXTURE_COPY: Readonly<Record<string, TemplateCopy>> = {
  "e2e-external": { ...base, title: "Aurora External Demo" },
  "e2e-unsafe": { ...base, title: "Unsafe Demo" },
  "e2e-missing": { ...base, title: "Missing Demo" },
};
