import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** Account authorisation's texts (accountauth.*): the list of parties allowed on the balance account. */
const zhTW = {
  accountauth: {
    intro: '獲授權使用您賬戶餘額的第三方。解除授權後，對方即不能再代扣或查詢；此操作記入操作日誌。',
    status: '狀態',
    all: '全部',
    authNo: '授權編號',
    party: '授權對象',
    partyKind: { PLATFORM: '平台', SOFTWARE: '軟件服務商', BANK: '銀行' },
    kind: '類型',
    scope: '授權範圍',
    dailyLimit: '每日限額',
    authorisedAt: '授權時間',
    untiedAt: '解除時間',
    untie: '解除授權',
    untieAsk: '解除後對方即不能再使用您的賬戶，確定解除？',
    untied: '已解除授權',
    empty: '沒有賬戶授權',
  },
};

const en: Shape<typeof zhTW> = {
  accountauth: {
    intro:
      'Third parties allowed to use your balance account. Once you revoke an authorisation the party can no longer debit or read the account; each revocation is written to the audit log.',
    status: 'Status',
    all: 'All',
    authNo: 'Authorisation no.',
    party: 'Authorised party',
    partyKind: { PLATFORM: 'Platform', SOFTWARE: 'Software provider', BANK: 'Bank' },
    kind: 'Kind',
    scope: 'Scope',
    dailyLimit: 'Daily limit',
    authorisedAt: 'Authorised at',
    untiedAt: 'Revoked at',
    untie: 'Revoke',
    untieAsk: 'Once revoked, the party can no longer use your account. Revoke it?',
    untied: 'Authorisation revoked',
    empty: 'No account authorisation',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
