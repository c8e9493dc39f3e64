import { capability, page } from '../capability.ts';

/**
 * The provider's back office (issue 25): staff sign-in with two factors, their own security page (second
 * factor, recovery codes, API tokens, sessions, password) and staff management (S2).
 */
export const manifest = capability({
  name: 'staff',
  pages: [
    page('staff.login', 5, ['後台員工登入', 'Back-office sign-in'], { public: { name: 'backoffice_login', hideFooter: true } }),
    page('staff.manage', 9010, ['員工管理', 'Staff'], { code: 'S2', menu: 'staff', provider: 'staff_manager' }),
    page('staff.security', 9020, ['我的安全設定', 'My security'], { menu: 'staff', provider: 'my_security' }),
  ],
  // PENDING, ACTIVE, EXPIRED and REVOKED have their colours in other manifests already.
  statuses: { ENROLLED: 'success' },
  auditActions: {
    staff_login: { zh: '後台登入', en: 'Back-office sign-in' },
    staff_enrol: { zh: '登記第二重驗證', en: 'Second factor enrolled' },
    staff_recovery_used: { zh: '使用恢復碼登入', en: 'Signed in with a recovery code' },
    staff_recovery_new: { zh: '產生新恢復碼', en: 'New recovery codes' },
    staff_add: { zh: '新增員工', en: 'Staff member added' },
    staff_update: { zh: '修改員工', en: 'Staff member changed' },
    staff_reset_password: { zh: '重設員工密碼', en: 'Staff password reset' },
    staff_reset_factor: { zh: '重設員工第二重驗證', en: 'Staff second factor reset' },
    staff_token_create: { zh: '建立 API 令牌', en: 'API token created' },
    staff_token_revoke: { zh: '撤銷 API 令牌', en: 'API token revoked' },
  },
});
