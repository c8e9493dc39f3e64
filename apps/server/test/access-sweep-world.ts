import { ALL_PERMISSION_CODES, newFormId, routesOfArea } from '@mp/core';
import { PORTAL_AREAS, type PortalArea } from '@mp/core/routes';
import { BASIC_FUNCTION_KEYS, EXTRA_FUNCTION_KEYS } from '@mp/core/schemas/cashiers';
import type { Db } from '../src/db/types.ts';
import { createSessionRow } from '../src/http/session.ts';
import { book } from '../src/modules/accounts/index.ts';
import { lastClosedMonth } from '../src/modules/feebills/index.ts';
import { sessionNo } from '../src/modules/sessions/service.ts';
import { type ChangeLog, installChangeLog } from './change-log.ts';
import {
  type CreatedOperator,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createRole,
  createServiceProviderWithAdmin,
  insertOperator,
  signIn,
} from './fixtures.ts';
import { ownAddressClient, startTestServer, type TestServer, uniq, uniqDigits } from './harness.ts';
import { at, book as bookPayment, daysAgo } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

/**
 * The organisations of the access sweep (access-sweep.test.ts), made once for the whole file.
 *
 * Owners (whose rows the sweep names): merchant A, its service provider P and its group G; A has stores,
 * a terminal, a collection, a refund, a payment and a settlement. Attackers: merchant B, provider Q and
 * group H, related to nobody. Every organisation's administrator holds every code of its area and is
 * signed in. Each attacker organisation also has "gate" operators whose codes the sweep switches on and
 * off: an administrator-kind operator, a cashier (merchant only) and a store-limited operator.
 */

/** The portal's areas, each with owners and attackers; the back office is swept by access-sweep.test.ts's staff block. */
export const AREAS: readonly PortalArea[] = PORTAL_AREAS;

/** The codes that gate a page of the area (the group area has none). */
export const codesOfArea = (area: PortalArea): Set<string> =>
  new Set(routesOfArea(area).flatMap((r) => (r.code ? [r.code] : [])));

export interface SweepOrg {
  kind: PortalArea;
  id: string;
  no: string;
  admin: CreatedOperator;
  /** The administrator, signed in (no login call). */
  client: TestClient;
  /** A store of the merchant (merchants only). */
  storeId: string | null;
}

export interface GateOperator {
  id: string;
  roleId: string;
  client: TestClient;
}

export interface MerchantRows {
  stores: { id: string; no: string; terminalNo: string }[];
  txnNo: string;
  merOrderNo: string;
  aggOrderNo: string;
  refundNo: string;
  paymentNo: string;
  /** yyyymmdd of the collection, the refund and the payment (two days ago). */
  day: string;
  /** yyyymmdd of the settlement (three days ago). */
  settleDay: string;
}

export interface World {
  server: TestServer;
  db: Db;
  /** The owners: A (merchant), P (A's provider), G (A's group). */
  owner: Record<PortalArea, SweepOrg>;
  /** The attackers: B, Q, H. */
  attacker: Record<PortalArea, SweepOrg>;
  /** Merchant A's business. */
  a: MerchantRows;
  /** Per area, an administrator-kind operator of the attacker organisation whose role the sweep edits. */
  gate: Record<PortalArea, GateOperator>;
  /** A cashier of merchant B at its store, every code; its functions are switched by the sweep. */
  cashier: GateOperator;
  /** An operator of merchant B limited to its store, every code (never acts for the whole merchant). */
  storeOperator: GateOperator;
  /** A client without any cookie, and one with a cookie of no live session. */
  anonymous: TestClient;
  deadCookie: TestClient;
  /** Every merchant, provider and group id the sweep made. */
  ids: { merchant: string[]; service: string[]; group: string[] };
  /** What each call writes (test/change-log.ts). */
  changes: ChangeLog;
  tables?: Map<string, TableInfo>;
}

/**
 * A browser of the sweep. Every call comes from an address of its own (the server trusts the proxy
 * header here): the sweep calls the SMS endpoints more often than their per-address rate limit allows,
 * and the limit is not what it checks.
 */
export const sweepClient = ownAddressClient;

export async function signedInClient(server: TestServer, operatorId: string): Promise<TestClient> {
  const c = sweepClient(server);
  await signIn(server.db, c, operatorId);
  return c;
}
const client = signedInClient;

