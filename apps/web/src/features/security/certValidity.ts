import type { CertInfoT } from '@mp/core/schemas/security';

/** Macau keeps UTC+8 all year (packages/core validators/dates.ts), and the server's times are Macau's. */
const MACAU_OFFSET_MS = 8 * 3600_000;

/** A moment as the server writes times: yyyymmddHHMMss in Asia/Macau. */
export function macauTime14(now: Date): string {
  const d = new Date(now.getTime() + MACAU_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/** Whether a certificate is valid at `now`: its wire times (14 digits, or dates) compared as Macau times. */
export function certInForce(cert: Pick<CertInfoT, 'valid_from' | 'valid_to'>, now: Date): boolean {
  const stamp = macauTime14(now);
  const norm = (v: string, end: boolean) => {
    const digits = v.replace(/\D/g, '');
    return digits.length === 8 ? digits + (end ? '235959' : '000000') : digits.padEnd(14, '0');
  };
  return norm(cert.valid_from, false) <= stamp && stamp <= norm(cert.valid_to, true);
}
