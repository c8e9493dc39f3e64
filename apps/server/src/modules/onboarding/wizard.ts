import { randomInt } from 'node:crypto';
import {
  type FieldError,
  macauTime14,
  requiredFilePurposes,
  validateBaseInfo,
  validateContacts,
  validateSettle,
  validateText,
} from '@mp/core';
import type { APPLY_STEPS } from '@mp/core/schemas/onboarding';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { applicationEvents, insertReviewEvent as insertEvent } from '../changes/index.ts';
import { checkPurpose, type FileOwner, fileRow, filesByNo, ownFile } from '../files/index.ts';
import {
  areaIsLeaf,
  referenceBank as bank,
  busType,
  mccExists,
  referenceProducts as productRows,
} from '../refdata/index.ts';
import { type Applicant, applicantOf, signInApplicant } from './applicant.ts';
import {
  type ApplicationDbRow,
  type ApplicationPart,
  applicationOfPhone,
  insertApplication,
  saveApplicationPart,
  setApplicationStatus,
  unsignedAgreements,
} from './queries.ts';

/** What a self-registered applicant signs before submitting (agreements' kinds: /mandate, /signIn). */
const APPLICANT_SIGNS = ['MANDATE', 'COMPANY_TOTAL'] as const;

/**
 * The registration wizard's steps on the server. Each step is checked whole by the core validators (the
 * same the portal runs), then saved as one document of the application in one statement: a refused step
 * saves nothing. A step can be saved again (going back), but not before the steps it follows.
 */
type Step = (typeof APPLY_STEPS)[number];
const ORDER: Step[] = ['product', 'base', 'files', 'settle', 'contacts', 'review', 'done'];
const EDITABLE = new Set(['DRAFT', 'NEED_MORE']);

function fieldError(e: FieldError | null): void {
  if (e) throw new AppError(e.code, e.field);
}

