import { cryptoRandomBytes, type RandomBytes, randomString } from '../formid.ts';
import { type Check, isBlank } from './result.ts';

/** Security-management rules (spec point 5): signing key, notification URLs, certificate text. */

export const SIGNING_KEY_LENGTH = 32;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function validateSigningKey(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  return typeof value === 'string' && /^[A-Za-z0-9]{32}$/.test(value) ? null : 'VAL10023';
}

/** A new 32-character signing key of letters and digits, uniformly drawn. */
export function generateSigningKey(random: RandomBytes = cryptoRandomBytes): string {
  return randomString(SIGNING_KEY_LENGTH, ALNUM, random);
}

export const NOTIFY_URL_MAX = 256;

/**
 * An asynchronous or page notification URL: http or https, a host, no whitespace, at most 256 characters,
 * and no user:password part (a secret in a URL ends up in every log that prints it). Whether the host may
 * be called (private addresses and so on) is for the server that calls it to decide.
 */
export function validateNotifyUrl(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  if (typeof value !== 'string' || value.length > NOTIFY_URL_MAX || /\s/.test(value)) return 'VAL10024';
  if (!/^https?:\/\/[^/?#]/i.test(value)) return 'VAL10024';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'VAL10024';
  }
  return url.hostname !== '' && url.username === '' && url.password === '' ? null : 'VAL10024';
}

/**
 * A notification URL whose host is visibly internal — localhost, or an IP literal in a loopback, private,
 * link-local, shared, reserved or multicast range — is refused with SEC10008 where it is typed, before any
 * confirmation is asked. Host names are resolved by the server, which checks every address (the last word
 * stays the server's: this never refuses what the server would take).
 */
export function validateNotifyHost(value: unknown): Check {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'SEC10008';
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b, c] = [Number(v4[1]), Number(v4[2]), Number(v4[3])];
    const internal =
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0 && c === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224;
    return internal ? 'SEC10008' : null;
  }
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    if (v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6)) {
      return 'SEC10008';
    }
  }
  return null;
}

export const CERTIFICATE_MAX = 16_384;
const PEM = /^-----BEGIN CERTIFICATE-----\r?\n([\s\S]*?)\r?\n?-----END CERTIFICATE-----$/;

/**
 * The shape of one PEM certificate: BEGIN/END lines around a base64 body that decodes to a DER
 * SEQUENCE (it starts with 'M', the encoding of byte 0x30). Parsing the certificate itself is the
 * server's job.
 */
export function validateCertificatePem(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  if (typeof value !== 'string' || value.length > CERTIFICATE_MAX) return 'VAL10025';
  const m = PEM.exec(value.trim());
  if (!m) return 'VAL10025';
  const body = m[1].replace(/[\r\n]/g, '');
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/.test(body) && body.length % 4 === 0;
  return base64 && body.startsWith('M') && body.length >= 64 ? null : 'VAL10025';
}
