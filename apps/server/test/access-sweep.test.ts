import { ALL_PERMISSION_CODES, type MsgCode, messageOf } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { PortalArea } from '@mp/core/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDef } from '../src/http/endpoint.ts';
import { exportSource, exportSourceKeys } from '../src/modules/exports/sources.ts';
import { allEndpoints } from '../src/modules/index.ts';
import {
  EXPORT_FILTERS,
  exportFilters,
  type HandlerCode,
  handlerCodes,
  MISSING_ID,
  missingLike,
  NO_CODE,
  NOT_A_ROW,
  NOT_A_ROW_FIELD,
  PROBES,
  type Probe,
  ROW_FIELD,
  ROW_VALUES,
  SAMPLES,
  type SampleCtx,
  sampleBody,
} from './access-sweep-table.ts';
import {
  AREAS,
  type ChangeScope,
  changedBy,
  codesOfArea,
  EVERY_CODE,
  EVERY_FUNCTION,
  makeWorld,
  ownersScope,
  type SweepOrg,
  setCashierFunctions,
  setRoleCodes,
  signedInClient,
  type World,
} from './access-sweep-world.ts';
import { insertOperator } from './fixtures.ts';
import type { CallResult, Gda, TestClient } from './test-client.ts';

/**
 * The access sweep: every endpoint of `allEndpoints`, through the real HTTP server and envelope, against
 * the rules of the bar "every permission code is enforced by the server, and every row a user reads or
 * writes is checked against the user's organisation":
 *
 * 1. a caller whose role lacks the endpoint's code (holding every other code) is refused with SCM40301
 *    '無訪問權限', with a body that passes the schema, and nothing changes in the database; with the code
 *    the same caller passes the gate. Codes checked by a service (where the area has the page) likewise.
 * 2. a caller of an organisation kind outside the endpoint's areas is refused (holding every code).
 * 3. without a session: LOG60401 (no cookie) or SCM60401 (a dead one); a pending password change keeps
 *    the caller to the password-change endpoints (LOG10009); a state-changing call needs the form token.
 * 4. tenant scope: every field that names a row (access-sweep-table.ts) is sent by an attacker organisation
 *    with a row of the owner organisation of the same kind; the answer must be exactly the answer for a row
 *    that does not exist, nothing of the owners may change, and the owner's own call with that row must
 *    differ from its call with a missing one (the probe names a real row).
 *
 * The pipeline validates the body before the session and the gates (docs/decisions.md, "Server platform"),
 * so every call here carries a body that passes the schema: a refusal is the gate's, not the schema's.
 */

let w: World;

beforeAll(async () => {
  w = await makeWorld();
}, 240_000);

afterAll(async () => {
  await w?.server.close();
});

type Def = EndpointDef & { cashierFunction?: string; wholeOrg?: boolean };

const keyOf = (d: Pick<EndpointDef, 'prefix' | 'path'>) => `${d.prefix}:${d.path}`;
/** The portal areas that may call an endpoint (the back office's staff are swept apart: "the back office"). */
const areasOf = (d: Pick<EndpointDef, 'areas'>): readonly PortalArea[] =>
  d.areas ? AREAS.filter((a) => (d.areas as readonly OrgKind[]).includes(a)) : AREAS;
/** Every signed-in endpoint, the back office's too. */
const EVERY_SIGNED_IN = (allEndpoints as Def[]).filter((d) => d.access !== 'public');
/** The signed-in endpoints a portal area may call: the owners and attackers of the sweep. */
const SIGNED_IN = EVERY_SIGNED_IN.filter((d) => areasOf(d).length > 0);
const byPath = (path: string) => {
  const d = SIGNED_IN.find((x) => x.path === path);
  if (!d) throw new Error(`no signed-in endpoint ${path}`);
  return d;
};
/** The endpoints that need one of several codes (anyCode): swept like a code checked in a service. */
const anyCodes = (): [string, HandlerCode][] =>
  SIGNED_IN.filter((d) => d.anyCode).map((d) => [d.path, { codes: d.anyCode as readonly string[] }]);
const gdaOf = (code: MsgCode) => ({ msg_cd: code, msg_inf: messageOf(code, 'zh-TW') });

/**
 * A body whose `codeFrom` field holds `value`, with every field of its `unless` moved off the exempting
 * value (to another option of the field's enum), so the code the value chooses binds.
 */
