import { randomInt } from 'node:crypto';
import {
  FILE_PURPOSES,
  type FieldError,
  idFilePurposes,
  MAX_PEOPLE,
  macauTime14,
  mask,
  todayYmd,
  validateExpiryUpdate,
  validatePerson,
  validateText,
} from '@mp/core';
import { INFO_CHANGE_KINDS } from '@mp/core/schemas/merchantinfo';
import type { Db } from '../../db/types.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { changeEvents, changeRow, insertReviewEvent } from '../changes/index.ts';
import { verifiedCheckNo } from '../face/index.ts';
import { fileRow, filesByNo, ownedFile } from '../files/index.ts';
import { checkBaseInfo } from '../onboarding/index.ts';
import {
  approvedApplication,
  type ChangeFullDbRow,
  changeByNo,
  changes,
  insertChange,
  type MerchantDbRow,
  merchantRow,
  profile,
  resubmitChange,
  setChangeFaceCheck,
  setChangeStatus,
} from './queries.ts';

/**
 * The merchant's information changes after onboarding (issue 14 point 5). A change is stored beside the
 * value in force (merchant_change_requests: old_value, new_value) and reviewed by the provider
 * (review.ts); only its approval writes the value in force (merchant_profiles and the merchants row).
 * One open change of each kind per merchant (the merchant row is locked while one is submitted, and the
 * open-change index holds it too). Always the caller's own merchant: another merchant's change number
 * answers like a missing one.
 */
export type InfoKind = (typeof INFO_CHANGE_KINDS)[number];
type Json = Record<string, unknown>;

const BASE_FIELDS = [
  'merc_category',
  'merc_name',
  'merc_short_name',
  'merc_name_en',
  'bus_type',
  'licence_no',
  'licence_expiry',
  'mcc',
  'area_code',
  'address',
  'legal_name',
  'id_type',
  'id_no',
  'id_issue_date',
  'id_expiry',
] as const;
/** The documents a basic-information value carries. */
const BASE_PURPOSES = ['LICENCE', 'ID_FRONT', 'ID_BACK'] as const;

export interface InForce {
  base: Json & { files: Record<string, string> };
  people: Json[];
  supplements: Json[];
}

function pickFiles(files: unknown, purposes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const f = (files ?? {}) as Record<string, unknown>;
  for (const p of purposes) if (typeof f[p] === 'string' && f[p] !== '') out[p] = f[p] as string;
  return out;
}

/**
 * The information in force: the profile written by approved changes; before the first, the approved
 * application's base step and documents; for a merchant without one (seeded), the merchants row.
 */
export async function inForce(db: Db, m: MerchantDbRow): Promise<InForce> {
  const p = await profile(db, m.id);
  if (p && Object.keys(p.base_info).length > 0) {
    return {
      base: { ...(p.base_info as Json), files: pickFiles(p.base_info.files, BASE_PURPOSES) },
      people: p.people,
      supplements: p.supplements,
    };
  }
  const app = await approvedApplication(db, m.id);
  const fromRow: Json = {
    merc_category: m.category,
    merc_name: m.name,
    merc_short_name: m.short_name,
    merc_name_en: '',
    bus_type: '',
    licence_no: m.licence_no,
    licence_expiry: '',
    mcc: m.mcc,
    area_code: '',
    address: m.address,
    legal_name: m.legal_name,
    id_type: m.legal_id_type,
    id_no: m.legal_id_no,
    id_issue_date: '',
    id_expiry: '',
  };
  const base: Json = {};
  for (const k of BASE_FIELDS) base[k] = String((app?.base_info ?? fromRow)[k] ?? fromRow[k] ?? '');
  base.merc_category = m.category;
  return {
    base: { ...base, files: pickFiles(app?.files, BASE_PURPOSES) },
    people: p?.people ?? [],
    supplements: p?.supplements ?? [],
  };
}

