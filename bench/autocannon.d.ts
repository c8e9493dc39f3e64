declare module 'autocannon' {
  namespace autocannon {
    interface Result {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
    }
  }
  function autocannon(opts: Record<string, unknown>): Promise<autocannon.Result>;
  export default autocannon;
}
