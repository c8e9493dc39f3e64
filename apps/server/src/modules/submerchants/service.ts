import type { ChildMercFilterReqT, ChildMercPageReqT, ChildMercRowT } from '@mp/core/schemas/submerchants';
import { macauTime14, ymdOfInstant } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { check, checkFilter, checkPhone } from '../../lists/input.ts';
import { containsPattern, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { sqlDate } from '../../lists/range.ts';
import { recordAudit } from '../audit/index.ts';
import { masker } from '../merchant/index.ts';
import { type ChildMercDbRow, childMerchants, searchMembers, updateGroupPhone } from './queries.ts';

const DAY_MS = 86_400_000;

function rowOf(r: ChildMercDbRow, flag: 'Y' | 'N'): ChildMercRowT {
  const k = masker(flag);
  return {
    mer_no: r.mer_no,
    mer_name: r.name,
    short_name: r.short_name,
    category: r.category,
    status: r.status,
    contact_name: k.of('name', r.contact_name),
    contact_phone: k.phone(r.contact_phone),
    store_count: Number(r.store_count),
    open_products: Number(r.open_products),
    txn_count_30d: Number(r.txn_count),
    txn_amount_30d: Number(r.txn_amount),
    group_name: r.group_name ?? '',
    joined_date: macauTime14(r.joined_at).slice(0, 8),
  };
}

/**
 * The caller's merchants: a provider's sub-merchants (21) or a group's members, never another's; the
 * list and its export read here. The figures are successful spending of the 30 days up to yesterday.
 */
export async function childMercPage(ctx: SignedInContext<'service' | 'group'>, body: ChildMercPageReqT) {
  const op = ctx.operator;
  checkFilter('mer_no', body.mer_no, 32);
  checkFilter('mer_name', body.mer_name);
  const now = ctx.ports.clock.now().getTime();
  const rows = await childMerchants(
    ctx.db,
    { kind: op.orgKind, id: op.orgId },
    {
      merNoPattern: containsPattern(body.mer_no),
      namePattern: containsPattern(body.mer_name),
      status: body.status || null,
      category: body.category || null,
      from: sqlDate(ymdOfInstant(new Date(now - 30 * DAY_MS))),
      to: sqlDate(ymdOfInstant(new Date(now - DAY_MS))),
      ...pageWindow(body),
    },
  );
  return pageAnswer(
    body,
    rows,
    rows.map((r) => rowOf(r, body.mask)),
  );
}

/** One page of the export (unmasked: the export writer masks by the request's privacy flag). */
export async function childMercExportPage(
  ctx: SignedInContext<'service'>,
  filters: ChildMercFilterReqT,
  page_no: number,
  page_size: number,
) {
  const r = await childMercPage(ctx, { ...filters, mask: 'N', page_no, page_size });
  return { rows: r.rows, total_count: r.total };
}

export async function groupInfoSearch(ctx: SignedInContext, body: { keyword: string }) {
  const op = ctx.operator;
  checkFilter('keyword', body.keyword);
  const rows = await searchMembers(ctx.db, op.orgId, containsPattern(body.keyword) ?? '%');
  return { rows: rows.map((r) => ({ mer_no: r.mer_no, mer_name: r.name, status: r.status })) };
}

export async function groupOprPhone(ctx: SignedInContext, body: { phone_area: string; phone: string }) {
  const op = ctx.operator;
  const phone = body.phone.trim();
  check('phone', phone === '' ? 'VAL10001' : null);
  checkPhone('phone', body.phone_area, phone);
  const full = `${body.phone_area} ${phone}`;
  await ctx.db.tx(async (tx) => {
    await updateGroupPhone(tx, op.orgId, full);
    await recordAudit(ctx, { action: 'group_phone_change', target: masker('Y').phone(full) }, tx);
  });
  return { phone: masker('Y').phone(full) };
}
