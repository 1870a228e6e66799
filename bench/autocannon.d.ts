/** The part of autocannon's API bench/balanced.ts and bench/memory.ts use (the package ships no types). */
declare module "autocannon" {
  /** One request of a rotation (`requests`): each connection sends them in turn. */
  export interface Request {
    method: "GET" | "POST";
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as an error (default 10). */
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
