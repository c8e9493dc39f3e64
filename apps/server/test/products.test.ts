import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNetworkPayment } from '../src/modules/transactions/record.ts';
import { type CreatedOrg, createGroupWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { at, book, clientOf, daysAgo, type MoneyMerchant, moneyMerchant } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

// Products, channels and fees (issue 13 points 1 and 4): the catalogue, a merchant's channels, the
// provider's product authorisation, and the fee and refusal the payment network's bookings take from them.

let server: TestServer;
let provider: CreatedOrg<'service'>;
let otherProvider: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let sub: MoneyMerchant;
let stranger: MoneyMerchant;
let agent: TestClient;
let otherAgent: TestClient;
let merchant: TestClient;

const OK = 'SCM00000';

async function openProduct(merchantId: string, code: string, rateBp: number, extra = '') {
  await server.db.query(
    `insert into merchant_products (merchant_id, product_code, rate_bp, status, opened_at${extra ? ', min_fee, max_fee' : ''})
     values ($1, $2, $3, 'OPEN', current_date${extra})`,
    [merchantId, code, rateBp],
  );
}

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0, settlementJob: false, paynetFailRate: 0 } });
  provider = await createServiceProviderWithAdmin(server.db);
  otherProvider = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  sub = await moneyMerchant(server.db, { agentId: provider.id, groupId: group.id, stores: 1 });
  stranger = await moneyMerchant(server.db, { stores: 1 });
  await openProduct(sub.id, 'WECHAT_POS', 80);
  await openProduct(sub.id, 'ALIPAY_POS', 70, ', 50, 200');
  agent = await clientOf(server, provider.admin.id);
  otherAgent = await clientOf(server, otherProvider.admin.id);
  merchant = await clientOf(server, sub.admin.id);
}, 240_000);
afterAll(() => server?.close());

describe('the catalogue', () => {
  it('lists standard products, classes, products and the five channels with their standard rates', async () => {
    const std = await merchant.call('meradm/queryStandardProduct', {});
    expect(std.gda.msg_cd).toBe(OK);
    expect(std.data.rows.map((r: any) => r.std_code)).toEqual(['STD_STORE', 'STD_ONLINE']);
    expect(std.data.rows[1].product_codes).toEqual(['HUAYIN_ONLINE']);
    const classes = await agent.call('meradm/queryProdClass', {});
    expect(classes.data.rows.map((r: any) => r.class_code)).toEqual(['POS', 'QR', 'ONLINE']);
    const products = await merchant.call('meradm/queryProducts', { pay_type: 'WECHAT' });
    expect(products.data.rows.map((r: any) => [r.product_code, r.std_rate_bp])).toEqual([
      ['WECHAT_POS', 90],
      ['WECHAT_QR', 90],
    ]);
    const channels = await merchant.call('meradm/queryProductChannels', {});
    expect(channels.data.rows.map((r: any) => r.pay_type)).toEqual([
      'WECHAT',
      'ALIPAY',
      'UNIONPAY',
      'MCB',
      'HUAYIN',
    ]);
    const one = await merchant.call('meradm/queryProductChannels', { product_code: 'HUAYIN_ONLINE' });
    expect(one.data.rows.map((r: any) => r.pay_type)).toEqual(['HUAYIN']);
  });

  it('is not for groups (no page of theirs configures products)', async () => {
    const g = await clientOf(server, group.admin.id);
    expect((await g.call('meradm/queryProducts', {})).gda.msg_cd).toBe('SCM40301');
  });
});

describe("a merchant's channels and the fee the network's payments are charged", () => {
  it('shows the configured channels with their products and rates, to the merchant, its provider and group', async () => {
    const own = await merchant.call('meradm/queryConfigChannel', {});
    expect(own.gda.msg_cd).toBe(OK);
    expect(own.data.rows.map((r: any) => [r.pay_type, r.status])).toEqual([
      ['WECHAT', 'OPEN'],
      ['ALIPAY', 'OPEN'],
    ]);
    expect(own.data.rows[1].products[0]).toMatchObject({ rate_bp: 70, min_fee: 50, max_fee: 200 });
    const byAgent = await agent.call('meradm/queryConfigChannel', { mer_no: sub.no });
    expect(byAgent.data.mer_no).toBe(sub.no);
    const g = await clientOf(server, group.admin.id);
    expect((await g.call('meradm/queryConfigChannel', { mer_no: sub.no })).gda.msg_cd).toBe(OK);
    // Not its sub-merchant: answered like a merchant that does not exist.
    expect((await agent.call('meradm/queryConfigChannel', { mer_no: stranger.no })).gda.msg_cd).toBe(
      'SCM40401',
    );
    expect((await otherAgent.call('meradm/queryConfigChannel', { mer_no: sub.no })).gda.msg_cd).toBe(
      'SCM40401',
    );
    expect((await otherAgent.call('meradm/queryProductCharges', { mer_no: sub.no })).gda.msg_cd).toBe(
      'SCM40401',
    );
  });

  it("charges the merchant's own rate, within its fee limits, or the channel's standard rate", async () => {
    const t = sub.stores[0].terminalNo;
    const fee = async (payType: any, amount: number) => {
      const no = await book(server.db, t, { at: at(daysAgo(1)), amount, payType });
      return Number(
        (await server.db.query<{ fee: string }>('select fee from transactions where txn_no = $1', [no]))
          .rows[0].fee,
      );
    };
    expect(await fee('WECHAT', 10_000)).toBe(80); // 0.80 %
    expect(await fee('ALIPAY', 1_000)).toBe(50); // 7 cents, raised to the minimum fee
    expect(await fee('ALIPAY', 100_000)).toBe(200); // 700 cents, held at the maximum fee
    expect(await fee('UNIONPAY', 10_000)).toBe(60); // no product of that channel: the standard 0.60 %
    const charges = await merchant.call('meradm/queryProductCharges', {});
    expect(charges.gda.msg_cd).toBe(OK);
    const wechat = charges.data.rows.find((r: any) => r.pay_type === 'WECHAT');
    expect(wechat).toMatchObject({ count: 1, amount: 10_000, fee: 80, effective_rate_bp: 80 });
  });
});

