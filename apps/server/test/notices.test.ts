import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { seedAdministration } from '../src/modules/merchant/seed.ts';
import { BulletinInputError, parsePublishArgs, publishBulletin } from '../src/modules/notices/publish.ts';
import { DEMO_BULLETINS } from '../src/modules/notices/seed.ts';
import { code, OK, signIn, smsCodeTo } from './admin-helpers.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { templateDir } from './template.ts';
import type { TestClient } from './test-client.ts';

const run = promisify(execFile);
let server: TestServer;
let merchant: CreatedOrg<'merchant'>;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await createMerchantWithAdmin(server.db);
  await seedAdministration(server.db, new Date());
  admin = await signIn(server, merchant.admin);
});
afterAll(() => server?.close());

const titles = (r: any) => r.data.rows.map((x: any) => x.title);

describe('bulletins', () => {
  it("lists the seeded bulletins newest first, in the caller's language", async () => {
    const zh = await admin.call('system/bulletinPageList', { page_no: 1, page_size: 50 });
    expect(code(zh)).toBe(OK);
    const seededZh: string[] = [...DEMO_BULLETINS]
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .map((b) => b.titleZh);
    expect(titles(zh).filter((t: string) => seededZh.includes(t))).toEqual(seededZh);
    const en = await admin.call('system/bulletinPageList', { page_size: 50 }, { lang: 'en' });
    expect(titles(en)).toEqual(expect.arrayContaining(DEMO_BULLETINS.map((b) => b.titleEn)));
    const recent = await admin.call('system/bulletinRecentPublish', { limit: 2 });
    expect(recent.data.rows).toHaveLength(2);
    expect(recent.data.rows[0].title).toBe(titles(zh)[0]);
  });

  it('publishes through the provider command to the audience it names, and not before its time', async () => {
    const now = new Date();
    const forAll = await publishBulletin(server.db, { title: `全體公告${uniq()}`, body: '內容' }, now);
    const forProviders = await publishBulletin(
      server.db,
      { title: `服務商公告${uniq()}`, body: '只給服務商', audience: ['service'] },
      now,
    );
    const later = await publishBulletin(
      server.db,
      { title: `明日公告${uniq()}`, body: '尚未發佈', at: new Date(now.getTime() + 86_400_000) },
      now,
    );
    const seen = (await admin.call('system/bulletinPageList', { page_size: 100 })).data.rows.map(
      (x: any) => x.bulletin_id,
    );
    expect(seen).toContain(forAll);
    expect(seen).not.toContain(forProviders);
    expect(seen).not.toContain(later);
    expect(code(await admin.call('system/bulletinDetail', { bulletin_id: forProviders }))).toBe('SCM40401');

    const provider = await createServiceProviderWithAdmin(server.db);
    const p = await signIn(server, provider.admin);
    const providerSees = (await p.call('system/bulletinPageList', { page_size: 100 })).data.rows;
    expect(providerSees.map((x: any) => x.bulletin_id)).toContain(forProviders);
  });

  it('refuses bad bulletins with catalogue codes', async () => {
    const now = new Date();
    await expect(publishBulletin(server.db, { title: '', body: 'x' }, now)).rejects.toMatchObject({
      code: 'VAL10001',
    });
    await expect(publishBulletin(server.db, { title: "It's <b>", body: 'x' }, now)).rejects.toMatchObject({
      code: 'VAL10007',
    });
    await expect(
      publishBulletin(server.db, { title: 't', body: 'x'.repeat(5001) }, now),
    ).rejects.toBeInstanceOf(BulletinInputError);
    await expect(
      publishBulletin(server.db, { title: 't', body: 'x', audience: ['everyone'] }, now),
    ).rejects.toMatchObject({ code: 'VAL10037' });
    expect(parsePublishArgs(['--title', 'A', '--body=B', '--audience', 'merchant,group'])).toMatchObject({
      title: 'A',
      body: 'B',
      audience: ['merchant', 'group'],
    });
    expect(() => parsePublishArgs(['--titel', 'A'])).toThrow(/Unknown option/);
    expect(() => parsePublishArgs(['--at', 'yesterday'])).toThrow(/ISO instant/);
  });

  it('opening a bulletin marks it read; mark-all clears the badge', async () => {
    const c = await signIn(server, (await createMerchantWithAdmin(server.db)).admin);
    const before = await c.call('system/unreadList');
    expect(code(before)).toBe(OK);
    expect(before.data.bulletin_unread).toBeGreaterThanOrEqual(DEMO_BULLETINS.length);
    const first = before.data.rows.find((r: any) => r.kind === 'BULLETIN');
    const detail = await c.call('system/bulletinDetail', { bulletin_id: first.id });
    expect(code(detail)).toBe(OK);
    expect(detail.data.body.length).toBeGreaterThan(0);
    const after = await c.call('system/unreadList');
    expect(after.data.bulletin_unread).toBe(before.data.bulletin_unread - 1);
    const page = await c.call('system/bulletinPageList', { page_size: 100 });
    expect(page.data.rows.find((r: any) => r.bulletin_id === first.id).read).toBe('Y');

    const all = await c.call('system/markRead', { kind: 'BULLETIN', all: 'Y' });
    expect(all.data.marked).toBe(after.data.bulletin_unread);
    expect((await c.call('system/unreadList')).data.bulletin_unread).toBe(0);
    expect(code(await c.call('system/markRead', { kind: 'BULLETIN' }))).toBe('VAL10001');
  });
});

