import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The collections' texts (money.txn): collection query and detail.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    txn: {
      intro: '查詢收款交易，查看明細並辦理退款。一般查詢支援當日數據；高級查詢適用於歷史數據。',
      detailTitle: '收款詳情',
      openReceipt: '在新頁面開啟',
      refund: '退款',
      huayinHint: '華銀快付交易須由商戶端辦理退款。',
      sectionOrder: '訂單資料',
      sectionMoney: '金額（{{currency}}）',
      sectionRefunds: '退款記錄',
      noRefunds: '暫無退款',
      sectionPromotion: '優惠活動',
      promotion: '活動',
      promoDiscount: '活動優惠',
      promoReturned: '退款已退回預算',
      funderMerchant: '商戶承擔（{{name}}）',
      funderProvider: '服務商承擔（{{name}}）',
      funderScheme: '卡組織／銀行承擔（{{name}}）',
      notFound: '找不到此交易',
      chooseOne: '請選擇一筆交易',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    txn: {
      intro:
        'Find collections, see their details and refund them. Standard search includes today; advanced search is for past days.',
      detailTitle: 'Collection detail',
      openReceipt: 'Open in a new page',
      refund: 'Refund',
      huayinHint: 'Huayin Express payments are refunded from the merchant side.',
      sectionOrder: 'Order',
      sectionMoney: 'Amounts ({{currency}})',
      sectionRefunds: 'Refunds',
      noRefunds: 'No refunds',
      sectionPromotion: 'Campaign discount',
      promotion: 'Campaign',
      promoDiscount: 'Campaign discount',
      promoReturned: 'Given back to the budget by refunds',
      funderMerchant: 'Paid by the merchant ({{name}})',
      funderProvider: 'Paid by the service provider ({{name}})',
      funderScheme: 'Paid by the card scheme or bank ({{name}})',
      notFound: 'This transaction cannot be found',
      chooseOne: 'Choose one transaction',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