function codeFromBody(def: Def, base: Record<string, unknown>, value: string): Record<string, unknown> {
  const from = def.codeFrom as NonNullable<Def['codeFrom']>;
  const body: Record<string, unknown> = { ...base, [from.field]: value };
  const shape = (def.request as unknown as { shape?: Record<string, { options?: unknown[] }> }).shape ?? {};
  for (const [field, exempt] of Object.entries(from.unless ?? {})) {
    if (body[field] !== exempt) continue;
    const other = shape[field]?.options?.find((o) => o !== exempt);
    if (typeof other !== 'string') throw new Error(`${def.path}: no other value of ${field} to send`);
    body[field] = other;
  }
  return body;
}

/** A caller's body: the sample, made for the caller's organisation. */
const sample = (def: EndpointDef, self: SweepOrg) => sampleBody(def, { w, self });

/** The top-level fields of a request schema (objects, pipes and unions of objects). */
function fieldsOf(schema: z.ZodType): string[] {
  const s = schema as unknown as {
    shape?: Record<string, unknown>;
    options?: z.ZodType[];
    _zod?: { def?: { in?: z.ZodType; innerType?: z.ZodType } };
  };
  if (s.shape) return Object.keys(s.shape);
  if (s.options) return [...new Set(s.options.flatMap(fieldsOf))];
  const inner = s._zod?.def?.in ?? s._zod?.def?.innerType;
  if (inner) return fieldsOf(inner);
  throw new Error('cannot read the fields of this schema: teach fieldsOf its kind');
}

const rowFields = (schema: z.ZodType) =>
  fieldsOf(schema).filter((f) => ROW_FIELD.test(f) && !Object.hasOwn(NOT_A_ROW_FIELD, f));

/** The answer as compared between calls: code, message and data without one-time values. */
const VOLATILE = /token|url|expire|^file_name$|^file_size$|^job_id$/;
function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !VOLATILE.test(k))
        .map(([k, x]) => [k, strip(x)]),
    );
  return v;
}
const answer = (r: CallResult) => JSON.stringify({ gda: r.gda, data: strip(r.data ?? null) });

/** Failures are collected, so one run names every endpoint that breaks a rule. */
function failures() {
  const list: string[] = [];
  return {
    list,
    add: (msg: string) => list.push(msg),
    check(cond: boolean, msg: string) {
      if (!cond) list.push(msg);
    },
  };
}

/** What `fn` wrote: no table at all, or none of the owners' rows (test/change-log.ts). */
const unchanged = <T>(scope: ChangeScope, fn: () => Promise<T>) => changedBy(w, scope, fn);

