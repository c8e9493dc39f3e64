import { contract } from '../contract.ts';
import { EmptyReq, EmptyRes } from '../schemas/auth.ts';
import {
  MyFactorRes,
  OtpConfirmReq,
  RecoveryCodesRes,
  StaffAddReq,
  StaffAddRes,
  StaffEnrolReq,
  StaffEnrolRes,
  StaffIdReq,
  StaffListReq,
  StaffListRes,
  StaffLoginReq,
  StaffLoginRes,
  StaffPasswordRes,
  StaffUpdateReq,
  TokenCreateReq,
  TokenCreateRes,
  TokenListRes,
  TokenRevokeReq,
} from '../schemas/staff.ts';

/**
 * The provider's back office (issue 25): staff sign-in with two factors, the staff's own second factor and
 * API tokens, and staff management (S2). Under the back office's own prefix, in the classic envelope.
 */
const capability = 'staff';
const staff = { capability, prefix: 'staff' } as const;
const signedIn = { ...staff, access: 'session', areas: ['provider'] } as const;

export const staffLogin = contract({
  ...staff,
  path: 'staff/login',
  access: 'public',
  mutates: true,
  request: StaffLoginReq,
  bound: { purpose: 'login', key: 'login_salt', fields: ['password'] },
  answer: StaffLoginRes,
  summary:
    'Staff sign-in: password (bound to a getLoginSalt value) and a TOTP or recovery code; a staff member without a second factor gets an enrolment offer instead of a session.',
});

export const staffEnrol = contract({
  ...staff,
  path: 'staff/enrol',
  access: 'public',
  mutates: true,
  request: StaffEnrolReq,
  answer: StaffEnrolRes,
  summary:
    'Finishes the enrolment of the second factor with its first code: starts the session, shows ten recovery codes once.',
});

export const myFactor = contract({
  ...signedIn,
  path: 'staff/myFactor',
  access: 'session-pwd-change',
  mutates: false,
  request: EmptyReq,
  answer: MyFactorRes,
  summary: "The caller's second factor: when enrolled, how many recovery codes are left, the caller's role.",
});

export const newRecoveryCodes = contract({
  ...signedIn,
  path: 'staff/newRecoveryCodes',
  mutates: true,
  request: OtpConfirmReq,
  answer: RecoveryCodesRes,
  summary: 'Ten new recovery codes (the old ones stop working), confirmed by a current TOTP code.',
});

export const staffList = contract({
  ...signedIn,
  path: 'staff/list',
  mutates: false,
  code: 'S2',
  request: StaffListReq,
  answer: StaffListRes,
  summary: 'Staff accounts (S2): role, status, second factor, last sign-in.',
});

export const staffAdd = contract({
  ...signedIn,
  path: 'staff/add',
  mutates: true,
  code: 'S2',
  request: StaffAddReq,
  answer: StaffAddRes,
  summary:
    'A new staff account (S2) with one role; a temporary password goes to its e-mail and must be changed at the first sign-in.',
});

export const staffUpdate = contract({
  ...signedIn,
  path: 'staff/update',
  mutates: true,
  code: 'S2',
  request: StaffUpdateReq,
  answer: EmptyRes,
  summary:
    'Changes a staff account (S2): name, e-mail, role, active or deactivated (never one’s own role or status).',
});

export const staffResetPassword = contract({
  ...signedIn,
  path: 'staff/resetPassword',
  mutates: true,
  code: 'S2',
  request: StaffIdReq,
  answer: StaffPasswordRes,
  summary:
    'A new temporary password for a staff member (S2), sent to their e-mail; unlocks the account and ends its sessions.',
});

export const staffResetFactor = contract({
  ...signedIn,
  path: 'staff/resetFactor',
  mutates: true,
  code: 'S2',
  request: StaffIdReq,
  answer: EmptyRes,
  summary:
    "Removes a staff member's second factor and recovery codes (S2): they enrol again at the next sign-in; their sessions and tokens end.",
});

export const tokenList = contract({
  ...signedIn,
  path: 'staff/tokenList',
  mutates: false,
  request: EmptyReq,
  answer: TokenListRes,
  summary: "The caller's API tokens (never the token itself).",
});

export const tokenCreate = contract({
  ...signedIn,
  path: 'staff/tokenCreate',
  mutates: true,
  request: TokenCreateReq,
  answer: TokenCreateRes,
  summary:
    'A new API token of the caller (scopes, 1 to 90 days), confirmed by a TOTP code; the token is answered once.',
});

export const tokenRevoke = contract({
  ...signedIn,
  path: 'staff/tokenRevoke',
  mutates: true,
  request: TokenRevokeReq,
  answer: EmptyRes,
  summary: 'Revokes one of the caller’s API tokens.',
});

export const contracts = [
  staffLogin,
  staffEnrol,
  myFactor,
  newRecoveryCodes,
  staffList,
  staffAdd,
  staffUpdate,
  staffResetPassword,
  staffResetFactor,
  tokenList,
  tokenCreate,
  tokenRevoke,
];
