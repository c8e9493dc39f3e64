import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysYmd, todayYmd } from '@mp/core';
import { BASIC_FUNCTION_KEYS } from '@mp/core/schemas/cashiers';
import { instantOfTime14 } from '@mp/core/time';
import type { Config } from '../src/config.ts';
import { hashPassword } from '../src/crypto/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/accounts.ts';
import type { Db } from '../src/db/types.ts';
import { prepareMoneyViews } from '../src/jobs/money-background.ts';
import type { NetworkPayment } from '../src/kernel/ports.ts';
import { recordNetworkPayment } from '../src/modules/transactions/record.ts';
import { createLocalChannelFiles } from '../src/ports/channel-files-local.ts';
import { createLocalFiles } from '../src/ports/files-local.ts';
import { type CreatedOperator, createMerchantWithAdmin, createOperator, signIn } from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import type { TestClient } from './test-client.ts';

/** Shared set-up of the money-view tests: a server whose payment network answers fast and never declines. */
export async function startMoneyServer(env: Partial<Config> = {}): Promise<TestServer> {
  const server = await startTestServer({
    env: { paynetFailRate: 0, paynetDelayMs: [5, 40], settlementJob: false, simRate: 0, ...env },
  });
  await prepareMoneyViews(server.db, new Date(), { seedPayments: true });
  return server;
}

export const PAY_PASSWORD = '246810';

export interface MoneyStore {
  id: string;
  no: string;
  terminalNo: string;
}

export interface MoneyMerchant {
  id: string;
  no: string;
  stores: MoneyStore[];
  admin: CreatedOperator;
}

