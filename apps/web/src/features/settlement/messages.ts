import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The settlement capability's texts (money.settle: settlements and settle orders; money.rlt: reconciliation).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    settle: {
      intro: '按結算日期查詢結算單：結算金額已扣除手續費、優惠及退款。',
      ordersIntro: '子商戶的結算單及合計。',
      unsettled: '未結算統計',
      unsettledRange: '統計期間：{{range}}',
      nothingUnsettled: '目前沒有未結算的交易',
      toSettle: '待結算淨額',
    },
    rlt: {
      intro: '子商戶按日及支付方式的對賬，與結算單逐筆核對。',
      detailTitle: '對賬明細',
      byStore: '按門店',
      notFound: '找不到此對賬記錄',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    settle: {
      intro: 'Settlements by settlement day; the amount settled is net of fees, discounts and refunds.',
      ordersIntro: "Your sub-merchants' settlements and their totals.",
      unsettled: 'Not yet settled',
      unsettledRange: 'Period: {{range}}',
      nothingUnsettled: 'Nothing is waiting to be settled',
      toSettle: 'Net to settle',
    },
    rlt: {
      intro: 'Each sub-merchant by day and payment type, matched with its settlement.',
      detailTitle: 'Reconciliation detail',
      byStore: 'By store',
      notFound: 'This reconciliation line cannot be found',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
