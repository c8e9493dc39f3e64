import { randomInt } from 'node:crypto';
import { type PermissionCode, routesOfArea } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import { hashPassword } from '../src/crypto/password-hash.ts';
import type { Db } from '../src/db/types.ts';
import { createSessionRow } from '../src/http/session.ts';
import { signIn as logIn } from './admin-helpers.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import type { TestClient } from './test-client.ts';

/**
 * Minimal rows for tests that must not depend on the demo seed: organisations, stores and operators
 * with exactly the codes and stores a test needs.
 */
const one = async (db: Db, sql: string, params: unknown[]) =>
  (await db.query<{ id: string }>(sql, params)).rows[0].id;

export function insertProvider(db: Db): Promise<string> {
  return one(db, 'insert into service_providers (agt_no, name) values ($1, $2) returning id', [
    uniq('A'),
    'Test provider',
  ]);
}

export function insertGroup(db: Db): Promise<string> {
  return one(db, 'insert into merchant_groups (group_no, name) values ($1, $2) returning id', [
    uniq('G'),
    'Test group',
  ]);
}

export async function insertMerchant(
  db: Db,
  opts: { agentId?: string; groupId?: string } = {},
): Promise<string> {
  const id = await one(
    db,
    `insert into merchants (mer_no, name, category, agent_id) values ($1, $2, 'ENTERPRISE', $3) returning id`,
    [uniq('M'), 'Test merchant', opts.agentId ?? null],
  );
  if (opts.groupId) {
    await db.query('insert into group_members (group_id, merchant_id) values ($1, $2)', [opts.groupId, id]);
  }
  return id;
}

export function insertStore(db: Db, merchantId: string): Promise<string> {
  return one(db, 'insert into stores (merchant_id, store_no, name) values ($1, $2, $3) returning id', [
    merchantId,
    uniq('S'),
    'Test store',
  ]);
}

export interface OperatorSpec {
  orgKind: OrgKind;
  orgId: string;
  kind?: 'admin' | 'operator' | 'cashier';
  codes?: readonly PermissionCode[];
  /** Limits the operator to these stores (store_scope 'stores'). */
  storeIds?: readonly string[];
  mustChangePassword?: boolean;
  status?: 'normal' | 'invalid' | 'locked';
  /** A cashier without the required course passed (held by TRN10003); by default a cashier has passed it. */
  untrained?: boolean;
}

/** An operator with a role holding exactly `codes`; the password hash is a placeholder (no login). */
export async function insertOperator(db: Db, spec: OperatorSpec): Promise<string> {
  const roleId = await one(
    db,
    'insert into roles (org_kind, org_id, name) values ($1, $2, $3) returning id',
    [spec.orgKind, spec.orgId, uniq('role-')],
  );
  for (const code of spec.codes ?? []) {
    await db.query('insert into role_permissions (role_id, code) values ($1, $2)', [roleId, code]);
  }
  const id = await one(
    db,
    `insert into operators (org_kind, org_id, login_name, name, kind, role_id, status, store_scope,
                            password_hash, must_change_password)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'not-a-hash', $9) returning id`,
    [
      spec.orgKind,
      spec.orgId,
      uniq('op_'),
      'Test operator',
      spec.kind ?? 'operator',
      roleId,
      spec.status ?? 'normal',
      spec.storeIds ? 'stores' : 'all',
      spec.mustChangePassword ?? false,
    ],
  );
  for (const storeId of spec.storeIds ?? []) {
    await db.query('insert into operator_stores (operator_id, store_id) values ($1, $2)', [id, storeId]);
  }
  if (spec.kind === 'cashier' && !spec.untrained) await passRequiredCourses(db, String(id));
  return id;
}

/**
 * The cashier's pass of every course required for cashiers (valid long-term), as a cashier has after its
 * first session on the training page: a test cashier is not held by the required course (TRN10003)
 * unless it asks to be (`untrained`).
 */
export async function passRequiredCourses(db: Db, operatorId: string): Promise<void> {
  await db.query(
    `insert into training_completions (course_id, operator_id, org_kind, org_id, score, passed, valid_until, taken_at)
     select c.id, o.id, o.org_kind, o.org_id, 100, true, '99991231', now()
       from training_courses c, operators o
      where c.required_for_cashier and o.id = $1`,
    [operatorId],
  );
}

/**
 * Signs a client in as an operator without the login call (no password, captcha or argon2): a session
 * row, its cookie in the client's jar and its form token remembered, as after a real login.
 */
export async function signIn(db: Db, client: TestClient, operatorId: string): Promise<{ formToken: string }> {
  const s = await createSessionRow(db, operatorId, { ip: '127.0.0.1', userAgent: 'test' }, new Date());
  client.cookies.set('MPSID', s.cookieValue);
  client.formToken = s.formToken;
  return { formToken: s.formToken };
}

