/**
 * React's client creates five sentinel errors when its module loads (the values it throws
 * to suspend or to abandon a hydration, always caught by React itself and compared by
 * identity). When an inspector is attached to the page, as Lighthouse and DevTools are, V8
 * records a detailed stack for every error created, and placing these five makes it parse
 * react-dom's whole module a second time on the main thread: 25 to 40 ms of the start-up
 * task on the machines here, four times that on Lighthouse's mobile preset.
 *
 * This build step creates the same five values as errors without a stack (same prototype,
 * same message), so nothing needs placing. Any other error React creates keeps its stack.
 * If React's source no longer has exactly these five, the build stops, so an upgrade cannot
 * silently skip or widen the change.
 */
import type { Plugin } from "vite";

/** react-dom's client, production build: the one file this step changes. */
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** The sentinels' error codes (react.dev/errors/<code>): 519 hydration mismatch, 460, 474 and
 * 542 suspense, 461 selective hydration. */
export const SENTINEL_CODES = ["519", "460", "474", "542", "461"] as const;

const SENTINEL = /\b([A-Za-z_$][\w$]*) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/** An error value without a stack: `instanceof Error`, with the message React gives it. */
const stacklessError = (message: string) =>
  `Object.assign(Object.create(Error.prototype), { message: ${message} })`;

/**
 * react-dom's client source with its sentinel errors created without a stack.
 * Throws unless each sentinel code is found exactly once.
 */
export function withoutSentinelStacks(code: string): string {
  const found: string[] = [];
  const out = code.replace(SENTINEL, (whole, name: string, errorCode: string) => {
    if (!(SENTINEL_CODES as readonly string[]).includes(errorCode)) return whole;
    found.push(errorCode);
    return `${name} = ${stacklessError(`formatProdErrorMessage(${errorCode})`)}`;
  });
  const expected = [...SENTINEL_CODES].sort().join(",");
  if ([...found].sort().join(",") !== expected) {
    throw new Error(
      `react-dom's sentinel errors changed: expected codes ${expected}, found ${found.join(",") || "none"}. ` +
        "Check scripts/react-sentinels-plugin.ts against the new React version.",
    );
  }
  return out;
}

export function reactSentinels(): Plugin {
  return {
    name: "react-sentinels",
    apply: "build",
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withoutSentinelStacks(code), map: null };
    },
  };
}
