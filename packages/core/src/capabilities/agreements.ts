import { capability, page } from '../capability.ts';

/**
 * Agreements with evidence (issue 28): the published templates on the public pages, acceptance and its
 * evidence chain, the risk commitment, the API certificates, and the payer's payment look-up. /dealQuery
 * and /payQuery moved here from transactions: they are public pages with their own limits, captcha and
 * report mail, and read nothing the signed-in transaction queries read (docs/decisions.md).
 */
export const manifest = capability({
  name: 'agreements',
  pages: [
    // Not a route of the spec: where an organisation reads, accepts and proves its agreements.
    page('agreements.mine', 640, ['協議與證書', 'Agreements and certificates'], { menu: 'security', merchant: 'agreements', service: 'agreements' }),
    page('agreements.serverXY', 730, ['服務協議', 'Service agreement'], { public: 'serverXY' }),
    page('agreements.childrenPrivateInfoProtocal', 740, ['兒童個人資料保護規則', "Children's privacy rules"], { public: 'childrenPrivateInfoProtocal' }),
    page('agreements.dealQuery', 750, ['交易查詢', 'Transaction lookup'], { public: 'dealQuery' }),
    page('agreements.payQuery', 760, ['支付查詢', 'Payment lookup'], { public: 'payQuery' }),
    page('agreements.mandate', 770, ['授權書', 'Letter of authorisation'], { public: 'mandate' }),
    page('agreements.company_contract_template', 850, ['企業合同範本', 'Company contract template'], { public: 'company_contract_template' }),
    page('agreements.contract_template', 860, ['合同範本', 'Contract template'], { public: 'contract_template' }),
    page('agreements.netInvit_contract_template', 870, ['網絡特約合同範本', 'Online contract template'], { public: 'netInvit_contract_template' }),
    page('agreements.notXCandTC_contract_template', 880, ['非線上收款合同範本', 'Offline contract template'], { public: 'notXCandTC_contract_template' }),
    page('agreements.company_contract_total', 890, ['企業合同', 'Company contract'], { public: { name: 'company_contract_total', hideFooter: true } }),
    page('agreements.attach_company', 900, ['企業附件', 'Company annex'], { public: 'attach_company' }),
    page('agreements.attach_specialinvited', 910, ['特約附件', 'Special merchant annex'], { public: 'attach_specialinvited' }),
    // Moved from onboarding: the service types with the contract each signs, before registering (decisions).
    page('agreements.serverStyle', 810, ['服務方式', 'Service type'], { public: 'serverStyle' }),
    page('agreements.hope', 820, ['敬請期待', 'Coming soon'], { public: 'hope' }),
    // Moved from onboarding: onboarding's signature step and the sub-merchant's approval link (decisions).
    page('agreements.signIn', 780, ['簽署合同', 'Sign the contract'], { public: 'signIn' }),
    page('agreements.serveApprove', 920, ['服務審批', 'Service approval'], { public: { name: 'serveApprove', path: '/serve/approve' } }),
  ],
  // REVOKED, EXPIRED and PENDING have their colours in other manifests already.
  statuses: {
    AUTHORISED: 'success',
    SUPERSEDED: 'warning',
    OVERDUE: 'error',
    VALID: 'success',
  },
  jobs: ['agreement-reminders'],
  auditActions: {
    agreement_accept: { zh: '確認協議', en: 'Agreement accepted' },
    agreement_revoke: { zh: '撤回同意', en: 'Consent withdrawn' },
    agreement_refused: { zh: '協議確認被拒', en: 'Agreement acceptance refused' },
    cert_issue: { zh: '簽發 API 證書', en: 'API certificate issued' },
    cert_revoke: { zh: '吊銷 API 證書', en: 'API certificate revoked' },
  },
});
