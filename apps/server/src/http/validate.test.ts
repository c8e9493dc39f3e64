import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { MAX_BODY_DEPTH, uncleanPath, validateBody } from './validate.ts';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, detail: e.detail };
    throw e;
  }
  return null;
};

describe('unstorable text and deep nesting', () => {
  it('accepts ordinary text, tabs, line breaks and characters outside the BMP', () => {
    expect(uncleanPath({ a: 'Macau 澳門', b: 'line\r\nnext\tcol', c: ['😀 𠀀'], d: 5, e: null })).toBeNull();
  });

  it('finds NUL, other controls, DEL, C1 controls and lone surrogates, in values and keys', () => {
    for (const bad of [
      'a\u0000',
      '\u0007',
      '\u001b[2J',
      'x\u007f',
      '\u0085',
      'a\ud800',
      '\udfffb',
      '\ud83d',
    ]) {
      expect(uncleanPath({ ok: 'fine', field: bad }), JSON.stringify(bad)).toEqual({
        path: 'field',
        reason: 'characters',
      });
    }
    expect(uncleanPath({ list: ['ok', { 'k\u0000': 1 }] })?.path).toBe('list.1.k\u0000');
  });

  it('names the first offending field in the body order', () => {
    expect(uncleanPath({ a: 'ok', b: '\u0000', c: '\u0001' })?.path).toBe('b');
  });

  it('refuses nesting deeper than the limit without walking it recursively', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(uncleanPath({ f: deep })?.reason).toBe('depth');
    let fits: unknown = 1;
    for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) fits = { a: fits };
    expect(uncleanPath(fits)).toBeNull();
  });

  it('answers SCM40002 naming the field, with the bad characters masked and the name cut at 100', () => {
    const schema = z.object({ name: z.string() }).strict();
    expect(refusal(() => validateBody(schema, { name: 'a\u0000b' }))).toEqual({
      code: 'SCM40002',
      detail: 'name',
    });
    expect(refusal(() => validateBody(schema, { 'n\u0000': 'x' }))).toEqual({
      code: 'SCM40002',
      detail: 'n?',
    });
    const long = refusal(() => validateBody(schema, { name: 'x', ['k'.repeat(500)]: 1 }));
    expect(long?.detail).toBe(`${'k'.repeat(100)}…`);
    expect(validateBody(schema, { name: 'ok\n' })).toEqual({ name: 'ok\n' });
  });
});
