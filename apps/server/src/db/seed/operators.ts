import type { CashierFunction } from '@mp/core/schemas/cashiers';
import { hashPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from './accounts.ts';
import { insertRows } from './batch.ts';
import { MERCHANTS } from './orgs.ts';
import { demoRoles, type OrgKind } from './roles.ts';
import { DAY_MS } from './time.ts';
import type { OrgIds } from './write-orgs.ts';

/** Who each demo sign-in is; login name, kind and organisation come from DEMO_ACCOUNTS. */
export interface OperatorDetail {
  name: string;
  role: string;
  phone: string;
  email: string;
  /** Cashiers: indexes of the merchant's stores they may see (store_scope 'stores'). */
  stores?: number[];
  /** Cashiers: basic and additional functions (allow_refund is the allowRefund switch). */
  functions?: CashierFunction[];
  allowRefund: boolean;
  createdDaysAgo: number;
}

export const OPERATOR_DETAILS: Record<string, OperatorDetail> = {
  demo_merchant: {
    name: '何美玲',
    role: 'merchant0:admin',
    phone: '66123456',
    email: 'owner@houmei.mo',
    allowRefund: true,
    createdDaysAgo: 820,
  },
  demo_operator: {
    name: '張曉琳',
    role: 'merchant0:finance',
    phone: '62345678',
    email: 'finance@houmei.mo',
    allowRefund: false,
    createdDaysAgo: 400,
  },
  demo_cashier: {
    name: '李志強',
    role: 'merchant0:cashier',
    phone: '63456789',
    email: 'cashier.senado@houmei.mo',
    stores: [0],
    functions: ['collect', 'trade_query', 'daily_report', 'reprint', 'export'],
    allowRefund: true,
    createdDaysAgo: 300,
  },
  demo_cashier2: {
    name: '黃小芬',
    role: 'merchant0:cashier',
    phone: '65678901',
    email: 'cashier.taipa@houmei.mo',
    stores: [1],
    functions: ['collect', 'trade_query', 'daily_report', 'reprint'],
    allowRefund: false,
    createdDaysAgo: 150,
  },
  demo_newuser: {
    name: '吳家明',
    role: 'merchant0:finance',
    phone: '66789012',
    email: 'newuser@houmei.mo',
    allowRefund: false,
    createdDaysAgo: 1,
  },
  demo_merchant2: {
    name: '陳志明',
    role: 'merchant1:admin',
    phone: '62874531',
    email: 'chan.cm@sanmalou-cafe.mo',
    allowRefund: true,
    createdDaysAgo: 610,
  },
  demo_merchant3: {
    name: '李曉雯',
    role: 'merchant2:admin',
    phone: '63521847',
    email: 'info@taipasouvenir.mo',
    allowRefund: true,
    createdDaysAgo: 540,
  },
  demo_merchant4: {
    name: '鄭嘉欣',
    role: 'merchant3:admin',
    phone: '66458210',
    email: 'finance@houkong-seafood.mo',
    allowRefund: true,
    createdDaysAgo: 880,
  },
  demo_merchant5: {
    name: '葉詠詩',
    role: 'merchant4:admin',
    phone: '68231975',
    email: 'hello@colanecafe.mo',
    allowRefund: true,
    createdDaysAgo: 400,
  },
  demo_agent: {
    name: '區志豪',
    role: 'service:admin',
    phone: '66889901',
    email: 'ops@mosmartpay.mo',
    allowRefund: true,
    createdDaysAgo: 1460,
  },
  demo_agent_op: {
    name: '馮詠欣',
    role: 'service:operator',
    phone: '66889902',
    email: 'support@mosmartpay.mo',
    allowRefund: false,
    createdDaysAgo: 700,
  },
  demo_group: {
    name: '鄭振邦',
    role: 'group:admin',
    phone: '66458200',
    email: 'group@houkong-dining.mo',
    allowRefund: false,
    createdDaysAgo: 900,
  },
};

export interface OperatorIds {
  /** Operator id of each merchant's administrator, by MERCHANTS index. */
  merchantAdminIds: string[];
  byLogin: Map<string, string>;
}

export async function writeOperators(db: Db, ids: OrgIds, now: Date): Promise<OperatorIds> {
  const orgId = (org: { kind: OrgKind; merchantIndex?: number }) =>
    org.kind === 'merchant'
      ? ids.merchantIds[org.merchantIndex!]
      : org.kind === 'service'
        ? ids.providerId
        : ids.groupId;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  const roles = demoRoles(MERCHANTS.length);
  const roleKey = (kind: string, id: string, name: string) => `${kind}:${id}:${name}`;
  const roleRows = await insertRows<{ id: string; k: string }>(
    db,
    'roles',
    ['org_kind', 'org_id', 'name', 'description', 'is_admin', 'created_at', 'updated_at'],
    roles.map((r) => [r.org.kind, orgId(r.org), r.name, r.description, r.isAdmin, ago(200), ago(200)]),
    `id, org_kind || ':' || org_id || ':' || name as k`,
  );
  const inserted = new Map(roleRows.map((r) => [r.k, String(r.id)]));
  const roleIds = new Map(
    roles.map((r) => [r.key, inserted.get(roleKey(r.org.kind, orgId(r.org), r.name))!]),
  );
  await insertRows(
    db,
    'role_permissions',
    ['role_id', 'code'],
    roles.flatMap((r) => r.codes.map((c) => [roleIds.get(r.key)!, c])),
  );

  // argon2id as the login service stores it, hashed once and shared by every demo operator: a dozen
  // argon2 runs would only slow the first start.
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PAY_PASSWORD),
  ]);
  const merchantIndexOf = (orgNo: string) => MERCHANTS.findIndex((m) => m.merNo === orgNo);
  const rows = DEMO_ACCOUNTS.map((a) => {
    const d = OPERATOR_DETAILS[a.loginName];
    if (!d) throw new Error(`seed: no operator details for ${a.loginName}`);
    const org =
      a.area === 'merchant' ? { kind: a.area, merchantIndex: merchantIndexOf(a.orgNo) } : { kind: a.area };
    return [
      a.area,
      orgId(org),
      a.loginName,
      d.name,
      a.kind,
      roleIds.get(d.role)!,
      d.email,
      d.phone,
      '+853',
      d.stores ? 'stores' : 'all',
      d.allowRefund,
      passwordHash,
      now.toISOString(),
      a.mustChangePassword,
      a.payPassword === null ? null : payPasswordHash,
      ago(d.createdDaysAgo),
      ago(d.createdDaysAgo),
    ];
  });
  const opRows = await insertRows<{ id: string; login_name: string }>(
    db,
    'operators',
    [
      'org_kind',
      'org_id',
      'login_name',
      'name',
      'kind',
      'role_id',
      'email',
      'phone',
      'phone_area',
      'store_scope',
      'allow_refund',
      'password_hash',
      'password_changed_at',
      'must_change_password',
      'pay_password_hash',
      'created_at',
      'updated_at',
    ],
    rows,
    'id, login_name',
  );
  const byLogin = new Map(opRows.map((r) => [r.login_name, String(r.id)]));

  // Each organisation's administrator created its other operators.
  await db.query(
    `update operators o set created_by = a.id
       from operators a
      where a.org_kind = o.org_kind and a.org_id = o.org_id and a.kind = 'admin' and o.kind <> 'admin'`,
  );

  const storeLinks = DEMO_ACCOUNTS.flatMap((a) => {
    const stores = OPERATOR_DETAILS[a.loginName].stores ?? [];
    const mi = merchantIndexOf(a.orgNo);
    return stores.map((si) => [byLogin.get(a.loginName)!, ids.storeIds[mi][si]]);
  });
  await insertRows(db, 'operator_stores', ['operator_id', 'store_id'], storeLinks);
  await insertRows(
    db,
    'cashier_functions',
    ['operator_id', 'func'],
    DEMO_ACCOUNTS.flatMap((a) =>
      (OPERATOR_DETAILS[a.loginName].functions ?? []).map((f) => [byLogin.get(a.loginName)!, f]),
    ),
  );

  await insertRows(
    db,
    'password_history',
    ['operator_id', 'kind', 'hash', 'created_at'],
    [
      ...opRows.map((r) => [String(r.id), 'login', passwordHash, now.toISOString()]),
      ...DEMO_ACCOUNTS.filter((a) => a.payPassword !== null).map((a) => [
        byLogin.get(a.loginName)!,
        'pay',
        payPasswordHash,
        now.toISOString(),
      ]),
    ],
  );

  const merchantAdminIds = MERCHANTS.map((m) => {
    const admin = DEMO_ACCOUNTS.find((a) => a.orgNo === m.merNo && a.kind === 'admin');
    if (!admin) throw new Error(`seed: no administrator for ${m.merNo}`);
    return byLogin.get(admin.loginName)!;
  });
  return { merchantAdminIds, byLogin };
}
