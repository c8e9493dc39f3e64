import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'bankchange',
  pages: [
    page('bankchange.change', 420, ['結算賬戶變更', 'Settlement account change'], { merchant: 'mercBankChange', service: 'agtBankChangeModify' }),
    page('bankchange.payCheck', 430, ['打款驗證', 'Payment check'], { merchant: 'rePayCheck' }),
    page('bankchange.confirm', 440, ['變更確認', 'Confirm change'], { merchant: 'reConfirm' }),
    page('bankchange.status', 450, ['變更審核狀態', 'Change review status'], { merchant: 'reCheckSts', service: 'agtReCheckSts' }),
    page('bankchange.outer', 840, ['結算賬戶變更', 'Settlement account change'], {
      public: [
        'bankChange',
        { name: 'agtBankChange', title: { zh: '服務商結算賬戶變更', en: 'Provider settlement account change' } },
        { name: 'agtCheckSts', title: { zh: '服務商審核狀態', en: 'Provider review status' } },
      ],
    }),
  ],
  statuses: {
    PAY_FAILED: 'error',
    CREATED: 'blue',
    PAID: 'cyan',
    AMOUNT_WRONG: 'volcano',
    AMOUNT_RIGHT: 'green',
  },
  auditActions: {
    bank_change: { zh: '申請變更結算賬戶', en: 'Settlement account change requested' },
    bank_change_confirm: { zh: '確認驗證金額', en: 'Verification amount entered' },
    bank_change_review: { zh: '審核結算賬戶變更', en: 'Settlement account change reviewed' },
    settle_account_replace: { zh: '結算賬戶已更換', en: 'Settlement account replaced' },
  },
  reviewKinds: ['bank-change'],
});