/** A merchant of its own (no demo data), its stores with one terminal each, balance accounts, pay password. */
export async function moneyMerchant(
  db: Db,
  opts: { agentId?: string; groupId?: string; stores?: number; codes?: readonly string[] } = {},
): Promise<MoneyMerchant> {
  const m = await createMerchantWithAdmin(db, { agentId: opts.agentId, codes: opts.codes });
  if (opts.groupId) {
    await db.query('insert into group_members (group_id, merchant_id) values ($1, $2)', [opts.groupId, m.id]);
  }
  const stores: MoneyStore[] = [];
  for (let i = 0; i < (opts.stores ?? 2); i++) {
    const no = uniq('S').toUpperCase();
    const s = await db.query<{ id: string }>(
      'insert into stores (merchant_id, store_no, name) values ($1, $2, $3) returning id',
      [m.id, no, `Store ${i + 1}`],
    );
    const terminalNo = uniq('TM').toUpperCase();
    await db.query('insert into terminals (merchant_id, store_id, terminal_no) values ($1, $2, $3)', [
      m.id,
      s.rows[0].id,
      terminalNo,
    ]);
    stores.push({ id: String(s.rows[0].id), no, terminalNo });
  }
  await db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name)
     values ('merchant', $1, 'SETTLEMENT', 'Test Bank', '6222021234567890123', 'Test merchant'),
            ('merchant', $1, 'BALANCE', '', '', 'Test merchant')`,
    [m.id],
  );
  await setPayPassword(db, m.admin.id);
  return { id: m.id, no: m.no, stores, admin: m.admin };
}

export async function setPayPassword(db: Db, operatorId: string, password = PAY_PASSWORD): Promise<void> {
  await db.query('update operators set pay_password_hash = $2, pay_failed_tries = 0 where id = $1', [
    operatorId,
    await hashPassword(password),
  ]);
}

/** A store operator (cashier) of some stores, with codes, functions and the allow-refund switch. */
export async function cashierOf(
  db: Db,
  m: MoneyMerchant,
  storeIds: string[],
  opts: { allowRefund?: boolean; codes?: string[]; functions?: string[] } = {},
): Promise<CreatedOperator> {
  const op = await createOperator(db, {
    orgKind: 'merchant',
    orgId: m.id,
    kind: 'cashier',
    codes: opts.codes ?? ['42', '421'],
    storeIds,
    allowRefund: opts.allowRefund ?? false,
    // By default the basic functions every counter has (collect, trade_query, daily_report, reprint).
    functions: opts.functions ?? BASIC_FUNCTION_KEYS,
  });
  await setPayPassword(db, op.id);
  return op;
}

/** yyyymmdd of the Macau day `n` days before today. */
export const daysAgo = (n: number): string => addDaysYmd(todayYmd(new Date()), -n)!;

/** An instant on a past Macau day at HH:MM:SS. */
export const at = (ymd: string, hhmmss = '120000'): Date => instantOfTime14(`${ymd}${hhmmss}`);

/** Books a payment at one of the merchant's terminals, as the payment network reports it. */
export async function book(
  db: Db,
  terminalNo: string,
  p: Partial<Omit<NetworkPayment, 'terminalNo'>> & { at: Date },
): Promise<string> {
  const txnNo = await recordNetworkPayment(db, {
    terminalNo,
    payType: p.payType ?? 'WECHAT',
    result: p.result ?? 'SUCCESS',
    amount: p.amount ?? 10_000,
    discount: p.discount ?? 0,
    aggOrderNo: p.aggOrderNo ?? uniq('AGG'),
    at: p.at,
    payerToken: p.payerToken,
  });
  if (!txnNo) throw new Error(`terminal ${terminalNo} unknown`);
  return txnNo;
}

/** A client signed in as the operator (a session row, no login call). */
export async function clientOf(server: TestServer, operatorId: string): Promise<TestClient> {
  const c = server.client();
  await signIn(server.db, c, operatorId);
  return c;
}

/** A client signed in through the real login call of a demo account. */
export async function demoClient(server: TestServer, loginName: string): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.loginName === loginName);
  if (!account) throw new Error(`no demo account ${loginName}`);
  const c = server.client();
  const r = await c.login(account.loginName, DEMO_PASSWORD, account.loginPath);
  if (r.gda.msg_cd !== 'SCM00000') throw new Error(`${loginName}: ${r.gda.msg_cd} ${r.gda.msg_inf}`);
  return c;
}

/** Polls a refund's detail until the payment network has decided it (bounded by tries, not by time). */
export async function settledRefund(
  c: TestClient,
  refundNo: string,
  tries = 200,
): Promise<Record<string, any>> {
  for (let i = 0; i < tries; i++) {
    const r = await c.call('query:trade/refundDetail', { refund_no: refundNo });
    if (r.gda.msg_cd !== 'SCM00000') throw new Error(`${r.gda.msg_cd} ${r.gda.msg_inf}`);
    if (r.data.status !== 'REFUNDING') return r.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`refund ${refundNo} still REFUNDING`);
}

/** Sums a numeric field over rows. */
export const sum = <T extends Record<string, any>>(rows: T[], key: keyof T): number =>
  rows.reduce((s, r) => s + Number(r[key]), 0);

/** A file store of its own (a temporary folder) and the channels' files read from it, for reconciliation. */
export function localChannelPorts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'channel-files-'));
  const files = createLocalFiles(dir);
  return {
    files,
    channelFiles: createLocalChannelFiles(files),
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * How many racing calls are in flight at once: more than the database pool's connections (10), so they
 * contend for the same rows, and few enough that the rest do not only queue for the pool past its wait
 * (DATABASE_CONNECT_TIMEOUT_MS, 5 s): payments serialised on one campaign's row lock, a few hundred at once,
 * outlasted it on a busy machine.
 */
export const RACE_AT_ONCE = 40;

/** `count` calls of `fn`, at most `atOnce` in flight (the next starts as one ends); results in call order. */
export async function racing<T>(
  count: number,
  fn: (i: number) => Promise<T>,
  atOnce = RACE_AT_ONCE,
): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await fn(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, lane));
  return out;
}
