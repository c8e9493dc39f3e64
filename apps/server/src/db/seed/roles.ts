/**
 * The demo roles. Code sets are derived from the route table, so a route added to packages/core with a
 * new code lands in the admin roles of the next seed without touching this file.
 */
import { type Area, type PermissionCode, routesOfArea } from '@mp/core';

export type OrgKind = Exclude<Area, 'public'>;

/** Every permission code that gates a route of the area (the group area has none). */
export function areaCodes(area: OrgKind): PermissionCode[] {
  const codes = new Set<PermissionCode>();
  for (const r of routesOfArea(area)) if (r.code) codes.add(r.code);
  return [...codes].sort();
}

// 12 and its sub-pages 1212-1224: operator and role management.
const isOperatorManagement = (c: string) => c.startsWith('12');

/** The roles the demo organisations hold; `org` names an organisation of orgs.ts. */
export interface RoleSpec {
  key: string;
  org: { kind: OrgKind; merchantIndex?: number };
  name: string;
  description: string;
  isAdmin: boolean;
  codes: PermissionCode[];
}

export function demoRoles(merchantCount: number): RoleSpec[] {
  const merchantAll = areaCodes('merchant');
  const serviceAll = areaCodes('service');
  const roles: RoleSpec[] = [];
  for (let i = 0; i < merchantCount; i++) {
    roles.push({
      key: `merchant${i}:admin`,
      org: { kind: 'merchant', merchantIndex: i },
      name: '管理員',
      description: '商戶管理員，擁有商戶區全部權限（Administrator: every merchant permission）',
      isAdmin: true,
      codes: merchantAll,
    });
  }
  roles.push(
    {
      key: 'merchant0:finance',
      org: { kind: 'merchant', merchantIndex: 0 },
      name: '財務查詢員',
      description: '查詢交易、賬戶與賬單；不可退款、查結算或管理操作員（Finance viewer）',
      isAdmin: false,
      codes: merchantAll.filter((c) => !['42', '421', '44'].includes(c) && !isOperatorManagement(c)),
    },
    {
      key: 'merchant0:cashier',
      org: { kind: 'merchant', merchantIndex: 0 },
      name: '收銀員',
      description: '門店收銀：門店、退款、公告、自身的登入與支付密碼及手機號碼（Cashier）',
      isAdmin: false,
      // A cashier's own credentials (131, 1321, 1322, 133) but not the security settings page (13): the
      // organisation's signing key, URLs and certificate are not a store counter's business.
      codes: ['41', '411', '42', '421', '14', '131', '1321', '1322', '133'],
    },
    {
      key: 'service:admin',
      org: { kind: 'service' },
      name: '管理員',
      description: '服務商管理員，擁有服務商區全部權限（Administrator: every service-provider permission）',
      isAdmin: true,
      codes: serviceAll,
    },
    {
      key: 'service:operator',
      org: { kind: 'service' },
      name: '服務商操作員',
      description: '查詢子商戶與交易；不可退款或管理操作員（Service operator）',
      isAdmin: false,
      codes: serviceAll.filter((c) => !['42', '421'].includes(c) && !isOperatorManagement(c)),
    },
    {
      key: 'group:admin',
      org: { kind: 'group' },
      name: '管理員',
      description: '集團管理員；集團區頁面不設權限代碼（Group administrator）',
      isAdmin: true,
      codes: [],
    },
  );
  return roles;
}
