import type { CertInfoT } from '@mp/core/schemas/security';
import { macauTime14 } from '@mp/core/time';

/** Whether a certificate is valid at `now`: its wire times (14 digits, or dates) compared as Macau times. */
export function certInForce(cert: Pick<CertInfoT, 'valid_from' | 'valid_to'>, now: Date): boolean {
  const stamp = macauTime14(now);
  const norm = (v: string, end: boolean) => {
    const digits = v.replace(/\D/g, '');
    return digits.length === 8 ? digits + (end ? '235959' : '000000') : digits.padEnd(14, '0');
  };
  return norm(cert.valid_from, false) <= stamp && stamp <= norm(cert.valid_to, true);
}
