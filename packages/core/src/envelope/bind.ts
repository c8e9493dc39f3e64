import { fromUtf8, utf8 } from './bytes.ts';
import { deriveCipherKey, openWithAad, sealWithAad } from './cipher.ts';
import { type CipherKey, EnvelopeError, type Primitives, type SecretType } from './types.ts';

/**
 * Passwords bound to their one-time values (docs/protocol.md section 9). A one-time value is issued as a
 * key (its id, which the request carries) and a secret (which never travels back). Each password field is
 * sent as
 *
 *   RSA mode  kb = SHA-256(utf8("mp-bind-v1:" + purpose + ":" + secret))
 *             bound = base64(iv[12] || AES-256-GCM(kb, iv, utf8(password), aad = utf8(field)) || tag[16])
 *   SM2 mode  kb = SM3(the same text)
 *             bound = base64(iv[16] || SM4-CBC(kb[0..16], iv, ...) || HMAC-SM3(kb[16..32], field || iv || c))
 *
 * i.e. the sealing of section 5 under kb, with the field name in place of the direction.
 */
export type BindPurpose = 'login' | 'pay';

/** What a contract declares: the purpose, the field that carries the one-time key, the bound fields. */
export interface BoundFields {
  purpose: BindPurpose;
  /** The request field that carries the one-time value's key (never its secret). */
  key: string;
  /** The password fields sent bound, each opened by the server before the handler sees it. */
  fields: readonly string[];
}

/** A one-time value as the client holds it: the key it sends, the secret it binds with. */
export interface OneTimeSecret {
  key: string;
  secret: string;
}

export const BIND_LABEL = 'mp-bind-v1';
/** A bound value is at most this long (a 64-character password gives 124 characters in RSA mode). */
export const BOUND_MAX_CHARS = 1024;

async function bindingKey(
  p: Primitives,
  mode: SecretType,
  secret: string,
  purpose: BindPurpose,
): Promise<CipherKey> {
  const material = utf8(`${BIND_LABEL}:${purpose}:${secret}`);
  return deriveCipherKey(p, mode, mode === 'RSA' ? await p.sha256(material) : await p.sm3(material));
}

/** One password field bound to a one-time secret. `iv` is injectable only for the published test vector. */
export async function bindSecret(
  p: Primitives,
  mode: SecretType,
  secret: string,
  purpose: BindPurpose,
  field: string,
  value: string,
  iv?: Uint8Array,
): Promise<string> {
  return sealWithAad(p, await bindingKey(p, mode, secret, purpose), utf8(field), utf8(value), iv);
}

/** Opens a bound field; any failure (a clear value, another secret, purpose or field) is an EnvelopeError. */
export async function openBound(
  p: Primitives,
  mode: SecretType,
  secret: string,
  purpose: BindPurpose,
  field: string,
  bound: unknown,
): Promise<string> {
  const key = await bindingKey(p, mode, secret, purpose);
  const text = fromUtf8(await openWithAad(p, key, utf8(field), bound, BOUND_MAX_CHARS));
  if (text === null) throw new EnvelopeError('decrypt', 'bound value is not UTF-8');
  return text;
}

/** The password fields of `body` that are present (strings) and so must travel bound. */
export function boundFieldsIn(spec: BoundFields, body: Record<string, unknown>): string[] {
  return spec.fields.filter((f) => typeof body[f] === 'string');
}

/** A lone UTF-16 surrogate: such a string is not text and has no UTF-8 form to bind. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A copy of `body` with its password fields bound to `oneTime` and its key field set. A value that is not
 * text (a lone surrogate) is left as it is, for the server to refuse as it refuses any such field.
 */
export async function bindBody<B extends Record<string, unknown>>(
  p: Primitives,
  mode: SecretType,
  spec: BoundFields,
  body: B,
  oneTime: OneTimeSecret,
): Promise<B> {
  const out: Record<string, unknown> = { ...body, [spec.key]: oneTime.key };
  for (const f of boundFieldsIn(spec, body)) {
    const value = body[f] as string;
    if (!LONE_SURROGATE.test(value))
      out[f] = await bindSecret(p, mode, oneTime.secret, spec.purpose, f, value);
  }
  return out as B;
}

/** The declaration of a contract whose payment password fields are bound to an admin/getEncryptSalt value. */
export function payBound(...fields: string[]): BoundFields {
  return { purpose: 'pay', key: 'pay_pwd_key', fields };
}
