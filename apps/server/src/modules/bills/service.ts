import { labelOf } from '@mp/core';
import {
  BILL_TYPE,
  type BillListReqT,
  type BillListResT,
  type BillRefReqT,
  type BillType,
} from '@mp/core/schemas/bills';
import type { DownloadTokenResT } from '@mp/core/schemas/exports';
import { merchantScope } from '../../http/scope.ts';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { issueDownloadToken } from '../exports/index.ts';
import { billFileName, generateBill } from './generate.ts';
import { checkPeriod, isClosed, listRange, periodDays } from './periods.ts';
import {
  type BillFileRow,
  type BillOwner,
  merchantByNo,
  orgNo,
  periodsWithBusiness,
  selectBillFiles,
} from './queries.ts';

/**
 * Whose bills a call is about. The organisation's own (a merchant's, a service provider's over its
 * sub-merchants, a group's over its members), or with mer_no a member merchant's. Code 45 is on every
 * bill contract (the gate; the group area has no codes, spec point 2). A bill covers every store, so an
 * operator limited to some stores gets BIL10002 rather than other stores' figures.
 */
async function ownerFor(ctx: SignedInContext, merNo: string | undefined): Promise<BillOwner> {
  const op: Operator | null = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  if (op.storeIds !== null) throw new AppError('BIL10002');
  const scope = await merchantScope(ctx);
  const wanted = merNo?.trim();
  if (wanted) {
    const m = await merchantByNo(ctx.db, wanted);
    if (!m || !scope.includes(String(m.id))) throw new AppError('SCM40401', 'mer_no');
    if (op.orgKind === 'merchant')
      return { orgKind: 'merchant', orgId: op.orgId, no: m.mer_no, merchantIds: scope };
    return { orgKind: 'merchant', orgId: String(m.id), no: m.mer_no, merchantIds: [String(m.id)] };
  }
  return {
    orgKind: op.orgKind,
    orgId: op.orgId,
    no: await orgNo(ctx.db, op.orgKind, op.orgId),
    merchantIds: scope,
  };
}

const sizeIn = (row: BillFileRow | undefined, lang: string) =>
  row ? Number(lang === 'en' ? row.size_en : row.size_zh) : 0;

/** The bill list of a range: one entry per closed period with business, newest first, paged. */
export async function listBills(ctx: SignedInContext, body: BillListReqT): Promise<BillListResT> {
  const owner = await ownerFor(ctx, body.mer_no);
  const type = body.bill_type;
  const range = listRange(type, body.start_date, body.end_date, ctx.ports.clock.now());
  const periods = range
    ? await periodsWithBusiness(ctx.db, owner.merchantIds, type, range.first, range.last)
    : [];
  const from = (body.page_no - 1) * body.page_size;
  const page = periods.slice(from, from + body.page_size);
  const files = await selectBillFiles(ctx.db, owner, type, page);
  return {
    total: periods.length,
    page_no: body.page_no,
    page_size: body.page_size,
    file_list: page.map((period, i) => ({
      index: from + i + 1,
      file_name: billFileName(type, owner.no, period),
      report_date: period,
      bill_type: type,
      bill_type_name: labelOf(BILL_TYPE, type, ctx.lang),
      file_size: sizeIn(files.get(period), ctx.lang),
    })),
  };
}

/** Whether the owner has a bill for this closed period (business happened in it). */
async function hasBill(ctx: CallContext, owner: BillOwner, type: BillType, period: string): Promise<boolean> {
  if (!isClosed(type, period, ctx.ports.clock.now())) return false;
  const { first, last } = periodDays(type, period);
  return (await periodsWithBusiness(ctx.db, owner.merchantIds, type, first, last)).length > 0;
}

export async function billExists(ctx: SignedInContext, body: BillRefReqT) {
  checkPeriod(body.bill_type, body.report_date);
  const owner = await ownerFor(ctx, body.mer_no);
  const exist = await hasBill(ctx, owner, body.bill_type, body.report_date);
  return {
    exist: exist ? ('Y' as const) : ('N' as const),
    file_name: exist ? billFileName(body.bill_type, owner.no, body.report_date) : '',
  };
}

/**
 * A one-time link to a bill, generating the bill first when the schedule has not made it yet;
 * FIL10001 when there is no bill for that period (no business, or not closed yet).
 */
export async function billDownloadLink(ctx: SignedInContext, body: BillRefReqT): Promise<DownloadTokenResT> {
  checkPeriod(body.bill_type, body.report_date);
  const owner = await ownerFor(ctx, body.mer_no);
  if (!(await hasBill(ctx, owner, body.bill_type, body.report_date))) throw new AppError('FIL10001');
  const type = body.bill_type;
  let row = (await selectBillFiles(ctx.db, owner, type, [body.report_date])).get(body.report_date);
  const key = row ? (ctx.lang === 'en' ? row.key_en : row.key_zh) : null;
  if (!row || !key || !(await ctx.ports.files.exists(key))) {
    row = await generateBill(ctx.db, ctx.ports.files, owner, type, body.report_date, ctx.ports.clock.now());
  }
  return issueDownloadToken(ctx, 'bill', String(row.id), {
    name: row.file_name,
    size: sizeIn(row, ctx.lang),
  });
}
