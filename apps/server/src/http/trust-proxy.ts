import type { TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count is a function that trusts the socket's
 * peer and the next `hops - 1` addresses of X-Forwarded-For read from the right (Fastify's own number
 * option trusts nothing since 5.12, and `true` would trust the left-most address, which the client
 * writes); a list goes to proxy-addr as it is.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const hops = trust.hops;
    return (_address, hop) => hop < hops;
  }
  return [...trust.proxies];
}
