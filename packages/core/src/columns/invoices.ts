import type { InvoiceRowT } from '../schemas/invoices.ts';
import { INVOICE_HEAD_TYPE, INVOICE_STATUS } from '../statuses.ts';
import type { Column } from './column.ts';

/** The invoice applications' columns (461 and the audit queue of 463). */
export const INVOICE_COLUMNS: readonly Column<InvoiceRowT>[] = [
  { key: 'apply_no', title: { zh: '申請編號', en: 'Application ID' }, kind: 'code' },
  { key: 'applied_at', title: { zh: '申請時間', en: 'Applied at' }, kind: 'datetime' },
  { key: 'title', title: { zh: '發票抬頭', en: 'Invoice recipient' }, kind: 'text' },
  {
    key: 'head_type',
    title: { zh: '抬頭類型', en: 'Recipient type' },
    kind: 'status',
    labels: INVOICE_HEAD_TYPE,
    optional: true,
  },
  { key: 'bill_count', title: { zh: '賬單數', en: 'Bills' }, kind: 'count' },
  { key: 'amount', title: { zh: '開票金額', en: 'Invoice amount' }, kind: 'money' },
  { key: 'status', title: { zh: '狀態', en: 'Status' }, kind: 'status', labels: INVOICE_STATUS },
  { key: 'invoice_no', title: { zh: '發票號碼', en: 'Invoice no.' }, kind: 'code' },
  { key: 'issued_at', title: { zh: '開票時間', en: 'Issued at' }, kind: 'datetime', optional: true },
];
