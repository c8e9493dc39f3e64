import { MENU_SECTIONS } from '@mp/core';
import { areaCodes } from '@mp/core/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, code, OK, signIn } from './admin-helpers.ts';
import {
  type AdminWorld,
  createGroupWithAdmin,
  createOperator,
  createRole,
  createServiceProviderWithAdmin,
  startAdminWorld,
} from './fixtures.ts';

let { server, merchant, other, admin, newOperator } = {} as AdminWorld;
beforeAll(async () => {
  ({ server, merchant, other, admin, newOperator } = await startAdminWorld());
});
afterAll(() => server?.close());

async function roleCodes(roleId: string): Promise<string[]> {
  const r = await server.db.query<{ code: string }>(
    'select code from role_permissions where role_id = $1 order by code',
    [roleId],
  );
  return r.rows.map((x) => x.code);
}

async function roleCount(): Promise<number> {
  const r = await server.db.query<{ n: string }>(
    `select count(*) as n from roles where org_kind = 'merchant' and org_id = $1 and status = 'normal'`,
    [merchant.id],
  );
  return Number(r.rows[0].n);
}

/** Every code of a tree, depth first. */
function treeCodes(sections: any[]): string[] {
  const out: string[] = [];
  const walk = (nodes: any[]) => {
    for (const n of nodes) {
      out.push(n.code);
      walk(n.children);
    }
  };
  for (const s of sections) walk(s.nodes);
  return out;
}

describe('roles', () => {
  it('adds, lists, changes and deletes a role, each audited', async () => {
    const added = await admin.call('admin/roleAdd', {
      role_name: '門店主管',
      description: '管理門店與退款',
      codes: ['41', '411', '42', '421'],
    });
    expect(code(added)).toBe(OK);
    const id = added.data.role_id;
    expect(await roleCodes(id)).toEqual(['41', '411', '42', '421']);

    const page = await admin.call('admin/rolePageList', { role_name: '門店主', page_no: 1, page_size: 10 });
    expect(page.data.rows).toHaveLength(1);
    expect(page.data.rows[0]).toMatchObject({
      role_id: id,
      codes: '41,411,42,421',
      code_count: 4,
      is_admin: 'N',
      oper_count: 0,
    });
    const all = await admin.call('admin/roleList');
    expect(all.data.rows.map((r: any) => r.role_id)).toEqual(
      expect.arrayContaining([id, merchant.adminRoleId]),
    );
    expect(all.data.rows.map((r: any) => r.role_id)).not.toContain(other.adminRoleId);

    const updated = await admin.call('admin/roleUpdate', {
      role_id: id,
      role_name: '門店主管',
      codes: ['41', '411'],
    });
    expect(code(updated)).toBe(OK);
    expect(await roleCodes(id)).toEqual(['41', '411']);

    expect(code(await admin.call('admin/roleDelete', { role_id: id }))).toBe(OK);
    expect((await admin.call('admin/roleList')).data.rows.map((r: any) => r.role_id)).not.toContain(id);
    for (const action of ['role_add', 'role_update', 'role_delete']) {
      expect((await auditRows(server.db, merchant.admin.id, action)).length, action).toBeGreaterThan(0);
    }
  });

  it('refuses to grant a code the granter lacks, and nothing changes', async () => {
    const granter = await newOperator({ codes: ['12', '1223', '1224', '41', '411'] });
    const c = await signIn(server, granter);
    const before = await roleCount();
    const r = await c.call('admin/roleAdd', { role_name: '越權角色', codes: ['41', '42'] });
    expect(code(r)).toBe('OPR10004');
    expect(r.gda.msg_inf).toContain('42');
    expect(await roleCount()).toBe(before);

    // Nor by changing a role: adding 42 to a role it may otherwise edit.
    const role = await createRole(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['41'] });
    expect(
      code(await c.call('admin/roleUpdate', { role_id: role, role_name: 'x角色', codes: ['41', '42'] })),
    ).toBe('OPR10004');
    expect(await roleCodes(role)).toEqual(['41']);
    expect(
      code(await c.call('admin/roleUpdate', { role_id: role, role_name: 'x角色', codes: ['41', '411'] })),
    ).toBe(OK);
  });

  it('refuses codes that do not belong to the area', async () => {
    // 48 and 21 gate service-provider pages only.
    expect(code(await admin.call('admin/roleAdd', { role_name: '服務商碼', codes: ['48'] }))).toBe(
      'OPR10008',
    );
    expect(code(await admin.call('admin/roleAdd', { role_name: '亂碼', codes: ['9999'] }))).toBe('OPR10008');
  });

  it("refuses changes to one's own role and to the administrator role", async () => {
    const me = await newOperator({ codes: ['12', '1222', '1223', '1224', '41'] });
    const c = await signIn(server, me);
    const mine = (await server.db.query('select role_id from operators where id = $1', [me.id])).rows[0]
      .role_id;
    expect(
      code(await c.call('admin/roleUpdate', { role_id: String(mine), role_name: '我的', codes: ['41'] })),
    ).toBe('OPR10002');
    expect(code(await c.call('admin/roleDelete', { role_id: String(mine) }))).toBe('OPR10002');
    expect(code(await admin.call('admin/roleDelete', { role_id: merchant.adminRoleId }))).toBe('OPR10009');
  });

  it('refuses to delete a role that operators hold, and duplicate names', async () => {
    const role = await createRole(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['41'],
      name: '使用中角色',
    });
    await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, roleId: role });
    expect(code(await admin.call('admin/roleDelete', { role_id: role }))).toBe('OPR10003');
    expect(code(await admin.call('admin/roleAdd', { role_name: '使用中角色', codes: [] }))).toBe('OPR10007');
    expect(code(await admin.call('admin/roleAdd', { role_name: "it's", codes: [] }))).toBe('VAL10007');
    expect(code(await admin.call('admin/roleAdd', { role_name: '<script>', codes: [] }))).toBe('VAL10007');
  });

  it("answers another organisation's role like a missing one", async () => {
    for (const [path, body] of [
      ['admin/roleUpdate', { role_id: other.adminRoleId, role_name: 'x', codes: [] }],
      ['admin/roleDelete', { role_id: other.adminRoleId }],
      ['admin/roleMenu', { role_id: other.adminRoleId }],
    ] as const) {
      const theirs = await admin.call(path, body);
      const none = await admin.call(path, { ...body, role_id: '999999999' });
      expect(code(theirs), path).toBe('SCM40401');
      expect(theirs.gda).toEqual(none.gda);
    }
  });
});

