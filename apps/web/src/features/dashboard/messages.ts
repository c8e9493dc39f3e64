import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The dashboard's texts (money.dash).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    dash: {
      greeting: '您好，{{name}}',
      subtitle: '昨日（{{date}}）營業概覽 · {{scope}}',
      scopeMerchant: '全部 {{stores}} 間門店',
      scopeStores: '您負責的 {{stores}} 間門店',
      scopeMany: '{{merchants}} 個商戶、{{stores}} 間門店',
      yCount: '昨日交易筆數',
      yAmount: '昨日交易金額',
      yNet: '昨日淨額',
      yFee: '昨日手續費',
      yRefund: '昨日退款',
      todaySoFar: '今日至今 {{n}} 筆',
      todayAmount: '今日至今 MOP {{amount}}',
      discount: '已扣優惠 MOP {{amount}}、手續費及退款',
      refundCount: '{{n}} 筆退款',
      sevenDays: '近七日交易',
      byAmount: '按金額',
      byCount: '按筆數',
      chartAmount: '近七日每日交易金額，按支付方式',
      chartCount: '近七日每日交易筆數，按支付方式',
      noBusiness: '這七日暫無交易',
      hoverHint: '將滑鼠移到某一日，查看當日各支付方式的明細。',
      tapHint: '輕觸某一日，查看當日各支付方式的明細。',
      dayTotal: '{{n}} 筆，MOP {{amount}}',
      latestSettlement: '最近結算',
      settleNet: '結算淨額（已扣手續費、優惠及退款）',
      settledMerchants: '{{n}} 個商戶結算合計',
      noSettlement: '暫無結算記錄',
      unavailable: '暫時無法取得統計資料',
      toCollections: '收款查詢',
      toRefunds: '退款查詢',
      toSettlements: '結算查詢',
      toBills: '對賬單下載',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    dash: {
      greeting: 'Hello, {{name}}',
      subtitle: 'Yesterday ({{date}}) at a glance · {{scope}}',
      scopeMerchant: 'all stores ({{stores}})',
      scopeStores: 'your stores ({{stores}})',
      scopeMany: 'merchants: {{merchants}}, stores: {{stores}}',
      yCount: "Yesterday's transactions",
      yAmount: "Yesterday's amount",
      yNet: "Yesterday's net",
      yFee: "Yesterday's fees",
      yRefund: "Yesterday's refunds",
      todaySoFar: 'Today so far: {{n}}',
      todayAmount: 'Today so far: MOP {{amount}}',
      discount: 'After discounts (MOP {{amount}}), fees and refunds',
      refundCount: 'Refunds: {{n}}',
      sevenDays: 'Last seven days',
      byAmount: 'Amount',
      byCount: 'Count',
      chartAmount: 'Daily amount of the last seven days, by payment type',
      chartCount: 'Daily transactions of the last seven days, by payment type',
      noBusiness: 'No business in these seven days',
      hoverHint: 'Point at a day to see its figures by payment type.',
      tapHint: 'Tap a day to see its figures by payment type.',
      dayTotal: 'Transactions: {{n}}, MOP {{amount}}',
      latestSettlement: 'Latest settlement',
      settleNet: 'Net settled (after fees, discounts and refunds)',
      settledMerchants: 'Merchants settled: {{n}}',
      noSettlement: 'No settlement yet',
      unavailable: 'The figures cannot be shown right now',
      toCollections: 'Collections',
      toRefunds: 'Refunds',
      toSettlements: 'Settlements',
      toBills: 'Bills',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