describe('mail', () => {
  it("a security change lands in the administrators' mailbox, unread, with the header count", async () => {
    const org = await createMerchantWithAdmin(server.db);
    const c = await signIn(server, org.admin);
    const before = (await c.call('system/unreadList')).data;
    await c.call('meradm/resetMerKeySendSms');
    const sms = await smsCodeTo(server.db, org.admin.phoneArea, org.admin.phone);
    expect(code(await c.call('meradm/resetMerKey', { sms_code: sms }))).toBe(OK);

    const unread = (await c.call('system/unreadList')).data;
    expect(unread.mail_unread).toBe(before.mail_unread + 1);
    expect(unread.unread_count).toBe(unread.mail_unread + unread.bulletin_unread);
    const list = await c.call('system/noticeList', { read: 'N' });
    expect(list.data.rows[0]).toMatchObject({ category: 'SECURITY', category_name: '安全通知', read: 'N' });
    const id = list.data.rows[0].notify_id;
    const en = await c.call('system/notifyDetail', { notify_id: id }, { lang: 'en' });
    expect(en.data.subject).toBe('Security change: signing key reset');
    expect(en.data.read_at).toMatch(/^\d{14}$/);
    expect((await c.call('system/unreadList')).data.mail_unread).toBe(before.mail_unread);
    expect(
      (await c.call('system/noticeList', { read: 'Y' })).data.rows.map((r: any) => r.notify_id),
    ).toContain(id);

    // Another operator's mail is a mail that does not exist.
    const theirs = await admin.call('system/notifyDetail', { notify_id: id });
    const none = await admin.call('system/notifyDetail', { notify_id: '999999999' });
    expect(code(theirs)).toBe('SCM40401');
    expect(theirs.gda).toEqual(none.gda);
  });

  it('needs code 14 in the merchant area and none in the group area', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['11'] });
    expect(code(await (await signIn(server, op)).call('system/unreadList'))).toBe('SCM40301');
    const group = await createGroupWithAdmin(server.db);
    expect(code(await (await signIn(server, group.admin)).call('system/unreadList'))).toBe(OK);
  });
});

describe('the publish-bulletin command', () => {
  it('publishes into the configured database', async () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    let dir: string | null = null;
    if (process.env.DATABASE_URL) {
      env.DATABASE_URL = server.config.databaseUrl ?? '';
      env.DATABASE_SCHEMA = server.config.databaseSchema ?? '';
    } else {
      // The running test server holds its embedded database: the command gets a copy of the template.
      dir = path.join(inject('mpRun').runDir, `publish-${uniq()}`);
      fs.cpSync(await templateDir(inject('mpRun')), dir, {
        recursive: true,
        filter: (src) => path.basename(src) !== '.lock',
      });
      env.DATA_DIR = dir;
    }
    const title = `命令發佈${uniq()}`;
    const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');
    const out = await run(
      tsx,
      [
        'src/modules/notices/publish.ts',
        '--title',
        title,
        '--body',
        '由命令發佈的內容',
        '--title-en',
        'By command',
      ],
      { cwd: serverDir, env },
    );
    expect(out.stdout).toMatch(/^Published bulletin \d+/);
    const bad = await run(tsx, ['src/modules/notices/publish.ts', '--title', "x'y", '--body', 'b'], {
      cwd: serverDir,
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(2);

    const db = dir ? await openDb({ dataDir: dir, databaseUrl: null, databaseSchema: null }) : server.db;
    try {
      const r = await db.query('select title_en, audience from bulletins where title_zh = $1', [title]);
      expect(r.rows).toEqual([{ title_en: 'By command', audience: 'merchant,service,group' }]);
    } finally {
      if (dir) {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});
