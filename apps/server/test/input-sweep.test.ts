import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  addDaysYmd,
  CB_CODES,
  isMsgCode,
  isSuccess,
  isYmd,
  type PublicKeys,
  type SecretType,
  todayYmd,
  webPrimitives,
} from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import { utf8 } from '@mp/core/envelope/bytes';
import { deriveCipherKey, sealBytes } from '@mp/core/envelope/cipher';
import { wrapKey } from '@mp/core/envelope/wrapped-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../src/app.ts';
import { DEMO_PAY_PASSWORD } from '../src/db/seed/accounts.ts';
import type { Db } from '../src/db/types.ts';
import { classicUrl } from '../src/http/classic-route.ts';
import type { EndpointDef } from '../src/http/endpoint.ts';
import { CB_PREFIX, type CbEndpointDef, cbEndpoint } from '../src/http/gateway.ts';
import { createLogger } from '../src/http/request-log.ts';
import type { CallContext } from '../src/kernel/context.ts';
import { AppError } from '../src/kernel/errors.ts';
import { allCbEndpoints, allEndpoints } from '../src/modules/index.ts';
import { type ChangeLog, installChangeLog } from './change-log.ts';
import { signIn } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { PostResult, TestClient } from './test-client.ts';

/**
 * The bad-input sweep: every endpoint of the registry, called by an operator who may call it, with bodies
 * derived from its zod schema that are wrong in one way each (a field of the wrong type, too long, with
 * control characters, NUL or a lone surrogate, a broken date or amount; an unknown field, an empty body,
 * a body that is not a JSON object), then the envelope itself broken (no t or d, d not base64 or
 * decrypting to garbage, a wrong enter marker, a body over the limit). Every answer must be a catalogue
 * code that is neither success nor a system error, no error may reach the log, and the database must be
 * exactly as before. Permissions and tenants are access-sweep.test.ts's subject, not this file's.
 *
 * The server trusts X-Forwarded-For here and each call comes from an address of its own, so that the
 * per-address rate limits of the sign-in and SMS calls (tested in their own files) do not turn the
 * sweep's calls into SCM40008 before their bodies are read.
 */

const SYSTEM = /^SCM5/;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const OVERLONG = 'x'.repeat(10_000);

// ---------------------------------------------------------------------------------------------------
// The schema as JSON Schema (zod's own export, input side): what each field is.

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

interface Field {
  name: string;
  js: JsonSchema;
  required: boolean;
  /** The field's own zod schema, to check a generated value. */
  zod: z.ZodType;
}

function fieldsOf(schema: z.ZodType): Field[] {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(js.properties ?? {}).map(([name, f]) => ({
    name,
    js: f,
    required: (js.required ?? []).includes(name) && f.default === undefined,
    zod: shape[name],
  }));
}

/** The richest alternative of a union ('' or an enum: the enum). */
function main(js: JsonSchema): JsonSchema {
  if (!js.anyOf) return js;
  return js.anyOf.find((o) => o.enum || o.pattern) ?? js.anyOf.find((o) => o.const === undefined) ?? js;
}

const isDate = (f: Field) => /date$/.test(f.name) && main(f.js).type === 'string';
const isMoney = (f: Field) => /amount|amt|_min$|_max$/.test(f.name) && main(f.js).type === 'string';

// ---------------------------------------------------------------------------------------------------
// A valid body for each endpoint: the bad bodies differ from it in one place, so each reaches as far as
// its own fault lets it. Real rows of the demo merchant where a field names one.

interface Known {
  merNo: string;
  txnNo: string;
  refundNo: string;
  paymentNo: string;
  storeId: string;
  roleId: string;
  operId: string;
  cashierId: string;
  bulletinId: string;
  notifyId: string;
}

/** A classic or gateway endpoint: what the bodies are derived from. */
type Schemed = Pick<EndpointDef, 'request'>;

const yesterday = () => addDaysYmd(todayYmd(new Date()), -1) as string;
const hex = (n: number) => randomBytes(n).toString('hex');

