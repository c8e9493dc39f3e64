import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'auth',
  pages: [
    page('auth.login', 670, ['登入', 'Sign in'], { public: { name: 'login', path: '/' } }),
    page('auth.outerLogin', 680, ['外部登入', 'External sign-in'], { public: 'outterLogin' }),
    page('auth.shortcut', 690, ['快捷登入入口', 'Shortcut sign-in'], { public: ['shortcutLoginEntry', { name: 'shortcutLogin', title: { zh: '快捷登入', en: 'Shortcut sign-in' } }] }),
    page('auth.resetPassword', 700, ['忘記密碼', 'Forgot password'], { public: 'resetPsd' }),
    page('auth.changePassword', 710, ['修改登入密碼', 'Change your password'], { public: 'login_pwd' }),
  ],
  auditActions: {
    login: { zh: '登入', en: 'Sign-in' },
    logout: { zh: '登出', en: 'Sign-out' },
    lockout: { zh: '登入失敗鎖定', en: 'Locked after failed sign-ins' },
    unlock: { zh: '解除鎖定', en: 'Unlock' },
    password_change: { zh: '修改登入密碼', en: 'Sign-in password change' },
    password_reset_code: { zh: '申請重設密碼', en: 'Password reset code' },
    password_reset: { zh: '重設登入密碼', en: 'Sign-in password reset' },
  },
});
