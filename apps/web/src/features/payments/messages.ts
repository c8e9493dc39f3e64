import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The payments' texts (money.payment).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    payment: {
      intro: '查詢對外付款及其審核狀態。',
      stepCreated: '建立',
      stepSubmitted: '提交審核',
      stepAudited: '審核完成',
      stepRefused: '審核未通過',
      notFound: '找不到此付款',
      chooseOne: '請選擇一筆付款',
      new: '新增付款',
      newIntro: '填寫收款人及金額。儲存後可在付款詳情中提交審核。',
      editIntro: '修改付款 {{no}}。儲存後需重新提交審核。',
      locked: '此付款已提交或已審核，不能修改。',
      required: '請填寫此項',
      accountHint: '收款賬號：6 至 30 位數字',
      accountKept: '留空則保留原收款賬號',
      feeHint: '轉賬至本商戶結算賬戶所屬銀行免手續費，其他銀行每筆 MOP {{fee}}。',
      save: '儲存',
      edit: '修改',
      delete: '刪除',
      deleteConfirm: '確定刪除此付款？',
      submit: '提交審核',
      submitTitle: '提交付款審核',
      submitConfirm: '確認提交',
      held: '凍結金額（付款金額＋手續費）',
      holdHint: '提交後，付款金額及手續費將從可用餘額中凍結；審核拒絕或退回時解凍，入賬後扣除。',
      password: '支付密碼',
      passwordHint: '6 位數字',
      passwordMissing: '尚未設定支付密碼，或已因多次錯誤被鎖定。',
      setPassword: '前往設定',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    payment: {
      intro: 'Find outgoing payments and their review status.',
      stepCreated: 'Created',
      stepSubmitted: 'Submitted for review',
      stepAudited: 'Reviewed',
      stepRefused: 'Not approved',
      notFound: 'This payment cannot be found',
      chooseOne: 'Choose one payment',
      new: 'New payment',
      newIntro: 'Enter the payee and the amount. Once saved, submit it for review from its detail.',
      editIntro: 'Change payment {{no}}. It must be submitted for review again after saving.',
      locked: 'This payment has been submitted or reviewed and can no longer be changed.',
      required: 'Please fill this in',
      accountHint: "The payee's account: 6 to 30 digits",
      accountKept: 'Leave empty to keep the current payee account',
      feeHint: 'No fee to the bank of your settlement account; MOP {{fee}} a payment to any other bank.',
      save: 'Save',
      edit: 'Change',
      delete: 'Delete',
      deleteConfirm: 'Delete this payment?',
      submit: 'Submit for review',
      submitTitle: 'Submit the payment for review',
      submitConfirm: 'Submit',
      held: 'Held (amount plus fee)',
      holdHint:
        'When submitted, the amount plus fee are held from your available balance: released if the review refuses or returns it, deducted once it is credited.',
      password: 'Payment password',
      passwordHint: '6 digits',
      passwordMissing: 'No payment password is set, or it is locked after wrong tries.',
      setPassword: 'Set it now',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
