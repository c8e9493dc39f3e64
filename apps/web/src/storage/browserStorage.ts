import { mayOpen, type Person } from '@mp/core/access';
import { maskEmail, maskPhone } from '@mp/core/masking';
import { type PermissionCode, parsePermissionList } from '@mp/core/permissions';
import { AREA_BASE, type Area, type PortalArea, routeOfPage } from '@mp/core/routes';
import type { LoginResT } from '@mp/core/schemas/auth';

/**
 * The browser-storage layer: the state of spec point 3, in one place. It sits below everything else in the
 * portal (api/, i18n/, access/, app/ and the features read it; it imports only packages/core). localStorage keeps what the original product keeps
 * across tabs (organisation, permissions, keys, language); sessionStorage keeps what belongs to one tab's
 * signed-in session (form token, login flag, encryption session, drafts, privacy mask).
 */
export const LOCAL = {
  accountInfo: 'accountInfo',
  merNo: 'merNo',
  merName: 'merName',
  merShortName: 'merShortName',
  limitNum: 'limitNum',
  advancedSearch: 'advancedSearch',
  secretType: 'secretType',
  publicKey: 'publicKey',
  area: 'area',
  operName: 'operName',
  orgName: 'orgName',
  orgNo: 'orgNo',
  lang: 'lang',
  /** The columns chosen on each list page (`ColumnChoice` by page key); a preference, kept at sign-out. */
  listColumns: 'listColumns',
} as const;

export const SESSION = {
  formToken: 'formToken',
  isLogin: 'isLogin',
  encSession: 'encSession',
  trade: 'trade',
  privacyMask: 'privacyMask',
  /** Role, login name, kind and last sign-in time of the operator. */
  operProfile: 'operProfile',
  /** 'FIRST' | 'EXPIRED' while a password change is due (login answered need_change_pwd 'Y'). */
  pwdChange: 'pwdChange',
  /** '1' while the sign-in still offers to set the payment password (/login_pavement_psd). */
  payPwdPrompt: 'payPwdPrompt',
  /** '1' while a cashier's required course is due (login answered training_due 'Y', or a call TRN10003). */
  trainingDue: 'trainingDue',
} as const;

/**
 * The portal's signed-in areas (merchant, service provider, group): what the portal's features key their
 * per-area maps by. The provider's back office is a signed-in area of the shell too (`ShellArea`), but no
 * portal feature shows in it.
 */
export type SignedInArea = PortalArea;
/** Every signed-in area of the shell (router, area gate, layout, header): the portal's three and the back office. */
export type ShellArea = Exclude<Area, 'public'>;

/** The back office's sign-in page (staff.login): where a staff member's session starts and ends. */
export const STAFF_LOGIN_PATH = '/backoffice_login';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  return local()?.getItem(key) ?? null;
}
export function writeLocal(key: string, value: string): void {
  local()?.setItem(key, value);
}
export function readSession(key: string): string | null {
  return session()?.getItem(key) ?? null;
}
export function writeSession(key: string, value: string): void {
  session()?.setItem(key, value);
}
export function removeSession(key: string): void {
  session()?.removeItem(key);
}

export interface OperProfile {
  login_name: string;
  kind: 'admin' | 'operator' | 'cashier';
  role_name: string;
  last_login_at: string;
  /** A cashier's functions (the login answer's oper.functions). */
  functions?: string[];
}

/** The payment password page a sign-in offers (docs/decisions.md, "Payment password at sign-in"). */
export const PAY_PASSWORD_PROMPT_PATH = '/login_pavement_psd';

/**
 * The merchant area's training page (spec route mercTainView): where a cashier whose required course is due
 * is sent, and the only page open to it until the course is passed (the server refuses the rest, TRN10003).
 */
export const TRAINING_PATH = '/layout/mercTainView';

/** Whether this session's cashier must pass the required course first. */
export function trainingDue(): boolean {
  return readSession(SESSION.trainingDue) === '1';
}