describe('product authorisation (22, 26)', () => {
  it('lets the provider grant a product to its sub-merchant at the standard rate, and both sides see it', async () => {
    const checks = await agent.call('meradm/queryProdChanChecks', { mer_no: sub.no });
    const check = (code: string) => checks.data.rows.find((r: any) => r.product_code === code).check;
    expect(check('WECHAT_POS')).toBe('ALREADY_OPEN');
    expect(check('WECHAT_QR')).toBe('OK');
    const add = await agent.call('meradm/urmMercPrdauthAdd', { mer_no: sub.no, product_code: 'WECHAT_QR' });
    expect(add.gda.msg_cd).toBe(OK);
    expect(add.data).toMatchObject({ status: 'OPEN', source: 'AGENT', rate_bp: 90, mer_no: sub.no });
    const again = await agent.call('meradm/urmMercPrdauthAdd', { mer_no: sub.no, product_code: 'WECHAT_QR' });
    expect(again.gda.msg_cd).toBe('PRD10001');
    const list = await agent.call('meradm/urmServerChildPrdauthList', { mer_no: sub.no, status: 'OPEN' });
    expect(list.data.rows.map((r: any) => r.product_code)).toEqual(['WECHAT_POS', 'WECHAT_QR', 'ALIPAY_POS']);
    const mine = await merchant.call('meradm/urmMercPrdauthList', {});
    expect(mine.data.rows.find((r: any) => r.product_code === 'WECHAT_QR')).toMatchObject({
      status: 'OPEN',
      source: 'AGENT',
    });
    const audit = await server.db.query(
      `select target from audit_log where action = 'product_grant' and org_id = $1`,
      [provider.id],
    );
    expect(audit.rows).toEqual([{ target: `${sub.no} WECHAT_QR` }]);
  });

  it('refuses a product that does not fit and another provider, changing nothing', async () => {
    expect(
      (await agent.call('meradm/urmMercPrdauthAdd', { mer_no: sub.no, product_code: 'NO_SUCH' })).gda.msg_cd,
    ).toBe('SCM40401');
    expect(
      (await otherAgent.call('meradm/urmMercPrdauthAdd', { mer_no: sub.no, product_code: 'MCB_POS' })).gda
        .msg_cd,
    ).toBe('SCM40401');
    expect(
      (await otherAgent.call('meradm/urmMercPrdauthCancel', { mer_no: sub.no, product_code: 'WECHAT_POS' }))
        .gda.msg_cd,
    ).toBe('SCM40401');
    expect(
      (await agent.call('meradm/urmMercPrdauthAdd', { mer_no: stranger.no, product_code: 'MCB_POS' })).gda
        .msg_cd,
    ).toBe('SCM40401');
    const other = await otherAgent.call('meradm/urmServerChildPrdauthList', { mer_no: sub.no });
    expect(other.data.rows).toEqual([]);
    const rows = await server.db.query(
      `select 1 from merchant_products where merchant_id = $1 and product_code = 'MCB_POS'`,
      [sub.id],
    );
    expect(rows.rows).toEqual([]);
  });

  it('refuses an online product for an individual business', async () => {
    const personal = await moneyMerchant(server.db, { agentId: provider.id, stores: 1 });
    await server.db.query(`update merchants set category = 'PERSONAL' where id = $1`, [personal.id]);
    const r = await agent.call('meradm/urmMercPrdauthAdd', {
      mer_no: personal.no,
      product_code: 'HUAYIN_ONLINE',
    });
    expect(r.gda.msg_cd).toBe('PRD10003');
  });

  it('stops new payments of a cancelled product, and a granted one takes them again', async () => {
    const t = sub.stores[0].terminalNo;
    const pay = () =>
      recordNetworkPayment(server.db, {
        terminalNo: t,
        payType: 'WECHAT',
        result: 'SUCCESS',
        amount: 5_000,
        discount: 0,
        aggOrderNo: uniq('AGG'),
        at: at(daysAgo(1), '150000'),
      });
    const cancelPos = await agent.call('meradm/urmMercPrdauthCancel', {
      mer_no: sub.no,
      product_code: 'WECHAT_POS',
    });
    expect(cancelPos.data).toMatchObject({ status: 'CLOSED', closed_reason: 'CANCELLED' });
    // The QR product still takes WeChat payments.
    expect(await pay()).not.toBeNull();
    await agent.call('meradm/urmMercPrdauthCancel', { mer_no: sub.no, product_code: 'WECHAT_QR' });
    expect(await pay()).toBeNull();
    expect(
      (await agent.call('meradm/urmMercPrdauthCancel', { mer_no: sub.no, product_code: 'WECHAT_QR' })).gda
        .msg_cd,
    ).toBe('PRD10002');
    const mine = await merchant.call('meradm/urmMercPrdauthList', {});
    expect(mine.data.rows.find((r: any) => r.product_code === 'WECHAT_POS').closed_reason).toBe('CANCELLED');
    await agent.call('meradm/urmMercPrdauthAdd', { mer_no: sub.no, product_code: 'WECHAT_POS' });
    expect(await pay()).not.toBeNull();
  });

  it('lets the merchant delete a channel (code 2), which stops its payments', async () => {
    const r = await merchant.call('meradm/deleteConfigChannel', { pay_type: 'ALIPAY' });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data).toEqual({ pay_type: 'ALIPAY', closed: 1 });
    expect((await merchant.call('meradm/deleteConfigChannel', { pay_type: 'ALIPAY' })).gda.msg_cd).toBe(
      'PRD10005',
    );
    const paid = await recordNetworkPayment(server.db, {
      terminalNo: sub.stores[0].terminalNo,
      payType: 'ALIPAY',
      result: 'SUCCESS',
      amount: 5_000,
      discount: 0,
      aggOrderNo: uniq('AGG'),
      at: at(daysAgo(1), '160000'),
    });
    expect(paid).toBeNull();
    // A provider cannot delete its sub-merchant's channel (the merchant area's page only).
    expect((await agent.call('meradm/deleteConfigChannel', { pay_type: 'WECHAT' })).gda.msg_cd).toBe(
      'SCM40301',
    );
  });
});

