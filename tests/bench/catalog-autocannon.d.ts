/** The part of autocannon's API the catalogue benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string> }
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
  }
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  export type Result = {
    duration: number
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  export default function autocannon(options: Options): Promise<Result>
}
