import { describe, expect, it } from 'vitest';
import { checkRefundAmount } from './refund.ts';

describe('checkRefundAmount', () => {
  it('accepts up to the refundable amount', () => {
    expect(checkRefundAmount('12.34', 1234n)).toEqual({ ok: true, cents: 1234n });
    expect(checkRefundAmount('0.01', '1234')).toEqual({ ok: true, cents: 1n });
  });
  it('refuses more than refundable', () => {
    expect(checkRefundAmount('12.35', 1234n)).toEqual({ ok: false, code: 'TRD10005' });
  });
  it('says when nothing is refundable, before anything else', () => {
    expect(checkRefundAmount('1', 0n)).toEqual({ ok: false, code: 'TRD10004' });
    expect(checkRefundAmount('', 0)).toEqual({ ok: false, code: 'TRD10004' });
  });
  it('asks for the amount and refuses a bad or zero one', () => {
    expect(checkRefundAmount('', 100n)).toEqual({ ok: false, code: 'TRD10006' });
    expect(checkRefundAmount('1.234', 100000n)).toEqual({ ok: false, code: 'VAL10012' });
    expect(checkRefundAmount('0', 100n)).toEqual({ ok: false, code: 'VAL10012' });
    expect(checkRefundAmount('0.00', 100n)).toEqual({ ok: false, code: 'VAL10012' });
  });
  it('checks the server amount, integer cents as digits, by the same rule in the same order', () => {
    expect(checkRefundAmount('1234', 1234, 'cents')).toEqual({ ok: true, cents: 1234n });
    expect(checkRefundAmount('0012', 1234, 'cents')).toEqual({ ok: true, cents: 12n });
    expect(checkRefundAmount('1235', 1234, 'cents')).toEqual({ ok: false, code: 'TRD10005' });
    expect(checkRefundAmount('', 0, 'cents')).toEqual({ ok: false, code: 'TRD10004' });
    expect(checkRefundAmount('', 100, 'cents')).toEqual({ ok: false, code: 'TRD10006' });
    expect(checkRefundAmount('12.34', 100000, 'cents')).toEqual({ ok: false, code: 'VAL10012' });
    expect(checkRefundAmount('1234567890123456', 10n ** 17n, 'cents')).toEqual({
      ok: false,
      code: 'VAL10012',
    });
    expect(checkRefundAmount('0', 100, 'cents')).toEqual({ ok: false, code: 'VAL10012' });
  });
});