describe('app-ID binding (5)', () => {
  it('binds an app-id of the channel format, once per channel, lists and deletes it, audited', async () => {
    const bad = await merchant.call('appid/addBindAppId', { channel: 'WECHAT', app_id: 'not-an-appid' });
    expect(bad.gda.msg_cd).toBe('APP10001');
    const appId = `wx${uniq()
      .replace(/[^0-9a-f]/g, '')
      .padEnd(16, '0')
      .slice(0, 16)}`;
    const add = await merchant.call('appid/addBindAppId', {
      channel: 'WECHAT',
      app_id: appId,
      remark: 'Shop',
    });
    expect(add.gda.msg_cd).toBe(OK);
    expect(add.data).toMatchObject({ channel: 'WECHAT', app_id: appId, remark: 'Shop' });
    // Bound already, whoever holds it: the provider cannot take it too.
    expect((await agent.call('appid/addBindAppId', { channel: 'WECHAT', app_id: appId })).gda.msg_cd).toBe(
      'APP10002',
    );
    const mine = await merchant.call('appid/queryBindAppIdInfo', {});
    expect(mine.data.rows.map((r: any) => r.app_id)).toEqual([appId]);
    expect(mine.data.formats.find((f: any) => f.channel === 'ALIPAY').example).toMatch(/^20\d{14}$/);
    // The provider's list holds its own bindings only; it cannot delete the merchant's.
    expect((await agent.call('appid/queryBindAppIdInfo', {})).data.rows).toEqual([]);
    const id = add.data.binding_id;
    expect((await agent.call('appid/deleteBindAppId', { binding_id: id })).gda.msg_cd).toBe('SCM40401');
    const g = await clientOf(server, group.admin.id);
    expect((await g.call('appid/queryBindAppIdInfo', {})).gda.msg_cd).toBe('SCM40301');
    expect((await merchant.call('appid/deleteBindAppId', { binding_id: id })).gda.msg_cd).toBe(OK);
    expect((await merchant.call('appid/queryBindAppIdInfo', {})).data.rows).toEqual([]);
    const audit = await server.db.query(
      `select action from audit_log where org_kind = 'merchant' and org_id = $1 and action like 'appid%' order by id`,
      [sub.id],
    );
    expect(audit.rows.map((r: any) => r.action)).toEqual(['appid_bind', 'appid_unbind']);
  });
});
