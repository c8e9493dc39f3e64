import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** The fee bills' texts (feebills.*). */
const zhTW = {
  feebills: {
    intro: '每月一張手續費賬單，列出平台就您的收款收取的手續費。確認後的賬單可申請開具發票。',
    months: '賬單月份',
    status: '賬單狀態',
    merchant: '商戶編號',
    search: '查詢',
    export: '導出',
    appoint: '預約下載',
    confirm: '確認賬單',
    confirmAsk: '確認後賬單金額將不再變動，並可用於申請發票。確定確認此賬單嗎？',
    confirmed: '賬單已確認',
    lines: '導出明細',
    queued: '已加入下載中心，完成後可在下載中心下載',
    actions: '操作',
    detailTitle: '賬單 {{no}}',
    openDetail: '查看賬單 {{no}}',
    totals: '共 {{count}} 張賬單，手續費合計 {{fee}} MOP',
    empty: '所選月份沒有手續費賬單',
    apply: '申請發票',
  },
};

const en: Shape<typeof zhTW> = {
  feebills: {
    intro:
      'One fee bill a month, listing the fees the platform charged on your collections. A confirmed bill can be invoiced.',
    months: 'Months',
    status: 'Bill status',
    merchant: 'Merchant no.',
    search: 'Search',
    export: 'Export',
    appoint: 'Scheduled download',
    confirm: 'Confirm bill',
    confirmAsk:
      'Once confirmed, the bill’s figures no longer change and it can be invoiced. Confirm this bill?',
    confirmed: 'The bill is confirmed',
    lines: 'Export fee lines',
    queued: 'Added to the download centre; download it there when it is ready',
    actions: 'Actions',
    detailTitle: 'Bill {{no}}',
    openDetail: 'View bill {{no}}',
    totals: 'Bills: {{count}}; fees MOP {{fee}} in total',
    empty: 'No fee bills in the months chosen',
    apply: 'Apply for an invoice',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
