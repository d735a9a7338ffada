/**
 * Keeps @emailjs/browser 4.4.1 working when browser storage is blocked.
 *
 * What the SDK does (node_modules/@emailjs/browser/es/store/store.js and
 * utils/createWebStorage): evaluating the module runs `createWebStorage()`,
 * which reads `typeof localStorage`. `typeof` only guards *missing* names; it
 * still calls the `localStorage` getter, which throws a SecurityError where
 * cookies/site data are blocked. So the import itself rejects, and since a
 * failed module evaluation is cached, every later import rejects too. It
 * never calls getItem/setItem at import time. During `send` it touches
 * storage only through `storageProvider` (for `limitRate`).
 */

import { read, remove, write } from "../storage";
import { lastSendAt } from "./throttle-record";

/** The SDK's `StorageProvider` shape. */
export interface ThrottleStorage {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The part of `@emailjs/browser` that ./send uses (its `send` is assignable to this). */
export interface EmailSdk {
  send(
    serviceId: string,
    templateId: string,
    params: Record<string, unknown>,
    options: {
      publicKey: string;
      blockHeadless: boolean;
      limitRate: { id: string; throttle: number };
      storageProvider: ThrottleStorage;
    },
  ): Promise<unknown>;
}

/**
 * EmailJS `storageProvider` for `limitRate` (id "lead"), kept through the
 * app's storage module: localStorage when it works, memory otherwise. A
 * stored time that is not a past send reads as none. Never throws or rejects.
 */
export const throttleStorage: ThrottleStorage = {
  async get() {
    return lastSendAt(read("leadThrottle"), Date.now());
  },
  async set(_key, value) {
    write("leadThrottle", value);
  },
  async remove() {
    remove("leadThrottle");
  },
};

/**
 * Runs `load` (the SDK's dynamic import). If reading `localStorage` throws,
 * the global is shadowed with `undefined` while the module evaluates, so the
 * SDK sees "no storage" instead of crashing, then the original is restored.
 */
export async function importWithStorageGuard<T>(load: () => Promise<T>): Promise<T> {
  try {
    void globalThis.localStorage;
  } catch {
    return withoutLocalStorage(load);
  }
  return load();
}

async function withoutLocalStorage<T>(load: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    return await load();
  } finally {
    if (own) Object.defineProperty(globalThis, "localStorage", own);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  }
}

/**
 * Runs `run` (one SDK send) with `signal` attached to its request to
 * `endpoint`. The SDK's `sendPost` is a bare `fetch` with no signal or
 * timeout, so for the duration of the send the global `fetch` is wrapped:
 * calls to `endpoint` get the signal, every other call passes through as is.
 */
export async function withSignal<T>(
  endpoint: string,
  signal: AbortSignal,
  run: () => Promise<T>,
): Promise<T> {
  const original = globalThis.fetch;
  if (typeof original !== "function") return run();
  const wrapped: typeof fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return original(input, url === endpoint ? { ...init, signal: init?.signal ?? signal } : init);
  };
  globalThis.fetch = wrapped;
  try {
    return await run();
  } finally {
    if (globalThis.fetch === wrapped) globalThis.fetch = original;
  }
}
