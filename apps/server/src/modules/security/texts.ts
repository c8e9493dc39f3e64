import type { Lang } from '@mp/core';

/** Verification-code purposes of the security settings (sms_codes.scene). */
export type CodeScene =
  | 'pay_reset'
  | 'mbl_old'
  | 'mbl_new'
  | 'sign_key'
  | 'key_resend'
  | 'notify_url'
  | 'cert'
  | 'withdraw'
  | 'recharge'
  | 'agreement'
  | 'xfer';

const PURPOSE: Record<CodeScene, { zh: string; en: string }> = {
  pay_reset: { zh: '重設支付密碼', en: 'resetting your payment password' },
  mbl_old: { zh: '更換手機號碼（原號碼驗證）', en: 'changing your mobile number (current number)' },
  mbl_new: { zh: '更換手機號碼（新號碼驗證）', en: 'changing your mobile number (new number)' },
  sign_key: { zh: '重設簽名密鑰', en: 'resetting the signing key' },
  key_resend: { zh: '重發簽名密鑰', en: 'having the signing key sent again' },
  notify_url: { zh: '修改通知地址', en: 'changing the notification URLs' },
  cert: { zh: '更新證書', en: 'updating the certificate' },
  withdraw: { zh: '提現', en: 'a withdrawal' },
  recharge: { zh: '充值', en: 'a recharge' },
  agreement: { zh: '確認協議', en: 'accepting an agreement' },
  xfer: { zh: '跨境匯款', en: 'a cross-border transfer' },
};

export function codeText(lang: Lang, scene: CodeScene, code: string): string {
  const p = PURPOSE[scene];
  return lang === 'en'
    ? `[Merchant Portal] Your code for ${p.en} is ${code}. It is valid for 5 minutes. Never share it.`
    : `【商戶服務平台】您正在${p.zh}，驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼告訴任何人。`;
}

export function keyText(lang: Lang, orgNo: string, key: string): string {
  return lang === 'en'
    ? `[Merchant Portal] The signing key of ${orgNo} is ${key}. Keep it secret; staff will never ask for it.`
    : `【商戶服務平台】${orgNo} 的簽名密鑰為 ${key}。請妥善保管，本平台人員不會向您索取。`;
}

export function phoneChangedText(lang: Lang, masked: string): string {
  return lang === 'en'
    ? `[Merchant Portal] The mobile number of your account was changed to ${masked}. If this was not you, contact us at once.`
    : `【商戶服務平台】您賬戶的手機號碼已更改為 ${masked}。如非本人操作，請立即聯絡我們。`;
}

/** What the administrators' notify mail says about a security change (both languages, stored as sent). */
export function changeMail(
  what: { zh: string; en: string },
  who: { loginName: string; ip: string },
  when: string,
  extra: { zh: string; en: string } = { zh: '', en: '' },
) {
  return {
    subject: { zh: `安全設定變更：${what.zh}`, en: `Security change: ${what.en}` },
    body: {
      zh: `操作員 ${who.loginName} 於 ${when}（澳門時間）自 IP ${who.ip} ${what.zh}。${extra.zh}如非貴機構人員操作，請立即重設密碼並聯絡我們。`,
      en: `Operator ${who.loginName} made this change at ${when} (Macau time) from IP ${who.ip}: ${what.en}. ${extra.en}If nobody in your organisation did this, reset your passwords and contact us at once.`,
    },
  };
}

export const CHANGES = {
  payPasswordSet: { zh: '設定了支付密碼', en: 'payment password set' },
  payPasswordReset: { zh: '以短信驗證重設了支付密碼', en: 'payment password reset by SMS' },
  phone: { zh: '更換了手機號碼', en: 'mobile number changed' },
  keyReset: { zh: '重設了簽名密鑰', en: 'signing key reset' },
  keyResend: { zh: '以短信重發了簽名密鑰', en: 'signing key sent again by SMS' },
  urls: { zh: '修改了通知地址', en: 'notification URLs changed' },
  cert: { zh: '更新了證書', en: 'certificate updated' },
} as const;

/** The code confirming a document: it names the document and the start of its fingerprint (issue 28). */
export function documentCodeText(lang: Lang, title: string, fingerprint: string, code: string): string {
  const short = fingerprint.slice(0, 8);
  return lang === 'en'
    ? `[Merchant Portal] Your code for accepting "${title}" (fingerprint ${short}) is ${code}. It is valid for 5 minutes. Never share it.`
    : `【商戶服務平台】您正在確認《${title}》（文件指紋 ${short}），驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼告訴任何人。`;
}
/** The code of a cross-border transfer (issue 26 point 4): the amount and the payee account's last four digits. */
export function transferCodeText(lang: Lang, code: string, amount: string, last4: string): string {
  return lang === 'en'
    ? `[Merchant Portal] Your code to send ${amount} to the account ending ${last4} is ${code}. Valid for 5 minutes. Never share it.`
    : `【商戶服務平台】您正在跨境匯款 ${amount} 至尾號 ${last4} 的賬戶，驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼告訴任何人。`;
}