function goodValue(f: Field, k: Known): unknown {
  const byName: Record<string, () => unknown> = {
    txn_no: () => k.txnNo,
    refund_no: () => k.refundNo,
    payment_no: () => k.paymentNo,
    store_id: () => k.storeId,
    store_ids: () => [k.storeId],
    role_id: () => k.roleId,
    oper_id: () => k.operId,
    cashier_id: () => k.cashierId,
    bulletin_id: () => k.bulletinId,
    notify_id: () => k.notifyId,
    mer_no: () => k.merNo,
    amount: () => '1',
    pay_password: () => DEMO_PAY_PASSWORD,
    client_key: () => hex(16),
    login_name: () => `nosuch${hex(3)}`,
    user_name: () => `cash${hex(4)}`,
    password: () => 'Passw0rd2024',
    old_password: () => 'Wrong0ld2024',
    new_password: () => 'Passw0rd2025',
    confirm_password: () => 'Passw0rd2025',
    new_pay_password: () => '246802',
    confirm_pay_password: () => '246802',
    login_salt: () => hex(16),
    oper_salt: () => hex(16),
    reset_token: () => hex(32),
    sms_code: () => '123456',
    otp_code: () => '123456',
    enrol_token: () => hex(16),
    old_sms_code: () => '123456',
    new_sms_code: () => '123456',
    mobile: () => '66123456',
    phone: () => '66123457',
    email: () => 'sweep@example.com',
    name: () => 'Sweep',
    role_name: () => `role${hex(3)}`,
    page_key: () => 'collection',
    query: () => 'start_date=20260101',
    preset_id: () => '999999999',
    source: () => 'payments',
    sign_key: () => 'A1'.repeat(16),
    async_notify_url: () => 'https://example.com/notify',
    page_notify_url: () => 'https://example.com/page',
    cert_content: () => 'not a certificate',
    session_no: () => hex(8),
    target: () => 'sweep',
    captcha_key: () => hex(8),
    basic_functions: () => ['collect'],
    mcc: () => '5812',
    product_code: () => 'WECHAT_QR',
    bill_nos: () => ['FB0000000000'],
    change_no: () => 'BC2020010100000000',
    scopes: () => ['BALANCE'],
  };
  const candidates: unknown[] = [];
  if (byName[f.name]) candidates.push(byName[f.name]());
  if (isDate(f)) candidates.push(yesterday());
  const m = main(f.js);
  if (m.enum) candidates.push(m.enum[0]);
  if (m.const !== undefined) candidates.push(m.const);
  if (m.pattern) candidates.push('1');
  if (m.type === 'integer' || m.type === 'number') candidates.push(f.js.default ?? m.minimum ?? 1);
  if (m.type === 'array') candidates.push([]);
  const item = m.type === 'array' && m.items ? main(m.items as Field['js']) : undefined;
  if (item?.enum) candidates.push([item.enum[0]]);
  if (m.type === 'object') candidates.push({});
  if (m.type === 'boolean') candidates.push(false);
  candidates.push('abc123');
  return candidates.find((v) => f.zod.safeParse(v).success);
}

function baseBody(def: Schemed, k: Known): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fieldsOf(def.request)) if (f.required) body[f.name] = goodValue(f, k);
  return body;
}

// ---------------------------------------------------------------------------------------------------
// The bad bodies.

interface Case {
  label: string;
  body: Record<string, unknown>;
}

