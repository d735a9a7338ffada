import keys from "virtual:copy-fields";

/** The edit address key of every text of the site, listed at build time (its own chunk: the import loads it). */
export const copyFieldKeys: readonly string[] = keys;