describe('the sweep tables', () => {
  it('has a body that passes the schema for every signed-in endpoint', async () => {
    const f = failures();
    for (const def of EVERY_SIGNED_IN) {
      // The back office's endpoints are called with a portal organisation's sample by the "areas" block.
      for (const area of areasOf(def).length ? areasOf(def) : AREAS.slice(0, 1)) {
        const body = await sample(def, w.attacker[area]);
        const r = def.request.safeParse(body);
        f.check(
          r.success,
          `${def.path}: add a body to SAMPLES that passes the schema (${r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`,
        );
      }
    }
    for (const path of Object.keys(SAMPLES))
      f.check(
        EVERY_SIGNED_IN.some((d) => d.path === path),
        `SAMPLES names ${path}, which is no signed-in endpoint`,
      );
    for (const key of exportSourceKeys()) {
      const source = exportSource(key);
      const r = source?.filters.safeParse(exportFilters(key));
      f.check(
        r?.success === true,
        `export source ${key}: add filters to EXPORT_FILTERS that pass its schema`,
      );
    }
    for (const key of Object.keys(EXPORT_FILTERS))
      f.check(exportSourceKeys().includes(key), `EXPORT_FILTERS names ${key}, which is no export source`);
    expect(f.list).toEqual([]);
  });

  it('classifies every signed-in endpoint without a code: a code in its service, or none for a reason', () => {
    const f = failures();
    const inService = new Set([...handlerCodes(), ...anyCodes()].map(([path]) => path));
    for (const def of EVERY_SIGNED_IN) {
      if (def.code) {
        f.check(
          !Object.hasOwn(NO_CODE, def.path),
          `${def.path} has code ${def.code}: remove it from NO_CODE`,
        );
        continue;
      }
      const classified = inService.has(def.path) || Object.hasOwn(NO_CODE, def.path);
      f.check(classified, `${def.path} checks no code on its definition: add it to HANDLER_CODES or NO_CODE`);
    }
    for (const path of [...inService, ...Object.keys(NO_CODE)])
      f.check(
        EVERY_SIGNED_IN.some((d) => d.path === path),
        `the tables name ${path}, which is no signed-in endpoint`,
      );
    expect(f.list).toEqual([]);
  });

  it('knows every field that names a row: a probe, or a reason why it names none', () => {
    const f = failures();
    const used = new Set<string>();
    for (const def of EVERY_SIGNED_IN) {
      for (const field of rowFields(def.request)) {
        const key = `${def.path} ${field}`;
        used.add(key);
        if (Object.hasOwn(PROBES, key) || Object.hasOwn(NOT_A_ROW, key)) continue;
        if (def.mutates) f.add(`${key}: a state-changing endpoint names a row: add a probe to PROBES`);
        else if (!Object.hasOwn(ROW_VALUES, field))
          f.add(`${key}: no way to make such a row: add it to ROW_VALUES or PROBES, or to NOT_A_ROW`);
      }
    }
    // Rows named inside the filters of an export: every registered source's filter fields.
    for (const key of exportSourceKeys()) {
      const source = exportSource(key);
      for (const field of source ? rowFields(source.filters) : [])
        f.check(
          Object.hasOwn(ROW_VALUES, field),
          `export source ${key}, filter ${field}: add it to ROW_VALUES`,
        );
    }
    for (const key of [...Object.keys(PROBES), ...Object.keys(NOT_A_ROW)])
      f.check(used.has(key), `the tables name "${key}", which is no row field of a signed-in endpoint`);
    expect(f.list).toEqual([]);
  });
});

describe('the schema before the gates', () => {
  /**
   * The pipeline reads the body (zod, packages/core: no database, no session) before it looks at the
   * session and the gates. What a refused caller can learn that way must be what anyone learns: every
   * schema refuses a field it does not know (.strict()), and the answer is the same, code and message,
   * without a session, without the code, from another area, and for the owner of every code.
   */
  it('answers a malformed body the same to everyone, session or not, and refuses unknown fields', async () => {
    const f = failures();
    for (const def of SIGNED_IN) {
      const area = areasOf(def)[0];
      const other = AREAS.find((a) => !areasOf(def).includes(a)) ?? area;
      const body = { ...(await sample(def, w.attacker[area])), sweep_unknown_field: 'x' };
      f.check(
        !def.request.safeParse(body).success,
        `${def.path}: its schema accepts an unknown field (.strict())`,
      );
      await setRoleCodes(w.db, w.gate[area].roleId, []);
      const answers: Gda[] = [];
      try {
        for (const c of [w.anonymous, w.deadCookie, w.gate[area].client, w.gate[other].client]) {
          answers.push((await c.call(keyOf(def), body)).gda);
        }
      } finally {
        await setRoleCodes(w.db, w.gate[area].roleId, EVERY_CODE);
      }
      answers.push((await w.gate[area].client.call(keyOf(def), body)).gda);
      f.check(answers[0].msg_cd === 'SCM40002', `${def.path}: a malformed body answers ${answers[0].msg_cd}`);
      f.check(
        answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0])),
        `${def.path}: a malformed body is answered differently by caller: ${JSON.stringify(answers)}`,
      );
    }
    expect(f.list).toEqual([]);
  }, 300_000);
});

