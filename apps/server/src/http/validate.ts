import type { z } from 'zod';
import { AppError } from '../kernel/errors.ts';

/**
 * Characters no text of a request may hold, whatever the field: NUL and the other C0 and C1 control
 * characters except tab, line feed and carriage return, and a UTF-16 surrogate without its partner.
 * PostgreSQL refuses NUL in text and json, a lone surrogate is not text at all (it cannot be written as
 * UTF-8), and the other controls are never part of a name, number, filter or address a person types.
 */
function unstorableAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c < 0x20) return c !== 0x09 && c !== 0x0a && c !== 0x0d;
  if (c >= 0x7f && c <= 0x9f) return true;
  if (c >= 0xd800 && c <= 0xdbff) return !isLowSurrogate(s.charCodeAt(i + 1));
  return isLowSurrogate(c) && !(i > 0 && isHighSurrogate(s.charCodeAt(i - 1)));
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

function isStorable(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (unstorableAt(s, i)) return false;
  return true;
}

/** Deeper than any body the portal sends; deeper input is refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 16;

/**
 * The path of the first string (value or key) holding an unstorable character, or of a value nested
 * deeper than MAX_BODY_DEPTH; null when the body is clean. Iterative, so no input can exhaust the stack.
 */
export function uncleanPath(body: unknown): { path: string; reason: 'characters' | 'depth' } | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (!isStorable(value)) return { path: path.join('.'), reason: 'characters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) return { path: path.join('.'), reason: 'depth' };
    // Pushed last to first, so the fields are looked at in their order.
    for (const [k, v] of Object.entries(value).reverse()) {
      const at = [...path, k];
      if (!isStorable(k)) return { path: at.join('.'), reason: 'characters' };
      stack.push({ value: v, path: at });
    }
  }
  return null;
}

/** A field path fit to show in msg_inf: unstorable characters replaced by '?', at most 100 characters. */
function shown(path: string): string {
  let out = '';
  for (let i = 0; i < path.length && i < 100; i++) out += unstorableAt(path, i) ? '?' : path[i];
  return path.length > 100 ? `${out}…` : out;
}

/**
 * The body as the schema parses it; a failure is SCM40002 naming the first offending field. Text with
 * unstorable characters or a value nested too deep is refused the same way, before the schema.
 */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const unclean = uncleanPath(body);
  if (unclean) throw new AppError('SCM40002', shown(unclean.path) || unclean.reason);
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const keys = (issue as { keys?: string[] }).keys;
  const field = issue.path.length ? issue.path.join('.') : keys?.length ? keys.join(',') : '';
  throw new AppError('SCM40002', shown(field) || issue.code);
}
