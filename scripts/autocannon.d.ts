// The part of autocannon 9's API that scripts/load.js uses (the package ships no types).
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** answers with a 2xx status */
    "2xx": number;
    /** ms */
    latency: Histogram;
    /** per second, `total` being all completed requests */
    requests: Histogram;
  }
  /** A run started with a callback, which `stop()` ends early (the callback then gets its result). */
  export interface Instance {
    stop(): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
