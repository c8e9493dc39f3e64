declare module 'autocannon' {
  namespace autocannon {
    interface Result {
      requests: { average: number; sent: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
      timeouts: number;
    }
    /** The running instance: a promise of the result that also emits 'response', 'done' and 'error'. */
    interface Instance extends Promise<Result> {
      on(event: string, listener: (...args: any[]) => void): this;
    }
  }
  function autocannon(opts: Record<string, unknown>): autocannon.Instance;
  export default autocannon;
}
