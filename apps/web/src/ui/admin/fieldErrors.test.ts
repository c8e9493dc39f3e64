import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { namedField, showRefusal } from './fieldErrors.ts';

const error = vi.fn();
vi.mock('../../api/notify.ts', () => ({ notifier: () => ({ error }) }));

/** A form holding `fields` (by their joined path) that records what is shown beside them. */
function formOf(fields: string[]) {
  const shown: Record<string, string[]> = {};
  const key = (p: unknown) => (Array.isArray(p) ? p.join('.') : String(p));
  const form = {
    getFieldInstance: (p: unknown) => (fields.includes(key(p)) ? {} : undefined),
    getFieldValue: () => undefined,
    setFields: (f: { name: unknown; errors: string[] }[]) => {
      for (const x of f) shown[key(x.name)] = x.errors;
    },
    scrollToField: () => undefined,
  } as unknown as FormInstance;
  return { form, shown };
}

describe('a refusal beside its field', () => {
  it('reads the field the server appended, a path included', () => {
    expect(namedField('格式錯誤 (phone)')).toBe('phone');
    expect(namedField('Bad (people.0.id_no)')).toBe('people.0.id_no');
    expect(namedField('No field here')).toBeNull();
  });

  it('shows it beside the field the server named when the form holds it, else as a toast', () => {
    const { form, shown } = formOf(['people.0.id_no']);
    showRefusal(form, { code: 'VAL10001', message: 'Bad (people.0.id_no)' });
    expect(shown['people.0.id_no']).toEqual(['Bad']);
    showRefusal(form, { code: 'VAL10001', message: 'Bad (nowhere)' });
    expect(error).toHaveBeenCalledWith('Bad (nowhere)');
  });

  it('follows the page placement: a named field first, then the code', () => {
    const { form, shown } = formOf([]);
    const placement = { bank_code: 'bank_code', BNK10001: 'account_no' };
    showRefusal(form, { code: 'BNK10001', message: 'No (bank_code)' }, placement);
    showRefusal(form, { code: 'BNK10001', message: 'Wrong account' }, placement);
    expect(shown).toEqual({ bank_code: ['No'], account_no: ['Wrong account'] });
  });
});
