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
