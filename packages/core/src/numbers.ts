/**
 * Business numbers: T (transaction), R (refund), P (payment), then the Macau business day (yyyymmdd),
 * then 8 digits. One format for the demo seed and the server's live numbers, so the same kind of
 * number looks the same wherever it is shown (issue 17, point 6).
 */
export type NumberKind = 'T' | 'R' | 'P';

export const BUSINESS_NUMBER = /^[TRP]\d{8}\d{8}$/;

export function businessNumber(kind: NumberKind, ymd: string, seq: number): string {
  if (!/^\d{8}$/.test(ymd)) throw new Error(`business day ${ymd} is not yyyymmdd`);
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > 99_999_999)
    throw new Error(`sequence ${seq} out of range`);
  return `${kind}${ymd}${String(seq).padStart(8, '0')}`;
}
