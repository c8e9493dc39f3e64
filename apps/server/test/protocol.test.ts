import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { TEST_WRITE_ACTION, testCbEndpoints, testEndpoints } from './test-endpoints.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    deps: { extraEndpoints: testEndpoints, extraCbEndpoints: testCbEndpoints },
  });
});
afterAll(async () => {
  await server?.close();
});

const writes = async () =>
  Number(
    (
      await server.db.query<{ n: string }>('select count(*) n from audit_log where action = $1', [
        TEST_WRITE_ACTION,
      ])
    ).rows[0].n,
  );

describe('the classic envelope', () => {
  it('round-trips a body and seals the answer for this session only', async () => {
    const c = server.client();
    const r = await c.call('test/echo', { text: '你好 MOP', n: 3 });
    expect(r.status).toBe(200);
    expect(r.gda).toEqual({ msg_cd: 'SCM00000', msg_inf: '成功' });
    expect(r.raw.enc_sts).toBe('1');
    expect(r.raw.t).toBe((await c.encryption()).sid);
    expect(r.raw.data).toBeUndefined();
    expect(JSON.stringify(r.raw)).not.toContain('你好');
    expect(r.data).toEqual({ text: '你好 MOP', n: 3, oper_id: '', org_kind: '' });
  });

  it('reads typed fields of a plain (pre-key) call from the form', async () => {
    const c = server.client();
    const r = await c.call('test/plain', { x: 7, label: 'a' });
    expect(r.raw).toMatchObject({ enc_sts: '0', data: { x: 7, label: 'a' } });
    expect((await c.call('test/plain', { x: 'seven' })).gda.msg_cd).toBe('SCM40002');
  });

  it('serves an endpoint only under its own prefix', async () => {
    const c = server.client();
    expect((await c.call('/syf-mms/sys-mms-query/test/q')).data).toEqual({ prefix: 'query' });
    const wrong = await c.post('/syf-mms/sys-mms/test/q', await c.seal({}));
    expect(wrong.status).toBe(404);
    expect(wrong.json.gda.msg_cd).toBe('SCM40402');
  });
});

describe('malformed requests get a catalogue code, never a 500, and write nothing', () => {
  const url = '/syf-mms/sys-mms/test/write';

  it('refuses every malformed shape with its code', async () => {
    const c = server.client();
    const before = await writes();
    const good = await c.seal({ marker: 'x' });
    const cases: Array<
      [string, Record<string, string> | string | undefined, Record<string, string>, number, string]
    > = [
      ['JSON body', JSON.stringify(good), { 'content-type': 'application/json' }, 415, 'SCM40007'],
      ['broken JSON', '{"t":', { 'content-type': 'application/json' }, 415, 'SCM40007'],
      ['empty JSON', '', { 'content-type': 'application/json' }, 415, 'SCM40007'],
      ['text body', 'hello', { 'content-type': 'text/plain' }, 415, 'SCM40007'],
      [
        'multipart body',
        '--b\r\nContent-Disposition: form-data; name="t"\r\n\r\nx\r\n--b--\r\n',
        { 'content-type': 'multipart/form-data; boundary=b' },
        415,
        'SCM40007',
      ],
      ['no body', undefined, {}, 400, 'SCM40001'],
      ['missing d', { t: good.t, enter: 'PC' }, {}, 400, 'SCM40001'],
      ['missing t', { d: good.d, enter: 'PC' }, {}, 400, 'SCM40001'],
      ['wrong enter', { ...good, enter: 'APP' }, {}, 400, 'SCM40001'],
      ['missing enter', { t: good.t, d: good.d }, {}, 400, 'SCM40001'],
      ['extra field', { ...good, x: '1' }, {}, 400, 'SCM40001'],
      [
        'repeated field',
        `t=${encodeURIComponent(good.t)}&d=1&d=2&enter=PC`,
        { 'content-type': 'application/x-www-form-urlencoded' },
        400,
        'SCM40001',
      ],
      ['garbage d', { ...good, d: 'garbage' }, {}, 200, 'SCM40003'],
      ['garbage t', { ...good, t: 'AAAA' }, {}, 200, 'SCM40003'],
      ['oversize', { ...good, d: 'A'.repeat(300 * 1024) }, {}, 413, 'SCM40006'],
    ];
    for (const [name, body, headers, status, code] of cases) {
      const r = await c.post(url, body, headers);
      expect({ name, status: r.status, code: r.json?.gda?.msg_cd, enc: r.json?.enc_sts }).toEqual({
        name,
        status,
        code,
        enc: '0',
      });
      expect(r.text).not.toMatch(/stack|at .*\.ts|Error:/);
    }
    expect(await writes()).toBe(before);
    expect((await c.call('test/write', { marker: 'ok' })).gda.msg_cd).toBe('SCM00000');
    expect(await writes()).toBe(before + 1);
  });

  it('names the field of a body that fails its schema', async () => {
    const c = server.client();
    const before = await writes();
    const wrongType = await c.call('test/write', { marker: 5 });
    expect(wrongType.gda.msg_cd).toBe('SCM40002');
    expect(wrongType.gda.msg_inf).toContain('marker');
    const unknown = await c.call('test/write', { marker: 'a', sneaky: 'b' });
    expect(unknown.gda.msg_cd).toBe('SCM40002');
    expect(unknown.gda.msg_inf).toContain('sneaky');
    const tooLong = await c.call('test/write', { marker: 'x'.repeat(65) });
    expect(tooLong.gda.msg_cd).toBe('SCM40002');
    const missing = await c.call('test/write', {}, { lang: 'en' });
    expect(missing.gda).toEqual({
      msg_cd: 'SCM40002',
      msg_inf: 'A field is missing or has the wrong type. (marker)',
    });
    expect(await writes()).toBe(before);
  });
});