async function ownMerchant(ctx: SignedInContext, lockDb?: Db): Promise<MerchantDbRow> {
  const op = ctx.operator;
  const m = await merchantRow(lockDb ?? ctx.db, op.orgId, Boolean(lockDb));
  if (!m) throw new AppError('SCM40401');
  return m;
}

/** The fields a change changes: top-level keys, documents as files.<purpose>. */
export function changedFields(oldV: Json, newV: Json): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(oldV), ...Object.keys(newV)])) {
    if (k === 'files') {
      const a = (oldV.files ?? {}) as Json;
      const b = (newV.files ?? {}) as Json;
      for (const p of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (a[p] !== b[p]) out.push(`files.${p}`);
    } else if (JSON.stringify(oldV[k] ?? '') !== JSON.stringify(newV[k] ?? '')) out.push(k);
  }
  return out;
}

export async function changeDetail(db: Db, rows: ChangeFullDbRow[]) {
  const events = await changeEvents(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...changeRow(r),
    old_value: r.old_value,
    new_value: r.new_value,
    changed_fields: changedFields(r.old_value, r.new_value),
    history: events
      .filter((e) => String(e.change_id) === String(r.id))
      .map((e) => ({ action: e.action, reason: e.reason, at: macauTime14(e.at) })),
  }));
}

async function fileRows(db: Db, fileNos: string[]) {
  return (await filesByNo(db, [...new Set(fileNos)])).map(fileRow);
}

const filesOf = (v: Json): string[] => Object.values((v.files ?? {}) as Record<string, string>);

// Reads.

export async function editInfo(ctx: SignedInContext, kind: 'BASIC' | 'PERSON') {
  const m = await ownMerchant(ctx);
  const now = await inForce(ctx.db, m);
  const current: Json = kind === 'BASIC' ? now.base : { people: now.people };
  const open = await changes(ctx.db, { merchantId: m.id, kinds: [kind], openOnly: true });
  const pending = open[0] ? (await changeDetail(ctx.db, [open[0]]))[0] : null;
  const nos = kind === 'BASIC' ? filesOf(now.base) : now.people.flatMap((p) => filesOf(p));
  if (pending) {
    const nv = pending.new_value as Json;
    nos.push(...(kind === 'BASIC' ? filesOf(nv) : ((nv.people ?? []) as Json[]).flatMap(filesOf)));
  }
  return {
    kind,
    mer_no: m.mer_no,
    merc_category: m.category,
    current,
    files: await fileRows(ctx.db, nos),
    pending,
  };
}

export async function openChanges(ctx: SignedInContext, kind: InfoKind | undefined) {
  const m = await ownMerchant(ctx);
  const rows = await changes(ctx.db, {
    merchantId: m.id,
    kinds: kind ? [kind] : INFO_CHANGE_KINDS,
    openOnly: true,
  });
  return { list: await changeDetail(ctx.db, rows) };
}

export async function changeHistory(ctx: SignedInContext, kind: InfoKind | undefined) {
  const m = await ownMerchant(ctx);
  const rows = await changes(ctx.db, { merchantId: m.id, kinds: kind ? [kind] : INFO_CHANGE_KINDS });
  return { list: await changeDetail(ctx.db, rows.slice(0, 100)) };
}

export async function kindStatus(ctx: SignedInContext) {
  const m = await ownMerchant(ctx);
  const rows = await changes(ctx.db, { merchantId: m.id, kinds: INFO_CHANGE_KINDS });
  return {
    list: INFO_CHANGE_KINDS.map((kind) => {
      const r = rows.find((c) => c.kind === kind);
      return {
        kind,
        status: r ? r.status : ('NONE' as const),
        change_no: r?.change_no ?? '',
        review_reason: r?.review_reason ?? '',
        updated_at: r ? macauTime14(r.reviewed_at ?? r.created_at) : '',
      };
    }),
  };
}

