/**
 * Whether an error means the database cannot be reached (issue 30, point 9): the connection was refused,
 * reset or timed out, the server closed it (shutdown, crash, a cut network), or the pool could not open
 * one in time. Such a call changed nothing (its transaction, if any, ended with the connection) and is
 * answered SCM50301 (HTTP 503), not the generic SCM50000 with a logged stack.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL: 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now); class 08 (connection). */
const PG_CODES = /^(57P0[123]|08...)$/;
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.test(code))) return true;
  if (PG_MESSAGES.some((m) => e.message.includes(m))) return true;
  // AggregateError (a host name with several addresses, every one refused).
  const inner = (e as { errors?: unknown }).errors;
  return Array.isArray(inner) && inner.length > 0 && inner.every(isDatabaseUnavailable);
}