/** Wrong values of one field, by what the field is. */
function badValues(f: Field): Array<[string, unknown]> {
  const m = main(f.js);
  const out: Array<[string, unknown]> = [
    ['object', { a: 1 }],
    ['array', ['x']],
    ['null', null],
  ];
  if (m.type === 'string') {
    out.push(
      ['number', 12345],
      ['boolean', true],
      ['10 000 chars', OVERLONG],
      ['NUL byte', 'a\u0000b'],
      ['control characters', 'a\u0007\u001b[2Jb'],
      ['lone high surrogate', 'a\ud800b'],
      ['lone low surrogate', 'a\udfffb'],
    );
    if (m.enum) {
      out.push(['value outside the enum', 'NOPE']);
      const first = String(m.enum[0]);
      const flipped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
      if (flipped !== first) out.push(['enum value in the other case', flipped]);
    }
    if (m.pattern) out.push(['letters for digits', 'abc'], ['19 digits', '1'.repeat(19)], ['negative', '-1']);
  }
  if (m.type === 'integer' || m.type === 'number') {
    out.push(
      ['digits as a string', '1'],
      ['fraction', 1.5],
      ['negative', -1],
      ['1e21', 1e21],
      ['above the maximum', (m.maximum ?? 1e9) + 1],
    );
  }
  if (m.type === 'array') {
    out.push(
      ['string', 'x'],
      ['element of the wrong type', [123]],
      ['NUL in an element', ['a\u0000b']],
      ['more items than allowed', Array.from({ length: (m.maxItems ?? 1000) + 1 }, () => '1')],
    );
  }
  if (m.type === 'object') {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 200; i++) at = at.a = {} as Record<string, unknown>;
    out.push(
      ['string', 'x'],
      ['number', 7],
      ['NUL in a value', { start_date: 'a\u0000b' }],
      ['nested 200 deep', deep],
      ['own __proto__ key', JSON.parse('{"__proto__":{"polluted":"yes"}}')],
      ['2 000 keys', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 'v']))],
    );
  }
  if (isDate(f)) {
    out.push(
      ['month 13 day 99', '20261399'],
      ['dashed date', '2026-11-22'],
      ['empty date', ''],
      ['30 February', '20260230'],
      ['7 digits', '2026112'],
    );
    if ((m.maxLength ?? 0) >= 14) out.push(['hour 25', `${yesterday()}250000`]);
  }
  if (isMoney(f)) {
    out.push(
      ['negative amount', '-1'],
      ['negative cents', '-0.01'],
      ['over-precise amount', '1.005'],
      ['exponent', '1e3'],
      ['NaN', 'NaN'],
      ['hex', '0x10'],
      ['digits beyond any amount', '9'.repeat(m.maxLength ?? 20)],
    );
  }
  return out;
}

const WRONG_TYPES = ['object', 'array', 'null', 'number', 'boolean'];

/**
 * Whether a bad value stays bad when its field travels as form or query text (the pre-key calls, gateway
 * GETs): there a number is written in digits and any value of a text field is text, and URL encoding
 * (UTF-8) cannot carry a lone surrogate.
 */
function expressibleAsText(f: Field, what: string): boolean {
  if (what === 'digits as a string' || what.startsWith('lone ')) return false;
  return main(f.js).type !== 'string' || !WRONG_TYPES.includes(what);
}

/** The bad bodies of an endpoint; `textOnly` when its fields travel as text (expressibleAsText). */
function casesOf(def: Schemed, k: Known, textOnly = false): Case[] {
  const cases: Case[] = [];
  for (const f of fieldsOf(def.request)) {
    for (const [what, value] of badValues(f)) {
      if (textOnly && !expressibleAsText(f, what)) continue;
      cases.push({ label: `${f.name}: ${what}`, body: { ...baseBody(def, k), [f.name]: value } });
    }
    if (f.required) {
      const body = baseBody(def, k);
      delete body[f.name];
      cases.push({ label: `${f.name}: missing`, body });
    }
  }
  cases.push({ label: 'unknown extra field', body: { ...baseBody(def, k), sweep_extra: '1' } });
  cases.push({
    label: 'own __proto__ field',
    body: Object.assign(JSON.parse('{"__proto__":{"polluted":"yes"}}'), baseBody(def, k)),
  });
  // An empty body is only bad where the schema wants a field (logout and the like take none).
  if (!def.request.safeParse({}).success) cases.push({ label: 'empty body', body: {} });
  return cases;
}

// ---------------------------------------------------------------------------------------------------
// Gateway endpoints of this sweep's own, one of each shape the gateway serves (sealed POST of a session,
// plain POST, GET with query fields), while the product registers none: strict, bounded schemas as the
// modules write them, and a handler that checks its date and takes its text to the database.

