// Macau has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact.
const MACAU_OFFSET_MS = 8 * 3_600_000;

/** `yyyymmddHHMMss` in Asia/Macau, the wire format of times; '' for no time. */
export function macauTime14(at: Date | null | undefined): string {
  if (!at) return '';
  const t = new Date(at.getTime() + MACAU_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    String(t.getUTCFullYear()).padStart(4, '0') +
    p(t.getUTCMonth() + 1) +
    p(t.getUTCDate()) +
    p(t.getUTCHours()) +
    p(t.getUTCMinutes()) +
    p(t.getUTCSeconds())
  );
}
