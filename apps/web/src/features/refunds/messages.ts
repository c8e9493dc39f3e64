import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The refunds' texts (money.refund: the refund dialog and detail; money.refundQuery: the query page).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    refund: {
      title: '申請退款',
      paid: '交易金額',
      bill: '賬單金額',
      discount: '優惠',
      discountNote: '優惠不以現金退還：退款以顧客實付為上限。',
      payerPaid: '顧客實付',
      already: '已退款',
      lastAt: '最近一次於 {{time}}',
      amount: '退款金額',
      amountHint: '最多 {{max}}',
      all: '全額',
      password: '支付密碼',
      passwordHint: '6 位數字',
      confirm: '確認退款',
      submitted: '退款申請已提交',
      submittedHint: '支付網絡處理後，狀態會變為退款成功或退款失敗，您可在退款查詢中查看。',
      waitingHint: '此退款超出審批規則的金額，須由另一位操作員審批後才會送交支付網絡；審批前款項已凍結。',
      viewRefund: '查看退款',
      setPassword: '前往設定',
    },
    refundQuery: {
      intro: '查詢退款記錄與處理狀態。',
      ofCollection: '原交易',
      notFound: '找不到此退款',
      chooseOne: '請選擇一筆退款',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    refund: {
      title: 'Refund',
      paid: 'Amount paid',
      bill: 'Bill amount',
      discount: 'Discount',
      discountNote: 'A discount is not refunded as cash: refunds go up to what the customer paid.',
      payerPaid: 'Customer paid',
      already: 'Already refunded',
      lastAt: 'last on {{time}}',
      amount: 'Refund amount',
      amountHint: 'Up to {{max}}',
      all: 'Full amount',
      password: 'Payment password',
      passwordHint: '6 digits',
      confirm: 'Confirm refund',
      submitted: 'Refund submitted',
      submittedHint:
        'Once the payment network has answered, its status becomes succeeded or failed. Follow it in the refund query.',
      waitingHint:
        'This refund is above the approval rules: another operator must approve it before it goes to the payment network. Its amount is held meanwhile.',
      viewRefund: 'View refund',
      setPassword: 'Set it now',
    },
    refundQuery: {
      intro: 'Find refunds and follow their status.',
      ofCollection: 'Original transaction',
      notFound: 'This refund cannot be found',
      chooseOne: 'Choose one refund',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
