import { XFER_STATUS } from '@mp/core';
import { XferFilterReq, type XferFilterReqT } from '@mp/core/schemas/crossborder';
import { openPaged } from '../../lists/export/paged.ts';
import type { ExportColumn, ExportSource } from '../../lists/export/source.ts';
import { transferPage } from './transfer.ts';

const L = (zh: string, en: string) => ({ zh, en });

/** The transfer list's columns in a file (amounts of the payee's currency as decimal text). */
const columns: ExportColumn[] = [
  { key: 'transfer_no', header: L('匯款編號', 'Transfer no.'), kind: 'text' },
  { key: 'created_at', header: L('提交時間', 'Submitted'), kind: 'datetime' },
  { key: 'status', header: L('狀態', 'Status'), kind: 'status', labels: XFER_STATUS },
  { key: 'expected_date', header: L('預計日期', 'Expected'), kind: 'date' },
  { key: 'payee_name', header: L('收款人', 'Payee'), kind: 'text' },
  { key: 'payee_account', header: L('收款賬號', 'Payee account'), kind: 'masked:card' },
  { key: 'payee_bank', header: L('收款銀行', 'Payee bank'), kind: 'text' },
  { key: 'currency', header: L('幣種', 'Currency'), kind: 'text' },
  { key: 'rate', header: L('匯率', 'Rate'), kind: 'text' },
  { key: 'pay_amount', header: L('匯出金額（澳門元）', 'Amount sent (MOP)'), kind: 'money' },
  { key: 'fee_total', header: L('手續費（澳門元）', 'Fees (MOP)'), kind: 'money' },
  { key: 'total_pay', header: L('扣款合計（澳門元）', 'Total debited (MOP)'), kind: 'money' },
  { key: 'payee_receives', header: L('收款人收到', 'Payee receives'), kind: 'text' },
  { key: 'value_date', header: L('起息日', 'Value date'), kind: 'date' },
  { key: 'uetr', header: L('UETR', 'UETR'), kind: 'text' },
];

const decimal = (n: number, decimals: number) =>
  decimals === 0
    ? String(n)
    : `${Math.trunc(n / 10 ** decimals)}.${String(n % 10 ** decimals).padStart(decimals, '0')}`;

/**
 * The merchant's transfers through the one export machine (synchronous, or scheduled into the download
 * centre): the list page's filters, its code (9) and its rows, unmasked here so the privacy flag decides.
 */
export const transfersExport: ExportSource<XferFilterReqT> = {
  key: 'xfer_transfers',
  code: '9',
  areas: ['merchant'],
  filters: XferFilterReq,
  columns,
  open: (ctx, filters) =>
    openPaged(async (page_no, page_size) => {
      const r = await transferPage(ctx, { ...filters, page_no, page_size, mask: 'N' });
      return {
        total_count: r.total,
        rows: r.rows.map((x) => ({
          ...x,
          payee_receives: `${x.currency} ${decimal(x.payee_amount, x.decimals)}`,
        })),
      };
    }),
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [transfersExport];
