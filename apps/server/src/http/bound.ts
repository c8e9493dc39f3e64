import { EnvelopeError, type SecretType } from '@mp/core';
import {
  type BindPurpose,
  BOUND_MAX_CHARS,
  type BoundFields,
  boundFieldsIn,
  openBound,
} from '@mp/core/envelope/bind';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import type { OneTimeStore } from '../kernel/stores.ts';
import { randomToken } from '../state/one-time.ts';
import { nativePrimitives } from './native-primitives.ts';

/**
 * Passwords bound to their one-time values (docs/protocol.md section 9). Three calls issue a value, each
 * for one purpose: admin/getLoginSalt (a login, both modes), secret/getR0Str (a login, national-cipher
 * mode only) and admin/getEncryptSalt (a payment password). The value is a secret, which the client binds
 * the password with, kept under a key, which the request carries.
 */
export type BoundIssuer = 'login' | 'r0' | 'pay';

const KIND = 'bound';

export async function issueBound(oneTime: OneTimeStore, issuer: BoundIssuer) {
  const secret = randomToken();
  const key = await oneTime.put(KIND, `${issuer}:${secret}`);
  return { key, secret };
}

/** Which issuers serve a purpose in a mode: R0 binds a login in SM2 mode only. */
function serves(issuer: string, purpose: BindPurpose, mode: SecretType): boolean {
  if (purpose === 'pay') return issuer === 'pay';
  return issuer === 'login' || (issuer === 'r0' && mode === 'SM2');
}

/**
 * The endpoint layer's step for a contract with bound fields, before the schema: takes the one-time value
 * named by the key field (spent, whatever follows), checks its purpose and mode, and replaces each bound
 * field by the password it carries. A missing, unknown, spent or other-purpose key, or a field that does
 * not open (a clear password, another value's binding, another field's): LOG10005. A body without any of
 * the fields (an optional payment password left out) needs no key; a key it carries is spent all the same.
 */
export async function openBoundFields(
  oneTime: OneTimeStore,
  mode: SecretType,
  spec: BoundFields,
  raw: unknown,
): Promise<unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  const id = body[spec.key];
  const held = typeof id === 'string' ? await oneTime.take(KIND, id) : null;
  const present = boundFieldsIn(spec, body);
  if (present.length === 0) return body;
  const colon = held?.indexOf(':') ?? -1;
  if (!held || colon < 0 || !serves(held.slice(0, colon), spec.purpose, mode)) throw new AppError('LOG10005');
  const secret = held.slice(colon + 1);
  for (const f of present) {
    try {
      body[f] = await openBound(nativePrimitives, mode, secret, spec.purpose, f, body[f]);
    } catch (e) {
      if (e instanceof EnvelopeError) throw new AppError('LOG10005');
      throw e;
    }
  }
  return body;
}

/**
 * The schema a bound body is checked against before the gates (the pipeline reads every body before the
 * session, so that a malformed one is answered the same to everyone): the contract's, with each bound
 * field a string of a bound value's length. The contract's own schema checks the passwords once opened.
 */
export function boundSchemaOf(request: z.ZodType, spec: BoundFields): z.ZodType {
  if (!(request instanceof z.ZodObject))
    throw new Error('a contract with bound fields needs an object schema');
  const shape: Record<string, z.ZodType> = {};
  for (const f of spec.fields) {
    const field = z.string().max(BOUND_MAX_CHARS);
    const own = request.shape[f] as z.ZodType | undefined;
    if (!own) throw new Error(`bound field ${f} is not in the schema`);
    shape[f] = own.safeParse(undefined).success ? field.optional() : field;
  }
  if (!request.shape[spec.key]) throw new Error(`bound key field ${spec.key} is not in the schema`);
  return request.extend(shape);
}