describe('replay protection', () => {
  it('refuses a body sent twice', async () => {
    const c = server.client();
    const before = await writes();
    const fields = await c.seal({ marker: 'once' });
    const first = await c.post('test/write', fields);
    const second = await c.post('test/write', fields);
    expect(first.json.gda.msg_cd).toBe('SCM00000');
    expect(second.json.gda.msg_cd).toBe('SCM40004');
    expect(await writes()).toBe(before + 1);
  });

  it('refuses a body whose time stamp is more than 5 minutes off, either way', async () => {
    const c = server.client();
    const minute = 60_000;
    expect((await c.call('test/echo', { text: 'old' }, { now: Date.now() - 6 * minute })).gda.msg_cd).toBe(
      'SCM40004',
    );
    expect((await c.call('test/echo', { text: 'future' }, { now: Date.now() + 6 * minute })).gda.msg_cd).toBe(
      'SCM40004',
    );
    expect((await c.call('test/echo', { text: 'late' }, { now: Date.now() - 4 * minute })).gda.msg_cd).toBe(
      'SCM00000',
    );
  });

  it("refuses another session's body under this session's t", async () => {
    const a = server.client();
    const b = server.client();
    const fromB = await b.seal({ text: 'b' });
    const r = await a.post('test/echo', { ...fromB, t: (await a.encryption()).t });
    expect(r.json.gda.msg_cd).toBe('SCM40003');
  });
});

describe('unknown paths and failures', () => {
  it('answers SCM40402 with HTTP 404 for an unknown API path, in either method', async () => {
    const c = server.client();
    const post = await c.post('/syf-mms/sys-mms/nope/nothing', await c.seal({}));
    expect(post.status).toBe(404);
    expect(post.json.gda.msg_cd).toBe('SCM40402');
    const get = await fetch(`${server.url}/syf-mms/sys-mms/admin/login`);
    expect(get.status).toBe(404);
    expect((await get.json()).gda.msg_cd).toBe('SCM40402');
  });

  it('answers an unexpected failure with SCM50000 and no detail', async () => {
    const c = server.client();
    const r = await c.call('test/boom', {}, { lang: 'en' });
    expect(r.status).toBe(500);
    expect(r.gda).toEqual({ msg_cd: 'SCM50000', msg_inf: 'The system is busy. Please try again later.' });
    expect(JSON.stringify(r.raw)).not.toContain('secret detail');
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rate-limits an endpoint per client address with SCM40008', async () => {
    const c = server.client();
    const codes: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await c.call('test/limited');
      codes.push(r.gda.msg_cd);
      statuses.push(r.status);
    }
    expect(codes).toEqual(['SCM00000', 'SCM00000', 'SCM00000', 'SCM40008']);
    expect(statuses[3]).toBe(429);
    // Other endpoints are not affected.
    expect((await c.call('test/echo', { text: 'still fine' })).gda.msg_cd).toBe('SCM00000');
  });
});
