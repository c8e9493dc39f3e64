import { capability, page } from '../capability.ts';

/** Agreements and contract templates of the public pages: not built yet. */
export const manifest = capability({
  name: 'agreements',
  pages: [
    page('agreements.serverXY', 730, ['服務協議', 'Service agreement'], { planned: true, public: 'serverXY' }),
    page('agreements.childrenPrivateInfoProtocal', 740, ['兒童個人信息保護規則', 'Children privacy rules'], { planned: true, public: 'childrenPrivateInfoProtocal' }),
    page('agreements.mandate', 770, ['授權書', 'Mandate'], { planned: true, public: 'mandate' }),
    page('agreements.company_contract_template', 850, ['企業合同範本', 'Company contract template'], { planned: true, public: 'company_contract_template' }),
    page('agreements.contract_template', 860, ['合同範本', 'Contract template'], { planned: true, public: 'contract_template' }),
    page('agreements.netInvit_contract_template', 870, ['網絡特約合同範本', 'Online contract template'], { planned: true, public: 'netInvit_contract_template' }),
    page('agreements.notXCandTC_contract_template', 880, ['合同範本', 'Contract template'], { planned: true, public: 'notXCandTC_contract_template' }),
    page('agreements.company_contract_total', 890, ['企業合同', 'Company contract'], { planned: true, public: { name: 'company_contract_total', hideFooter: true } }),
    page('agreements.attach_company', 900, ['企業附件', 'Company attachment'], { planned: true, public: 'attach_company' }),
    page('agreements.attach_specialinvited', 910, ['特約附件', 'Special attachment'], { planned: true, public: 'attach_specialinvited' }),
  ],
});
