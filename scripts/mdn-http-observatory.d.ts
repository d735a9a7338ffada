// The part of @mdn/mdn-http-observatory 1.4's API that scripts/observatory.js uses (the
// package ships JSDoc-typed JavaScript, no declarations).
declare module "@mdn/mdn-http-observatory" {
  /** Scans `hostname` (a host name, or `host:port`) over http and https. */
  export function scan(hostname: string): Promise<import("./observatory-verdict.js").ScanResult>;
}
