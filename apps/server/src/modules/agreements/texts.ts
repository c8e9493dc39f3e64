import type { AgreementKind } from '@mp/core/statuses';

/**
 * The first published text of each agreement, in both languages (published by the demo seed and by
 * `ops agreements-publish`). A published version never changes: a new text is a new version. The
 * provider's legal team owns these words; they are written for a licensed Macau payment institution
 * (Law 5/2005 on electronic documents and signatures, Law 8/2005 on personal data protection).
 */
export interface Section {
  heading: string;
  paragraphs: string[];
}
export interface AgreementText {
  zh: Section[];
  en: Section[];
}

const S = (heading: string, ...paragraphs: string[]): Section => ({ heading, paragraphs });

const SIGNATURE_ZH = S(
  '電子確認',
  '本文件以電子方式確認。確認時記錄確認人、所確認文件的 SHA-256 指紋、版本、語言、確認時間（澳門時間，精確至毫秒）、網絡地址、瀏覽器資料及所用驗證方式，並串連至不可更改的證據鏈。依第 5/2005 號法律，經雙方同意的電子確認與書面簽署具同等效力。',
);
const SIGNATURE_EN = S(
  'Electronic acceptance',
  'This document is accepted electronically. The acceptance records who accepted, the SHA-256 fingerprint, version and language of the document accepted, the time (Macau time, to the millisecond), the network address, the browser and the factors used, chained into an evidence record that cannot be changed. Under Law 5/2005, an electronic acceptance agreed by both parties has the weight of a handwritten signature.',
);

const SERVICE: AgreementText = {
  zh: [
    S(
      '一、服務範圍',
      '本平台為商戶提供收款、退款、結算、賬戶、對賬及相關查詢服務。服務由持牌支付機構提供，受澳門金融管理局監管。',
    ),
    S(
      '二、商戶義務',
      '商戶應確保所提供的資料真實、完整，並於資料變更後 10 個工作日內更新。商戶應妥善保管登入密碼、支付密碼及簽名密鑰，因保管不善引致的損失由商戶承擔。',
    ),
    S(
      '三、結算與費用',
      '交易款項扣除手續費後按所選產品的結算週期結算至商戶登記的澳門銀行賬戶。費率以產品開通時確認的為準。',
    ),
    S(
      '四、個人資料',
      '本平台依第 8/2005 號法律《個人資料保護法》處理個人資料，僅用於提供服務、風險管理及履行法定義務。',
    ),
    S(
      '五、協議變更',
      '本協議更新時，本平台將於平台內通知並請商戶重新確認。商戶於 30 日寬限期內未確認的，受新版本約束的功能（如退款、提現、轉賬）將暫停，查詢、導出及登出不受影響。',
    ),
    SIGNATURE_ZH,
  ],
  en: [
    S(
      '1. Services',
      'The platform provides merchants with collection, refund, settlement, account, reconciliation and related query services. The services are provided by a licensed payment institution supervised by the Monetary Authority of Macao.',
    ),
    S(
      "2. The merchant's duties",
      'The merchant keeps the information it gives true and complete and updates it within 10 working days of a change. The merchant keeps its login password, payment password and signing key safe and bears any loss caused by failing to do so.',
    ),
    S(
      '3. Settlement and fees',
      "Collections, less fees, are settled to the merchant's registered bank account in Macau on the settlement cycle of the product chosen. The rates are those confirmed when the product was opened.",
    ),
    S(
      '4. Personal data',
      'The platform processes personal data under Law 8/2005 (Personal Data Protection Act), only to provide the services, manage risk and meet legal duties.',
    ),
    S(
      '5. Changes',
      'When this agreement is updated, the platform tells the merchant in the portal and asks it to accept again. If the merchant has not accepted within a 30-day grace period, the functions the new version governs (refunds, withdrawals, transfers) are paused; queries, exports and signing out stay open.',
    ),
    SIGNATURE_EN,
  ],
};

