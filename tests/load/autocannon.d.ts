// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    /** a sequence each connection walks; setupRequest may rewrite each request before it is sent */
    requests?: Array<{
      method?: 'GET' | 'POST'
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (req: RequestParams) => RequestParams
    }>
  }
  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
