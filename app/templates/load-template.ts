import { withRetry } from "../lib/retry";
import type { TemplateModule, TemplateRecord } from "./registry";

/**
 * Loads a template's view module, retrying a failed download 3 times with
 * exponential backoff (SPEC §7). Rejects when there is no module at all.
 */
export function loadTemplateModule(record: TemplateRecord): Promise<TemplateModule> {
  const { load } = record;
  if (!load) return Promise.reject(new Error(`Template "${record.slug}" has no module`));
  return withRetry(() => load());
}