describe('permission codes', () => {
  /**
   * The gate operator of the area: an administrator-kind operator (so no rule on the operator's kind
   * refuses it) holding every code but `lacking`. The same caller with every code must pass the gate.
   */
  async function refusedWithout(
    f: ReturnType<typeof failures>,
    def: Def,
    area: PortalArea,
    lacking: readonly string[],
    body: () => Promise<Record<string, unknown>>,
    label: string,
  ) {
    const gate = w.gate[area];
    await setRoleCodes(
      w.db,
      gate.roleId,
      EVERY_CODE.filter((c) => !lacking.includes(c)),
    );
    try {
      // The body first: making it may insert the caller's own rows, which is not the call's doing.
      const sent = await body();
      const { result: r, changed } = await unchanged('all', () => gate.client.call(keyOf(def), sent));
      f.check(
        r.gda.msg_cd === 'SCM40301' && r.gda.msg_inf === messageOf('SCM40301', 'zh-TW'),
        `${label} (${area}) without ${lacking.join('/')}: ${r.gda.msg_cd} ${r.gda.msg_inf}`,
      );
      f.check(changed.length === 0, `${label} (${area}) refused, yet changed ${changed.join(', ')}`);
    } finally {
      await setRoleCodes(w.db, gate.roleId, EVERY_CODE);
    }
    const ok = await gate.client.call(keyOf(def), await body());
    f.check(ok.gda.msg_cd !== 'SCM40301', `${label} (${area}) with every code: still SCM40301`);
  }

  it("refuses every endpoint whose code the caller's role lacks ('無訪問權限'), changing nothing", async () => {
    const f = failures();
    let n = 0;
    for (const def of SIGNED_IN.filter((d) => d.code)) {
      // The one permission rule: a code binds where the area has a page gated by it (none in the group area).
      for (const area of areasOf(def).filter((a) => codesOfArea(a).has(def.code as never))) {
        n += 1;
        await refusedWithout(
          f,
          def,
          area,
          [def.code as string],
          () => sample(def, w.attacker[area]),
          def.path,
        );
      }
    }
    expect(n).toBeGreaterThan(60);
    expect(f.list).toEqual([]);
  }, 300_000);

  it('refuses every endpoint whose service (or anyCode) checks a code of the area, changing nothing', async () => {
    const f = failures();
    let n = 0;
    for (const [path, hc] of [...handlerCodes(), ...anyCodes()]) {
      const def = byPath(path);
      const source = hc.source ? exportSource(hc.source) : undefined;
      for (const area of areasOf(def)) {
        if (source?.areas && !source.areas.includes(area)) continue;
        // The code applies where the area's route table has it; the group area has no codes.
        if (!hc.codes.some((c) => codesOfArea(area).has(c))) continue;
        n += 1;
        const ctx: SampleCtx = { w, self: w.attacker[area] };
        const body = async () => (hc.body ? hc.body(ctx) : sample(def, w.attacker[area]));
        await refusedWithout(f, def, area, hc.codes, body, hc.source ? `${path} of ${hc.source}` : path);
      }
    }
    // Few codes are left in services (most sit on the contracts); the export sources' codes are most of these.
    expect(n).toBeGreaterThan(15);
    expect(f.list).toEqual([]);
  }, 300_000);

  it("refuses every endpoint whose body chooses a code (codeFrom) the caller's role lacks, changing nothing", async () => {
    const f = failures();
    let n = 0;
    for (const def of SIGNED_IN.filter((d) => d.codeFrom)) {
      const from = def.codeFrom as NonNullable<Def['codeFrom']>;
      for (const [value, code] of Object.entries(from.codes ?? {})) {
        for (const area of areasOf(def).filter((a) => codesOfArea(a).has(code))) {
          n += 1;
          const body = async () => codeFromBody(def, await sample(def, w.attacker[area]), value);
          await refusedWithout(f, def, area, [code], body, `${def.path} ${from.field}=${value}`);
        }
      }
      // `whenPresent`: the sample gives the field a value (a row of the caller's own).
      const present = from.whenPresent;
      if (!present) continue;
      for (const area of areasOf(def).filter((a) => codesOfArea(a).has(present))) {
        n += 1;
        const body = async () => {
          const b = await sample(def, w.attacker[area]);
          if (typeof b[from.field] !== 'string' || b[from.field] === '')
            throw new Error(`${def.path}: its sample must give ${from.field} (codeFrom.whenPresent)`);
          return b;
        };
        await refusedWithout(f, def, area, [present], body, `${def.path} ${from.field} given`);
      }
    }
    expect(n).toBeGreaterThan(0);
    expect(f.list).toEqual([]);
  }, 300_000);

  it('lets a group operator without any code through every code check (the group area has none)', async () => {
    const f = failures();
    const gate = w.gate.group;
    await setRoleCodes(w.db, gate.roleId, []);
    try {
      const gateCodes: [string, HandlerCode][] = SIGNED_IN.filter((d) => d.code).map((d) => [
        d.path,
        { codes: [d.code as string] },
      ]);
      for (const [path, hc] of [...handlerCodes(), ...anyCodes(), ...gateCodes]) {
        const def = byPath(path);
        if (!areasOf(def).includes('group')) continue;
        const source = hc.source ? exportSource(hc.source) : undefined;
        if (source?.areas && !source.areas.includes('group')) continue;
        const ctx: SampleCtx = { w, self: w.attacker.group };
        const r = await gate.client.call(
          keyOf(def),
          await (hc.body ? hc.body(ctx) : sample(def, w.attacker.group)),
        );
        f.check(
          r.gda.msg_cd !== 'SCM40301',
          `${path}${hc.source ? ` of ${hc.source}` : ''}: SCM40301 for a group`,
        );
      }
    } finally {
      await setRoleCodes(w.db, gate.roleId, EVERY_CODE);
    }
    expect(f.list).toEqual([]);
  });
});

