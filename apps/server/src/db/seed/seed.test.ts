import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { menuFor } from '@mp/core/access';
import { validateIdNumber } from '@mp/core/validators/idNumber';
import { validateMobile } from '@mp/core/validators/phone';
import { validateCompanyName, validateEmail } from '@mp/core/validators/text';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, DEMO_FLOAT_CENTS } from '../../modules/accounts/index.ts';
import { seedIfEmpty, seedWaiting } from '../../seed.ts';
import { openDb } from '../client.ts';
import { migrate } from '../migrate.ts';
import type { Db } from '../types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD, DEMO_STAFF } from './accounts.ts';
import { areaCodes } from './roles.ts';

// A fixed instant: 15:30 in Macau on 2026-03-01 (a Sunday).
const NOW = new Date('2026-03-01T15:30:00+08:00');

// Runs on the embedded database, or on PostgreSQL in a throw-away schema when DATABASE_URL is set.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-seed-'));
const schema = process.env.DATABASE_URL ? `seed_test_${process.pid}` : null;
let db: Db;
let seeded: boolean;

beforeAll(async () => {
  db = await openDb({ dataDir: dir, databaseUrl: process.env.DATABASE_URL || null, databaseSchema: schema });
  await migrate(db);
  seeded = await seedIfEmpty(db, { now: NOW });
}, 180_000);

