import { MISSING_ID, type Sample, type SweepTable } from './kit.ts';

/**
 * The back office's staff endpoints (issue 25): no portal area may call them (the sweep's "areas" block),
 * and the staff's own calls are swept by the "back office" block of access-sweep.test.ts.
 */
const samples: Record<string, Sample> = {
  'staff/newRecoveryCodes': () => ({ otp_code: '000000' }),
  'staff/add': () => ({
    login_name: 'sweepstaff',
    name: 'Sweep',
    email: 'sweep@example.test',
    role: 'auditor',
  }),
  'staff/update': () => ({ oper_id: MISSING_ID, name: 'Sweep' }),
  'staff/resetPassword': () => ({ oper_id: MISSING_ID }),
  'staff/resetFactor': () => ({ oper_id: MISSING_ID }),
  'staff/tokenCreate': () => ({ name: 'sweep', scopes: ['review:read'], days: 1, otp_code: '000000' }),
  'staff/tokenRevoke': () => ({ token_id: MISSING_ID }),
};

const noCode: Record<string, string> = {
  'staff/myFactor': "the caller's own second factor",
  'staff/newRecoveryCodes': "the caller's own recovery codes",
  'staff/tokenList': "the caller's own API tokens",
  'staff/tokenCreate': "the caller's own API tokens",
  'staff/tokenRevoke': "the caller's own API tokens",
};

const notARow: Record<string, string> = {
  'staff/add login_name': "a new staff member's user name (taken: OPR10001)",
  'staff/update oper_id': 'a staff member: the provider has one organisation, staff/update checks its own',
  'staff/resetPassword oper_id': 'a staff member: the provider has one organisation',
  'staff/resetFactor oper_id': 'a staff member: the provider has one organisation',
  'staff/tokenRevoke token_id': "the caller's own token (another's: SCM40401, staff.test.ts)",
};

export const sweep: SweepTable = { samples, noCode, notARow };