const companyTotal = (v2: boolean): AgreementText => ({
  zh: [
    S(
      '一、合同雙方',
      '本合同由持牌支付機構（下稱「機構」）與經審核的企業商戶（下稱「商戶」）訂立，包括本合同及其附件（收費及結算、受理規範）。',
    ),
    S(
      '二、收款服務',
      '機構為商戶開通所選的收款產品及渠道，商戶應按受理規範受理付款，不得拆分交易、虛構交易或為他人收款。',
    ),
    S(
      '三、結算',
      v2
        ? '自本版本生效起，結算週期統一為 T+1（節假日順延）；單筆結算金額低於澳門元 100 元的，合併至下一結算日。'
        : '結算週期按產品約定為 T+1 或 T+3（節假日順延）。',
    ),
    S(
      '四、退款及爭議',
      '商戶可於原交易後 180 日內發起退款。持卡人提出爭議時，商戶應於 7 個工作日內提供交易憑證。',
    ),
    S('五、終止', '任何一方可提前 30 日書面通知終止本合同。商戶違反風險承諾的，機構可即時暫停服務。'),
    SIGNATURE_ZH,
  ],
  en: [
    S(
      '1. The parties',
      'This contract is made between the licensed payment institution (the Institution) and the reviewed company merchant (the Merchant); it comprises this contract and its annexes (fees and settlement, acceptance rules).',
    ),
    S(
      '2. Collection services',
      'The Institution opens the collection products and channels the Merchant chose. The Merchant accepts payments under the acceptance rules and never splits or invents transactions or collects for others.',
    ),
    S(
      '3. Settlement',
      v2
        ? 'From this version on, every product settles T+1 (next business day after a holiday); a settlement under MOP 100 is carried to the next settlement day.'
        : 'Settlement is T+1 or T+3 as the product states (next business day after a holiday).',
    ),
    S(
      '4. Refunds and disputes',
      'The Merchant may refund within 180 days of the original payment. When a cardholder disputes a payment, the Merchant provides its records within 7 working days.',
    ),
    S(
      '5. Termination',
      'Either party may end this contract with 30 days\u2019 written notice. The Institution may pause the services at once if the Merchant breaks its risk commitment.',
    ),
    SIGNATURE_EN,
  ],
});

const template = (zhWho: string, enWho: string): AgreementText => ({
  zh: [
    S('說明', `本範本供${zhWho}於申請前閱讀，實際合同以審核通過後於平台內確認的版本為準。`),
    ...companyTotal(false).zh.slice(0, 5),
  ],
  en: [
    S(
      'About this template',
      `This template is for ${enWho} to read before applying; the contract that binds is the version accepted in the portal after approval.`,
    ),
    ...companyTotal(false).en.slice(0, 5),
  ],
});

const NET_INVITATION: AgreementText = {
  zh: [
    S('一、網絡特約', '服務商經機構授權，拓展及服務網絡特約商戶（子商戶），並為子商戶提交入網資料。'),
    S('二、服務商義務', '服務商應核實子商戶身份及經營場所，不得代子商戶確認協議；子商戶應親自於平台內確認。'),
    S('三、分潤及結算', '分潤按雙方確認的費率表每月結算。'),
    S('四、責任', '因服務商未盡核實義務引致的損失，由服務商承擔。'),
    SIGNATURE_ZH,
  ],
  en: [
    S(
      '1. Online special merchants',
      'With the Institution\u2019s authorisation, the provider recruits and serves online special merchants (sub-merchants) and submits their applications.',
    ),
    S(
      "2. The provider's duties",
      'The provider verifies each sub-merchant\u2019s identity and place of business and never accepts agreements on a sub-merchant\u2019s behalf: each sub-merchant accepts in the portal itself.',
    ),
    S('3. Revenue share', 'Revenue is shared monthly on the rate table both parties accepted.'),
    S('4. Liability', 'The provider bears any loss caused by failing to verify a sub-merchant.'),
    SIGNATURE_EN,
  ],
};

const NOT_XC_TC: AgreementText = {
  zh: [
    S('適用範圍', '本範本適用於只以實體終端或收款碼受理付款、不經網上渠道收款的商戶。'),
    S('受理規範', '商戶應於營業場所受理付款，核對付款結果後方可交付商品或服務。'),
    S('終端保管', '終端及收款碼僅限於登記的門店使用，遺失應即時通知機構。'),
  ],
  en: [
    S(
      'Scope',
      'This template is for merchants that accept payments only at physical terminals or with payment codes, not online.',
    ),
    S(
      'Acceptance',
      'The merchant accepts payments at its place of business and hands over goods or services only after checking the payment result.',
    ),
    S(
      'Terminals',
      'Terminals and payment codes are used only at the registered store; a loss is reported to the Institution at once.',
    ),
  ],
};

const ATTACH_COMPANY: AgreementText = {
  zh: [
    S('收費', '手續費按開通產品的費率收取，於結算時扣除；退款不退還原交易手續費，法律另有規定的除外。'),
    S('結算賬戶', '結算賬戶須為商戶名下的澳門銀行賬戶，變更須經審核及小額驗證。'),
  ],
  en: [
    S(
      'Fees',
      'Fees are charged at the rate of the product opened and deducted at settlement; a refund does not return the fee of the original payment unless the law says otherwise.',
    ),
    S(
      'Settlement account',
      "The settlement account is a Macau bank account in the merchant's name; a change is reviewed and verified with a small transfer.",
    ),
  ],
};