export async function merchantFiles(ctx: SignedInContext, withOpen: boolean) {
  const m = await ownMerchant(ctx);
  const now = await inForce(ctx.db, m);
  const inForceNos = [
    ...filesOf(now.base),
    ...now.people.flatMap(filesOf),
    ...now.supplements.flatMap(filesOf),
  ];
  const list = (await fileRows(ctx.db, inForceNos)).map((f) => ({
    ...f,
    state: 'IN_FORCE' as 'IN_FORCE' | 'AUDITING' | 'NEED_MORE',
    change_no: '',
  }));
  if (withOpen) {
    const open = await changes(ctx.db, { merchantId: m.id, kinds: INFO_CHANGE_KINDS, openOnly: true });
    for (const c of open) {
      if (c.status !== 'AUDITING' && c.status !== 'NEED_MORE') continue;
      const nv = c.new_value;
      const nos = c.kind === 'PERSON' ? ((nv.people ?? []) as Json[]).flatMap(filesOf) : filesOf(nv);
      const known = new Set(list.map((f) => f.file_id));
      for (const f of await fileRows(
        ctx.db,
        nos.filter((n) => !known.has(n)),
      ))
        list.push({ ...f, state: c.status, change_no: c.change_no });
    }
  }
  return { list };
}

export async function briefByNo(ctx: SignedInContext, merNo: string) {
  const m = await ownMerchant(ctx);
  // Another merchant's number answers exactly like a number that does not exist.
  if (m.mer_no !== merNo) throw new AppError('SCM40401');
  return {
    mer_no: m.mer_no,
    mer_name: m.name,
    short_name: m.short_name,
    category: m.category,
    status: m.status,
  };
}

/** Days from `from` to `to` (yyyymmdd), for the 30-day "due" window. */
function daysBetween(from: string, to: string): number {
  const d = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(4, 6)) - 1, Number(s.slice(6, 8)));
  return Math.round((d(to) - d(from)) / 86_400_000);
}

export const DUE_DAYS = 30;

export async function expirySummary(ctx: SignedInContext, maskFlag: 'Y' | 'N') {
  const m = await ownMerchant(ctx);
  const b = (await inForce(ctx.db, m)).base;
  const today = todayYmd(ctx.ports.clock.now());
  const dueOf = (ymd: unknown) => !/^\d{8}$/.test(String(ymd)) || daysBetween(today, String(ymd)) <= DUE_DAYS;
  const due = dueOf(b.id_expiry) || (m.category === 'ENTERPRISE' && dueOf(b.licence_expiry));
  const rows = await changes(ctx.db, { merchantId: m.id, kinds: ['EXPIRY'] });
  const c = rows[0];
  return {
    mer_no: m.mer_no,
    merc_category: m.category,
    legal_name: String(b.legal_name ?? ''),
    id_type: String(b.id_type ?? ''),
    id_no: mask('id', String(b.id_no ?? ''), maskFlag === 'Y'),
    id_issue_date: String(b.id_issue_date ?? ''),
    id_expiry: String(b.id_expiry ?? ''),
    licence_expiry: m.category === 'ENTERPRISE' ? String(b.licence_expiry ?? '') : '',
    due: due ? ('Y' as const) : ('N' as const),
    change: c ? changeRow(c) : null,
  };
}

// Submitting a change.

function fieldError(e: FieldError | null, prefix = ''): void {
  if (e) throw new AppError(e.code, `${prefix}${e.field}`);
}

/** Each document named must be one of the merchant's own uploads (another's answers FIL10001). */
async function checkFiles(ctx: CallContext, merchantId: string, files: Record<string, string>, prefix = '') {
  for (const [purpose, no] of Object.entries(files)) {
    if (!(FILE_PURPOSES as readonly string[]).includes(purpose))
      throw new AppError('VAL10037', `${prefix}files`);
    try {
      await ownedFile(ctx, { kind: 'merchant', key: merchantId }, no);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(e.code, `${prefix}${purpose}`);
      throw e;
    }
  }
}