/** A new browser of `server` signed in as an operator (signIn: no login call), speaking `lang`. */
export async function signedInClient(
  server: TestServer,
  operatorId: string,
  lang: 'zh-TW' | 'en' = 'zh-TW',
): Promise<TestClient> {
  const c = server.client();
  c.lang = lang;
  await signIn(server.db, c, operatorId);
  return c;
}

/** GET of a link (a download) with the client's cookies only, as the browser follows it. */
export async function fetchWithCookies(server: TestServer, c: TestClient, url: string) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.url + url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** The lines of a downloaded CSV export (its byte-order mark dropped). */
export async function csvOf(server: TestServer, c: TestClient, url: string): Promise<string[]> {
  const res = await fetchWithCookies(server, c, url);
  if (res.status !== 200) throw new Error(`download ${url}: HTTP ${res.status}`);
  return res.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

// Operators that really sign in: real argon2id hashes, organisations with an administrator.

/** The password of every operator made by createOperator / create*WithAdmin (valid by the password rule). */
export const TEST_PASSWORD = 'Passw0rd2024';

/** A login name of 6-20 letters and digits (spec point 5), unique. */
export const uniqueLoginName = (prefix = 't') => uniq(prefix) + uniq();

/** A random Macau mobile (8 digits starting with 6), valid for validateMobile('+853', ...). */
export const randomMacauMobile = () => `6${String(randomInt(10_000_000)).padStart(7, '0')}`;

export interface CreatedOperator {
  id: string;
  loginName: string;
  password: string;
  orgKind: OrgKind;
  orgId: string;
  kind: 'admin' | 'operator' | 'cashier';
  roleId: string | null;
  email: string;
  phoneArea: string;
  phone: string;
}

export interface OperatorOptions {
  orgKind: OrgKind;
  orgId: string;
  kind?: 'admin' | 'operator' | 'cashier';
  loginName?: string;
  name?: string;
  password?: string;
  /** An existing role; otherwise a role is created holding `codes` (default: none). */
  roleId?: string | null;
  /** Any strings: tests may slip in codes that do not exist, to see them dropped. */
  codes?: readonly string[];
  email?: string;
  phoneArea?: '+853' | '+852' | '+86';
  phone?: string;
  status?: 'normal' | 'invalid' | 'locked';
  mustChangePassword?: boolean;
  passwordChangedAt?: Date;
  allowRefund?: boolean;
  /** Store ids for store_scope 'stores'; omitted = every store of the merchant. */
  storeIds?: readonly string[];
  /** A cashier's functions (cashier_functions); allow_refund is `allowRefund`. */
  functions?: readonly string[];
  /** A cashier without the required course passed (held by TRN10003); by default a cashier has passed it. */
  untrained?: boolean;
}

export async function createRole(
  db: Db,
  opts: { orgKind: OrgKind; orgId: string; codes: readonly string[]; name?: string; isAdmin?: boolean },
): Promise<string> {
  const id = await one(
    db,
    'insert into roles (org_kind, org_id, name, is_admin) values ($1, $2, $3, $4) returning id',
    [opts.orgKind, opts.orgId, opts.name ?? uniq('role-'), opts.isAdmin ?? false],
  );
  for (const code of new Set(opts.codes)) {
    await db.query('insert into role_permissions (role_id, code) values ($1, $2)', [id, code]);
  }
  return String(id);
}

/** An operator who can sign in with `password` (default TEST_PASSWORD); the hash is also in the history. */
export async function createOperator(db: Db, opts: OperatorOptions): Promise<CreatedOperator> {
  const loginName = opts.loginName ?? uniqueLoginName();
  const password = opts.password ?? TEST_PASSWORD;
  const kind = opts.kind ?? 'operator';
  const roleId =
    opts.roleId !== undefined
      ? opts.roleId
      : await createRole(db, { orgKind: opts.orgKind, orgId: opts.orgId, codes: opts.codes ?? [] });
  const email = opts.email ?? `${loginName}@example.test`;
  const phoneArea = opts.phoneArea ?? '+853';
  const phone = opts.phone ?? randomMacauMobile();
  const hash = await hashPassword(password);
  const changedAt = opts.passwordChangedAt ?? new Date();
  const id = String(
    await one(
      db,
      `insert into operators (org_kind, org_id, login_name, name, kind, role_id, email, phone, phone_area, status,
          store_scope, allow_refund, password_hash, password_changed_at, must_change_password)
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        opts.orgKind,
        opts.orgId,
        loginName,
        opts.name ?? `Test ${kind}`,
        kind,
        roleId,
        email,
        phone,
        phoneArea,
        opts.status ?? 'normal',
        opts.storeIds ? 'stores' : 'all',
        opts.allowRefund ?? false,
        hash,
        changedAt,
        opts.mustChangePassword ?? false,
      ],
    ),
  );
  await db.query(
    `insert into password_history (operator_id, kind, hash, created_at) values ($1, 'login', $2, $3)`,
    [id, hash, changedAt],
  );
  for (const storeId of opts.storeIds ?? []) {
    await db.query('insert into operator_stores (operator_id, store_id) values ($1, $2)', [id, storeId]);
  }
  for (const func of opts.functions ?? []) {
    await db.query('insert into cashier_functions (operator_id, func) values ($1, $2)', [id, func]);
  }
  if (kind === 'cashier' && !opts.untrained) await passRequiredCourses(db, id);
  return {
    id,
    loginName,
    password,
    orgKind: opts.orgKind,
    orgId: opts.orgId,
    kind,
    roleId,
    email,
    phoneArea,
    phone,
  };
}

export interface CreatedOrg<K extends OrgKind> {
  kind: K;
  id: string;
  no: string;
  name: string;
  shortName: string;
  adminRoleId: string;
  admin: CreatedOperator;
}

type AdminOptions = Partial<Omit<OperatorOptions, 'orgKind' | 'orgId' | 'kind'>>;
interface OrgOptions {
  no?: string;
  name?: string;
  shortName?: string;
  /** Codes of the administrator's role (default: every code of the area's routes). */
  codes?: readonly string[];
  admin?: AdminOptions;
}

/** A merchant (ENTERPRISE, optionally under a service provider) with its administrator. */
export async function createMerchantWithAdmin(
  db: Db,
  opts: OrgOptions & { agentId?: string } = {},
): Promise<CreatedOrg<'merchant'>> {
  const no = opts.no ?? uniq('M').toUpperCase();
  const name = opts.name ?? `測試商戶 ${no}`;
  const shortName = opts.shortName ?? `商戶${no.slice(-4)}`;
  const id = await one(
    db,
    `insert into merchants (mer_no, name, short_name, registered_name, category, agent_id)
      values ($1, $2, $3, $2, 'ENTERPRISE', $4) returning id`,
    [no, name, shortName, opts.agentId ?? null],
  );
  return withAdmin(db, 'merchant', String(id), no, name, shortName, opts);
}

export async function createServiceProviderWithAdmin(
  db: Db,
  opts: OrgOptions = {},
): Promise<CreatedOrg<'service'>> {
  const no = opts.no ?? uniq('A').toUpperCase();
  const name = opts.name ?? `測試服務商 ${no}`;
  const shortName = opts.shortName ?? `服務商${no.slice(-4)}`;
  const id = await one(
    db,
    'insert into service_providers (agt_no, name, short_name) values ($1, $2, $3) returning id',
    [no, name, shortName],
  );
  return withAdmin(db, 'service', String(id), no, name, shortName, opts);
}

export async function createGroupWithAdmin(db: Db, opts: OrgOptions = {}): Promise<CreatedOrg<'group'>> {
  const no = opts.no ?? uniq('G').toUpperCase();
  const name = opts.name ?? `測試集團 ${no}`;
  const shortName = opts.shortName ?? `集團${no.slice(-4)}`;
  const id = await one(
    db,
    'insert into merchant_groups (group_no, name, short_name) values ($1, $2, $3) returning id',
    [no, name, shortName],
  );
  return withAdmin(db, 'group', String(id), no, name, shortName, opts);
}

async function withAdmin<K extends OrgKind>(
  db: Db,
  kind: K,
  id: string,
  no: string,
  name: string,
  shortName: string,
  opts: OrgOptions,
): Promise<CreatedOrg<K>> {
  const codes = opts.codes ?? [...new Set(routesOfArea(kind).flatMap((r) => (r.code ? [r.code] : [])))];
  const adminRoleId = await createRole(db, {
    orgKind: kind,
    orgId: id,
    codes,
    name: 'Administrator',
    isAdmin: true,
  });
  const admin = await createOperator(db, {
    roleId: adminRoleId,
    ...opts.admin,
    orgKind: kind,
    orgId: id,
    kind: 'admin',
  });
  return { kind, id, no, name, shortName, adminRoleId, admin };
}

// What most test files of one area start from: a server of their own and a merchant with its administrator.

export interface MerchantWorld {
  server: TestServer;
  merchant: CreatedOrg<'merchant'>;
  /** A new operator of the merchant (createOperator; `extra` may change anything). */
  newOperator(extra?: Partial<OperatorOptions>): Promise<CreatedOperator>;
}

export interface AdminWorld extends MerchantWorld {
  /** Another merchant: a tenant the tests must not reach. */
  other: CreatedOrg<'merchant'>;
  /** The merchant's administrator, signed in through the real login. */
  admin: TestClient;
}

/** Starts a server of the test file's own with a merchant and its administrator (the file closes it). */
export async function startWithMerchant(): Promise<MerchantWorld> {
  const server = await startTestServer();
  const merchant = await createMerchantWithAdmin(server.db);
  const newOperator = (extra: Partial<OperatorOptions> = {}) =>
    createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, ...extra });
  return { server, merchant, newOperator };
}

/** startWithMerchant, another merchant, and the administrator signed in (the administration tests). */
export async function startAdminWorld(): Promise<AdminWorld> {
  const world = await startWithMerchant();
  const other = await createMerchantWithAdmin(world.server.db);
  return { ...world, other, admin: await logIn(world.server, world.merchant.admin) };
}
