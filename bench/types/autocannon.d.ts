// What bench/catalogue.mjs uses of autocannon, which ships no types of its own.
declare module "autocannon" {
  interface Stats {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface RequestParams {
    [key: string]: unknown;
    path?: string;
  }
  interface Request {
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string | undefined>;
    requests?: Request[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
