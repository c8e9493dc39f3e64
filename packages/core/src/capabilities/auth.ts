import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'auth',
  pages: [
    {
      id: 'auth.login',
      order: 670,
      title: { zh: '登入', en: 'Sign in' },
      areas: { public: { name: 'login', path: '/' } },
    },
    {
      id: 'auth.outerLogin',
      order: 680,
      title: { zh: '外部登入', en: 'External sign-in' },
      areas: { public: 'outterLogin' },
    },
    {
      id: 'auth.shortcut',
      order: 690,
      title: { zh: '快捷登入入口', en: 'Shortcut sign-in' },
      areas: {
        public: [
          'shortcutLoginEntry',
          { name: 'shortcutLogin', title: { zh: '快捷登入', en: 'Shortcut sign-in' } },
        ],
      },
    },
    {
      id: 'auth.resetPassword',
      order: 700,
      title: { zh: '忘記密碼', en: 'Forgot password' },
      areas: { public: 'resetPsd' },
    },
    {
      id: 'auth.changePassword',
      order: 710,
      title: { zh: '修改登入密碼', en: 'Change your password' },
      areas: { public: 'login_pwd' },
    },
  ],
  statuses: {},
  auditActions: {
    login: { zh: '登入', en: 'Sign-in' },
    logout: { zh: '登出', en: 'Sign-out' },
    lockout: { zh: '登入失敗鎖定', en: 'Locked after failed sign-ins' },
    unlock: { zh: '解除鎖定', en: 'Unlock' },
    password_change: { zh: '修改登入密碼', en: 'Login password change' },
    password_reset_code: { zh: '申請重設密碼', en: 'Password reset code' },
    password_reset: { zh: '重設登入密碼', en: 'Login password reset' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