const SweepCbReq = z
  .object({
    start_date: z.string().max(8),
    mer_no: z.string().max(32).optional(),
    page_no: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

async function sweepCbHandler(ctx: CallContext, body: z.infer<typeof SweepCbReq>) {
  if (!isYmd(body.start_date)) throw new AppError('VAL10013', 'start_date');
  await ctx.db.query('select count(*) from merchants where mer_no = $1', [body.mer_no ?? '']);
  return { page_no: body.page_no };
}

const sweepCbEndpoints: CbEndpointDef[] = [
  cbEndpoint({
    path: 'sweep/sealed',
    access: 'session',
    mutates: true,
    schema: SweepCbReq,
    summary: 'Input sweep: sealed POST',
    handler: sweepCbHandler,
  }),
  cbEndpoint({
    path: 'sweep/plain',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: SweepCbReq,
    summary: 'Input sweep: plain POST',
    handler: sweepCbHandler,
  }),
  cbEndpoint({
    path: 'sweep/get',
    method: 'GET',
    access: 'session',
    mutates: false,
    schema: SweepCbReq,
    summary: 'Input sweep: GET',
    handler: sweepCbHandler,
  }),
];

// ---------------------------------------------------------------------------------------------------
// The world: one server, the demo organisations' administrators signed in.

let server: TestServer;
let db: Db;
let known: Known;
const clients = {} as Record<OrgKind | 'public', TestClient>;
const logged: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) logged.push(JSON.parse(line));
    done();
  },
});

let ipCounter = 0;
/** A new client address for each call (see the file's comment). */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function one(sql: string, params: unknown[] = []): Promise<string> {
  const r = await db.query<{ v: string }>(sql, params);
  if (!r.rows[0]) throw new Error(`no row: ${sql}`);
  return String(r.rows[0].v);
}

async function operatorId(loginName: string): Promise<string> {
  return one('select id as v from operators where login_name = $1', [loginName]);
}

/** The client of the area allowed to call an endpoint: the merchant's where it may. */
function clientFor(def: Pick<EndpointDef, 'access' | 'areas'>): TestClient {
  if (def.access === 'public') return clients.public;
  const areas = def.areas ?? ['merchant', 'service', 'group'];
  const area = (['merchant', 'service', 'group'] as const).find((a) => areas.includes(a));
  return clients[area ?? 'merchant'];
}

// What a case wrote (test/change-log.ts). Sessions (last seen) and the audit log (a refused call may be
// recorded) are left out.
// payer_lookups: the public payment look-up records every attempt, good or bad (its limits per address and
// day count them, issue 28).
const IGNORED = new Set(['sessions', 'audit_log', 'payer_lookups']);
let changes: ChangeLog;
const changedSince = (mark: number) => changes.tablesSince(mark, IGNORED);