afterAll(async () => {
  if (schema) await db?.query(`drop schema if exists "${schema}" cascade`);
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const one = async <T = Record<string, any>>(sql: string, params?: unknown[]) =>
  (await db.query<T>(sql, params)).rows[0];
const all = async <T = Record<string, any>>(sql: string, params?: unknown[]) =>
  (await db.query<T>(sql, params)).rows;

describe('seedIfEmpty', () => {
  it('seeds an empty database once and is a no-op the second time', async () => {
    expect(seeded).toBe(true);
    const before = await one(
      'select (select count(*) from transactions) t, (select count(*) from operators) o',
    );
    expect(await seedIfEmpty(db, { now: new Date(NOW.getTime() + 86_400_000) })).toBe(false);
    const after = await one(
      'select (select count(*) from transactions) t, (select count(*) from operators) o',
    );
    expect(after).toEqual(before);
    expect(Number(before.t)).toBeGreaterThan(30_000);
    // The second call waits for the seed lock, which another test's seed in the same PostgreSQL database
    // (reseed, several processes) may hold for a while on a busy machine.
  }, 180_000);
});

describe('organisations', () => {
  it('has the provider, the group and the five merchants with their links', async () => {
    expect(await one('select agt_no, name from service_providers')).toEqual({
      agt_no: 'A00000001',
      name: '澳門智付服務有限公司',
    });
    expect(await one('select group_no, name from merchant_groups')).toEqual({
      group_no: 'G00000001',
      name: '濠江餐飲集團',
    });
    const merchants = await all(
      `select m.mer_no, m.name, m.category, sp.agt_no, g.group_no,
              (select count(*)::int from stores s where s.merchant_id = m.id) stores
         from merchants m
         left join service_providers sp on sp.id = m.agent_id
         left join group_members gm on gm.merchant_id = m.id
         left join merchant_groups g on g.id = gm.group_id
        order by m.mer_no`,
    );
    expect(merchants).toEqual([
      {
        mer_no: 'M10000000001',
        name: '澳門好味餐飲有限公司',
        category: 'ENTERPRISE',
        agt_no: 'A00000001',
        group_no: 'G00000001',
        stores: 3,
      },
      {
        mer_no: 'M10000000002',
        name: '新馬路茶餐廳',
        category: 'PERSONAL',
        agt_no: 'A00000001',
        group_no: null,
        stores: 2,
      },
      {
        mer_no: 'M10000000003',
        name: '氹仔手信坊',
        category: 'ENTERPRISE',
        agt_no: 'A00000001',
        group_no: null,
        stores: 2,
      },
      {
        mer_no: 'M10000000004',
        name: '濠江海鮮酒家',
        category: 'ENTERPRISE',
        agt_no: null,
        group_no: 'G00000001',
        stores: 3,
      },
      {
        mer_no: 'M10000000005',
        name: '路環咖啡室',
        category: 'PERSONAL',
        agt_no: null,
        group_no: null,
        stores: 2,
      },
    ]);
  });

  it('gives every merchant its registration details in valid formats', async () => {
    const rows = await all('select * from merchants');
    for (const m of rows) {
      expect(m.short_name).not.toBe('');
      expect(validateCompanyName(m.registered_name)).toBeNull();
      expect(m.mcc).toMatch(/^\d{4}$/);
      expect(m.address).not.toBe('');
      expect(m.licence_no).not.toBe('');
      expect(['MC_PASS', 'I_CARD']).toContain(m.legal_id_type);
      expect(validateIdNumber(m.legal_id_type, m.legal_id_no, '20260301')).toBeNull();
      expect(m.contact_phone).toMatch(/^\+853 6\d{7}$/);
      expect(validateMobile('+853', m.contact_phone.slice(5))).toBeNull();
      expect(validateEmail(m.contact_email)).toBeNull();
    }
  });

  it('has 1 to 3 terminals in every store, each of the store’s merchant', async () => {
    const rows = await all<{ n: number; bad: number }>(
      `select count(t.id)::int n, count(*) filter (where t.merchant_id <> s.merchant_id)::int bad
         from stores s left join terminals t on t.store_id = s.id group by s.id`,
    );
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(3);
      expect(r.bad).toBe(0);
    }
  });

  it('gives every organisation a settlement account and a balance account', async () => {
    const rows = await all(
      `select org_kind, account_type, count(*)::int n from accounts group by 1, 2 order by 1, 2`,
    );
    expect(rows).toEqual([
      { org_kind: 'group', account_type: 'BALANCE', n: 1 },
      { org_kind: 'group', account_type: 'SETTLEMENT', n: 1 },
      { org_kind: 'merchant', account_type: 'BALANCE', n: 5 },
      { org_kind: 'merchant', account_type: 'SETTLEMENT', n: 5 },
      { org_kind: 'service', account_type: 'BALANCE', n: 1 },
      { org_kind: 'service', account_type: 'SETTLEMENT', n: 1 },
    ]);
    for (const a of await all(`select * from accounts where account_type = 'SETTLEMENT'`)) {
      expect(a.account_no).toMatch(/^\d{16,19}$/);
      expect(a.bank_name).not.toBe('');
      expect(a.account_name).not.toBe('');
    }
    const negative = await one(
      `select count(*)::int n from ledger_accounts where running and code = 'FROZEN' and balance < 0`,
    );
    expect(negative.n).toBe(0);
  });

  it('builds the balances through the ledger, and the ledger check passes', async () => {
    const report = await checkLedger(db);
    expect(report.findings).toEqual([]);
    expect(report.entries).toBeGreaterThan(1000);
    const types = await all<{ entry_type: string }>(
      `select distinct entry_type from ledger_entries order by 1`,
    );
    expect(types.map((t) => t.entry_type)).toEqual(
      expect.arrayContaining(['FEE', 'PAYOUT', 'REFUND', 'REFUND_FREEZE', 'SETTLE_CREDIT', 'COMMISSION']),
    );
    // Each merchant's float: one recharge the bank confirmed before its first payment, booked once.
    const floats = await all<{ n: number; amount: string; booked: number; before_first: boolean }>(
      `select count(*)::int n, min(f.amount)::text amount,
              (select count(*)::int from ledger_entries e where e.entry_type = 'RECHARGE') booked,
              bool_and(f.finished_at < (select min(t.created_at) from transactions t where t.merchant_id = f.merchant_id))
                before_first
         from fund_orders f where f.kind = 'RECHARGE' and f.status = 'PAYOUT_SUCCESS'`,
    );
    expect(floats).toEqual([{ n: 5, amount: String(DEMO_FLOAT_CENTS), booked: 5, before_first: true }]);
    // Every merchant holds a positive total at any hour: its float, the settlement in flight, today's takings.
    const totals = await all<{ total: string }>(
      `select sum(balance)::text total from ledger_accounts where owner_kind = 'merchant' group by owner_id`,
    );
    expect(totals).toHaveLength(5);
    for (const t of totals) expect(Number(t.total)).toBeGreaterThan(0);
  });
});

async function codesOf(loginName: string): Promise<string[]> {
  const rows = await all<{ code: string }>(
    `select rp.code from operators o join role_permissions rp on rp.role_id = o.role_id
      where o.login_name = $1 order by rp.code`,
    [loginName],
  );
  return rows.map((r) => r.code);
}

describe('roles and operators', () => {
  it("has the back office's demo staff, each with its role, enrolled where a key is published", async () => {
    const rows = await all(
      `select o.login_name, r.staff_role, sf.enrolled_at is not null as enrolled,
              (select count(*) from staff_recovery_codes c where c.operator_id = o.id)::int as codes
         from operators o join roles r on r.id = o.role_id left join staff_factors sf on sf.operator_id = o.id
        where o.org_kind = 'provider' order by o.login_name`,
    );
    expect(rows).toEqual(
      [...DEMO_STAFF]
        .sort((a, b) => a.loginName.localeCompare(b.loginName))
        .map((s) => ({
          login_name: s.loginName,
          staff_role: s.role,
          enrolled: s.totpSecret !== null,
          codes: s.totpSecret ? 10 : 0,
        })),
    );
  });

  it('has one operator row for each demo account, in its organisation and area', async () => {
    const rows = await all(
      `select o.*, coalesce(m.mer_no, sp.agt_no, g.group_no) org_no
         from operators o
         left join merchants m on o.org_kind = 'merchant' and m.id = o.org_id
         left join service_providers sp on o.org_kind = 'service' and sp.id = o.org_id
         left join merchant_groups g on o.org_kind = 'group' and g.id = o.org_id
        where o.org_kind <> 'provider'`,
    );
    expect(rows.map((r) => r.login_name).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.loginName).sort());
    for (const a of DEMO_ACCOUNTS) {
      const o = rows.find((r) => r.login_name === a.loginName)!;
      expect({ area: o.org_kind, kind: o.kind, org: o.org_no, mustChange: o.must_change_password }).toEqual({
        area: a.area,
        kind: a.kind,
        org: a.orgNo,
        mustChange: a.loginName === 'demo_newuser',
      });
      expect(o.status).toBe('normal');
      expect(o.name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
      expect(o.phone_area).toBe('+853');
      expect(validateMobile(o.phone_area, o.phone)).toBeNull();
      expect(validateEmail(o.email)).toBeNull();
      expect(o.role_id).not.toBeNull();
    }
  });

  it('hashes the demo password with argon2id and records it in the password history', async () => {
    const o = await one(`select id, password_hash from operators where login_name = 'demo_cashier2'`);
    expect(o.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(o.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(o.password_hash, 'demo@2026')).toBe(false);
    const history = await all(`select kind, hash from password_history where operator_id = $1`, [o.id]);
    expect(history).toEqual([{ kind: 'login', hash: o.password_hash }]);
  });

  it('sets the payment password of the operators who may refund, and only theirs', async () => {
    const rows = await all(`select login_name, pay_password_hash from operators`);
    for (const a of DEMO_ACCOUNTS) {
      const hash = rows.find((r) => r.login_name === a.loginName)!.pay_password_hash;
      if (a.payPassword === null) expect(hash).toBeNull();
      else expect(await verify(hash, DEMO_PAY_PASSWORD)).toBe(true);
    }
    const withPay = DEMO_ACCOUNTS.filter((a) => a.payPassword !== null).map((a) => a.loginName);
    expect(withPay).toContain('demo_merchant');
    expect(withPay).toContain('demo_cashier');
    expect(withPay).not.toContain('demo_cashier2');
    const payHistory = await one(`select count(*)::int n from password_history where kind = 'pay'`);
    expect(payHistory.n).toBe(withPay.length);
  });

  it('gives each administrator every code of its area', async () => {
    expect(await codesOf('demo_merchant')).toEqual([...areaCodes('merchant')].sort());
    expect(await codesOf('demo_merchant5')).toEqual([...areaCodes('merchant')].sort());
    expect(await codesOf('demo_agent')).toEqual([...areaCodes('service')].sort());
    expect(await codesOf('demo_group')).toEqual([]);
    const admins = await one(
      `select bool_and(r.is_admin) ok from operators o join roles r on r.id = o.role_id where o.kind = 'admin'`,
    );
    expect(admins.ok).toBe(true);
  });

  it('withholds refunds, settlements and operator management from demo_operator', async () => {
    const codes = await codesOf('demo_operator');
    for (const c of ['42', '421', '44', '12', '1212', '1213', '1222', '1223', '1224'])
      expect(codes).not.toContain(c);
    for (const c of ['41', '43', '31', '11', '13', '14']) expect(codes).toContain(c);
    expect(await codesOf('demo_newuser')).toEqual(codes);
  });

  it('limits cashiers to their store, their functions and their refund switch', async () => {
    // Their own credentials (131, 1321, 1322, 133), not the organisation's security settings (13).
    const cashierCodes = ['131', '1321', '1322', '133', '14', '41', '411', '42', '421'];
    expect(await codesOf('demo_cashier')).toEqual(cashierCodes);
    expect(await codesOf('demo_cashier2')).toEqual(cashierCodes);
    // Each still reaches its own password page, and its menu has no security settings.
    const cashier = { area: 'merchant', codes: cashierCodes, functions: null, wholeOrg: false } as const;
    const menu = menuFor(cashier).flatMap((s) => s.routes.map((r) => r.name));
    expect(menu).toEqual(expect.arrayContaining(['modify_psd', 'pavement_psd', 'phoneChange']));
    expect(menu).not.toContain('security');
    const functions = await all(
      `select o.login_name, array_agg(f.func order by f.func) funcs
         from operators o join cashier_functions f on f.operator_id = o.id group by o.id order by o.login_name`,
    );
    expect(functions).toEqual([
      { login_name: 'demo_cashier', funcs: ['collect', 'daily_report', 'export', 'reprint', 'trade_query'] },
      { login_name: 'demo_cashier2', funcs: ['collect', 'daily_report', 'reprint', 'trade_query'] },
    ]);
    const rows = await all(
      `select o.login_name, o.store_scope, o.allow_refund, array_agg(s.store_no order by s.store_no) stores
         from operators o join operator_stores os on os.operator_id = o.id join stores s on s.id = os.store_id
        group by o.id order by o.login_name`,
    );
    expect(rows).toEqual([
      { login_name: 'demo_cashier', store_scope: 'stores', allow_refund: true, stores: ['S1000000000101'] },
      { login_name: 'demo_cashier2', store_scope: 'stores', allow_refund: false, stores: ['S1000000000102'] },
    ]);
  });

  it('denies the service operator operator management and refunds', async () => {
    const codes = await codesOf('demo_agent_op');
    for (const c of ['12', '1212', '42', '421']) expect(codes).not.toContain(c);
    for (const c of ['21', '43', '44', '48']) expect(codes).toContain(c);
  });
});

describe('transactions', () => {
  it('keeps the money rules on every row', async () => {
    const bad = await one(
      `select
         count(*) filter (where txn_type = 'SPEND' and result = 'SUCCESS' and net_amount <> amount - discount_amount - fee)::int net_success,
         count(*) filter (where result <> 'SUCCESS' and (net_amount <> 0 or fee <> 0 or discount_amount <> 0))::int non_success,
         count(*) filter (where result = 'SUCCESS' and paid_at is null)::int unpaid,
         count(*) filter (where refunded_amount > amount)::int over_refunded,
         count(*) filter (where t.merchant_id <> s.merchant_id or tm.store_id <> t.store_id)::int wrong_store,
         count(*) filter (where txn_type = 'SPEND' and orig_txn_id is not null)::int spend_with_orig
       from transactions t join stores s on s.id = t.store_id join terminals tm on tm.id = t.terminal_id`,
    );
    expect(bad).toEqual({
      net_success: 0,
      non_success: 0,
      unpaid: 0,
      over_refunded: 0,
      wrong_store: 0,
      spend_with_orig: 0,
    });
  });

  it('books each successful refund as a REFUND row of the spending, on the day it succeeded', async () => {
    const r = await one(
      `select count(*)::int n,
              count(*) filter (where x.result <> 'SUCCESS' or x.net_amount <> -x.amount or x.fee <> 0 or x.discount_amount <> 0
                                 or x.refunded_amount <> 0)::int bad_money,
              count(*) filter (where o.id is null or o.txn_type <> 'SPEND' or o.merchant_id <> x.merchant_id
                                 or o.store_id <> x.store_id or o.pay_type <> x.pay_type)::int bad_orig,
              count(*) filter (where x.business_date <> ((x.paid_at at time zone 'UTC') + interval '8 hours')::date)::int wrong_day
         from transactions x left join transactions o on o.id = x.orig_txn_id
        where x.txn_type = 'REFUND'`,
    );
    expect(r.n).toBeGreaterThan(100);
    expect(r).toMatchObject({ bad_money: 0, bad_orig: 0, wrong_day: 0 });
    const links = await one(
      `select count(*) filter (where r.status = 'SUCCESS' and (x.id is null or x.amount <> r.amount or x.orig_txn_id <> r.txn_id))::int bad,
              count(*) filter (where r.status <> 'SUCCESS' and r.refund_txn_id is not null)::int extra,
              count(*) filter (where r.status = 'SUCCESS')::int ok
         from refunds r left join transactions x on x.id = r.refund_txn_id`,
    );
    expect(links).toEqual({ bad: 0, extra: 0, ok: r.n });
  });

  it('dates everything relative to now, in Asia/Macau business days', async () => {
    const r = await one(
      `select min(business_date) first, max(business_date) last,
              count(*) filter (where business_date = '2026-03-01')::int today,
              count(*) filter (where created_at > $1 or paid_at > $1)::int future,
              count(*) filter (where business_date <> ((created_at at time zone 'UTC') + interval '8 hours')::date)::int wrong_day
         from transactions where txn_type = 'SPEND'`,
      [NOW.toISOString()],
    );
    expect(r).toMatchObject({ first: '2025-11-02', last: '2026-03-01', future: 0, wrong_day: 0 });
    expect(r.today).toBeGreaterThan(50);
    const refunds = await one(
      `select count(*)::int n from refunds where created_at > $1 or finished_at > $1`,
      [NOW.toISOString()],
    );
    expect(refunds.n).toBe(0);
    const settled = await one(
      `select count(*)::int n from settlements where settled_at > $1 or created_at > $1`,
      [NOW.toISOString()],
    );
    expect(settled.n).toBe(0);
  });

  it('leaves payments unresolved only in the last two days', async () => {
    const r = await all(
      `select distinct business_date from transactions where result in ('PENDING', 'PROCESSING') order by 1`,
    );
    for (const row of r) expect(['2026-02-28', '2026-03-01']).toContain(row.business_date);
  });
});

describe('refunds', () => {
  it('makes each refunded sum the successful refunds, never above the amount', async () => {
    // Grouped joins, not correlated subqueries: orig_txn_id has no index, and there are ~48k rows.
    const mismatch = await one(
      `with ok as (select txn_id, sum(amount) s from refunds where status = 'SUCCESS' group by txn_id),
            booked as (select orig_txn_id, sum(amount) s from transactions where txn_type = 'REFUND' group by orig_txn_id)
       select count(*)::int n from transactions t
         left join ok on ok.txn_id = t.id left join booked on booked.orig_txn_id = t.id
        where t.txn_type = 'SPEND'
          and (t.refunded_amount <> coalesce(ok.s, 0) or t.refunded_amount <> coalesce(booked.s, 0) or t.refunded_amount > t.amount)`,
    );
    expect(mismatch.n).toBe(0);
    const kinds = await one(
      `select count(*) filter (where r.status = 'SUCCESS')::int ok, count(*) filter (where r.status = 'FAIL')::int failed,
              count(*) filter (where r.status = 'REFUNDING')::int running,
              count(*) filter (where r.status = 'REFUNDING' and r.created_at < $1::timestamptz - interval '1 day')::int old_running,
              count(*) filter (where r.merchant_id <> t.merchant_id or r.store_id <> t.store_id or t.result <> 'SUCCESS'
                                 or t.txn_type <> 'SPEND')::int wrong
         from refunds r join transactions t on t.id = r.txn_id`,
      [NOW.toISOString()],
    );
    expect(kinds.ok).toBeGreaterThan(100);
    expect(kinds.failed).toBeGreaterThan(0);
    expect(kinds.running).toBeGreaterThanOrEqual(1);
    expect(kinds.running).toBeLessThanOrEqual(2);
    expect(kinds.old_running).toBe(0);
    expect(kinds.wrong).toBe(0);
    const operator = await one(
      `select count(*)::int n from refunds r join operators o on o.id = r.operator_id
        where o.kind = 'admin' and o.org_kind = 'merchant' and o.org_id = r.merchant_id`,
    );
    expect(operator.n).toBe(Number((await one('select count(*) n from refunds')).n));
  });
});

describe('demo data of the other capabilities', () => {
  it('keeps the per-day summaries equal to the transactions and seeds payments and products', async () => {
    const r = await one(
      `select (select count(*) from transactions)::bigint - (select coalesce(sum(txn_count), 0) from txn_daily_summary)::bigint count_gap,
              (select coalesce(sum(net_amount), 0) from transactions) - (select coalesce(sum(net_amount), 0) from txn_daily_summary) net_gap,
              (select count(*)::int from payments) payments,
              (select count(distinct merchant_id)::int from merchant_products) merchants_with_products`,
    );
    expect(r).toMatchObject({ count_gap: '0', net_gap: '0', merchants_with_products: 5 });
    expect(r.payments).toBeGreaterThan(0);
  });
});

describe('settlements', () => {
  it('settles each day with payments up to yesterday: net = gross - fee - discount - refunds', async () => {
    const sample = await all(`select * from settlements order by settle_date desc, merchant_id limit 40`);
    expect(sample.length).toBe(40);
    for (const s of sample) {
      expect(BigInt(s.net_amount)).toBe(
        BigInt(s.gross_amount) - BigInt(s.fee_amount) - BigInt(s.discount_amount) - BigInt(s.refund_amount),
      );
    }
    const mismatch = await one(
      `select count(*)::int n from settlements s
        where s.gross_amount <> (select sum(amount) from transactions t
                                  where t.merchant_id = s.merchant_id and t.business_date = s.settle_date
                                    and t.result = 'SUCCESS' and t.txn_type = 'SPEND')
           or s.refund_amount <> coalesce((select sum(amount) from transactions t
                                  where t.merchant_id = s.merchant_id and t.business_date = s.settle_date
                                    and t.txn_type = 'REFUND'), 0)
           or s.refund_amount <> coalesce((select sum(r.amount) from refunds r
                                  where r.merchant_id = s.merchant_id and r.status = 'SUCCESS'
                                    and ((r.finished_at at time zone 'UTC') + interval '8 hours')::date = s.settle_date), 0)`,
    );
    expect(mismatch.n).toBe(0);
    const status = await all(
      `select settle_date, status, count(*)::int n from settlements where settle_date >= '2026-02-27' group by 1, 2 order by 1`,
    );
    expect(status).toEqual([
      { settle_date: '2026-02-27', status: 'SETTLED', n: 5 },
      { settle_date: '2026-02-28', status: 'SETTLING', n: 5 },
    ]);
    const account = await one(
      `select count(*)::int n from settlements s join accounts a
          on a.org_kind = 'merchant' and a.org_id = s.merchant_id and a.account_type = 'SETTLEMENT'
       where a.account_no <> s.account_no or a.bank_name <> s.bank_name or a.account_name <> s.account_name`,
    );
    expect(account.n).toBe(0);
  });
});

// Last: it adds to the seed the other tests read.
describe('the waiting items of a demo a person starts (seedWaiting, SEED_WAITING)', () => {
  const waiting = () =>
    all<{ kind: string; login: string; state: string }>(
      `select 'refund' as kind, o.login_name as login, r.approval as state
         from refunds r join operators o on o.id = r.operator_id where r.approval = 'WAITING'
       union all
       select 'invoice', o.login_name, i.status
         from invoices i join operators o on o.org_kind = 'merchant' and o.org_id = i.merchant_id and o.kind = 'admin'
        where i.status in ('WAIT_AUDIT', 'REVIEWING')
       order by 1, 2`,
    );

  it('are left out of the seed the tests use, and put in by seedWaiting with the ledger still balanced', async () => {
    expect(await waiting()).toEqual([]);
    await db.tx((tx) => seedWaiting(tx, NOW));
    expect(await waiting()).toEqual([
      { kind: 'invoice', login: 'demo_merchant', state: 'WAIT_AUDIT' },
      { kind: 'invoice', login: 'demo_merchant2', state: 'REVIEWING' },
      { kind: 'refund', login: 'demo_cashier', state: 'WAITING' },
    ]);
    // The refund is above the rule that sent it to the queue, held on the balance and not sent on.
    const refund = await one(
      `select r.amount::int as amount, r.status, a.refund_above::int as above
         from refunds r join approval_rules a on a.merchant_id = r.merchant_id where r.approval = 'WAITING'`,
    );
    expect(refund.status).toBe('REFUNDING');
    expect(refund.amount).toBeGreaterThan(refund.above);
    expect((await checkLedger(db)).findings).toEqual([]);
  });
});
