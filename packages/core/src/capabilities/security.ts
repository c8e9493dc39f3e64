import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'security',
  pages: [
    page('security.settings', 590, ['安全設定', 'Security settings'], { code: '13', menu: 'security', merchant: 'security', service: 'security_service', group: 'security_group' }),
    page('security.loginPassword', 600, ['修改登入密碼', 'Change sign-in password'], {
      code: '131',
      menu: 'security',
      merchant: 'modify_psd',
      service: 'modify_psd_service',
      group: 'modify_psd_group',
    }),
    page('security.payPassword', 610, ['設定支付密碼', 'Payment password'], { code: '1322', menu: 'security', merchant: 'pavement_psd' }),
    page('security.resetPayPassword', 620, ['重設支付密碼', 'Reset payment password'], { code: '1321', menu: 'security', merchant: 'reset_pavement_psd' }),
    page('security.phone', 630, ['更換手機號碼', 'Change mobile number'], { code: '133', menu: 'security', merchant: 'phoneChange', service: 'modify_mbl_service', group: 'modify_mbl_group' }),
    page('security.signInPayPassword', 720, ['設定支付密碼', 'Set payment password'], { public: 'login_pavement_psd' }),
  ],
  auditActions: {
    pay_password_set: { zh: '設定支付密碼', en: 'Payment password set' },
    pay_password_reset: { zh: '重設支付密碼', en: 'Payment password reset' },
    phone_change: { zh: '更換手機號碼', en: 'Mobile number change' },
    sign_key_reset: { zh: '重設簽名密鑰', en: 'Signing key reset' },
    sign_key_resend: { zh: '重發簽名密鑰', en: 'Signing key resent' },
    notify_url_change: { zh: '修改通知地址', en: 'Notification URL change' },
    notify_test: { zh: '發送測試通知', en: 'Test notification' },
    cert_change: { zh: '更新證書', en: 'Certificate change' },
  },
});
