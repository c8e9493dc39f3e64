import { type Lang, PAY_TYPE } from '@mp/core';
import { headerCells, rowFormatter } from '../../lists/export/cells.ts';
import type { ExportColumn } from '../../lists/export/source.ts';
import { csvText } from '../../lists/export/writers/csv.ts';
import type { BillLine } from './queries.ts';

/**
 * A bill's CSV: one line per merchant, store and payment type with the period's successful spending
 * (count, amount, discount, fee), refunds (count, amount) and the net (amount - discount - fee - refunds,
 * the settlement rule), then a total line. Written through the export cells, so texts are neutralised
 * against formula injection and amounts are yuan.
 */
const t = (zh: string, en: string) => ({ zh, en });

export const BILL_COLUMNS: readonly ExportColumn[] = [
  { key: 'report_date', header: t('賬單日期', 'Report date'), kind: 'text' },
  { key: 'mer_no', header: t('商戶編號', 'Merchant no.'), kind: 'text' },
  { key: 'mer_name', header: t('商戶名稱', 'Merchant name'), kind: 'text' },
  { key: 'store_no', header: t('門店編號', 'Store no.'), kind: 'text' },
  { key: 'store_name', header: t('門店名稱', 'Store name'), kind: 'text' },
  { key: 'pay_type', header: t('支付方式', 'Payment type'), kind: 'status', labels: PAY_TYPE },
  { key: 'spend_count', header: t('交易筆數', 'Transactions'), kind: 'number' },
  { key: 'spend_amount', header: t('交易金額', 'Amount'), kind: 'money' },
  { key: 'discount_amount', header: t('優惠金額', 'Discount'), kind: 'money' },
  { key: 'fee', header: t('手續費', 'Fee'), kind: 'money' },
  { key: 'refund_count', header: t('退款筆數', 'Refunds'), kind: 'number' },
  { key: 'refund_amount', header: t('退款金額', 'Refund amount'), kind: 'money' },
  { key: 'net_amount', header: t('結算淨額', 'Net amount'), kind: 'money' },
];

const TOTAL = t('合計', 'Total');
const SUMMED = [
  'spend_count',
  'spend_amount',
  'discount_amount',
  'fee',
  'refund_count',
  'refund_amount',
] as const;

const net = (l: Record<(typeof SUMMED)[number], string | bigint>) =>
  BigInt(l.spend_amount) - BigInt(l.discount_amount) - BigInt(l.fee) - BigInt(l.refund_amount);

/** The bill in one language, with a byte-order mark for Excel. */
export function billCsv(reportDate: string, lines: readonly BillLine[], lang: Lang): string {
  const format = rowFormatter(BILL_COLUMNS, { lang, mask: false, target: 'csv' });
  const totals = Object.fromEntries(SUMMED.map((k) => [k, 0n])) as Record<(typeof SUMMED)[number], bigint>;
  const body = lines.map((l) => {
    for (const k of SUMMED) totals[k] += BigInt(l[k]);
    return format({ ...l, report_date: reportDate, net_amount: net(l) });
  });
  const total = format({
    ...totals,
    report_date: lang === 'en' ? TOTAL.en : TOTAL.zh,
    net_amount: net(totals),
  });
  return csvText([headerCells(BILL_COLUMNS, lang), ...body, total]);
}
