/**
 * Records without a prototype, for data keyed by names that come from storage
 * or an imported file: a key such as `__proto__` or `constructor` is only ever
 * an own property here, never a way into `Object.prototype`.
 */

/** A read-only record with no prototype. */
export type SafeRecord<T> = Readonly<Record<string, T>>;

/** A new prototype-free record holding `entries`. */
export function safeRecord<T>(entries: Iterable<readonly [string, T]> = []): SafeRecord<T> {
  const record = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/** The value stored under `key` itself (never an inherited one), or undefined. */
export function own<T>(record: SafeRecord<T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A copy of `record` with `key` set to `value`. */
export function withEntry<T>(
  record: SafeRecord<T> | undefined,
  key: string,
  value: T,
): SafeRecord<T> {
  return safeRecord([...Object.entries(record ?? {}), [key, value]]);
}

/** A copy of `record` without `key`. */
export function withoutEntry<T>(record: SafeRecord<T>, key: string): SafeRecord<T> {
  return safeRecord(Object.entries(record).filter(([name]) => name !== key));
}

/** Names that reach into an object's prototype chain. */
const PROTOTYPE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/**
 * True when no identifier-like part of `key` (split at anything but letters,
 * digits, `_` and `$`) is `__proto__`, `constructor` or `prototype`, so the
 * key is harmless even to code that indexes plain objects with its parts.
 */
export function isHarmlessKey(key: string): boolean {
  return key.split(/[^\w$]+/).every((part) => !PROTOTYPE_NAMES.has(part));
}