describe('areas', () => {
  it('refuses every endpoint to an organisation kind outside its areas, even holding every code', async () => {
    const f = failures();
    let n = 0;
    for (const def of EVERY_SIGNED_IN.filter((d) => d.areas)) {
      for (const area of AREAS.filter((a) => !areasOf(def).includes(a))) {
        n += 1;
        const gate = w.gate[area];
        const body = await sample(def, w.attacker[area]);
        const { result: r, changed } = await unchanged('all', () => gate.client.call(keyOf(def), body));
        f.check(
          r.gda.msg_cd === 'SCM40301' && r.gda.msg_inf === messageOf('SCM40301', 'zh-TW'),
          `${def.path} (${area}): ${r.gda.msg_cd} ${r.gda.msg_inf}`,
        );
        f.check(changed.length === 0, `${def.path} (${area}) refused, yet changed ${changed.join(', ')}`);
      }
    }
    expect(n).toBeGreaterThan(50);
    expect(f.list).toEqual([]);
  }, 300_000);

  it('refuses every portal endpoint to the back office, even to a staff member holding every code', async () => {
    const staffId = await insertOperator(w.db, {
      orgKind: 'provider',
      orgId: '1',
      codes: ALL_PERMISSION_CODES,
    });
    const staff = await signedInClient(w.server, staffId);
    const f = failures();
    let n = 0;
    // What every signed-in person has (sign-out, password, sessions) names the back office too.
    for (const def of SIGNED_IN.filter(
      (d) => !(d.areas as readonly OrgKind[] | undefined)?.includes('provider'),
    )) {
      n += 1;
      const body = await sample(def, w.attacker[areasOf(def)[0]]);
      const { result: r, changed } = await unchanged('all', () => staff.call(keyOf(def), body));
      f.check(r.gda.msg_cd === 'SCM40301', `${def.path} (staff): ${r.gda.msg_cd} ${r.gda.msg_inf}`);
      f.check(changed.length === 0, `${def.path} (staff) refused, yet changed ${changed.join(', ')}`);
    }
    expect(n).toBeGreaterThan(200);
    expect(f.list).toEqual([]);
  }, 300_000);
});

describe('administrator only', () => {
  it('refuses every adminOnly endpoint to an operator who is not the administrator, even holding every code', async () => {
    const f = failures();
    let n = 0;
    for (const def of SIGNED_IN.filter((d) => d.adminOnly)) {
      for (const area of areasOf(def)) {
        n += 1;
        const org = w.attacker[area];
        const id = await insertOperator(w.db, {
          orgKind: area,
          orgId: org.id,
          kind: 'operator',
          codes: EVERY_CODE as never,
        });
        const client = await signedInClient(w.server, id);
        const body = await sample(def, org);
        const { result: r, changed } = await unchanged('all', () => client.call(keyOf(def), body));
        f.check(
          r.gda.msg_cd === 'SCM40301' && r.gda.msg_inf === messageOf('SCM40301', 'zh-TW'),
          `${def.path} (${area}) by an operator: ${r.gda.msg_cd} ${r.gda.msg_inf}`,
        );
        f.check(changed.length === 0, `${def.path} (${area}) refused, yet changed ${changed.join(', ')}`);
        const ok = await w.gate[area].client.call(keyOf(def), await sample(def, org));
        f.check(ok.gda.msg_cd !== 'SCM40301', `${def.path} (${area}) by the administrator: still SCM40301`);
      }
    }
    expect(n).toBeGreaterThanOrEqual(5);
    expect(f.list).toEqual([]);
  }, 300_000);
});

