import type { Manifest } from '../capability.ts';

/** Agreements and contract templates of the public pages: not built yet. */
export const manifest = {
  name: 'agreements',
  pages: [
    {
      id: 'agreements.serverXY',
      order: 730,
      title: { zh: '服務協議', en: 'Service agreement' },
      planned: true,
      areas: { public: 'serverXY' },
    },
    {
      id: 'agreements.childrenPrivateInfoProtocal',
      order: 740,
      title: { zh: '兒童個人信息保護規則', en: 'Children privacy rules' },
      planned: true,
      areas: { public: 'childrenPrivateInfoProtocal' },
    },
    {
      id: 'agreements.mandate',
      order: 770,
      title: { zh: '授權書', en: 'Mandate' },
      planned: true,
      areas: { public: 'mandate' },
    },
    {
      id: 'agreements.company_contract_template',
      order: 850,
      title: { zh: '企業合同範本', en: 'Company contract template' },
      planned: true,
      areas: { public: 'company_contract_template' },
    },
    {
      id: 'agreements.contract_template',
      order: 860,
      title: { zh: '合同範本', en: 'Contract template' },
      planned: true,
      areas: { public: 'contract_template' },
    },
    {
      id: 'agreements.netInvit_contract_template',
      order: 870,
      title: { zh: '網絡特約合同範本', en: 'Online contract template' },
      planned: true,
      areas: { public: 'netInvit_contract_template' },
    },
    {
      id: 'agreements.notXCandTC_contract_template',
      order: 880,
      title: { zh: '合同範本', en: 'Contract template' },
      planned: true,
      areas: { public: 'notXCandTC_contract_template' },
    },
    {
      id: 'agreements.company_contract_total',
      order: 890,
      title: { zh: '企業合同', en: 'Company contract' },
      planned: true,
      areas: { public: { name: 'company_contract_total', hideFooter: true } },
    },
    {
      id: 'agreements.attach_company',
      order: 900,
      title: { zh: '企業附件', en: 'Company attachment' },
      planned: true,
      areas: { public: 'attach_company' },
    },
    {
      id: 'agreements.attach_specialinvited',
      order: 910,
      title: { zh: '特約附件', en: 'Special attachment' },
      planned: true,
      areas: { public: 'attach_specialinvited' },
    },
  ],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
