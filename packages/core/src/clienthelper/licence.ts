import { sm2 } from 'sm-crypto-v2';

/**
 * The client encryption helper's licence (spec point 8). The server signs it with its licence key (SM2,
 * SM3 digest with the default user id); the helper checks it with the public key it is given.
 *
 * - TEST: valid up to and including `not_after` (YYYYMMDD, Macau date), any host.
 * - PRODUCT: valid for the hosts matching one of `hosts` (exact, or `*.example.mo` for any sub-domain),
 *   no date limit of its own.
 * - any other type, or a signature that does not verify: invalid.
 */
export interface HelperLicence {
  type: string;
  /** Who it was issued to (the merchant number). */
  subject: string;
  hosts: string[];
  /** YYYYMMDD. */
  not_after: string;
  /** YYYYMMDD. */
  issued_at: string;
  /** SM2 signature (r || s, hex) of `licenceText`. */
  signature: string;
}

export type UnsignedLicence = Omit<HelperLicence, 'signature'>;

/** The signed text: the fields in a fixed order, one per line. */
export function licenceText(l: UnsignedLicence): string {
  return ['MP-CLIENT-HELPER-LICENCE/1', l.type, l.subject, l.hosts.join(','), l.not_after, l.issued_at].join(
    '\n',
  );
}

export function signLicence(l: UnsignedLicence, privateKeyHex: string): HelperLicence {
  return { ...l, signature: sm2.doSignature(licenceText(l), privateKeyHex, { hash: true }) };
}

/** Whether `host` matches a pattern: exact (case-insensitive), or `*.a.b` for any name ending in `.a.b`. */
export function hostMatches(host: string, pattern: string): boolean {
  const h = host.trim().toLowerCase().replace(/\.$/, '');
  const p = pattern.trim().toLowerCase();
  if (!h || !p) return false;
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return h === p;
}

export interface LicenceCheck {
  /** The page's host name (location.hostname). */
  host: string;
  /** Today's date, YYYYMMDD (Macau). */
  today: string;
  /** The licence key's public point, '04' + x + y. */
  verifyKeyHex: string;
}

/** Why a licence is refused, or null when it is valid for this host today. */
export function licenceProblem(
  l: HelperLicence | null | undefined,
  c: LicenceCheck,
): 'missing' | 'signature' | 'expired' | 'host' | 'type' | null {
  if (!l || typeof l !== 'object') return 'missing';
  let signed = false;
  try {
    signed =
      typeof l.signature === 'string' &&
      Array.isArray(l.hosts) &&
      sm2.doVerifySignature(licenceText(l), l.signature, c.verifyKeyHex, { hash: true });
  } catch {
    signed = false;
  }
  if (!signed) return 'signature';
  if (l.type === 'TEST') return /^\d{8}$/.test(l.not_after) && c.today <= l.not_after ? null : 'expired';
  if (l.type === 'PRODUCT') return l.hosts.some((p) => hostMatches(c.host, p)) ? null : 'host';
  return 'type';
}

/** A new licence key pair (SM2, hex). */
export function newLicenceKey(): { privateKey: string; publicKey: string } {
  const k = sm2.generateKeyPairHex();
  return { privateKey: k.privateKey, publicKey: k.publicKey };
}
