import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'bankchange',
  pages: [
    {
      id: 'bankchange.change',
      order: 420,
      title: { zh: '結算賬戶變更', en: 'Settlement account change' },
      areas: { merchant: 'mercBankChange', service: 'agtBankChangeModify' },
    },
    {
      id: 'bankchange.payCheck',
      order: 430,
      title: { zh: '打款驗證', en: 'Payment check' },
      areas: { merchant: 'rePayCheck' },
    },
    {
      id: 'bankchange.confirm',
      order: 440,
      title: { zh: '變更確認', en: 'Confirm change' },
      areas: { merchant: 'reConfirm' },
    },
    {
      id: 'bankchange.status',
      order: 450,
      title: { zh: '變更審核狀態', en: 'Change review status' },
      areas: { merchant: 'reCheckSts', service: 'agtReCheckSts' },
    },
    {
      id: 'bankchange.outer',
      order: 840,
      title: { zh: '結算賬戶變更', en: 'Settlement account change' },
      areas: {
        public: [
          'bankChange',
          {
            name: 'agtBankChange',
            title: { zh: '服務商結算賬戶變更', en: 'Provider settlement account change' },
          },
          { name: 'agtCheckSts', title: { zh: '服務商審核狀態', en: 'Provider review status' } },
        ],
      },
    },
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
  exports: {},
  jobs: [],
  reviewKinds: ['bank-change'],
} as const satisfies Manifest;