/** The required course is due (true) or passed (false). */
export function setTrainingDue(due: boolean): void {
  if (due) writeSession(SESSION.trainingDue, '1');
  else removeSession(SESSION.trainingDue);
}

/** Stores what the login answer says about the operator; the form token comes with it. */
export function saveLogin(res: LoginResT): void {
  // Kept as account info (spec point 3), masked whatever the answer held: localStorage outlives the
  // session and every script of the origin reads it (issue 15, point 2).
  writeLocal(
    LOCAL.accountInfo,
    JSON.stringify({ email: maskEmail(res.account_info.email), phone: maskPhone(res.account_info.phone) }),
  );
  writeLocal(LOCAL.merNo, res.mer_no);
  writeLocal(LOCAL.merName, res.mer_name);
  writeLocal(LOCAL.merShortName, res.mer_short_name);
  writeLocal(LOCAL.limitNum, res.permissions);
  writeLocal(LOCAL.advancedSearch, res.advanced_search);
  writeLocal(LOCAL.area, res.area);
  writeLocal(LOCAL.operName, res.oper.name);
  writeLocal(LOCAL.orgName, res.org_name);
  writeLocal(LOCAL.orgNo, res.org_no);
  const profile: OperProfile = {
    login_name: res.oper.login_name,
    kind: res.oper.kind,
    role_name: res.oper.role_name,
    last_login_at: res.last_login_at,
    functions: Array.isArray(res.oper.functions) ? res.oper.functions : [],
  };
  writeSession(SESSION.operProfile, JSON.stringify(profile));
  writeSession(SESSION.formToken, res.form_token);
  writeSession(SESSION.isLogin, '1');
  if (res.need_change_pwd === 'Y') writeSession(SESSION.pwdChange, res.change_reason || 'FIRST');
  else removeSession(SESSION.pwdChange);
  // Offered to whoever may open the payment password page (1322, merchant area) and has none yet.
  const person = storedPerson();
  const page = routeOfPage(res.area, 'security.payPassword');
  const offer = res.pay_password_set === 'N' && !!person && !!page && mayOpen(person, page);
  if (offer) writeSession(SESSION.payPwdPrompt, '1');
  else removeSession(SESSION.payPwdPrompt);
  setTrainingDue(res.training_due === 'Y');
}

/**
 * Ends the signed-in state of this browser (logout, session invalid). Keys, secret type and language stay:
 * they belong to the server and the person, not to the session.
 */
export function clearLogin(): void {
  const l = local();
  for (const key of [
    LOCAL.accountInfo,
    LOCAL.merNo,
    LOCAL.merName,
    LOCAL.merShortName,
    LOCAL.limitNum,
    LOCAL.advancedSearch,
    LOCAL.area,
    LOCAL.operName,
    LOCAL.orgName,
    LOCAL.orgNo,
  ]) {
    l?.removeItem(key);
  }
  for (const key of [
    SESSION.formToken,
    SESSION.isLogin,
    SESSION.trade,
    SESSION.operProfile,
    SESSION.pwdChange,
    SESSION.payPwdPrompt,
    SESSION.trainingDue,
  ]) {
    removeSession(key);
  }
}

export function isSignedIn(): boolean {
  return readSession(SESSION.isLogin) === '1' && !!readSession(SESSION.formToken);
}

/** The portal area of the signed-in person; null without a session or in the back office. */
export function signedInArea(): SignedInArea | null {
  const a = shellArea();
  return a === 'provider' ? null : a;
}

/** The signed-in area of the shell, the back office's included; null without one. */
export function shellArea(): ShellArea | null {
  const a = readLocal(LOCAL.area);
  return a === 'merchant' || a === 'service' || a === 'group' || a === 'provider' ? a : null;
}

/** The sign-in page of an area: the back office has its own, every portal area signs in at '/'. */
export function signInPathOf(area: ShellArea | null): string {
  return area === 'provider' ? STAFF_LOGIN_PATH : '/';
}