describe('sessions', () => {
  it('answers every signed-in endpoint LOG60401 without a cookie and SCM60401 with a dead one', async () => {
    const f = failures();
    // The samples first: some make a row of the caller's own (a role for admin/roleMenu).
    const bodies = new Map<Def, Record<string, unknown>>();
    for (const def of SIGNED_IN) bodies.set(def, await sample(def, w.attacker[areasOf(def)[0]]));
    const { changed } = await unchanged('all', async () => {
      for (const def of SIGNED_IN) {
        const body = bodies.get(def) as Record<string, unknown>;
        // The gateway has one session code, '50001', whose text is the classic code's (spec point 8).
        const expired = (code: MsgCode) =>
          def.prefix === 'crossborder' ? { msg_cd: '50001', msg_inf: messageOf(code, 'zh-TW') } : gdaOf(code);
        const none = await w.anonymous.call(keyOf(def), body, { formToken: 'x'.repeat(32) });
        f.check(
          JSON.stringify(none.gda) === JSON.stringify(expired('LOG60401')),
          `${def.path} without a cookie: ${none.gda.msg_cd} ${none.gda.msg_inf}`,
        );
        const dead = await w.deadCookie.call(keyOf(def), body, { formToken: 'x'.repeat(32) });
        f.check(
          JSON.stringify(dead.gda) === JSON.stringify(expired('SCM60401')),
          `${def.path} with a dead cookie: ${dead.gda.msg_cd} ${dead.gda.msg_inf}`,
        );
      }
    });
    expect(changed).toEqual([]);
    expect(f.list).toEqual([]);
  });

  it('keeps an operator with a pending password change to the password-change endpoints', async () => {
    const f = failures();
    const b = w.attacker.merchant;
    const pending = async () => {
      const id = await insertOperator(w.db, {
        orgKind: 'merchant',
        orgId: b.id,
        kind: 'admin',
        codes: EVERY_CODE as never,
        mustChangePassword: true,
      });
      return signedInClient(w.server, id);
    };
    const shared = await pending();
    for (const def of SIGNED_IN) {
      // A password-change endpoint may end the session (sign-out): each gets a session of its own.
      const c = def.access === 'session' ? shared : await pending();
      const r = await c.call(keyOf(def), await sample(def, b));
      if (def.access === 'session') f.check(r.gda.msg_cd === 'LOG10009', `${def.path}: ${r.gda.msg_cd}`);
      else f.check(r.gda.msg_cd !== 'LOG10009', `${def.path} (password change allowed): LOG10009`);
    }
    expect(f.list).toEqual([]);
  });

  it('asks every state-changing endpoint for the form token, changing nothing without it', async () => {
    const f = failures();
    const { changed } = await unchanged('all', async () => {
      for (const def of SIGNED_IN.filter((d) => d.mutates)) {
        const area = areasOf(def)[0];
        const c: TestClient = w.gate[area].client;
        const body = await sample(def, w.attacker[area]);
        for (const formToken of [null, 'x'.repeat(32)]) {
          const r = await c.call(keyOf(def), body, { formToken });
          f.check(r.gda.msg_cd === 'SCM40005', `${def.path} with form token ${formToken}: ${r.gda.msg_cd}`);
        }
      }
    });
    expect(changed).toEqual([]);
    expect(f.list).toEqual([]);
  });
});

