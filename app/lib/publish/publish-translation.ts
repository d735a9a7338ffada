/**
 * French for the English-only texts of a published version (issue 36), as the build does for
 * the published-edits files (app/lib/machine-translation.ts): on the studio's server, the
 * publish asks the translation service (TRANSLATE_URL, TRANSLATE_KEY) once for each English
 * text the version edits without French, and keeps its answers with the version, marked
 * machine-translated, for the owner to review. A text whose English did not change since the
 * version before keeps that version's French; a text the owner writes in French is no longer
 * English-only, and its machine French is dropped. Without a service, French pages show the
 * English as written, so a French visitor never reads a text the owner replaced.
 */
import type { EditSet } from "../copy-edits/edits";
import {
  NO_TRANSLATIONS,
  parseMachineTranslations,
  planTranslations,
  serializeMachineTranslations,
  updatedTranslations,
  withFrench,
  type MachineTranslations,
} from "../machine-translation";
import { flattenPublished, liveCopyJson } from "../published-copy";

export { translationProblem } from "../machine-translation";

/** The machine French stored with a version (null: none), read leniently. */
const machineOf = (stored: string | null): MachineTranslations => {
  if (!stored) return NO_TRANSLATIONS;
  const parsed = parseMachineTranslations(stored);
  return parsed.ok ? parsed.file : NO_TRANSLATIONS;
};

/** Names that read the same in French (app/templates/brand-names.ts): never sent. */
type Names = readonly string[];

const planFor = (edits: EditSet, previous: string | null, names: Names) =>
  planTranslations(flattenPublished(edits), machineOf(previous), { companyNames: names });

/**
 * The English texts of `edits` to send to the translation service, in order: English-only,
 * not translated by the version before (`previous`, its machine French), worth translating
 * (not one of the `names`).
 */
export const frenchToTranslate = (
  edits: EditSet,
  previous: string | null,
  names: Names,
): string[] => [...planFor(edits, previous, names).missing.values()];

/**
 * What the pages are rendered with (their data block's JSON) and the machine French kept with
 * the version, from the service's `answers` to {@link frenchToTranslate} (none without a service).
 */
export function versionFrench(
  edits: EditSet,
  previous: string | null,
  answers: readonly string[],
  names: Names,
): { copyJson: string; machineFrench: string | null } {
  const published = flattenPublished(edits);
  const plan = planFor(edits, previous, names);
  const fresh = new Map(
    [...plan.missing.keys()].flatMap((key, i) => {
      const answer = answers[i];
      return answer === undefined ? [] : [[key, answer] as const];
    }),
  );
  const machine = updatedTranslations(published, machineOf(previous), fresh);
  const french = new Map([...plan.kept, ...fresh]);
  return {
    copyJson: liveCopyJson(withFrench(published, french)),
    machineFrench:
      Object.keys(machine.texts).length === 0 ? null : serializeMachineTranslations(machine),
  };
}

/** A version's machine French, for the owner to review: key, English and French. */
export const machineFrenchOf = (stored: string | null) =>
  Object.entries(machineOf(stored).texts).map(([key, entry]) => ({
    key,
    en: entry.en,
    fr: entry.fr,
  }));