/** Where a person goes when their session ends: the sign-in page of the area they were in. */
export function signInPath(): string {
  return signInPathOf(shellArea());
}

/** A malformed stored list counts as no permissions (parsePermissionList never widens). */
export function storedPermissions(): PermissionCode[] {
  return parsePermissionList(readLocal(LOCAL.limitNum));
}

export function areaIndex(a: ShellArea): string {
  return `${AREA_BASE[a]}/index`;
}

export function operProfile(): OperProfile | null {
  const raw = readSession(SESSION.operProfile);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<OperProfile>;
    return typeof p.login_name === 'string' ? (p as OperProfile) : null;
  } catch {
    return null;
  }
}

export function pendingPasswordChange(): 'FIRST' | 'EXPIRED' | null {
  const v = readSession(SESSION.pwdChange);
  return v === 'FIRST' || v === 'EXPIRED' ? v : null;
}

/**
 * A cashier's functions (what the menus and pages follow; the server checks every call); null for every
 * other operator, whom functions do not limit. A malformed stored profile of a cashier counts as none.
 */
export function cashierFunctions(): readonly string[] | null {
  const p = operProfile();
  if (p?.kind !== 'cashier') return null;
  return Array.isArray(p.functions) ? p.functions.filter((f) => typeof f === 'string') : [];
}

/**
 * The person the sign-in stored, as the permission rule of packages/core reads one (access/ caches it and
 * asks the rule). wholeOrg (acting for the whole organisation: the administrator or an operator of every
 * store) is true for the administrator only: the sign-in answer does not say whether an operator has
 * every store, so such an operator counts as not acting for the whole organisation in the portal (it may
 * hide a little too much from them; the server decides every call).
 */
export function storedPerson(): Person | null {
  const area = shellArea();
  if (!area) return null;
  return {
    area,
    codes: storedPermissions(),
    functions: cashierFunctions(),
    wholeOrg: operProfile()?.kind === 'admin',
    admin: operProfile()?.kind === 'admin',
  };
}

/** Whether the sign-in still offers to set the payment password. */
export function pendingPayPasswordPrompt(): boolean {
  return readSession(SESSION.payPwdPrompt) === '1';
}

/** The offer is taken or put off: it is not made again in this session. */
export function endPayPasswordPrompt(): void {
  removeSession(SESSION.payPwdPrompt);
}

/**
 * Where a sign-in goes next: the due password change first, then a cashier's required course, then the
 * payment password offer, then the area's index.
 */
export function nextAfterSignIn(area: ShellArea): string {
  if (pendingPasswordChange()) return '/login_pwd';
  if (trainingDue() && area === 'merchant') return TRAINING_PATH;
  if (pendingPayPasswordPrompt()) return PAY_PASSWORD_PROMPT_PATH;
  return areaIndex(area);
}

/** The columns a person chose on a list page, by key: optional ones turned on, default ones turned off. */
export interface ColumnChoice {
  on: string[];
  off: string[];
}

function columnChoices(): Record<string, ColumnChoice> {
  try {
    const all = JSON.parse(readLocal(LOCAL.listColumns) ?? '{}') as unknown;
    return all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, ColumnChoice>) : {};
  } catch {
    return {};
  }
}

const keys = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string').slice(0, 64) : [];

/** The column choice of a list page (its spec's page key); null when the person kept the defaults. */
export function readColumnChoice(pageKey: string): ColumnChoice | null {
  const c = columnChoices()[pageKey];
  return c && typeof c === 'object' ? { on: keys(c.on), off: keys(c.off) } : null;
}

/** Remembers a list page's column choice in this browser; null goes back to the page's defaults. */
export function writeColumnChoice(pageKey: string, choice: ColumnChoice | null): void {
  const all = columnChoices();
  if (choice && (choice.on.length > 0 || choice.off.length > 0)) all[pageKey] = choice;
  else delete all[pageKey];
  try {
    writeLocal(LOCAL.listColumns, JSON.stringify(all));
  } catch {
    // A full or closed storage keeps the choice for this visit only.
  }
}
