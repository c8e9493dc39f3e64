import { describe, expect, it } from 'vitest';
import { checkRefundForm, fieldOfRefusal } from './refundForm.ts';

describe('refund form', () => {
  const ok = (amount: string, refundable: number) =>
    checkRefundForm({ amount, password: '135790' }, refundable);

  it('accepts a partial and a full refund, in cents', () => {
    expect(ok('12.34', 10_200)).toEqual({ ok: true, cents: 1234n });
    expect(ok('102', 10_200)).toEqual({ ok: true, cents: 10_200n });
    expect(ok(' 0.01 ', 1)).toEqual({ ok: true, cents: 1n });
  });

  it('requires the amount', () => {
    expect(ok('', 10_200)).toEqual({ ok: false, errors: { amount: 'TRD10006' } });
  });

  it('refuses more than the refundable amount', () => {
    expect(ok('102.01', 10_200)).toEqual({ ok: false, errors: { amount: 'TRD10005' } });
  });

  it('says when nothing is left to refund, whatever was typed', () => {
    expect(ok('1', 0)).toEqual({ ok: false, errors: { amount: 'TRD10004' } });
    expect(ok('', 0)).toEqual({ ok: false, errors: { amount: 'TRD10004' } });
  });

  it('refuses a malformed, zero, negative or over-precise amount', () => {
    for (const bad of ['0', '0.00', '-1', '1.234', '01', 'abc', '1e3']) {
      expect(ok(bad, 10_200), bad).toEqual({ ok: false, errors: { amount: 'VAL10012' } });
    }
  });

  it('requires the payment password, 6 digits', () => {
    expect(checkRefundForm({ amount: '1', password: '' }, 500)).toEqual({
      ok: false,
      errors: { password: 'VAL10036' },
    });
    expect(checkRefundForm({ amount: '1', password: '12345a' }, 500)).toEqual({
      ok: false,
      errors: { password: 'SEC10001' },
    });
  });

  it('reports both fields at once', () => {
    expect(checkRefundForm({ amount: '9', password: '1' }, 500)).toEqual({
      ok: false,
      errors: { amount: 'TRD10005', password: 'SEC10001' },
    });
  });

  it("puts the server's refusals beside the field they concern", () => {
    expect(fieldOfRefusal('TRD10005')).toBe('amount');
    expect(fieldOfRefusal('LOG10011')).toBe('password');
    expect(fieldOfRefusal('TRD10007')).toBe('form');
  });
});