describe('cashier functions and the whole organisation', () => {
  it("refuses a cashier without the endpoint's function, and lets one with it through", async () => {
    const f = failures();
    const b = w.attacker.merchant;
    let n = 0;
    try {
      for (const def of SIGNED_IN.filter((d) => d.cashierFunction && areasOf(d).includes('merchant'))) {
        n += 1;
        const fn = def.cashierFunction as string;
        await setCashierFunctions(
          w.db,
          w.cashier.id,
          EVERY_FUNCTION.filter((x) => x !== fn),
        );
        const body = await sample(def, b);
        const { result: r, changed } = await unchanged('all', () => w.cashier.client.call(keyOf(def), body));
        f.check(r.gda.msg_cd === 'SCM40301', `${def.path} by a cashier without ${fn}: ${r.gda.msg_cd}`);
        f.check(changed.length === 0, `${def.path} refused, yet changed ${changed.join(', ')}`);
        await setCashierFunctions(w.db, w.cashier.id, EVERY_FUNCTION);
        const ok = await w.cashier.client.call(keyOf(def), await sample(def, b));
        f.check(ok.gda.msg_cd !== 'SCM40301', `${def.path} by a cashier with ${fn}: SCM40301`);
      }
      for (const key of exportSourceKeys()) {
        const source = exportSource(key) as
          | { cashierFunction?: string; areas?: readonly OrgKind[] }
          | undefined;
        if (!source?.cashierFunction || (source.areas && !source.areas.includes('merchant'))) continue;
        n += 1;
        const fn = source.cashierFunction;
        const body = { source: key, filters: exportFilters(key), format: 'CSV' };
        await setCashierFunctions(
          w.db,
          w.cashier.id,
          EVERY_FUNCTION.filter((x) => x !== fn),
        );
        const r = await w.cashier.client.call('main:pc/exportData', body);
        f.check(r.gda.msg_cd === 'SCM40301', `export of ${key} by a cashier without ${fn}: ${r.gda.msg_cd}`);
        await setCashierFunctions(w.db, w.cashier.id, EVERY_FUNCTION);
        const ok = await w.cashier.client.call('main:pc/exportData', body);
        f.check(ok.gda.msg_cd !== 'SCM40301', `export of ${key} by a cashier with ${fn}: SCM40301`);
      }
    } finally {
      await setCashierFunctions(w.db, w.cashier.id, EVERY_FUNCTION);
    }
    expect(n).toBeGreaterThan(0);
    expect(f.list).toEqual([]);
  });

  it('keeps the organisation-wide endpoints to operators who act for the whole organisation', async () => {
    const f = failures();
    const b = w.attacker.merchant;
    for (const def of SIGNED_IN.filter((d) => d.wholeOrg && areasOf(d).includes('merchant'))) {
      for (const who of [w.storeOperator, w.cashier]) {
        const body = await sample(def, b);
        const { result: r, changed } = await unchanged('all', () => who.client.call(keyOf(def), body));
        f.check(r.gda.msg_cd === 'SCM40301', `${def.path} by a store-limited operator: ${r.gda.msg_cd}`);
        f.check(changed.length === 0, `${def.path} refused, yet changed ${changed.join(', ')}`);
      }
    }
    expect(f.list).toEqual([]);
  });
});

