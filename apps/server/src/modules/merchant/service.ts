import { type Lang, labelOf, PAY_TYPE } from '@mp/core';
import type { MercQueryReqT } from '@mp/core/schemas/merchant';
import { macauTime14 } from '@mp/core/time';
import { merchantScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check } from '../../lists/input.ts';
import { masker } from './mask.ts';
import {
  type AccountDbRow,
  type ContactDbRow,
  findGroup,
  findMerchant,
  findProvider,
  type MerchantDbRow,
  merchantProducts,
  type OrgDbRow,
  orgAccounts,
  orgContacts,
} from './queries.ts';

const ymd = (d: Date) => macauTime14(d).slice(0, 8);

/**
 * The merchant asked about: the merchant area reads its own; a provider or group names one of its
 * merchants by mer_no. A merchant outside the scope does not exist (SCM40401).
 */
async function targetMerchant(ctx: SignedInContext, body: MercQueryReqT): Promise<MerchantDbRow> {
  const op = ctx.operator;
  if (op.orgKind === 'merchant') {
    const own = await findMerchant(ctx.db, { id: op.orgId });
    if (!own) throw new AppError('SCM40401');
    return own;
  }
  const merNo = body.mer_no?.trim() ?? '';
  check('mer_no', merNo === '' ? 'VAL10001' : null);
  const m = await findMerchant(ctx.db, { merNo });
  if (!m || !(await merchantScope(ctx)).includes(String(m.id))) throw new AppError('SCM40401');
  return m;
}

export async function mercInfo(ctx: SignedInContext, body: MercQueryReqT) {
  const m = await targetMerchant(ctx, body);
  const k = masker(body.mask);
  return {
    mer_no: m.mer_no,
    mer_name: m.name,
    short_name: m.short_name,
    registered_name: m.registered_name,
    category: m.category,
    status: m.status,
    mcc: m.mcc,
    address: m.address,
    licence_no: m.licence_no,
    legal_name: k.of('name', m.legal_name),
    legal_id_type: m.legal_id_type,
    legal_id_no: k.of('id', m.legal_id_no),
    contact_name: k.of('name', m.contact_name),
    contact_phone: k.phone(m.contact_phone),
    contact_email: k.of('email', m.contact_email),
    agt_no: m.agt_no ?? '',
    agt_name: m.agt_name ?? '',
    group_no: m.group_no ?? '',
    group_name: m.group_name ?? '',
    store_count: Number(m.store_count),
    created_date: ymd(m.created_at),
  };
}

function accountRows(rows: AccountDbRow[], flag: 'Y' | 'N', personName: boolean) {
  const k = masker(flag);
  return rows.map((a) => ({
    account_type: a.account_type,
    bank_name: a.bank_name,
    account_no: k.of('card', a.account_no),
    // An individual business settles to its owner's personal account: the holder's name is personal data.
    account_name: personName ? k.of('name', a.account_name) : a.account_name,
    currency: a.currency,
    settle_cycle: a.account_type === 'SETTLEMENT' ? 'T1' : '',
  }));
}

function contactRows(rows: ContactDbRow[], flag: 'Y' | 'N') {
  const k = masker(flag);
  return rows.map((c) => ({
    contact_type: c.contact_type,
    name: k.of('name', c.name),
    phone: k.phone(c.phone),
    email: k.of('email', c.email),
  }));
}

export async function mercSettle(ctx: SignedInContext, body: MercQueryReqT) {
  const m = await targetMerchant(ctx, body);
  const rows = await orgAccounts(ctx.db, 'merchant', String(m.id));
  return { mer_no: m.mer_no, accounts: accountRows(rows, body.mask, m.category === 'PERSONAL') };
}

export async function mercContact(ctx: SignedInContext, body: MercQueryReqT) {
  const m = await targetMerchant(ctx, body);
  return {
    mer_no: m.mer_no,
    rows: contactRows(await orgContacts(ctx.db, 'merchant', String(m.id)), body.mask),
  };
}

/** Basis points as a percentage with two decimals, in integer arithmetic: 90 -> '0.90%'. */
export function ratePercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

const productName = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

export async function productFee(ctx: SignedInContext, body: MercQueryReqT) {
  const m = await targetMerchant(ctx, body);
  const rows = await merchantProducts(ctx.db, String(m.id));
  return {
    mer_no: m.mer_no,
    rows: rows.map((p) => ({
      product_code: p.product_code,
      product_name: productName(ctx.lang, p.name_zh, p.name_en) || labelOf(PAY_TYPE, p.pay_type, ctx.lang),
      pay_type: p.pay_type,
      scene: p.scene,
      rate_bp: Number(p.rate_bp),
      rate: ratePercent(Number(p.rate_bp)),
      min_fee: Number(p.min_fee),
      max_fee: p.max_fee === null ? -1 : Number(p.max_fee),
      settle_cycle: p.settle_cycle,
      status: p.status,
      opened_date: p.opened_at.replaceAll('-', ''),
    })),
  };
}

async function orgInfo(ctx: SignedInContext, flag: 'Y' | 'N', org: OrgDbRow | null) {
  if (!org) throw new AppError('SCM40401');
  const op = ctx.operator;
  const k = masker(flag);
  const [accounts, contacts] = await Promise.all([
    orgAccounts(ctx.db, op.orgKind, op.orgId),
    orgContacts(ctx.db, op.orgKind, op.orgId),
  ]);
  return {
    org_no: org.no,
    name: org.name,
    short_name: org.short_name,
    status: org.status,
    contact_name: k.of('name', org.contact_name),
    contact_phone: k.phone(org.contact_phone),
    contact_email: k.of('email', org.contact_email),
    merchant_count: Number(org.merchant_count),
    created_date: ymd(org.created_at),
    accounts: accountRows(accounts, flag, false),
    contacts: contactRows(contacts, flag),
  };
}

/** The service provider's own page (serviceDetail, code 11). */
export async function providerInfo(ctx: SignedInContext, body: { mask: 'Y' | 'N' }) {
  const op = ctx.operator;
  return orgInfo(ctx, body.mask, await findProvider(ctx.db, op.orgId));
}

/** The group's own page (groupDetail). */
export async function groupInfo(ctx: SignedInContext, body: { mask: 'Y' | 'N' }) {
  const op = ctx.operator;
  return orgInfo(ctx, body.mask, await findGroup(ctx.db, op.orgId));
}