describe("a role's codes", () => {
  it('are read only with view (1222) or modify (1224) role permissions; the count with 12 alone', async () => {
    const role = await createRole(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['41', '411'],
    });
    const rowOf = async (codes: string[], path: 'admin/rolePageList' | 'admin/roleList') => {
      const c = await signIn(server, await newOperator({ codes }));
      const r = await c.call(path, path === 'admin/roleList' ? {} : { page_no: 1, page_size: 100 });
      expect(code(r)).toBe(OK);
      return r.data.rows.find((x: any) => x.role_id === role);
    };
    for (const path of ['admin/rolePageList', 'admin/roleList'] as const) {
      expect(await rowOf(['12'], path)).toMatchObject({ codes: '', code_count: 2 });
      expect(await rowOf(['12', '1222'], path)).toMatchObject({ codes: '41,411', code_count: 2 });
      expect(await rowOf(['12', '1224'], path)).toMatchObject({ codes: '41,411', code_count: 2 });
    }
  });
});

describe('the permission tree', () => {
  it('groups every code of the area like the menu, with the role checked and the grantable marked', async () => {
    const role = await createRole(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['12', '1212', '41'],
    });
    const r = await admin.call('admin/roleMenu', { role_id: role });
    expect(code(r)).toBe(OK);
    const sections = r.data.sections;
    const order = Object.keys(MENU_SECTIONS);
    const positions = sections.map((s: any) => order.indexOf(s.section));
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    const codes = treeCodes(sections);
    expect(new Set(codes)).toEqual(new Set(areaCodes('merchant')));
    expect(codes.length).toBe(new Set(codes).size);
    const operators = sections.find((s: any) => s.section === 'operators');
    const n12 = operators.nodes.find((n: any) => n.code === '12');
    expect(n12.children.map((n: any) => n.code).sort()).toEqual(['1212', '1213', '1222', '1223', '1224']);
    expect(n12.checked).toBe('Y');
    expect(n12.children.find((n: any) => n.code === '1213').checked).toBe('N');
    const merchantSection = sections.find((s: any) => s.section === 'merchant');
    expect(merchantSection.nodes.find((n: any) => n.code === '41').children.map((n: any) => n.code)).toEqual([
      '411',
    ]);
    expect(treeCodes(sections).length).toBeGreaterThan(0);

    const en = await admin.call('admin/roleMenu', {}, { lang: 'en' });
    expect(en.data.sections.find((s: any) => s.section === 'operators').name).toBe('Operators');
  });

  it("marks only the caller's codes grantable and gives the caller's own menu", async () => {
    const op = await newOperator({ codes: ['12', '1222', '41', '411'] });
    const c = await signIn(server, op);
    const tree = await c.call('admin/roleMenu', {});
    const flat: any[] = [];
    const walk = (nodes: any[]) => {
      for (const n of nodes) {
        flat.push(n);
        walk(n.children);
      }
    };
    for (const s of tree.data.sections) walk(s.nodes);
    expect(
      flat
        .filter((n) => n.grantable === 'Y')
        .map((n) => n.code)
        .sort(),
    ).toEqual(['12', '1222', '41', '411']);

    const mine = await c.call('admin/roleOperMenu');
    expect(code(mine)).toBe(OK);
    expect(mine.data.permissions.split(',').sort()).toEqual(['12', '1222', '41', '411']);
    expect(treeCodes(mine.data.sections).sort()).toEqual(['12', '1222', '41', '411']);
  });

  it("needs 1222 to see a role's codes", async () => {
    const op = await newOperator({ codes: ['12', '1223'] });
    const c = await signIn(server, op);
    expect(code(await c.call('admin/roleMenu', {}))).toBe(OK);
    expect(code(await c.call('admin/roleMenu', { role_id: merchant.adminRoleId }))).toBe('SCM40301');
  });
});