function newChangeNo(now: Date): string {
  return `MC${macauTime14(now).slice(0, 8)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Keeps the change pending beside the value in force: a new change, or, when the reviewer sent the open
 * one back (NEED_MORE), the same change with its new value, under review again. Refused while a change
 * of the kind is under review (ONB10006) and when nothing changes (ONB10009).
 */
async function submit(
  ctx: SignedInContext,
  kind: InfoKind,
  build: (tx: Db, m: MerchantDbRow, now: InForce) => Promise<{ oldValue: Json; newValue: Json }>,
) {
  const op = ctx.operator;
  const at = ctx.ports.clock.now();
  const changeNo = await ctx.db.tx(async (tx) => {
    const m = await ownMerchant(ctx, tx);
    const [open] = await changes(tx, { merchantId: m.id, kinds: [kind], openOnly: true });
    if (open && open.status !== 'NEED_MORE') throw new AppError('ONB10006');
    const { oldValue, newValue } = await build(tx, m, await inForce(tx, m));
    if (changedFields(oldValue, newValue).length === 0) throw new AppError('ONB10009');
    // A change of the legal representative needs a verified person (a face check passed within the hour,
    // or the documents submitted for manual review: FAC10004 without either) and carries its number.
    const face = legalChanged(oldValue, newValue)
      ? await verifiedCheckNo(tx, { kind: 'merchant', id: m.id }, 'LEGAL_CHANGE', at)
      : '';
    if (open) {
      await resubmitChange(tx, open.id, oldValue, newValue);
      await setChangeFaceCheck(tx, open.id, face);
      await insertReviewEvent(tx, { changeId: open.id, action: 'RESUBMITTED', actor: op.loginName, at });
      return open.change_no;
    }
    const no = newChangeNo(at);
    const id = await insertChange(tx, {
      changeNo: no,
      merchantId: m.id,
      kind,
      oldValue,
      newValue,
      createdBy: op.id,
      at,
    });
    if (face) await setChangeFaceCheck(tx, id, face);
    await insertReviewEvent(tx, { changeId: id, action: 'SUBMITTED', actor: op.loginName, at });
    return no;
  });
  const row = await changeByNo(ctx.db, op.orgId, changeNo);
  if (!row) throw new AppError('SCM50000');
  return (await changeDetail(ctx.db, [row]))[0];
}

/** A basic-information change that names another legal representative (name or ID). */
export function legalChanged(oldValue: Json, newValue: Json): boolean {
  return ['legal_name', 'id_type', 'id_no'].some(
    (k) => k in newValue && String(oldValue[k] ?? '') !== String(newValue[k] ?? ''),
  );
}

const baseValue = (b: Json): Json => {
  const out: Json = {};
  for (const k of BASE_FIELDS) out[k] = String(b[k] ?? '');
  out.files = pickFiles(b.files, BASE_PURPOSES);
  return out;
};

export function modifyBasic(ctx: SignedInContext, body: Json & { files: Record<string, string> }) {
  return submit(ctx, 'BASIC', async (tx, m, now) => {
    const next = baseValue({ ...body, merc_category: m.category });
    const { files, ...fields } = next as Json & { files: Record<string, string> };
    await checkBaseInfo(tx, fields as Record<string, string>, m.category);
    const required = [...(m.category === 'ENTERPRISE' ? ['LICENCE'] : []), ...idFilePurposes(fields.id_type)];
    const missing = required.find((p) => !files[p]);
    if (missing) throw new AppError('ONB10004', missing);
    // A document the ID type has no use for is not kept.
    if (!required.includes('ID_BACK')) delete files.ID_BACK;
    if (m.category !== 'ENTERPRISE') delete files.LICENCE;
    await checkFiles(ctx, m.id, files);
    return { oldValue: baseValue(now.base), newValue: { ...fields, files } };
  });
}

const personValue = (p: Json): Json => ({
  role: String(p.role ?? ''),
  name: String(p.name ?? ''),
  phone_area: String(p.phone_area ?? '+853'),
  phone: String(p.phone ?? ''),
  id_type: String(p.id_type ?? ''),
  id_no: String(p.id_no ?? ''),
  id_issue_date: String(p.id_issue_date ?? ''),
  id_expiry: String(p.id_expiry ?? ''),
  files: pickFiles(p.files, ['ID_FRONT', 'ID_BACK']),
});

export function modifyPeople(ctx: SignedInContext, body: { people: Json[] }) {
  return submit(ctx, 'PERSON', async (_tx, m, now) => {
    if (body.people.length > MAX_PEOPLE) throw new AppError('ONB10012', 'people');
    const today = todayYmd(ctx.ports.clock.now());
    const people = body.people.map(personValue);
    for (const [i, p] of people.entries()) {
      fieldError(validatePerson(p, today), `people.${i}.`);
      const files = p.files as Record<string, string>;
      if (!idFilePurposes(p.id_type).includes('ID_BACK')) delete files.ID_BACK;
      await checkFiles(ctx, m.id, files, `people.${i}.`);
    }
    return { oldValue: { people: now.people.map(personValue) }, newValue: { people } };
  });
}

const expiryOf = (b: Json, category: string): Json => ({
  id_issue_date: String(b.id_issue_date ?? ''),
  id_expiry: String(b.id_expiry ?? ''),
  licence_expiry: category === 'ENTERPRISE' ? String(b.licence_expiry ?? '') : '',
  files: pickFiles(b.files, category === 'ENTERPRISE' ? BASE_PURPOSES : ['ID_FRONT', 'ID_BACK']),
});

export function modifyExpiry(ctx: SignedInContext, body: Json) {
  return submit(ctx, 'EXPIRY', async (_tx, m, now) => {
    const today = todayYmd(ctx.ports.clock.now());
    const next = expiryOf(body, m.category);
    fieldError(validateExpiryUpdate({ ...now.base, merc_category: m.category }, next, today));
    const files = next.files as Record<string, string>;
    if (!idFilePurposes(now.base.id_type).includes('ID_BACK')) delete files.ID_BACK;
    await checkFiles(ctx, m.id, files);
    return { oldValue: expiryOf(now.base, m.category), newValue: next };
  });
}

export function addSupplement(ctx: SignedInContext, body: { remark: string; files: Record<string, string> }) {
  return submit(ctx, 'SUPPLEMENT', async (_tx, m) => {
    const remark = validateText(body.remark, 200);
    if (remark) throw new AppError(remark, 'remark');
    if (Object.keys(body.files).length === 0) throw new AppError('ONB10004', 'files');
    await checkFiles(ctx, m.id, body.files);
    return { oldValue: { remark: '', files: {} }, newValue: { remark: body.remark, files: body.files } };
  });
}

// Withdrawing a change.

const WITHDRAWABLE = new Set(['AUDITING', 'NEED_MORE']);

async function ownChange(ctx: SignedInContext, changeNo: string, db: Db = ctx.db, lock = false) {
  const op = ctx.operator;
  const c = await changeByNo(db, op.orgId, changeNo, lock);
  // Another merchant's change, and the bank change (its own pages), answer like a missing one.
  if (!c || !(INFO_CHANGE_KINDS as readonly string[]).includes(c.kind)) throw new AppError('SCM40401');
  return c;
}

export async function withdrawCheck(ctx: SignedInContext, changeNo: string) {
  const c = await ownChange(ctx, changeNo);
  const ok = WITHDRAWABLE.has(c.status);
  return {
    allowed: ok ? ('Y' as const) : ('N' as const),
    reason_code: ok ? '' : 'ONB10010',
    status: c.status,
  };
}

export async function withdraw(ctx: SignedInContext, changeNo: string) {
  const op = ctx.operator;
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const c = await ownChange(ctx, changeNo, tx, true);
    if (!WITHDRAWABLE.has(c.status)) throw new AppError('ONB10010');
    await setChangeStatus(tx, c.id, 'CANCELLED', '', at);
    await insertReviewEvent(tx, { changeId: c.id, action: 'CANCELLED', actor: op.loginName, at });
  });
  return (await changeDetail(ctx.db, [await ownChange(ctx, changeNo)]))[0];
}