describe('tenant scope', () => {
  const NOT_FOUND = new Set(['SCM40401', 'TRD10001', 'FIL10001', 'SCM40301']);

  interface Case {
    label: string;
    def: Def;
    area: PortalArea;
    value: (owner: SweepOrg) => Promise<unknown>;
    body: (self: SweepOrg, v: unknown) => Promise<Record<string, unknown>>;
    control: boolean;
    /** The endpoint ignores the field in this area: only the equality with a missing row is asked. */
    ignored: boolean;
    /** Answers compared on these data fields only (exports: the row count). */
    compare?: string[];
  }

  function casesOf(def: Def): Case[] {
    const out: Case[] = [];
    for (const field of rowFields(def.request)) {
      const key = `${def.path} ${field}`;
      if (Object.hasOwn(NOT_A_ROW, key)) continue;
      const probe: Probe = PROBES[key] ?? {};
      const make = probe.value ?? ROW_VALUES[field];
      for (const area of probe.areas ? areasOf(probe) : areasOf(def)) {
        out.push({
          label: `${key} (${area})`,
          def,
          area,
          value: async (owner) => make(w, owner),
          body: async (self, v) => {
            const ctx: SampleCtx = { w, self };
            return probe.body ? probe.body(ctx, v) : { ...(await sampleBody(def, ctx)), [field]: v };
          },
          ignored: (probe.ignoredIn ?? []).includes(area),
          control: (probe.ownerControl ?? AREAS).includes(area) && !(probe.ignoredIn ?? []).includes(area),
        });
      }
    }
    return out;
  }

  /** Export filters naming the owners' rows: the row count must be the one of a missing row. */
  function exportCases(): Case[] {
    const out: Case[] = [];
    for (const key of exportSourceKeys()) {
      const source = exportSource(key);
      if (!source) continue;
      for (const field of rowFields(source.filters)) {
        for (const area of areasOf(source)) {
          // Where the area cannot hold the source's code, the owner cannot export it either.
          if (source.code && area !== 'group' && !codesOfArea(area).has(source.code)) continue;
          for (const path of ['pc/exportData', 'pc/appointmentExport']) {
            out.push({
              label: `${path} ${key} filters.${field} (${area})`,
              def: byPath(path),
              area,
              value: async (owner) => ROW_VALUES[field](w, owner),
              body: async (_self, v) => ({
                source: key,
                filters: { ...exportFilters(key), [field]: v },
                format: 'CSV',
              }),
              control: true,
              ignored: false,
              compare: ['row_count', 'total_rows'],
            });
          }
        }
      }
    }
    return out;
  }

  const view = (r: CallResult, compare?: string[]) =>
    compare
      ? JSON.stringify({ gda: r.gda, data: compare.map((k) => (r.data as Record<string, unknown>)?.[k]) })
      : answer(r);

  /** Scheduled exports queue up (the runner is off here): an operator may have five at once. */
  const dropQueuedJobs = () => w.db.query(`delete from export_jobs where status = 'QUEUED'`);

  it("answers another tenant's row exactly like a missing row and changes nothing of it", async () => {
    const f = failures();
    const cases = [...SIGNED_IN.flatMap(casesOf), ...exportCases()];
    // The owners' own changing calls must show as changes: the watch on the database sees writes.
    let ownWrites = 0;
    for (const c of cases) {
      const owner = w.owner[c.area];
      const attacker = w.attacker[c.area];
      const value = await c.value(owner);
      const missing = missingLike(value);
      await dropQueuedJobs();
      // Bodies first: making one may insert the caller's own rows (an operator to update).
      const namedBody = await c.body(attacker, value);
      const noneBody = await c.body(attacker, missing);
      const { result, changed } = await unchanged(ownersScope(w), async () => {
        const named = await attacker.client.call(keyOf(c.def), namedBody);
        const none = await attacker.client.call(keyOf(c.def), noneBody);
        return { named, none };
      });
      f.check(
        changed.length === 0,
        `${c.label}: the attacker's call changed the owners' ${changed.join(', ')}`,
      );
      const named = view(result.named, c.compare);
      const none = view(result.none, c.compare);
      f.check(named === none, `${c.label}: another tenant's row answers ${named}, a missing one ${none}`);
      if (c.control) {
        await dropQueuedJobs();
        const ownMissingBody = await c.body(owner, missing);
        const ownNamedBody = await c.body(owner, value);
        const { result: own, changed: ownChanged } = await unchanged(ownersScope(w), async () => {
          const ownMissing = await owner.client.call(keyOf(c.def), ownMissingBody);
          const ownNamed = await owner.client.call(keyOf(c.def), ownNamedBody);
          return { ownMissing, ownNamed };
        });
        f.check(
          view(own.ownNamed, c.compare) !== view(own.ownMissing, c.compare),
          `${c.label}: the owner's own row answers like a missing one (${view(own.ownNamed, c.compare)}): the probe names no real row`,
        );
        if (!c.def.mutates)
          f.check(ownChanged.length === 0, `${c.label}: a read-only call changed ${ownChanged.join(', ')}`);
        else if (ownChanged.length) ownWrites += 1;
      } else if (!c.ignored) {
        f.check(
          NOT_FOUND.has(result.named.gda.msg_cd),
          `${c.label}: without an owner's control call the attacker must be refused, got ${result.named.gda.msg_cd}`,
        );
      }
    }
    await dropQueuedJobs();
    expect(cases.length).toBeGreaterThan(150);
    expect(ownWrites).toBeGreaterThan(10);
    expect(f.list).toEqual([]);
  }, 600_000);
});

// MISSING_ID is the id of no row: the tables' samples name it; keep it out of the seed's range.
it('uses an id no row has', async () => {
  const r = await w.db.query<{ n: number }>(
    'select (select count(*) from operators where id = $1) + (select count(*) from roles where id = $1) as n',
    [MISSING_ID],
  );
  expect(Number(r.rows[0].n)).toBe(0);
});