const ATTACH_SPECIAL: AgreementText = {
  zh: [
    S('受理規範', '特約商戶不得受理與登記經營範圍不符的交易，不得收取額外手續費。'),
    S('收據', '每筆交易應向付款人提供收據，列明商戶名稱、金額、時間及參考號。'),
  ],
  en: [
    S(
      'Acceptance rules',
      'A special merchant accepts no payment outside its registered business and charges payers no surcharge.',
    ),
    S(
      'Receipts',
      'Each payment gives the payer a receipt with the merchant name, amount, time and reference.',
    ),
  ],
};

const CHILDREN_PRIVACY: AgreementText = {
  zh: [
    S(
      '一、適用對象',
      '本規則適用於商戶經本平台處理的未滿 14 歲兒童的個人資料（例如學校、補習社、兒童用品商戶的付款人資料）。',
    ),
    S(
      '二、同意',
      '處理兒童個人資料前，商戶應取得其父母或監護人的明確同意；本同意與其他協議分開確認，可隨時撤回。',
    ),
    S('三、最少化', '只收集完成交易所必需的資料，不作市場推廣，不向第三方提供。'),
    S('四、查閱及刪除', '父母或監護人可要求查閱、更正或刪除兒童的個人資料，商戶應於 10 個工作日內處理。'),
  ],
  en: [
    S(
      '1. Scope',
      'These rules apply to personal data of children under 14 that the merchant processes through the platform (for example payers of schools, tutoring centres and children\u2019s shops).',
    ),
    S(
      '2. Consent',
      'Before processing a child\u2019s data the merchant obtains the clear consent of a parent or guardian. This consent is accepted apart from every other agreement and may be withdrawn at any time.',
    ),
    S(
      '3. Minimum data',
      'Only the data needed to complete a payment is collected; none is used for marketing or given to third parties.',
    ),
    S(
      '4. Access and erasure',
      'A parent or guardian may ask to see, correct or erase a child\u2019s data; the merchant acts within 10 working days.',
    ),
  ],
};

/** The risk commitment of spec point 8, renewed every year. */
const RISK: AgreementText = {
  zh: [
    S(
      '風險承諾',
      '本機構承諾不出租、出借、出售收款終端、收款碼、支付接口或結算賬戶，不為他人收款，不以虛假交易套取資金。',
    ),
    S(
      '違反後果',
      '如有違反，支付機構可暫停或終止服務、延遲結算，並依法向有關當局報告；由此引致的損失由本機構承擔。',
    ),
    S('有效期', '本承諾自確認之日起一年內有效，屆滿前須重新確認。'),
  ],
  en: [
    S(
      'Risk commitment',
      'We commit not to rent, lend or sell our acceptance terminals, payment codes, payment interfaces or settlement accounts, not to collect payments for others and not to draw funds through false transactions.',
    ),
    S(
      'If broken',
      'If we break this commitment, the payment institution may pause or end the services, hold settlements and report to the authorities as the law requires; we bear the loss that follows.',
    ),
    S(
      'Validity',
      'This commitment holds for one year from its acceptance and is accepted again before it lapses.',
    ),
  ],
};

const MANDATE: AgreementText = {
  zh: [
    S(
      '授權',
      '本人作為申請機構的法定代表人，授權下列管理員代表本機構於商戶服務平台辦理入網申請、確認協議及管理操作員。',
    ),
    S('期限及撤回', '本授權至書面撤回之日止有效；撤回前管理員已辦理的事項繼續有效。'),
  ],
  en: [
    S(
      'Authorisation',
      'As the legal representative of the applicant, I authorise the administrator named below to apply, accept agreements and manage operators in the merchant portal on its behalf.',
    ),
    S(
      'Term and withdrawal',
      'This authorisation holds until withdrawn in writing; what the administrator did before the withdrawal stays valid.',
    ),
  ],
};

export const FIRST_TEXTS: Record<AgreementKind, AgreementText> = {
  SERVICE,
  COMPANY_TOTAL: companyTotal(false),
  COMPANY_TEMPLATE: template('企業申請人', 'company applicants'),
  CONTRACT_TEMPLATE: template('個人商戶申請人', 'individual applicants'),
  NET_INVITATION,
  NOT_XC_TC,
  ATTACH_COMPANY,
  ATTACH_SPECIAL,
  CHILDREN_PRIVACY,
  RISK,
  MANDATE,
};

/** The demo's second version of the company contract (the re-consent a demo merchant is asked for). */
export const COMPANY_TOTAL_V2: AgreementText = companyTotal(true);
