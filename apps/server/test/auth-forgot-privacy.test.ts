import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMessages, lastMessage, smsBody, smsTarget } from './auth-helpers.ts';
import { type MerchantWorld, randomMacauMobile, startWithMerchant } from './fixtures.ts';

let { server, newOperator } = {} as MerchantWorld;
beforeAll(async () => {
  ({ server, newOperator } = await startWithMerchant());
});
afterAll(() => server?.close());

const ok = 'SCM00000';

// Its own server: these calls and the burst below spend the sendSms budget (10 a minute per address).
describe('forgot password without account enumeration', () => {
  it('answers the same whether or not the account exists, and sends nothing to a stranger', async () => {
    const op = await newOperator();
    const c = server.client();
    const real = await c.call('admin/sendSms', smsBody(op));
    const strangerMobile = randomMacauMobile();
    const unknownName = await c.call('admin/sendSms', {
      login_name: 'nobody_here_42',
      area_code: '+853',
      mobile: strangerMobile,
    });
    const otherPhone = randomMacauMobile();
    const wrongPhone = await c.call('admin/sendSms', { ...smsBody(op), mobile: otherPhone });
    expect(unknownName.gda).toEqual(real.gda);
    expect(wrongPhone.gda).toEqual(real.gda);
    expect(unknownName.data).toEqual(real.data);
    expect(wrongPhone.data).toEqual(real.data);
    expect(await countMessages(server.db, `+853 ${strangerMobile}`)).toBe(0);
    expect(await countMessages(server.db, `+853 ${otherPhone}`)).toBe(0);
    // The resend rule applies to a stranger's number as well, so it tells nothing either.
    const again = await c.call('admin/sendSms', {
      login_name: 'nobody_here_42',
      area_code: '+853',
      mobile: strangerMobile,
    });
    expect(again.gda.msg_cd).toBe('SMS10004');
    // Any code for a stranger is just wrong.
    const guess = await c.call('admin/checkSms', {
      login_name: 'nobody_here_42',
      area_code: '+853',
      mobile: strangerMobile,
      sms_code: '123456',
    });
    expect(guess.gda.msg_cd).toBe('SMS10001');
  });

  it('tells a cashier to ask the supervisor instead of sending a code', async () => {
    const cashier = await newOperator({ kind: 'cashier' });
    const c = server.client();
    expect((await c.call('admin/sendSms', smsBody(cashier))).gda.msg_cd).toBe(ok);
    const msg = await lastMessage(server.db, 'sms', smsTarget(cashier));
    expect(msg?.body).toContain('主管');
    expect(msg?.code).toBeNull();
  });
});

// Last in this file: it spends the rest of this server's sendSms budget for the minute.
describe('rate limit', () => {
  it('refuses a burst of code requests from one address with SCM40008', async () => {
    const c = server.client();
    let refused: { status: number; code: string } | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const r = await c.call('admin/sendSms', {
        login_name: 'burst_test_1',
        area_code: '+853',
        mobile: randomMacauMobile(),
      });
      if (r.gda.msg_cd !== ok) refused = { status: r.status, code: r.gda.msg_cd };
    }
    expect(refused).toEqual({ status: 429, code: 'SCM40008' });
  });
});
