import type { Lang } from '@mp/core';

/** Texts sent to an operator about their account, in the language of the administrator's portal. */
export const ACCOUNT_TEXTS: Record<
  Lang,
  {
    created: (login: string, pwd: string) => string;
    reset: (login: string, pwd: string) => string;
    subject: string;
  }
> = {
  'zh-TW': {
    created: (login, pwd) =>
      `【商戶服務平台】已為您開立操作員賬戶 ${login}，臨時密碼為 ${pwd}。首次登入須修改密碼，請勿將密碼告訴任何人。`,
    reset: (login, pwd) =>
      `【商戶服務平台】您的賬戶 ${login} 的登入密碼已由管理員重設，臨時密碼為 ${pwd}。登入後須立即修改密碼。`,
    subject: '商戶服務平台賬戶密碼',
  },
  en: {
    created: (login, pwd) =>
      `[Merchant Portal] An operator account ${login} was opened for you. Temporary password: ${pwd}. You must change it at the first sign-in. Never share it.`,
    reset: (login, pwd) =>
      `[Merchant Portal] Your administrator reset the password of ${login}. Temporary password: ${pwd}. Change it right after signing in.`,
    subject: 'Merchant Portal account password',
  },
};
