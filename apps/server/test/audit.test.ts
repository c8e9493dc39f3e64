import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/modules/index.ts';
import { code, doorOf, macauYmd, OK, signIn } from './admin-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;
let org: CreatedOrg<'merchant'>;
let admin: TestClient;
const today = macauYmd();

beforeAll(async () => {
  server = await startTestServer();
  org = await createMerchantWithAdmin(server.db);
  admin = await signIn(server, org.admin);
});
afterAll(() => server?.close());

const query = (extra: Record<string, unknown> = {}) =>
  admin.call('admin/queryAuditLog', { start_date: today, end_date: today, page_size: 100, ...extra });

describe('audit log', () => {
  it('records sign-ins and failed sign-ins, filterable by result and login name', async () => {
    const wrong = await server.client().login(org.admin.loginName, 'Wrong2024pass', doorOf(org.admin));
    expect(code(wrong)).toBe('LOG10001');
    const fails = await query({ result: 'FAIL', login_name: org.admin.loginName });
    expect(code(fails)).toBe(OK);
    expect(fails.data.rows.map((r: any) => r.action)).toContain('login');
    expect(fails.data.rows.every((r: any) => r.result === 'FAIL')).toBe(true);
    const oks = await query({ result: 'OK', action: 'login' });
    expect(oks.data.rows.length).toBeGreaterThan(0);
    expect(oks.data.rows[0]).toMatchObject({ action_name: '登入', ip: '127.0.0.1' });
    expect(oks.data.rows[0].at).toMatch(/^\d{14}$/);
  });

  it('records operator and role changes and portal exports (setLogMod), in English too', async () => {
    const role = await admin.call('admin/roleAdd', { role_name: '審計角色', codes: ['41'] });
    expect(code(role)).toBe(OK);
    expect(code(await admin.call('admin/setLogMod', { action: 'export', target: 'refund_query' }))).toBe(OK);
    const en = await admin.call(
      'admin/queryAuditLog',
      { start_date: today, end_date: today, page_size: 100 },
      { lang: 'en' },
    );
    const names = en.data.rows.map((r: any) => r.action_name);
    expect(names).toEqual(expect.arrayContaining(['Role added', 'Export', 'Sign-in']));
    const roleRow = en.data.rows.find((r: any) => r.action === 'role_add');
    expect(JSON.parse(roleRow.detail)).toMatchObject({ codes: ['41'], role_id: role.data.role_id });
    expect(code(await admin.call('admin/setLogMod', { action: 'delete_everything', target: 'x' }))).toBe(
      'SCM40002',
    );
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++) await admin.call('admin/setLogMod', { action: 'print', target: `page-${i}` });
    const first = await query({ action: 'print', page_no: 1, page_size: 2 });
    const second = await query({ action: 'print', page_no: 2, page_size: 2 });
    expect(first.data.total).toBe(3);
    expect(first.data.rows.map((r: any) => r.target)).toEqual(['page-2', 'page-1']);
    expect(second.data.rows.map((r: any) => r.target)).toEqual(['page-0']);
  });

  it('has no path that edits or deletes an entry', () => {
    const auditPaths = allEndpoints.filter((e) => /auditlog|logmod/i.test(e.path));
    expect(auditPaths.map((e) => e.path).sort()).toEqual(['admin/queryAuditLog', 'admin/setLogMod']);
    expect(auditPaths.find((e) => e.path === 'admin/queryAuditLog')?.mutates).toBe(false);
    // Nor any statement of the server: the table is append-only. The one exception is the retention job
    // (issue 18), which deletes only rows past the retention it has just archived to the file store.
    const src = path.resolve(import.meta.dirname, '../src');
    const retention = fs.readFileSync(path.join(src, 'modules/audit/retention.ts'), 'utf8');
    expect(retention.indexOf('archive/audit/')).toBeGreaterThan(0);
    expect(retention.indexOf('archive/audit/')).toBeLessThan(retention.indexOf('delete from audit_log'));
    const offending = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && f.split(path.sep).join('/') !== 'modules/audit/retention.ts')
      .filter((f) =>
        /(update\s+audit_log|delete\s+from\s+audit_log|truncate\s+audit_log)/i.test(
          fs.readFileSync(path.join(src, f), 'utf8'),
        ),
      );
    expect(offending).toEqual([]);
  });
});