async function org(
  server: TestServer,
  made: { kind: PortalArea; id: string; no: string; admin: CreatedOperator },
): Promise<SweepOrg> {
  let storeId: string | null = null;
  if (made.kind === 'merchant') {
    const s = await server.db.query<{ id: string }>(
      'insert into stores (merchant_id, store_no, name) values ($1, $2, $3) returning id',
      [made.id, uniq('S').toUpperCase(), 'Sweep store'],
    );
    storeId = String(s.rows[0].id);
  }
  return { ...made, client: await client(server, made.admin.id), storeId };
}

const one = async (db: Db, sql: string, params: unknown[]) =>
  String((await db.query<{ id: string }>(sql, params)).rows[0].id);

/** Every permission code: the gate operators hold all of them except the one a check takes away. */
export const EVERY_CODE: readonly string[] = ALL_PERMISSION_CODES;

/** Replaces the codes of a role (the session reads them again on every call). */
export async function setRoleCodes(db: Db, roleId: string, codes: readonly string[]): Promise<void> {
  await db.query('delete from role_permissions where role_id = $1', [roleId]);
  await db.query(
    'insert into role_permissions (role_id, code) select $1, c from unnest($2::text[]) c on conflict do nothing',
    [roleId, [...new Set(codes)]],
  );
}

export const EVERY_FUNCTION: readonly string[] = [...BASIC_FUNCTION_KEYS, ...EXTRA_FUNCTION_KEYS];

/** Gives a cashier exactly these functions (allow_refund is the operators.allow_refund switch). */
export async function setCashierFunctions(db: Db, operatorId: string, fns: readonly string[]): Promise<void> {
  await db.query('delete from cashier_functions where operator_id = $1', [operatorId]);
  const stored = fns.filter((f) => f !== 'allow_refund');
  await db.query('insert into cashier_functions (operator_id, func) select $1, f from unnest($2::text[]) f', [
    operatorId,
    stored,
  ]);
  await db.query('update operators set allow_refund = $2 where id = $1', [
    operatorId,
    fns.includes('allow_refund'),
  ]);
}

async function gateOperator(
  server: TestServer,
  o: SweepOrg,
  spec: { kind: 'admin' | 'operator' | 'cashier'; storeIds?: string[] },
): Promise<GateOperator> {
  const id = await insertOperator(server.db, {
    orgKind: o.kind,
    orgId: o.id,
    kind: spec.kind,
    codes: EVERY_CODE as never,
    storeIds: spec.storeIds,
  });
  const roleId = (
    await server.db.query<{ role_id: string }>('select role_id from operators where id = $1', [id])
  ).rows[0].role_id;
  return { id, roleId: String(roleId), client: await client(server, id) };
}

