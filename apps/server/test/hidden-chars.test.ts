import { messageOf } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBulletin } from '../src/modules/notices/publish.ts';
import { code, signIn } from './admin-helpers.ts';
import {
  type AdminWorld,
  createOperator,
  createRole,
  insertStore,
  randomMacauMobile,
  startAdminWorld,
  uniqueLoginName,
} from './fixtures.ts';
import type { TestClient } from './test-client.ts';

// Text that looks like something else (issue 15, point 3): names refuse invisible and direction-changing
// characters with the catalogue's field error (VAL10039, the field named), and nothing is written.

const HIDDEN = {
  RLO: '\u202E',
  LRI: '\u2066',
  ZWSP: '\u200B',
  RLM: '\u200F',
  WJ: '\u2060',
  BOM: '\uFEFF',
  MVS: '\u180E',
  SHY: '\u00AD',
} as const;

let { server, merchant, admin } = {} as AdminWorld;
let store: string;
let cashierRole: string;
let operatorId: string;
let cashierId: string;
let roleId: string;

beforeAll(async () => {
  ({ server, merchant, admin } = await startAdminWorld());
  store = await insertStore(server.db, merchant.id);
  cashierRole = await createRole(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['41'] });
  roleId = await createRole(server.db, {
    orgKind: 'merchant',
    orgId: merchant.id,
    codes: ['41'],
    name: '原名角色',
  });
  operatorId = (
    await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, name: '原名操作員' })
  ).id;
  cashierId = (
    await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'cashier',
      name: '原名收銀員',
    })
  ).id;
});
afterAll(() => server?.close());

/** Every name the merchant's people have, roles included, and its presets: unchanged by a refusal. */
async function namesSnapshot(): Promise<string> {
  const r = await server.db.query<{ v: string }>(
    `select coalesce(string_agg(name, '|' order by name), '') as v from (
       select name from operators where org_kind = 'merchant' and org_id = $1
       union all select name from roles where org_kind = 'merchant' and org_id = $1
       union all select p.name from filter_presets p join operators o on o.id = p.operator_id
         where o.org_kind = 'merchant' and o.org_id = $1) t`,
    [merchant.id],
  );
  return r.rows[0].v;
}

function expectFieldError(r: { gda: { msg_cd: string; msg_inf: string } }, field: string, what: string) {
  expect(r.gda.msg_cd, what).toBe('VAL10039');
  expect(r.gda.msg_inf, what).toBe(`${messageOf('VAL10039', 'zh-TW')} (${field})`);
}

const operatorBody = (name: string) => ({
  login_name: uniqueLoginName('op'),
  name,
  role_id: merchant.adminRoleId,
  phone_area: '+853',
  phone: randomMacauMobile(),
  email: 'chan@example.test',
});

const cashierBody = (name: string) => ({
  user_name: uniqueLoginName('c').slice(0, 20),
  password: 'Cashier2024a',
  confirm_password: 'Cashier2024a',
  name,
  role_id: cashierRole,
  phone_area: '+853',
  phone: randomMacauMobile(),
  status: 'normal',
  store_ids: [store],
  basic_functions: ['collect'],
  extra_functions: [],
});

describe('names refuse invisible and direction-changing characters', () => {
  it.each(Object.entries(HIDDEN))('%s in the name of a role, operator, cashier or preset', async (_n, ch) => {
    const before = await namesSnapshot();
    const c: TestClient = admin;
    const name = `財務${ch}主管`;
    const calls: [string, Record<string, unknown>, string][] = [
      ['admin/roleAdd', { role_name: name, codes: [] }, 'role_name'],
      ['admin/roleAdd', { role_name: '新角色甲', description: `說明${ch}`, codes: [] }, 'description'],
      ['admin/roleUpdate', { role_id: roleId, role_name: name, codes: ['41'] }, 'role_name'],
      ['admin/operAdd', operatorBody(name), 'name'],
      ['admin/operUpdate', { oper_id: operatorId, name }, 'name'],
      ['meradm/cashierAdd', cashierBody(name), 'name'],
      [
        'meradm/cashierUpdate',
        {
          ...cashierBody(name),
          cashier_id: cashierId,
          user_name: undefined,
          password: undefined,
          confirm_password: undefined,
        },
        'name',
      ],
      ['pc/filterPresetSave', { page_key: 'trade_query', name, query: 'result=SUCCESS' }, 'name'],
      ['admin/operList', { name }, 'name'],
      ['admin/rolePageList', { role_name: name }, 'role_name'],
      ['meradm/cashierList', { name }, 'name'],
      ['meradm/queryStoreList', { store_name: name }, 'store_name'],
    ];
    for (const [path, body, field] of calls) {
      const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      expectFieldError(await c.call(path, clean), field, `${path} ${field}`);
    }
    expect(await namesSnapshot()).toBe(before);
  });

  it('a bulletin (its titles and publisher label) refuses them too', async () => {
    const now = new Date();
    for (const input of [
      { title: `停機${HIDDEN.RLO}通知`, body: 'x' },
      { title: '停機通知', titleEn: `Maintenance${HIDDEN.ZWSP}`, body: 'x' },
      { title: '停機通知', body: 'x', publisher: `Ops${HIDDEN.BOM}Team` },
    ]) {
      await expect(publishBulletin(server.db, input, now)).rejects.toMatchObject({ code: 'VAL10039' });
    }
  });

  it('still takes ordinary names, with their accents and brackets', async () => {
    const r = await admin.call('admin/operAdd', operatorBody('Ana Sá-Lopes (財務)'));
    expect(code(r)).toBe('SCM00000');
    const c = await signIn(server, merchant.admin);
    expect(code(await c.call('admin/roleAdd', { role_name: '財務主管（澳門）', codes: [] }))).toBe(
      'SCM00000',
    );
  });
});