beforeAll(async () => {
  server = await startTestServer({
    env: {
      trustProxy: { hops: 1 },
      exportJobs: false,
      billJob: false,
      simRate: 0,
      settlementJob: false,
      paynetFailRate: 0,
    },
    deps: { logger: createLogger('warn', sink), extraCbEndpoints: sweepCbEndpoints },
  });
  db = server.db;
  const merchantId = await one(`select id as v from merchants where mer_no = 'M10000000001'`);
  known = {
    merNo: 'M10000000001',
    txnNo: await one(
      `select txn_no as v from transactions where merchant_id = $1 and txn_type = 'SPEND'
          and result = 'SUCCESS' and refunded_amount = 0 order by created_at desc limit 1`,
      [merchantId],
    ),
    refundNo: await one('select refund_no as v from refunds where merchant_id = $1 limit 1', [merchantId]),
    paymentNo: await one('select payment_no as v from payments where merchant_id = $1 limit 1', [merchantId]),
    storeId: await one('select id as v from stores where merchant_id = $1 order by id limit 1', [merchantId]),
    roleId: await one(
      `select id as v from roles where org_kind = 'merchant' and org_id = $1 and not is_admin order by id limit 1`,
      [merchantId],
    ),
    operId: await operatorId('demo_operator'),
    cashierId: await operatorId('demo_cashier'),
    bulletinId: await one('select id as v from bulletins order by id limit 1'),
    notifyId: await one('select id as v from notify_mails where operator_id = $1 order by id limit 1', [
      await operatorId('demo_merchant'),
    ]),
  };
  clients.public = server.client();
  for (const [area, login] of [
    ['merchant', 'demo_merchant'],
    ['service', 'demo_agent'],
    ['group', 'demo_group'],
  ] as const) {
    const c = server.client();
    await signIn(db, c, await operatorId(login));
    clients[area] = c;
  }
  changes = await installChangeLog(db);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------------------
// Judging an answer.

interface Answer {
  status: number;
  code: unknown;
  text: string;
}

/** Why an answer to bad input is wrong, or null when it is a plain catalogue refusal. */
function fault(a: Answer): string | null {
  if (a.status >= 500) return `HTTP ${a.status} ${String(a.code)}`;
  if (!isMsgCode(a.code)) return `no catalogue code (HTTP ${a.status}: ${a.text.slice(0, 120)})`;
  if (isSuccess(a.code)) return 'accepted (success)';
  if (SYSTEM.test(a.code)) return `system error ${a.code}`;
  if (/\bat .*\.(ts|js):\d+|stack/i.test(a.text)) return 'stack trace in the answer';
  return null;
}

/** The gateway's codes that are neither catalogue codes nor success: session expired, rate dialog. */
const CB_REFUSALS = new Set<string>([CB_CODES.SESSION_EXPIRED, CB_CODES.RATE_DIALOG]);

/** fault() for a gateway answer { code, message }: '0' and '90001' are its success codes. */
function cbFault(status: number, code: unknown): string | null {
  if (status >= 500) return `HTTP ${status} ${String(code)}`;
  if (code === CB_CODES.OK || code === CB_CODES.EXPORT_OK) return 'accepted (success)';
  if (typeof code === 'string' && CB_REFUSALS.has(code)) return null;
  if (!isMsgCode(code)) return `no catalogue code (HTTP ${status}: ${String(code)})`;
  if (isSuccess(code)) return 'accepted (success)';
  if (SYSTEM.test(code)) return `system error ${code}`;
  return null;
}

/** Errors the server logged since the last look (calls are sequential: they are the last batch's). */
async function takeLoggedErrors(): Promise<Record<string, any>[]> {
  await new Promise((resolve) => setImmediate(resolve));
  return logged.splice(0).filter((l) => l.level >= 50);
}

function answerOf(r: PostResult): Answer {
  return {
    status: r.status,
    code: r.json?.gda?.msg_cd,
    text: r.text,
  };
}

/** One sealed call as TestClient.call makes it, answered as sent (errors are never sealed). */
async function sealedCall(c: TestClient, def: EndpointDef, body: object): Promise<Answer> {
  const r = await c.call(classicUrl(def), body as Record<string, unknown>, {
    headers: { 'x-forwarded-for': nextIp() },
  });
  return {
    status: r.status,
    code: r.raw?.gda?.msg_cd,
    text: JSON.stringify(r.raw),
  };
}

/** A plain (pre-key) call: the body's fields in the form, non-strings JSON-encoded. */
async function plainCall(c: TestClient, def: EndpointDef, body: Record<string, unknown>): Promise<Answer> {
  // A form built field by field: a record would silently lose an own `__proto__` key.
  const form = new URLSearchParams({ enter: 'PC' });
  for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return answerOf(
    await c.post(classicUrl(def), form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextIp(),
    }),
  );
}

// A raw encryption session whose key the test holds, to seal plaintexts TestClient.seal cannot make.
interface RawSession {
  t: string;
  seal(plaintext: string | Uint8Array): Promise<string>;
}

async function rawSession(c: TestClient): Promise<RawSession> {
  const ip = { headers: { 'x-forwarded-for': nextIp() } };
  const flag = await c.call<{ secret_type: SecretType }>('secret/secretFlag', {}, ip);
  const keys = await c.call<PublicKeys>('admin/getRsaPublicKey', {}, ip);
  const k = webPrimitives.randomBytes(32);
  const t = await wrapKey(webPrimitives, flag.data.secret_type, keys.data, k);
  const key = await deriveCipherKey(webPrimitives, flag.data.secret_type, k);
  return {
    t,
    seal: (p) => sealBytes(webPrimitives, key, 'req', typeof p === 'string' ? utf8(p) : p),
  };
}

const plaintext = (body: unknown) => JSON.stringify({ ts: Date.now(), nonce: hex(16), body });

/** The field a nesting case fills: an object-typed one where the schema has it. */
function deepField(def: EndpointDef): string {
  const fields = fieldsOf(def.request);
  return (fields.find((f) => main(f.js).type === 'object') ?? fields[0])?.name ?? 'sweep_deep';
}

/** A plaintext whose field holds objects nested `depth` deep (text: JSON.stringify would overflow first). */
function deepPlaintext(base: Record<string, unknown>, field: string, depth: number): string {
  const marker = '"@@deep@@"';
  const text = JSON.stringify({ ts: Date.now(), nonce: hex(16), body: { ...base, [field]: '@@deep@@' } });
  return text.replace(marker, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

async function rawPost(
  c: TestClient,
  def: EndpointDef,
  body: Record<string, string> | string | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const h: Record<string, string> = { 'x-forwarded-for': nextIp(), ...headers };
  if (c.formToken) h.formToken = c.formToken;
  return answerOf(await c.post(classicUrl(def), body, h));
}

interface Finding {
  endpoint: string;
  label: string;
  problem: string;
}

function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.endpoint} [${f.label}]: ${f.problem}`).join('\n');
}

// ---------------------------------------------------------------------------------------------------

/** The classic endpoints: the gateway's (prefix crossborder) are swept by their own tests below. */
const classicEndpoints = allEndpoints.filter((e) => e.prefix !== 'crossborder');

/**
 * Endpoints whose valid body needs values this sweep cannot derive from field names (a document's hash
 * and language, quiz answers, a campaign's terms, a staff task's items): added this round (issues 27-29)
 * and not yet given a sample here, so their bad bodies start from an invalid base. A gap to close.
 */
const NO_SAMPLE_YET = new Set([
  'meradm/confirmMeragrSendMsg',
  'meradm/confirmMeragr',
  'meradm/merConfirmAgr',
  'meradm/merRiskConfirm',
  'face/fetchFaceOpenUrl',
  'face/faceDocumentsSubmit',
  'inspection/openTask',
  'promotion/create',
  'promotion/unionCreate',
  'train/quizSubmit',
]);

describe('bad bodies on every endpoint', () => {
  it('covers every endpoint with a body its schema accepts before breaking it', () => {
    expect(classicEndpoints.length).toBeGreaterThan(100);
    const unbuildable = classicEndpoints
      .filter((def) => !NO_SAMPLE_YET.has(def.path))
      .filter((def) => !def.request.safeParse(baseBody(def, known)).success)
      .map((def) => classicUrl(def));
    expect(unbuildable).toEqual([]);
  });

  it('answers each with a catalogue refusal, logs no error and changes nothing', async () => {
    const findings: Finding[] = [];
    let calls = 0;
    for (const def of classicEndpoints) {
      const name = classicUrl(def);
      const c = clientFor(def);
      const encrypted = def.encrypted !== false;
      const before = await changes.mark();
      const cases = casesOf(def, known, !encrypted);
      const raw = encrypted ? await rawSession(c) : null;
      const judge = (label: string, a: Answer) => {
        calls += 1;
        const problem = fault(a);
        if (problem) findings.push({ endpoint: name, label, problem });
      };
      for (const k of cases) {
        judge(k.label, encrypted ? await sealedCall(c, def, k.body) : await plainCall(c, def, k.body));
      }
      if (raw) {
        // Bodies TestClient cannot seal: not JSON, or JSON that is not an object.
        const base = baseBody(def, known);
        for (const [label, text] of [
          ['body not JSON', `{"ts":${Date.now()},"nonce":"${hex(16)}","body":{not json`],
          ['plaintext not UTF-8', new Uint8Array([0xff, 0xfe, 0xc3, 0x28])],
          ['body is an array', plaintext([base])],
          ['body is a string', plaintext('x')],
          ['body is null', plaintext(null)],
          [
            'plaintext with an extra member',
            JSON.stringify({ ts: Date.now(), nonce: hex(16), body: base, x: 1 }),
          ],
          [`${deepField(def)}: nested 20 000 deep`, deepPlaintext(base, deepField(def), 20_000)],
        ] as const) {
          judge(label, await rawPost(c, def, { t: raw.t, d: await raw.seal(text), enter: 'PC' }));
        }
      }
      for (const e of await takeLoggedErrors()) {
        findings.push({ endpoint: name, label: 'log', problem: `${e.msg}: ${e.err?.message ?? ''}` });
      }
      const changed = await changedSince(before);
      if (changed.length) findings.push({ endpoint: name, label: 'database', problem: `changed ${changed}` });
      // The operator is still signed in: a refused call ends no session.
      if (def.access !== 'public') {
        const alive = await c.call('admin/roleOperMenu', {}, { headers: { 'x-forwarded-for': nextIp() } });
        if (alive.gda.msg_cd !== 'SCM00000') {
          findings.push({ endpoint: name, label: 'session', problem: `ended: ${alive.gda.msg_cd}` });
        }
      }
    }
    console.info(`input sweep: ${classicEndpoints.length} endpoints, ${calls} calls`);
    expect(describeFindings(findings)).toBe('');
  }, 300_000);

  it('does the same on every cross-border gateway endpoint', async () => {
    // allCbEndpoints is empty until the crossborder module fills it; sweepCbEndpoints keep the path honest.
    const findings: Finding[] = [];
    let calls = 0;
    for (const def of [...allCbEndpoints, ...sweepCbEndpoints]) {
      const name = `${CB_PREFIX}${def.path}`;
      const c = clientFor(def);
      const before = await changes.mark();
      const textOnly = def.method === 'GET' || def.encrypted === false;
      for (const k of casesOf(def, known, textOnly)) {
        const r = await c.cb(def.path, k.body, {
          method: def.method,
          encrypted: def.encrypted !== false,
          headers: { 'x-forwarded-for': nextIp() },
        });
        calls += 1;
        const problem = cbFault(r.status, r.code);
        if (problem) findings.push({ endpoint: name, label: k.label, problem });
      }
      for (const e of await takeLoggedErrors()) {
        findings.push({ endpoint: name, label: 'log', problem: `${e.msg}: ${e.err?.message ?? ''}` });
      }
      const changed = await changedSince(before);
      if (changed.length) findings.push({ endpoint: name, label: 'database', problem: `changed ${changed}` });
    }
    expect(calls).toBeGreaterThan(0);
    expect(describeFindings(findings)).toBe('');
  });
});

describe('a broken envelope on every endpoint', () => {
  it('answers each broken gateway request with its protocol code', async () => {
    const findings: Finding[] = [];
    for (const def of [...allCbEndpoints, ...sweepCbEndpoints]) {
      if (def.method === 'GET' || def.encrypted === false) continue;
      const name = `${CB_PREFIX}${def.path}`;
      const c = clientFor(def);
      const { t } = await c.encryption();
      const good = await c.seal(baseBody(def, known));
      const post = async (body: string, headers: Record<string, string> = {}) => {
        const h: Record<string, string> = {
          'content-type': 'application/json',
          encryptInfo: t,
          sessionVersion: '1.0',
          'x-forwarded-for': nextIp(),
          ...headers,
        };
        if (c.formToken) h.formToken = c.formToken;
        const r = await c.post(name, body, h);
        return { status: r.status, code: r.json?.code };
      };
      const check = (label: string, want: string, a: { status: number; code: unknown }) => {
        const problem =
          cbFault(a.status, a.code) ?? (a.code === want ? null : `${String(a.code)} instead of ${want}`);
        if (problem) findings.push({ endpoint: name, label, problem });
      };
      const sealed = JSON.stringify({ req_data: good.d });
      check('req_data missing', 'SCM40001', await post('{}'));
      check('req_data not a string', 'SCM40001', await post('{"req_data":5}'));
      check('extra member', 'SCM40001', await post(JSON.stringify({ req_data: good.d, x: 1 })));
      check(
        '__proto__ member',
        'SCM40001',
        await post(`{"__proto__":{},"req_data":${JSON.stringify(good.d)}}`),
      );
      check('req_data garbage', 'SCM40003', await post('{"req_data":"garbage"}'));
      check('encryptInfo missing', 'SCM40001', await post(sealed, { encryptInfo: '' }));
      check('encryptInfo garbage', 'SCM40003', await post(sealed, { encryptInfo: 'AAAA' }));
      check('sessionVersion 2.0', 'SCM40001', await post(sealed, { sessionVersion: '2.0' }));
      check('broken JSON', 'SCM40001', await post('{"req_data":'));
      check('form body', 'SCM40007', await post(`req_data=${encodeURIComponent(good.d)}`, FORM));
      check(
        'body over the limit',
        'SCM40006',
        // An endpoint with a larger body (the trade-evidence upload) is over its own limit.
        await post(JSON.stringify({ req_data: 'A'.repeat(def.bodyLimit ?? BODY_LIMIT) })),
      );
    }
    for (const e of await takeLoggedErrors()) {
      findings.push({ endpoint: '-', label: 'log', problem: `${e.msg}: ${e.err?.message ?? ''}` });
    }
    expect(describeFindings(findings)).toBe('');
  });

  it('answers each with its protocol code, never a 500, and the server keeps serving', async () => {
    const findings: Finding[] = [];
    const before = await changes.mark();
    for (const def of classicEndpoints) {
      const name = classicUrl(def);
      const c = clientFor(def);
      const encrypted = def.encrypted !== false;
      const check = (label: string, want: string, a: Answer) => {
        const problem = fault(a) ?? (a.code === want ? null : `${String(a.code)} instead of ${want}`);
        if (problem) findings.push({ endpoint: name, label, problem });
      };
      // Over this endpoint's own limit (the upload calls take a larger one).
      const huge = 'A'.repeat((def.bodyLimit ?? BODY_LIMIT) + 1024);
      if (encrypted) {
        const good = await c.seal(baseBody(def, known));
        const raw = await rawSession(c);
        check('t missing', 'SCM40001', await rawPost(c, def, { d: good.d, enter: 'PC' }));
        check('d missing', 'SCM40001', await rawPost(c, def, { t: good.t, enter: 'PC' }));
        check('d empty', 'SCM40001', await rawPost(c, def, { ...good, d: '' }));
        check('d not base64', 'SCM40003', await rawPost(c, def, { ...good, d: '%%%not*base64%%%' }));
        check('t garbage', 'SCM40003', await rawPost(c, def, { ...good, t: 'AAAA' }));
        check(
          'd decrypts to garbage',
          'SCM40003',
          await rawPost(c, def, { t: raw.t, d: await raw.seal(randomBytes(64)), enter: 'PC' }),
        );
        check('d under another key', 'SCM40003', await rawPost(c, def, { ...good, t: raw.t }));
        check('enter APP', 'SCM40001', await rawPost(c, def, { ...good, enter: 'APP' }));
        check('enter missing', 'SCM40001', await rawPost(c, def, { t: good.t, d: good.d }));
        check('t over 2048 characters', 'SCM40003', await rawPost(c, def, { ...good, t: 'A'.repeat(4096) }));
        check('body over the limit', 'SCM40006', await rawPost(c, def, { ...good, d: huge }));
        const form = new URLSearchParams(good);
        form.append('__proto__', 'x');
        check('__proto__ form field', 'SCM40001', await rawPost(c, def, form.toString(), FORM));
      } else {
        check('enter APP', 'SCM40001', await rawPost(c, def, { enter: 'APP' }));
        check('body over the limit', 'SCM40006', await rawPost(c, def, { enter: 'PC', x: huge }));
        check('__proto__ form field', 'SCM40001', await rawPost(c, def, 'enter=PC&__proto__=x', FORM));
      }
      check('repeated field', 'SCM40001', await rawPost(c, def, 'enter=PC&enter=PC', FORM));
      check('JSON body', 'SCM40007', await rawPost(c, def, '{"t":', { 'content-type': 'application/json' }));
    }
    for (const e of await takeLoggedErrors()) {
      findings.push({ endpoint: '-', label: 'log', problem: `${e.msg}: ${e.err?.message ?? ''}` });
    }
    expect(describeFindings(findings)).toBe('');
    expect(await changedSince(before)).toEqual([]);

    // Still up: health, and a normal call of each signed-in area.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    for (const area of ['merchant', 'service', 'group'] as const) {
      const r = await clients[area].call('admin/roleOperMenu');
      expect(r.gda.msg_cd, area).toBe('SCM00000');
    }
    const list = await clients.merchant.call('admin/operList', {});
    expect(list.gda.msg_cd).toBe('SCM00000');
    expect(list.data.rows.length).toBeGreaterThan(0);
  }, 300_000);
});