export async function makeWorld(): Promise<World> {
  // No background job may write while the sweep watches what each call writes.
  const server = await startTestServer({
    env: {
      exportJobs: false,
      billJob: false,
      settlementJob: false,
      simRate: 0,
      paynetFailRate: 0,
      trustProxy: { hops: 1 },
    },
  });
  const db = server.db;
  const p = await org(server, await createServiceProviderWithAdmin(db));
  const g = await org(server, await createGroupWithAdmin(db));
  const a = await org(server, await createMerchantWithAdmin(db, { agentId: p.id }));
  await db.query('insert into group_members (group_id, merchant_id) values ($1, $2)', [g.id, a.id]);
  const b = await org(server, await createMerchantWithAdmin(db));
  const q = await org(server, await createServiceProviderWithAdmin(db));
  const h = await org(server, await createGroupWithAdmin(db));

  // Merchant A's business: a terminal at its store, a collection two days ago, a refund of it, a payment,
  // a settlement of the day before; a cashier at the store (so a store filter of the cashier list finds one).
  const storeNo = (
    await db.query<{ store_no: string }>('select store_no from stores where id = $1', [a.storeId])
  ).rows[0].store_no;
  const terminalNo = uniq('TM').toUpperCase();
  await db.query('insert into terminals (merchant_id, store_id, terminal_no) values ($1, $2, $3)', [
    a.id,
    a.storeId,
    terminalNo,
  ]);
  await db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name)
     values ('merchant', $1, 'SETTLEMENT', 'Sweep Bank', '6222021234567890123', 'Sweep merchant'),
            ('merchant', $1, 'BALANCE', '', '', 'Sweep merchant')`,
    [a.id],
  );
  const day = daysAgo(2);
  const settleDay = daysAgo(3);
  const txnNo = await bookPayment(db, terminalNo, { at: at(day), amount: 12_345 });
  const txn = (
    await db.query<{ id: string; mer_order_no: string; agg_order_no: string }>(
      'select id, mer_order_no, agg_order_no from transactions where txn_no = $1',
      [txnNo],
    )
  ).rows[0];
  const refundNo = `R${day}${uniqDigits(8)}`;
  await db.query(
    `insert into refunds (refund_no, txn_id, merchant_id, store_id, amount, status, client_key, created_at, finished_at)
     values ($1, $2, $3, $4, 100, 'FAIL', $5, $6, $6)`,
    [refundNo, txn.id, a.id, a.storeId, newFormId(), at(day, '130000')],
  );
  const paymentNo = `P${day}${uniqDigits(8)}`;
  await db.query(
    `insert into payments (payment_no, merchant_id, payee_name, payee_account_no, amount, status, created_at)
     values ($1, $2, 'Sweep Payee', '6222029876543210987', 5000, 'INIT', $3)`,
    [paymentNo, a.id, at(day, '140000')],
  );
  await db.query(
    `insert into settlements (settle_no, merchant_id, settle_date, status, txn_count, gross_amount, net_amount)
     values ($1, $2, $3::date, 'SETTLED', 1, 1000, 990)`,
    [`S${settleDay}${a.no}`, a.id, `${settleDay.slice(0, 4)}-${settleDay.slice(4, 6)}-${settleDay.slice(6)}`],
  );
  await insertOperator(db, {
    orgKind: 'merchant',
    orgId: a.id,
    kind: 'cashier',
    codes: ['12'],
    storeIds: [a.storeId as string],
  });
  // Providers and groups (issue 13): merchant A holds an open product (the product lists find a row).
  await db.query(
    `insert into merchant_products (merchant_id, product_code, rate_bp, status, opened_at)
     values ($1, 'WECHAT_POS', 90, 'OPEN', current_date)`,
    [a.id],
  );
  // Every owner administrator has done something today (the audit log filters find a row).
  for (const o of [a, p, g]) {
    await db.query(
      `insert into audit_log (operator_id, login_name, org_kind, org_id, action, target)
       values ($1, $2, $3, $4, 'print', 'access sweep')`,
      [o.admin.id, o.admin.loginName, o.kind, o.id],
    );
  }

  const gate = {
    merchant: await gateOperator(server, b, { kind: 'admin' }),
    service: await gateOperator(server, q, { kind: 'admin' }),
    group: await gateOperator(server, h, { kind: 'admin' }),
  };
  const cashier = await gateOperator(server, b, { kind: 'cashier', storeIds: [b.storeId as string] });
  await setCashierFunctions(db, cashier.id, EVERY_FUNCTION);
  const storeOperator = await gateOperator(server, b, { kind: 'operator', storeIds: [b.storeId as string] });

  const deadCookie = sweepClient(server);
  deadCookie.cookies.set('MPSID', 'x'.repeat(43));
  return {
    server,
    db,
    owner: { merchant: a, service: p, group: g },
    attacker: { merchant: b, service: q, group: h },
    a: {
      stores: [{ id: a.storeId as string, no: storeNo, terminalNo }],
      txnNo,
      merOrderNo: txn.mer_order_no,
      aggOrderNo: txn.agg_order_no,
      refundNo,
      paymentNo,
      day,
      settleDay,
    },
    gate,
    cashier,
    storeOperator,
    anonymous: sweepClient(server),
    deadCookie,
    ids: { merchant: [a.id, b.id], service: [p.id, q.id], group: [g.id, h.id] },
    changes: await installChangeLog(db),
  };
}

// Fresh rows of an owner organisation: each probe names a row of its own, so that the owner's control call
// may use it up (delete it, mark it read) without touching the next probe.

export const fresh = {
  /** An operator of the organisation holding a role with code 12. */
  async operator(w: World, o: SweepOrg): Promise<{ id: string; loginName: string }> {
    const id = await insertOperator(w.db, { orgKind: o.kind, orgId: o.id, codes: ['12'] });
    const r = await w.db.query<{ login_name: string }>('select login_name from operators where id = $1', [
      id,
    ]);
    return { id, loginName: r.rows[0].login_name };
  },
  /** A role of the organisation with one holder (so a role filter finds someone). */
  async role(w: World, o: SweepOrg): Promise<string> {
    const roleId = await createRole(w.db, { orgKind: o.kind, orgId: o.id, codes: ['12'] });
    const op = await fresh.operator(w, o);
    await w.db.query('update operators set role_id = $2 where id = $1', [op.id, roleId]);
    return roleId;
  },
  /** A cashier of a merchant at its store. */
  async cashier(w: World, o: SweepOrg): Promise<{ id: string; loginName: string }> {
    const id = await insertOperator(w.db, {
      orgKind: 'merchant',
      orgId: o.id,
      kind: 'cashier',
      codes: ['12'],
      storeIds: [o.storeId as string],
    });
    const r = await w.db.query<{ login_name: string }>('select login_name from operators where id = $1', [
      id,
    ]);
    return { id, loginName: r.rows[0].login_name };
  },
  /** An unread mail to the organisation's administrator. */
  mail(w: World, o: SweepOrg): Promise<string> {
    return one(
      w.db,
      `insert into notify_mails (operator_id, org_kind, org_id, category, subject_zh, subject_en, body_zh, body_en, created_at)
       values ($1, $2, $3, 'SYSTEM', '掃描郵件', 'Sweep mail', '內容', 'Body', now()) returning id`,
      [o.admin.id, o.kind, o.id],
    );
  },
  /** A saved filter preset of the administrator. */
  preset(w: World, o: SweepOrg): Promise<string> {
    return one(
      w.db,
      `insert into filter_presets (operator_id, page_key, name, query) values ($1, 'sweep', $2, 'a=1') returning id`,
      [o.admin.id, uniq('preset-')],
    );
  },
  /** A finished scheduled export of the administrator. */
  job(w: World, o: SweepOrg): Promise<string> {
    return one(
      w.db,
      `insert into export_jobs (mode, source, format, status, operator_id, org_kind, org_id, lang, file_name,
                                file_key, file_size, total_rows, done_rows, created_at, finished_at, expires_at)
       values ('APPOINT', 'collections', 'CSV', 'DONE', $1, $2, $3, 'zh-TW', 'sweep.csv', $4, 10, 1, 1,
               now(), now(), now() + interval '1 day') returning id`,
      [o.admin.id, o.kind, o.id, `exports/sweep/${uniq()}.csv`],
    );
  },
  /** Another live session of the administrator: its opaque number. */
  async sessionNo(w: World, o: SweepOrg): Promise<string> {
    const s = await createSessionRow(w.db, o.admin.id, { ip: '127.0.0.1', userAgent: 'sweep' }, new Date());
    return sessionNo(s.id);
  },
  // Issue 12: fee bills, invoices, payments, account authorisation (merchant A's rows, whoever asks).
  /** A settlement credit of merchant A two days ago in the ledger (an account flow): its reference. */
  async flowRef(w: World): Promise<string> {
    const ref = `T${uniqDigits(12)}`;
    const org = { kind: 'merchant' as const, id: w.owner.merchant.id };
    await book(w.db, { type: 'SETTLE_CREDIT', org, amount: 10_000, ref, at: at(daysAgo(2)) });
    return ref;
  },
  /** Merchant A's fee bill of last month (a fee booked in the ledger), unconfirmed unless `confirmed`. */
  async feeBill(w: World, _o?: SweepOrg, confirmed = false): Promise<string> {
    const a = w.owner.merchant;
    const month = lastClosedMonth(new Date());
    const day = at(`${month}05`);
    const ref = `T${uniqDigits(12)}`;
    const org = { kind: 'merchant' as const, id: a.id };
    await book(w.db, { type: 'SETTLE_CREDIT', org, amount: 10_000, ref, at: day });
    await book(w.db, { type: 'FEE', org, amount: 60, ref, at: day });
    const billNo = `FB${month}${a.no}`;
    if (confirmed)
      await w.db.query(
        `insert into fee_bill_confirmations (merchant_id, period, bill_no, txn_count, trade_amount, fee_amount, confirmed_at)
         values ($1, $2, $3, 1, 10000, 60, now()) on conflict do nothing`,
        [a.id, month, billNo],
      );
    return billNo;
  },
  /** An invoice head of the merchant `o` (A for the owner). */
  head(w: World, o: SweepOrg): Promise<string> {
    return one(
      w.db,
      `insert into invoice_heads (merchant_id, head_type, title, created_at, updated_at)
       values ($1, 'PERSONAL', 'Sweep head', now(), now()) returning id`,
      [o.id],
    );
  },
  /** An invoice application of the merchant `o` in `status`. */
  async invoice(w: World, o: SweepOrg, status = 'WAIT_AUDIT'): Promise<string> {
    const applyNo = `IA${uniq().toUpperCase()}`;
    await w.db.query(
      `insert into invoices (apply_no, merchant_id, head_type, title, amount, bill_count, status, applied_at, updated_at)
       values ($1, $2, 'PERSONAL', 'Sweep head', 60, 1, $3, now(), now())`,
      [applyNo, o.id, status],
    );
    return applyNo;
  },
  /** A payment of the merchant `o` still to submit. */
  async payment(w: World, o: SweepOrg): Promise<string> {
    const no = `P${uniqDigits(16)}`;
    await w.db.query(
      `insert into payments (payment_no, merchant_id, payee_name, payee_account_no, amount, status, created_at)
       values ($1, $2, 'Sweep Payee', '6222029876543210987', 5000, 'INIT', now())`,
      [no, o.id],
    );
    return no;
  },
  /** An active account authorisation of the merchant `o`. */
  async auth(w: World, o: SweepOrg): Promise<string> {
    const no = `AA${uniq().toUpperCase()}`;
    await w.db.query(
      `insert into account_auths (auth_no, merchant_id, party_name, party_kind, scope, status, authorised_at)
       values ($1, $2, 'Sweep party', 'PLATFORM', 'DEBIT', 'ACTIVE', now())`,
      [no, o.id],
    );
    return no;
  },
};

// What a call changed: the change log of the test database (test/change-log.ts).

interface TableInfo {
  name: string;
  columns: Set<string>;
}

async function tableInfo(db: Db): Promise<Map<string, TableInfo>> {
  const r = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const byName = new Map<string, TableInfo>();
  for (const row of r.rows) {
    if (!byName.has(row.table_name)) byName.set(row.table_name, { name: row.table_name, columns: new Set() });
    byName.get(row.table_name)?.columns.add(row.column_name);
  }
  return byName;
}

const ORG = (alias: string) =>
  `((${alias}org_kind = 'merchant' and ${alias}org_id = any($1::bigint[])) or ` +
  `(${alias}org_kind = 'service' and ${alias}org_id = any($2::bigint[])) or ` +
  `(${alias}org_kind = 'group' and ${alias}org_id = any($3::bigint[])))`;

/** The rows of a table that belong to the given organisations, or null when the table has no owner column. */
function ownedRows(t: TableInfo): string | null {
  if (t.name === 'merchants') return 'id = any($1::bigint[])';
  if (t.name === 'service_providers') return 'id = any($2::bigint[])';
  if (t.name === 'merchant_groups') return 'id = any($3::bigint[])';
  if (t.columns.has('merchant_id')) return 'merchant_id = any($1::bigint[])';
  if (t.columns.has('org_kind') && t.columns.has('org_id')) return ORG('');
  if (t.columns.has('operator_id')) return `operator_id in (select o.id from operators o where ${ORG('o.')})`;
  if (t.columns.has('role_id')) return `role_id in (select r.id from roles r where ${ORG('r.')})`;
  return null;
}

export type ChangeScope = 'all' | { merchant: string[]; service: string[]; group: string[] };

/**
 * The tables `fn` wrote a row of. 'all': any row of any table (a session's last_seen_at aside).
 * Otherwise only rows of the given organisations (and of their operators and roles).
 */
export async function changedBy<T>(
  w: World,
  scope: ChangeScope,
  fn: () => Promise<T>,
): Promise<{ result: T; changed: string[] }> {
  const mark = await w.changes.mark();
  const result = await fn();
  if (scope === 'all') return { result, changed: await w.changes.tablesSince(mark) };
  w.tables ??= await tableInfo(w.db);
  const tables = w.tables;
  const changed = await w.changes.ownedTablesSince(
    mark,
    (name) => {
      const owned = tables.has(name) ? ownedRows(tables.get(name) as TableInfo) : null;
      // Every query binds the three id lists, whether its condition uses them or not.
      return owned && `(${owned}) and cardinality($1::bigint[] || $2::bigint[] || $3::bigint[]) >= 0`;
    },
    [scope.merchant, scope.service, scope.group],
  );
  return { result, changed };
}

/** The owners' organisations: what a call of an attacker must never change. */
export const ownersScope = (w: World) => ({
  merchant: [w.owner.merchant.id],
  service: [w.owner.service.id],
  group: [w.owner.group.id],
});
