/**
 * Publishing copy edits: the build bakes the edits files exported from the
 * copy editor's dashboard and saved in `app/content/published-edits/` (or the
 * folder `PUBLISHED_EDITS` names) into every page, as the module
 * `virtual:published-edits`: one map of texts per language (see
 * app/lib/published-copy.ts). The files are laid over each other in name
 * order, so one export per language can sit side by side. Without any file
 * the module is `null`.
 *
 * A text edited in English and not in French is shown on French pages in
 * French: its translation from `machine-translations.fr.json` in the same
 * folder (app/lib/machine-translation.ts), translated here, once, by the
 * service that TRANSLATE_URL and TRANSLATE_KEY name in the build's
 * environment (scripts/translation-service.ts), and written back to that file
 * for the owner to review and commit. Without a service, such a text shows
 * as written, and the build says so.
 *
 * A file that is not valid JSON or not an edits file stops the build with the
 * reasons, so a bad file never reaches visitors. (Whether every text in them
 * exists is checked by the unit tests, which load the whole copy registry.)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { loadEnv, runnerImport, type Plugin } from "vite";
import type * as ImportEdits from "../app/lib/copy-edits/import-edits";
import type * as MachineTranslation from "../app/lib/machine-translation";
import type { MachineTranslations } from "../app/lib/machine-translation";
import type { PublishedCopy } from "../app/lib/published-copy";
import type * as PublishedCopyModule from "../app/lib/published-copy";
import type * as BrandNames from "../app/templates/brand-names";
import {
  translateTexts,
  translationServiceFrom,
  type TranslationService,
} from "./translation-service.ts";

const ROOT = resolve(import.meta.dirname, "..");
const MODULE_ID = "virtual:published-edits";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The French of English-only edits, in the folder of published edits
 * (app/lib/machine-translation.ts); never read as an edits file.
 */
export const TRANSLATIONS_FILE = "machine-translations.fr.json";

/** The folder of published edits files this build reads (it may not exist). */
export const publishedEditsFolder = (): string =>
  resolve(ROOT, process.env.PUBLISHED_EDITS || "app/content/published-edits");

/** The edits files of the folder (its `.json` files but the translations), in name order. */
export const publishedEditsFiles = (folder = publishedEditsFolder()): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".json") && name !== TRANSLATIONS_FILE)
        .sort()
        .map((name) => join(folder, name))
    : [];

/**
 * The files' edits as texts per language, or the reasons they are refused. The
 * edits schema is the app's own (the dashboard's import uses it too), loaded
 * through Vite's module runner.
 */
async function readPublishedEdits(
  files: readonly string[],
): Promise<{ ok: true; published: PublishedCopy } | { ok: false; errors: readonly string[] }> {
  const parsed: { name: string; data: unknown }[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      parsed.push({
        name: file,
        data: JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")),
      });
    } catch (error) {
      errors.push(
        `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const runner = { configFile: false, logLevel: "error" } as const;
  const [{ module: edits }, { module: published }] = await Promise.all([
    runnerImport<typeof ImportEdits>(resolve(ROOT, "app/lib/copy-edits/import-edits.ts"), runner),
    runnerImport<typeof PublishedCopyModule>(resolve(ROOT, "app/lib/published-copy.ts"), runner),
  ]);
  const result = edits.combinePublishedEdits(parsed);
  return result.ok ? { ok: true, published: published.flattenPublished(result.edits) } : result;
}

/** The app's modules the build runs, loaded through Vite's module runner. */
async function appModules() {
  const runner = { configFile: false, logLevel: "error" } as const;
  const [{ module: translation }, { module: brands }] = await Promise.all([
    runnerImport<typeof MachineTranslation>(
      resolve(ROOT, "app/lib/machine-translation.ts"),
      runner,
    ),
    runnerImport<typeof BrandNames>(resolve(ROOT, "app/templates/brand-names.ts"), runner),
  ]);
  return { translation, brandNames: brands.BRAND_NAMES };
}

type Say = (message: string) => void;

/**
 * The published texts, with French for the English-only ones: from the
 * folder's translations file, translated by the service for those it lacks
 * (the file is then written again), or as written without a service. A
 * malformed translations file stops the build.
 */
export async function publishedWithFrench(
  published: PublishedCopy,
  folder: string,
  service: TranslationService | null,
  say: Say,
): Promise<PublishedCopy> {
  const { translation, brandNames } = await appModules();
  const file = join(folder, TRANSLATIONS_FILE);
  const shown = relative(ROOT, file);
  let translations: MachineTranslations = translation.NO_TRANSLATIONS;
  if (existsSync(file)) {
    const result = translation.parseMachineTranslations(readFileSync(file, "utf8"));
    if (!result.ok) throw new Error(`${shown} is not valid:\n  ${result.errors.join("\n  ")}`);
    translations = result.file;
  }
  const plan = translation.planTranslations(published, translations, { companyNames: brandNames });
  const french = new Map(plan.kept);
  if (plan.missing.size > 0 && service) {
    say(`translating ${plan.missing.size} English-only edit(s) into French with ${service.label}`);
    const answers = await translateTexts(service, [...plan.missing.values()], {
      check: translation.translationProblem,
    });
    const fresh = new Map([...plan.missing.keys()].map((key, i) => [key, answers[i] ?? ""]));
    for (const [key, text] of fresh) french.set(key, text);
    const next = translation.updatedTranslations(published, translations, fresh);
    writeFileSync(file, translation.serializeMachineTranslations(next));
    say(`wrote ${shown}: review the French and commit the file`);
  } else if (plan.missing.size > 0) {
    say(
      `${plan.missing.size} English-only edit(s) have no French, so French pages show them in ` +
        `English. Set TRANSLATE_URL and TRANSLATE_KEY to have the build translate them, or ` +
        `write their French in ${shown}.`,
    );
  }
  return translation.withFrench(published, french);
}

/** One run per set of inputs: the client and the prerender build ask for the module in turn. */
const runs = new Map<string, Promise<string>>();

export function publishedEdits(): Plugin {
  let service: TranslationService | null = null;
  return {
    name: "published-edits",
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || ROOT, ["TRANSLATE_", "VITE_TRANSLATE_"]);
      if (env.VITE_TRANSLATE_URL || env.VITE_TRANSLATE_KEY) {
        throw new Error(
          "VITE_TRANSLATE_URL and VITE_TRANSLATE_KEY are no longer read: visitors' browsers " +
            "never call a translation service. Name it with TRANSLATE_URL and TRANSLATE_KEY, " +
            "and the build translates the English-only published edits (README, " +
            "Translating English edits).",
        );
      }
      service = translationServiceFrom(env);
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const folder = publishedEditsFolder();
      const files = publishedEditsFiles(folder);
      if (files.length === 0) return "export default null;";
      for (const file of files) this.addWatchFile(file);
      const translations = join(folder, TRANSLATIONS_FILE);
      this.addWatchFile(translations);
      const inputs = JSON.stringify([
        [...files, translations].map((file) =>
          existsSync(file) ? readFileSync(file, "utf8") : "",
        ),
        service?.label,
      ]);
      let run = runs.get(inputs);
      if (!run) {
        run = (async () => {
          const result = await readPublishedEdits(files);
          if (!result.ok) {
            throw new Error(
              `The published copy edits are not valid:\n  ${result.errors.join("\n  ")}`,
            );
          }
          const say: Say = (message) =>
            this.environment.logger.info(`[published edits] ${message}`);
          const published = await publishedWithFrench(result.published, folder, service, say);
          return `export default ${JSON.stringify(published)};`;
        })();
        runs.set(inputs, run);
      }
      try {
        return await run;
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
