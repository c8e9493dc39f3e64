import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** The accounts capability's texts (accounts.*): the balance page (31). */
const zhTW = {
  accounts: {
    intro: '平台為您代管的澳門元餘額。可用餘額可用於結算出款；凍結金額為處理中的退款暫時保留的款項。',
    available: '可用餘額',
    frozen: '凍結金額',
    total: '賬戶總額',
    totalHint: '賬戶總額 = 可用餘額 + 凍結金額',
    updatedAt: '最近變動',
    never: '尚無變動',
    settleAccount: '結算賬戶',
    settleHint: '每日結算款項將支付至此賬戶。完整賬號可在商戶資料中查看。',
    bank: '開戶銀行',
    accountName: '賬戶名稱',
    accountNo: '賬號',
    noSettleAccount: '尚未設定結算賬戶，請聯絡您的客戶經理。',
    refresh: '重新整理',
  },
};

const en: Shape<typeof zhTW> = {
  accounts: {
    intro:
      'The MOP balance the platform holds for you. The available balance can be paid out at settlement; the frozen amount is held back for refunds still in progress.',
    available: 'Available balance',
    frozen: 'Frozen',
    total: 'Total balance',
    totalHint: 'Total balance = available balance + frozen',
    updatedAt: 'Last movement',
    never: 'No movement yet',
    settleAccount: 'Settlement account',
    settleHint:
      'Daily settlements are paid to this account. The full number is shown in merchant information.',
    bank: 'Bank',
    accountName: 'Account name',
    accountNo: 'Account number',
    noSettleAccount: 'No settlement account is set. Please contact your account manager.',
    refresh: 'Refresh',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