export function newApplyNo(now: Date): string {
  return `AP${macauTime14(now).slice(0, 8)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * The applicant's application: the open one, else the newest closed one (approved or rejected: its
 * status page); a first sign-in creates a draft. A rejected applicant is answered with the rejection (the
 * reviewer's "ask for more" is the way to a second round of the same application).
 */
export async function openApplication(ctx: CallContext, a: Applicant): Promise<ApplicationDbRow> {
  const found = await applicationOfPhone(ctx.db, a.phoneArea, a.phone);
  if (found) return found;
  const now = ctx.ports.clock.now();
  await insertApplication(ctx.db, {
    applyNo: newApplyNo(now),
    registrant: 'self',
    agentId: null,
    phoneArea: a.phoneArea,
    phone: a.phone,
    at: now,
  });
  // A parallel sign-in may have created it first (the open-application index): read what is there.
  const row = await applicationOfPhone(ctx.db, a.phoneArea, a.phone);
  if (!row) throw new AppError('SCM50000');
  return row;
}

export async function applicationAnswer(db: Db, row: ApplicationDbRow) {
  const fileNos = Object.values(row.files ?? {});
  const files = (await filesByNo(db, fileNos)).map(fileRow);
  const history = (await applicationEvents(db, row.id)).map((e) => ({
    action: e.action,
    reason: e.reason,
    at: macauTime14(e.at),
  }));
  let merNo = '';
  if (row.merchant_id) {
    const r = await db.query<{ mer_no: string }>('select mer_no from merchants where id = $1', [
      row.merchant_id,
    ]);
    merNo = r.rows[0]?.mer_no ?? '';
  }
  return {
    apply_no: row.apply_no,
    status: row.status,
    step: row.step as Step,
    merc_category: row.merc_category ?? '',
    products: row.products ?? [],
    base_info: row.base_info ?? {},
    files,
    settle: row.settle ?? {},
    contacts: row.contacts ?? {},
    review_reason: row.review_reason,
    history,
    mer_no: merNo,
    admin_login_name: row.admin_login_name,
    updated_at: macauTime14(row.updated_at),
  };
}

/**
 * Who registers: the applicant on the public pages (by token) or a service provider registering a
 * sub-merchant (by its session and the application's number, entry.ts). The steps below are the same.
 */
export interface Registrant {
  /** The registrant's application (locked for the change when `forUpdate`); null when it has none such. */
  find(db: Db, forUpdate: boolean): Promise<ApplicationDbRow | null>;
  /** The owner of the files the registrant uploads. */
  files: FileOwner;
  /** Who commits, in the application's history. */
  actor: string;
  /** The answer when `find` finds nothing. */
  missing: 'ONB10001' | 'SCM40401';
}
/** A registrant is resolved only when a step runs (after the step's own input checks). */
export type RegistrantOf = () => Promise<Registrant>;

/** The token's applicant: their open application (a first sign-in creates the draft). */
export function applicantRegistrant(ctx: CallContext, token: string): RegistrantOf {
  return async () => {
    const a = await applicantOf(ctx, token);
    await openApplication(ctx, a);
    return {
      find: (db, forUpdate) => applicationOfPhone(db, a.phoneArea, a.phone, forUpdate),
      files: { kind: 'applicant', key: a.key },
      actor: 'applicant',
      missing: 'ONB10001',
    };
  };
}

/** Runs one step for the registrant, on its application row locked for the change. */
async function withApplication(
  ctx: CallContext,
  registrant: RegistrantOf,
  run: (tx: Db, row: ApplicationDbRow, who: Registrant) => Promise<void>,
) {
  const who = await registrant();
  const row = await ctx.db.tx(async (tx) => {
    const locked = await who.find(tx, true);
    if (!locked) throw new AppError(who.missing);
    if (!EDITABLE.has(locked.status)) throw new AppError('ONB10002');
    await run(tx, locked, who);
    return (await who.find(tx, false))!;
  });
  return applicationAnswer(ctx.db, row);
}

function requireStep(row: ApplicationDbRow, step: Step): void {
  if (ORDER.indexOf(row.step as Step) < ORDER.indexOf(step)) throw new AppError('ONB10003');
}

const next = (row: ApplicationDbRow, after: Step): Step => {
  const n = ORDER[ORDER.indexOf(after) + 1];
  return ORDER.indexOf(row.step as Step) > ORDER.indexOf(n) ? (row.step as Step) : n;
};

async function save(
  tx: Db,
  ctx: CallContext,
  row: ApplicationDbRow,
  part: ApplicationPart,
  value: unknown,
  after: Step,
  mercCategory?: string,
) {
  await saveApplicationPart(tx, row.id, part, value, {
    step: next(row, after),
    mercCategory,
    at: ctx.ports.clock.now(),
  });
}

export async function queryApplication(ctx: CallContext, token: string) {
  const a = await applicantOf(ctx, token);
  return applicationAnswer(ctx.db, await openApplication(ctx, a));
}

/** The products chosen, without repeats, each a product a new merchant may choose. */
async function checkProducts(db: Db, products: string[]): Promise<string[]> {
  const chosen = [...new Set(products)];
  if (chosen.length === 0) throw new AppError('ONB10007', 'products');
  const known = new Set((await productRows(db)).map((p) => p.code));
  if (chosen.some((c) => !known.has(c))) throw new AppError('ONB10005', 'products');
  return chosen;
}

export async function saveProducts(
  ctx: CallContext,
  who: RegistrantOf,
  body: { merc_category: 'ENTERPRISE' | 'PERSONAL'; products: string[] },
) {
  const chosen = await checkProducts(ctx.db, body.products);
  return withApplication(ctx, who, async (tx, row) => {
    // A changed category invalidates the base information chosen for the other one.
    if (row.merc_category && row.merc_category !== body.merc_category && row.base_info?.merc_category) {
      await saveApplicationPart(tx, row.id, 'base_info', {}, { step: 'base', at: ctx.ports.clock.now() });
      row.step = 'base';
    }
    await save(tx, ctx, row, 'products', chosen, 'product', body.merc_category);
  });
}

/** Checks base information against the rules and the reference lists (also for the 111 change). */
export async function checkBaseInfo(
  db: Db,
  b: Record<string, string>,
  category: string | null,
): Promise<void> {
  fieldError(validateBaseInfo(b));
  if (category && b.merc_category !== category) throw new AppError('VAL10037', 'merc_category');
  const type = await busType(db, b.bus_type);
  if (!type) throw new AppError('ONB10005', 'bus_type');
  if (type.merc_category !== b.merc_category) throw new AppError('ONB10008', 'bus_type');
  if (!(await mccExists(db, b.mcc))) throw new AppError('ONB10005', 'mcc');
  if (!(await areaIsLeaf(db, b.area_code))) throw new AppError('ONB10005', 'area_code');
}

export async function saveBaseInfo(ctx: CallContext, who: RegistrantOf, base: Record<string, string>) {
  return withApplication(ctx, who, async (tx, row) => {
    requireStep(row, 'base');
    await checkBaseInfo(tx, base, row.merc_category);
    await save(tx, ctx, row, 'base_info', base, 'base');
  });
}

export async function saveFiles(
  ctx: CallContext,
  who: RegistrantOf,
  body: { files: Record<string, string> },
) {
  return withApplication(ctx, who, async (tx, row, r) => {
    requireStep(row, 'files');
    const files: Record<string, string> = {};
    for (const [purpose, fileNo] of Object.entries(body.files)) {
      checkPurpose(purpose);
      const f = await ownFile(tx, r.files.kind, r.files.key, fileNo);
      if (!f || f.purpose !== purpose) throw new AppError('FIL10001', purpose);
      files[purpose] = fileNo;
    }
    for (const p of requiredFilePurposes(row.merc_category, row.base_info?.id_type)) {
      if (!files[p]) throw new AppError('ONB10004', p);
    }
    await save(tx, ctx, row, 'files', files, 'files');
  });
}

export async function checkSettle(db: Db, s: Record<string, string>): Promise<void> {
  fieldError(validateSettle(s));
  if (!(await bank(db, s.bank_code))) throw new AppError('ONB10005', 'bank_code');
}

export async function saveSettle(ctx: CallContext, who: RegistrantOf, settle: Record<string, string>) {
  return withApplication(ctx, who, async (tx, row) => {
    requireStep(row, 'settle');
    await checkSettle(tx, settle);
    await save(tx, ctx, row, 'settle', settle, 'settle');
  });
}

export async function saveContacts(ctx: CallContext, who: RegistrantOf, contacts: Record<string, string>) {
  return withApplication(ctx, who, async (tx, row) => {
    requireStep(row, 'contacts');
    fieldError(validateContacts(contacts));
    const taken = await tx.query('select 1 from operators where lower(login_name) = lower($1)', [
      contacts.admin_login_name,
    ]);
    if (taken.rows.length > 0) throw new AppError('OPR10001', 'admin_login_name');
    await save(tx, ctx, row, 'contacts', contacts, 'contacts');
  });
}

/**
 * meradm/registerNew: the sign-in of meradm/register and the product step in one call. The products are
 * checked before the SMS code is spent; an application under review or closed is answered as it is (its
 * status page), the choice unsaved.
 */
export async function registerWithProducts(
  ctx: CallContext,
  b: {
    phone_area: string;
    phone: string;
    sms_code: string;
    merc_category: 'ENTERPRISE' | 'PERSONAL';
    products: string[];
  },
) {
  await checkProducts(ctx.db, b.products);
  const token = await signInApplicant(ctx, b.phone_area, b.phone, b.sms_code);
  const row = await openApplication(ctx, await applicantOf(ctx, token));
  const application = EDITABLE.has(row.status)
    ? await saveProducts(ctx, applicantRegistrant(ctx, token), b)
    : await applicationAnswer(ctx.db, row);
  return { apply_token: token, application };
}

/** pc/businessCheckList: the review's checks of the applicant's application, newest first. */
export async function reviewChecks(ctx: CallContext, token: string) {
  const row = await openApplication(ctx, await applicantOf(ctx, token));
  const events = await applicationEvents(ctx.db, row.id);
  return {
    apply_no: row.apply_no,
    status: row.status,
    answerable: row.status === 'NEED_MORE',
    review_reason: row.review_reason,
    list: events.reverse().map((e) => ({ action: e.action, reason: e.reason, at: macauTime14(e.at) })),
  };
}

/**
 * pc/businessCheckUpdate: the applicant answers the reviewer's "ask for more" on the application
 * `applyNo` (theirs, NEED_MORE): the commit below, the remark kept in the history with it.
 */
export async function answerReview(ctx: CallContext, token: string, applyNo: string, remark: string) {
  const bad = validateText(remark, 400, false);
  if (bad) throw new AppError(bad, 'remark');
  return commitApplication(ctx, applicantRegistrant(ctx, token), { applyNo, remark });
}

/**
 * Commits for review: every step is checked again (a reference row may have gone; files must be there).
 * `answer`: the commit answers a request for more of that application, with a remark (businessCheckUpdate).
 */
export async function commitApplication(
  ctx: CallContext,
  who: RegistrantOf,
  answer?: { applyNo: string; remark: string },
) {
  return withApplication(ctx, who, async (tx, row, r) => {
    if (answer && row.apply_no !== answer.applyNo) throw new AppError('SCM40401', 'apply_no');
    if (answer && row.status !== 'NEED_MORE') throw new AppError('ONB10010', 'apply_no');
    requireStep(row, 'review');
    await checkBaseInfo(tx, row.base_info, row.merc_category);
    await checkSettle(tx, row.settle);
    fieldError(validateContacts(row.contacts));
    for (const p of requiredFilePurposes(row.merc_category, row.base_info.id_type)) {
      const no = row.files?.[p];
      if (!no || !(await ownFile(tx, r.files.kind, r.files.key, no))) throw new AppError('ONB10004', p);
    }
    const now = ctx.ports.clock.now();
    // A self-registered applicant signs the letter of authorisation and the contract first (/mandate,
    // /signIn); a provider's entry is consented to by the sub-merchant at /serve/approve instead.
    if (row.registrant === 'self' && (await unsignedAgreements(tx, row.id, APPLICANT_SIGNS, now)).length)
      throw new AppError('AGR10015');
    await setApplicationStatus(tx, row.id, 'AUDITING', { at: now, step: 'done', submitted: true });
    await insertEvent(tx, {
      applicationId: row.id,
      action: 'SUBMITTED',
      actor: r.actor,
      reason: answer?.remark ?? '',
      at: now,
    });
  });
}
