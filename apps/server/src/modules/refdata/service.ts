import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import * as q from './queries.ts';

/** The reference lists (migration 0031), answered in the caller's language where names have two. */

/** A row's names: `name` the Chinese one, `name_en` the English one. */
const named = (r: { name_zh: string; name_en: string }) => ({ name: r.name_zh, name_en: r.name_en });

const bankRow = (b: q.BankDbRow) => ({
  bank_code: b.code,
  region: b.region,
  clearing_code: b.clearing_code,
  bank_name: b.name_zh,
  bank_name_en: b.name_en,
});

const ACCOUNT_HINT = {
  MO: { zh: '澳門銀行賬號：6-30 位數字', en: 'Macau bank account: 6-30 digits' },
  HK: {
    zh: '香港銀行賬號：6-30 位數字（不含銀行編號）',
    en: 'Hong Kong account: 6-30 digits (without the bank code)',
  },
  CN: { zh: '內地銀行卡號：6-30 位數字', en: 'Mainland bank card number: 6-30 digits' },
} as const;

export async function bankList(ctx: CallContext, region: string | undefined) {
  return { list: (await q.banks(ctx.db, region ?? null)).map(bankRow) };
}

export async function bankOpenInfo(ctx: CallContext, code: string) {
  const b = await q.bank(ctx.db, code);
  if (!b) throw new AppError('SCM40401');
  const hint = ACCOUNT_HINT[b.region];
  return { ...bankRow(b), account_no_hint: ctx.lang === 'en' ? hint.en : hint.zh };
}

export async function banksLike(ctx: CallContext, keyword: string, region: string | undefined) {
  const k = keyword.trim();
  if (k === '') return { list: [] };
  return { list: (await q.banksLike(ctx.db, k, region ?? null)).map(bankRow) };
}

export async function mccList(ctx: CallContext, keyword: string | undefined) {
  const rows = await q.mccs(ctx.db, keyword?.trim() || null);
  return {
    list: rows.map((m) => ({ mcc: m.code, mcc_group: m.mcc_group, ...named(m) })),
  };
}

export async function areaList(ctx: CallContext, parent: string | null) {
  const rows = await q.areas(ctx.db, parent);
  return {
    list: rows.map((a) => ({
      area_code: a.code,
      parent_code: a.parent_code ?? '',
      level: a.level,
      ...named(a),
    })),
  };
}

export async function busTypeList(ctx: CallContext, category: string | undefined) {
  const rows = await q.busTypes(ctx.db, category ?? null);
  return {
    list: rows.map((b) => ({ bus_type: b.code, merc_category: b.merc_category, ...named(b) })),
  };
}

export async function productList(ctx: CallContext) {
  const rows = await q.products(ctx.db);
  return {
    list: rows.map((p) => ({ product_code: p.code, pay_type: p.pay_type, ...named(p), scene: p.scene })),
  };
}
