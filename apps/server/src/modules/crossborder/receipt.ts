import { formatCents, XFER_STATUS } from '@mp/core';
import type { XferCurrency } from '@mp/core/schemas/crossborder';
import { renderPdf, sha256Hex } from '../../pdf/index.ts';
import { CURRENCIES, rateText } from './money.ts';
import type { XferDb } from './queries.ts';

/**
 * The receipt of a transfer (issue 26 point 7) in either language: every price part and the UETR, through
 * the PDF kit, so the same transfer in the same state gives the same bytes at every download.
 */
const T = {
  'zh-TW': {
    title: '跨境匯款回單',
    transfer: '匯款資料',
    no: '匯款編號',
    status: '狀態',
    created: '提交時間',
    value: '起息日',
    arrival: '預計到賬日',
    uetr: 'UETR（SWIFT gpi 追蹤號）',
    payee: '收款人',
    name: '名稱',
    account: '賬號',
    bank: '銀行',
    price: '價格明細',
    rate: '匯率（澳門元 / 1 單位）',
    ref: '參考匯率',
    margin: '加價（基點）',
    pay: '匯款金額',
    fees: '手續費合計',
    total: '扣款總額',
    receive: '收款人收到',
    purpose: '匯款用途',
    none: '未匯出',
    note: '本回單由系統產生，內容以本平台記錄為準。',
  },
  en: {
    title: 'Cross-border transfer receipt',
    transfer: 'Transfer',
    no: 'Transfer no.',
    status: 'Status',
    created: 'Submitted',
    value: 'Value date',
    arrival: 'Expected arrival',
    uetr: 'UETR (SWIFT gpi tracking)',
    payee: 'Payee',
    name: 'Name',
    account: 'Account no.',
    bank: 'Bank',
    price: 'Price',
    rate: 'Rate (MOP per unit)',
    ref: 'Reference rate',
    margin: 'Margin (basis points)',
    pay: 'Amount sent',
    fees: 'Fees in total',
    total: 'Total debited',
    receive: 'Payee receives',
    purpose: 'Purpose',
    none: 'not sent yet',
    note: 'This receipt is produced by the system; the platform records prevail.',
  },
} as const;

const ymd = (d: string) => (d.length === 8 ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}` : d);
const minor = (v: string | number, decimals: number) =>
  decimals === 0 ? Number(v).toLocaleString('en-US') : formatCents(Number(v));

export async function receiptPdf(t: XferDb, lang: 'zh-TW' | 'en') {
  const x = T[lang];
  const dec = CURRENCIES[t.currency as XferCurrency]?.decimals ?? 2;
  const fees = JSON.parse(t.fees) as { label_zh: string; label_en: string; amount: number }[];
  const status = XFER_STATUS[t.status as keyof typeof XFER_STATUS];
  const bytes = await renderPdf({
    title: x.title,
    createdAt: t.created_at,
    lang,
    footer: t.transfer_no,
    blocks: [
      { kind: 'title', text: x.title },
      { kind: 'heading', text: x.transfer },
      {
        kind: 'fields',
        rows: [
          [x.no, t.transfer_no],
          [x.status, status ? (lang === 'en' ? status.en : status.zh) : t.status],
          [x.created, `${t.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
          [x.value, ymd(t.value_date)],
          [x.arrival, ymd(t.arrival_date)],
          [x.uetr, t.uetr || x.none],
          [x.purpose, `${t.purpose} / ${t.goods_name}`],
        ],
      },
      { kind: 'heading', text: x.payee },
      {
        kind: 'fields',
        rows: [
          [x.name, t.payee_name],
          [x.account, t.payee_account_no],
          [x.bank, t.payee_bank],
        ],
      },
      { kind: 'heading', text: x.price },
      {
        kind: 'table',
        columns: [
          { label: '', width: 0.6 },
          { label: '', width: 0.4, align: 'right' },
        ],
        rows: [
          [x.rate, rateText(BigInt(t.rate_micro))],
          [x.ref, `${rateText(BigInt(t.ref_rate_micro))} (${t.ref_source})`],
          [x.margin, String(t.margin_bp)],
          [x.pay, `MOP ${formatCents(Number(t.pay_amount))}`],
          ...fees.map((f) => [lang === 'en' ? f.label_en : f.label_zh, `MOP ${formatCents(f.amount)}`]),
          [x.fees, `MOP ${formatCents(Number(t.fee_total))}`],
          [x.total, `MOP ${formatCents(Number(t.total_pay))}`],
          [x.receive, `${t.currency} ${minor(t.payee_amount, dec)}`],
        ],
      },
      { kind: 'rule' },
      { kind: 'note', text: x.note },
    ],
  });
  return {
    file_name: `${t.transfer_no}-${lang}.pdf`,
    content_type: 'application/pdf',
    content: bytes.toString('base64'),
    sha256: sha256Hex(bytes),
  };
}

/** The merchant's transfers as CSV (UTF-8 with BOM, for spreadsheet programs). */
export function transfersCsv(rows: XferDb[], lang: 'zh-TW' | 'en') {
  const head =
    lang === 'en'
      ? [
          'Transfer no.',
          'Submitted',
          'Status',
          'Payee',
          'Account',
          'Currency',
          'Rate',
          'Amount (MOP)',
          'Fees (MOP)',
          'Total (MOP)',
          'Payee receives',
          'Value date',
          'UETR',
        ]
      : [
          '匯款編號',
          '提交時間',
          '狀態',
          '收款人',
          '賬號',
          '幣種',
          '匯率',
          '匯款金額（澳門元）',
          '手續費（澳門元）',
          '扣款總額（澳門元）',
          '收款人收到',
          '起息日',
          'UETR',
        ];
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = rows.map((t) => {
    const st = XFER_STATUS[t.status as keyof typeof XFER_STATUS];
    const dec = CURRENCIES[t.currency as XferCurrency]?.decimals ?? 2;
    return [
      t.transfer_no,
      t.created_at.toISOString(),
      st ? (lang === 'en' ? st.en : st.zh) : t.status,
      t.payee_name,
      t.payee_account_no.replace(/^(.{6}).*(.{4})$/, '$1****$2'),
      t.currency,
      rateText(BigInt(t.rate_micro)),
      formatCents(Number(t.pay_amount)),
      formatCents(Number(t.fee_total)),
      formatCents(Number(t.total_pay)),
      minor(t.payee_amount, dec),
      t.value_date,
      t.uetr,
    ]
      .map(cell)
      .join(',');
  });
  const text = `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
  const bytes = Buffer.from(text, 'utf8');
  return {
    file_name: `cross-border-transfers-${lang}.csv`,
    content_type: 'text/csv; charset=utf-8',
    content: bytes.toString('base64'),
    sha256: sha256Hex(bytes),
  };
}
