// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; p50: number; p99: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
