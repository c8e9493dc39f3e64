import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ProtocolError } from './answer.ts';

/** Form fields of one classic request: strings only (a repeated field is malformed). */
export type FormFields = Record<string, string>;

const FORM = 'application/x-www-form-urlencoded';

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * The form fields of a classic call. Only url-encoded forms are read; a call without a body (the pre-key
 * start-up calls) has no fields. Any other body (JSON, text, multipart) is SCM40007.
 */
export function formFields(req: FastifyRequest): FormFields {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === '' && !hasBody(req)) return {};
  if (type !== FORM) throw new ProtocolError('SCM40007', type || 'no content type');
  const body = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object') throw new ProtocolError('SCM40001');
  const out: FormFields = {};
  for (const [k, v] of Object.entries(body)) {
    // Assigning it below would be silently dropped: a field no form of the protocol has.
    if (k === '__proto__') throw new ProtocolError('SCM40001', k);
    if (typeof v !== 'string') throw new ProtocolError('SCM40001', k);
    out[k] = v;
  }
  return out;
}

/** An encrypted call carries exactly t, d and enter=PC. */
export function envelopeFields(fields: FormFields): { t: string; d: string } {
  for (const k of Object.keys(fields)) {
    if (k !== 't' && k !== 'd' && k !== 'enter') throw new ProtocolError('SCM40001', k);
  }
  if (fields.enter !== 'PC') throw new ProtocolError('SCM40001', 'enter');
  if (!fields.t) throw new ProtocolError('SCM40001', 't');
  if (!fields.d) throw new ProtocolError('SCM40001', 'd');
  return { t: fields.t, d: fields.d };
}

/**
 * The body of a plain (pre-key) call: its form fields without `enter`. Form values are text, so a field
 * whose schema wants a number, boolean or object is read as JSON (the portal sends those JSON-encoded).
 */
export function plainBody(fields: FormFields, schema: z.ZodType): Record<string, unknown> {
  if ('enter' in fields && fields.enter !== 'PC') throw new ProtocolError('SCM40001', 'enter');
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'enter') continue;
    const field = shape && Object.hasOwn(shape, k) ? shape[k] : undefined;
    out[k] = field && !field.safeParse(v).success ? jsonOr(v) : v;
  }
  return out;
}

function jsonOr(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}