describe('oper/ calls', () => {
  it('urmOperQueryAllRole marks the role of the operator asked about', async () => {
    const role = await createRole(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['41'] });
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, roleId: role });
    const r = await admin.call('oper/urmOperQueryAllRole', { oper_id: op.id });
    expect(code(r)).toBe(OK);
    expect(r.data.rows.filter((x: any) => x.selected === 'Y').map((x: any) => x.role_id)).toEqual([role]);
    const foreign = await admin.call('oper/urmOperQueryAllRole', { oper_id: other.admin.id });
    expect(code(foreign)).toBe('SCM40401');
  });

  it('famMeradmRoleSync gives the administrator role the codes of the area it lacks, for administrators only', async () => {
    await server.db.query(`delete from role_permissions where role_id = $1 and code in ('5', '6')`, [
      merchant.adminRoleId,
    ]);
    const r = await admin.call('oper/famMeradmRoleSync');
    expect(code(r)).toBe(OK);
    expect(r.data.added_codes.split(',').sort()).toEqual(['5', '6']);
    expect(new Set(await roleCodes(merchant.adminRoleId))).toEqual(new Set(areaCodes('merchant')));
    const again = await admin.call('oper/famMeradmRoleSync');
    expect(again.data.added_codes).toBe('');

    const op = await newOperator({ codes: ['12', '1224'] });
    expect(code(await (await signIn(server, op)).call('oper/famMeradmRoleSync'))).toBe('SCM40301');
  });

  it('role management is closed to the group area', async () => {
    const group = await createGroupWithAdmin(server.db);
    const c = await signIn(server, group.admin);
    expect(code(await c.call('admin/rolePageList', {}))).toBe('SCM40301');
    expect(code(await c.call('admin/roleOperMenu'))).toBe(OK);
    const provider = await createServiceProviderWithAdmin(server.db);
    const p = await signIn(server, provider.admin);
    const tree = await p.call('admin/roleMenu', {});
    expect(new Set(treeCodes(tree.data.sections))).toEqual(new Set(areaCodes('service')));
  });
});
