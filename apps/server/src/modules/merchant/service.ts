import { type Lang, labelOf, PAY_TYPE } from '@mp/core';
import type { MercQueryReqT } from '@mp/core/schemas/merchant';
import { macauTime14, startOfYmd, todayYmd } from '@mp/core/time';
import { merchantScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check } from '../../lists/input.ts';
import { renderPdf, sha256Hex } from '../../pdf/index.ts';
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

const ymdText = (v: string) => (v.length >= 8 ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : v);
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * pc/merInfoPdf (spec point 7 "pc/ ... previews, PDF exports", docs/decisions.md): the merchant information
 * page (merc_info: its preview of the registration, accounts, contacts and products) as a PDF through the
 * PDF kit, from the same reads and the same masking as the page; a provider or group names one of its
 * merchants. Dated by the day of the export (a snapshot of the data in force; the same bytes all day for
 * the same data), its SHA-256 answered beside it.
 */
export async function merInfoPdf(ctx: SignedInContext, body: MercQueryReqT) {
  const [info, settle, contacts, products] = await Promise.all([
    mercInfo(ctx, body),
    mercSettle(ctx, body),
    mercContact(ctx, body),
    productFee(ctx, body),
  ]);
  const en = ctx.lang === 'en';
  const L = (zh: string, e: string) => (en ? e : zh);
  // Dated by the Macau day of the export: the same data gives the same bytes all day (the kit's rule).
  const today = todayYmd(ctx.ports.clock.now());
  const category = info.category === 'ENTERPRISE' ? L('企業', 'Enterprise') : L('個人', 'Individual');
  const status = { normal: L('正常', 'Active'), frozen: L('凍結', 'Frozen'), closed: L('已關閉', 'Closed') }[
    info.status
  ];
  const contactType: Record<string, string> = {
    LEGAL: L('法定代表人', 'Legal representative'),
    BUSINESS: L('業務', 'Business'),
    FINANCE: L('財務', 'Finance'),
    TECHNICAL: L('技術', 'Technical'),
  };
  const title = L('商戶資料', 'Merchant information');
  const pdf = await renderPdf({
    title: `${title} ${info.mer_no}`,
    createdAt: startOfYmd(today),
    lang: en ? 'en' : 'zh-TW',
    footer: `${info.mer_no} · ${ymdText(today)}`,
    blocks: [
      { kind: 'title', text: title },
      {
        kind: 'fields',
        rows: [
          [L('商戶編號', 'Merchant no.'), info.mer_no],
          [L('商戶名稱', 'Merchant name'), info.mer_name],
          [L('簡稱', 'Short name'), info.short_name],
          [L('登記名稱', 'Registered name'), info.registered_name],
          [L('類別', 'Category'), category],
          [L('狀態', 'Status'), status],
          ['MCC', info.mcc],
          [L('地址', 'Address'), info.address],
          [L('商業登記編號', 'Licence no.'), info.licence_no],
          [L('法定代表人', 'Legal representative'), info.legal_name],
          [L('證件', 'ID'), `${info.legal_id_type} ${info.legal_id_no}`.trim()],
          [L('聯絡人', 'Contact'), info.contact_name],
          [L('聯絡電話', 'Contact phone'), info.contact_phone],
          [L('電郵', 'E-mail'), info.contact_email],
          [L('服務商', 'Service provider'), info.agt_no ? `${info.agt_name} (${info.agt_no})` : ''],
          [L('集團', 'Group'), info.group_no ? `${info.group_name} (${info.group_no})` : ''],
          [L('門店數目', 'Stores'), String(info.store_count)],
          [L('開戶日期', 'Signed up'), ymdText(info.created_date)],
        ],
      },
      { kind: 'heading', text: L('賬戶', 'Accounts') },
      {
        kind: 'table',
        columns: [
          { label: L('類型', 'Type'), width: 0.18 },
          { label: L('銀行', 'Bank'), width: 0.27 },
          { label: L('賬號', 'Account no.'), width: 0.3 },
          { label: L('戶名', 'Holder'), width: 0.25 },
        ],
        rows: settle.accounts.map((a) => [a.account_type, a.bank_name, a.account_no, a.account_name]),
      },
      { kind: 'heading', text: L('聯絡人', 'Contacts') },
      {
        kind: 'table',
        columns: [
          { label: L('類型', 'Type') },
          { label: L('姓名', 'Name') },
          { label: L('電話', 'Phone') },
          { label: L('電郵', 'E-mail') },
        ],
        rows: contacts.rows.map((c) => [
          contactType[c.contact_type] ?? c.contact_type,
          c.name,
          c.phone,
          c.email,
        ]),
      },
      { kind: 'heading', text: L('支付產品及費率', 'Products and rates') },
      {
        kind: 'table',
        columns: [
          { label: L('產品', 'Product'), width: 0.34 },
          { label: L('費率', 'Rate'), width: 0.14, align: 'right' },
          { label: L('最低手續費 (MOP)', 'Min fee (MOP)'), width: 0.18, align: 'right' },
          { label: L('最高手續費 (MOP)', 'Max fee (MOP)'), width: 0.18, align: 'right' },
          { label: L('結算週期', 'Settlement'), width: 0.16 },
        ],
        rows: products.rows.map((p) => [
          p.product_name,
          p.rate,
          money(p.min_fee),
          p.max_fee < 0 ? L('不設上限', 'None') : money(p.max_fee),
          p.settle_cycle,
        ]),
      },
      {
        kind: 'note',
        text:
          body.mask === 'Y'
            ? L(
                '個人資料及賬號已按平台規則遮蔽。',
                'Personal data and account numbers are masked by the portal rules.',
              )
            : L('本文件載有個人資料，請妥善保管。', 'This document holds personal data: keep it safe.'),
      },
    ],
  });
  return {
    file_name: `${info.mer_no}-${today}.pdf`,
    content_base64: pdf.toString('base64'),
    sha256: sha256Hex(pdf),
  };
}
