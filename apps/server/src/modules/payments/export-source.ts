import { PAYMENT_AUDIT_STATUS } from '@mp/core';
import { PaymentFilterReq, type PaymentFilterReqT } from '@mp/core/schemas/payments';
import { pagesOf } from '../exports/paged.ts';
import type { ExportSource } from '../exports/sources.ts';
import { paymentCount, paymentPage } from './service.ts';

/** The payment query (43) as the export machine reads it: the page service, page after page. */
export const paymentsExport: ExportSource<PaymentFilterReqT> = {
  key: 'payments',
  code: '43',
  filters: PaymentFilterReq,
  columns: [
    { key: 'payment_no', header: { zh: '付款單號', en: 'Payment no.' }, kind: 'text' },
    { key: 'mer_name', header: { zh: '商戶名稱', en: 'Merchant' }, kind: 'text' },
    { key: 'payee_name', header: { zh: '收款人', en: 'Payee' }, kind: 'masked:name' },
    { key: 'payee_bank', header: { zh: '收款銀行', en: 'Payee bank' }, kind: 'text' },
    { key: 'payee_account_no', header: { zh: '收款賬號', en: 'Payee account' }, kind: 'masked:card' },
    { key: 'amount', header: { zh: '付款金額(MOP)', en: 'Amount (MOP)' }, kind: 'money' },
    { key: 'fee', header: { zh: '手續費(MOP)', en: 'Fee (MOP)' }, kind: 'money' },
    { key: 'purpose', header: { zh: '用途', en: 'Purpose' }, kind: 'text' },
    { key: 'status', header: { zh: '狀態', en: 'Status' }, kind: 'status', labels: PAYMENT_AUDIT_STATUS },
    { key: 'created_at', header: { zh: '建立時間', en: 'Created' }, kind: 'datetime' },
    { key: 'finished_at', header: { zh: '完成時間', en: 'Finished' }, kind: 'datetime' },
  ],
  open: async (ctx, filters) => ({
    count: (await paymentCount(ctx, filters)).total_count,
    rows: pagesOf((page_no, page_size) =>
      paymentPage(ctx, { ...filters, sort_order: 'desc', page_no, page_size, mask: 'N' }),
    ),
  }),
};
