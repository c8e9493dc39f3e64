import type { Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'admin/updatePsd': () => ({ old_password: 'x', new_password: 'x', confirm_password: 'x', oper_salt: 'x' }),
};

const noCode: Record<string, string> = {
  'admin/loginOut': "signing out: the caller's own session",
  'pc/outLogin': "signing out: the caller's own session",
  'admin/getOperSalt': "the salt of the caller's own password form",
  'admin/getEncryptSalt': "the salt of the caller's own password form",
  'admin/updatePsd':
    "the caller's own login password; it must work for the forced change (first sign-in, 90 days) whatever the role (code 131 of the page is not checked)",
};

/** The access sweep's entries of the auth capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode };
