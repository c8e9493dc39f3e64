import type { Manifest } from '../capability.ts';

/**
 * The provider's back office (issue 25): staff sign-in with two factors, their own security page (second
 * factor, recovery codes, API tokens, sessions, password) and staff management (S2).
 */
export const manifest = {
  name: 'staff',
  pages: [
    {
      id: 'staff.login',
      order: 5,
      title: { zh: '後台員工登入', en: 'Back-office sign-in' },
      planned: true,
      areas: { public: { name: 'backoffice_login', hideFooter: true } },
    },
    {
      id: 'staff.manage',
      order: 9010,
      title: { zh: '員工管理', en: 'Staff' },
      code: 'S2',
      menu: 'staff',
      planned: true,
      areas: { provider: 'staff_manager' },
    },
    {
      id: 'staff.security',
      order: 9020,
      title: { zh: '我的安全設定', en: 'My security' },
      menu: 'staff',
      planned: true,
      areas: { provider: 'my_security' },
    },
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
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder: 'the back-office pages (features/staff) follow in the next commit of issue 25; until then staff call the API',
} as const satisfies Manifest;
