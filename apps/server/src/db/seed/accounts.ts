/**
 * The demo sign-ins, for the README, the login page's demo hint and the browser tests. Pure data with no
 * imports, so the e2e and web workspaces can read it without pulling in the server.
 */
export const DEMO_PASSWORD = 'Demo@2026';
/** Payment password (6 digits) of the demo operators who may refund, so a refund can be tried at once. */
export const DEMO_PAY_PASSWORD = '135790';

/** Which login call each kind of operator uses (docs/decisions.md, "Login"). */
export const LOGIN_PATHS = {
  merchantAdmin: '/syf-mms/sys-mms/admin/login',
  merchantOperator: '/syf-mms/sys-mms/meradm/meradmOperLoginNew',
  service: '/syf-mms/sys-mms/agt/agtOperLoginNew',
  group: '/syf-mms/sys-mms/admin/groupLogin',
} as const;

export interface DemoAccount {
  loginName: string;
  password: string;
  area: 'merchant' | 'service' | 'group';
  kind: 'admin' | 'operator' | 'cashier';
  /** Organisation number: mer_no, agt_no or group_no. */
  orgNo: string;
  /** Full path of the login call this operator uses. */
  loginPath: string;
  /** true: the first sign-in leads to the password-change page. */
  mustChangePassword: boolean;
  /** DEMO_PAY_PASSWORD for operators who may refund; null where none is set (the set-up page shows). */
  payPassword: string | null;
  description: { zh: string; en: string };
}

type AccountInput = Omit<DemoAccount, 'password' | 'mustChangePassword' | 'payPassword'> & {
  mustChangePassword?: boolean;
  payPassword?: string | null;
};

// Administrators may refund, so they have a payment password; others only where said.
const account = (a: AccountInput): DemoAccount => ({
  password: DEMO_PASSWORD,
  mustChangePassword: false,
  payPassword: a.kind === 'admin' ? DEMO_PAY_PASSWORD : null,
  ...a,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    loginName: 'demo_merchant',
    area: 'merchant',
    kind: 'admin',
    orgNo: 'M10000000001',
    loginPath: LOGIN_PATHS.merchantAdmin,
    description: {
      zh: '澳門好味餐飲有限公司的管理員：三間門店、每日約 150 筆交易，可使用商戶區全部功能（含退款與操作員管理）',
      en: 'Administrator of Macau Hou Mei Dining Ltd: 3 stores, about 150 payments a day, every merchant page (refunds and operators included)',
    },
  }),
  account({
    loginName: 'demo_operator',
    area: 'merchant',
    kind: 'operator',
    orgNo: 'M10000000001',
    loginPath: LOGIN_PATHS.merchantOperator,
    description: {
      zh: '好味餐飲的財務查詢員：可查交易與賬戶，無退款、結算及操作員管理權限（可見「無訪問權限」）',
      en: 'Finance viewer of Hou Mei Dining: queries and accounts, but no refunds, settlements or operator management (shows the access guard)',
    },
  }),
  account({
    loginName: 'demo_cashier',
    area: 'merchant',
    kind: 'cashier',
    orgNo: 'M10000000001',
    loginPath: LOGIN_PATHS.merchantOperator,
    payPassword: DEMO_PAY_PASSWORD,
    description: {
      zh: '好味餐廳（議事亭店）的收銀員：只看本店交易，可退款',
      en: 'Cashier of the Senado Square store: sees that store only, may refund',
    },
  }),
  account({
    loginName: 'demo_cashier2',
    area: 'merchant',
    kind: 'cashier',
    orgNo: 'M10000000001',
    loginPath: LOGIN_PATHS.merchantOperator,
    description: {
      zh: '好味餐廳（氹仔店）的收銀員：只看本店交易，不可退款',
      en: 'Cashier of the Taipa store: sees that store only, may not refund',
    },
  }),
  account({
    loginName: 'demo_newuser',
    area: 'merchant',
    kind: 'operator',
    orgNo: 'M10000000001',
    loginPath: LOGIN_PATHS.merchantOperator,
    mustChangePassword: true,
    description: {
      zh: '新開立的財務查詢員：首次登入須修改密碼',
      en: 'A newly created finance viewer: must change the password at first sign-in',
    },
  }),
  account({
    loginName: 'demo_merchant2',
    area: 'merchant',
    kind: 'admin',
    orgNo: 'M10000000002',
    loginPath: LOGIN_PATHS.merchantAdmin,
    description: {
      zh: '新馬路茶餐廳（個體商戶）的管理員：兩間門店',
      en: 'Administrator of San Ma Lou Cafe (individual business): 2 stores',
    },
  }),
  account({
    loginName: 'demo_merchant3',
    area: 'merchant',
    kind: 'admin',
    orgNo: 'M10000000003',
    loginPath: LOGIN_PATHS.merchantAdmin,
    description: {
      zh: '氹仔手信坊的管理員：兩間手信店，週末最忙',
      en: 'Administrator of Taipa Souvenir House: 2 souvenir shops, busiest at weekends',
    },
  }),
  account({
    loginName: 'demo_merchant4',
    area: 'merchant',
    kind: 'admin',
    orgNo: 'M10000000004',
    loginPath: LOGIN_PATHS.merchantAdmin,
    description: {
      zh: '濠江海鮮酒家的管理員：集團成員、無服務商，三間門店、大額交易',
      en: 'Administrator of Hou Kong Seafood Restaurant: group member without an agent, 3 stores, large tickets',
    },
  }),
  account({
    loginName: 'demo_merchant5',
    area: 'merchant',
    kind: 'admin',
    orgNo: 'M10000000005',
    loginPath: LOGIN_PATHS.merchantAdmin,
    description: {
      zh: '路環咖啡室（個體商戶）的管理員：無服務商、無集團',
      en: 'Administrator of Coloane Coffee House (individual business): no agent, no group',
    },
  }),
  account({
    loginName: 'demo_agent',
    area: 'service',
    kind: 'admin',
    orgNo: 'A00000001',
    loginPath: LOGIN_PATHS.service,
    description: {
      zh: '澳門智付服務有限公司的管理員：三個子商戶（好味餐飲、新馬路茶餐廳、氹仔手信坊）',
      en: 'Administrator of Macau Smart Pay Services Ltd: 3 sub-merchants (Hou Mei, San Ma Lou, Taipa Souvenir)',
    },
  }),
  account({
    loginName: 'demo_agent_op',
    area: 'service',
    kind: 'operator',
    orgNo: 'A00000001',
    loginPath: LOGIN_PATHS.service,
    description: {
      zh: '服務商操作員：無操作員管理及退款權限',
      en: 'Service-provider operator: no operator management, no refunds',
    },
  }),
  account({
    loginName: 'demo_group',
    area: 'group',
    kind: 'admin',
    orgNo: 'G00000001',
    loginPath: LOGIN_PATHS.group,
    description: {
      zh: '濠江餐飲集團的管理員：成員商戶好味餐飲與濠江海鮮酒家',
      en: 'Administrator of Hou Kong Dining Group: members Hou Mei Dining and Hou Kong Seafood',
    },
  }),
];

/**
 * The provider's back office (issue 25): demo staff at /backoffice_login. Their authenticator keys are
 * fixed and public here, for the demo and the browser tests only: `npm run staff-code -- <login>` prints
 * the current code (any authenticator app takes the key too). `demo_newstaff` has no second factor yet:
 * the first sign-in shows the enrolment (a QR code) and the ten recovery codes.
 */
export interface DemoStaff {
  loginName: string;
  password: string;
  role: 'reviewer' | 'approver' | 'staff_admin' | 'auditor';
  name: string;
  email: string;
  /** The TOTP key (base32) already enrolled; null: the first sign-in enrols. */
  totpSecret: string | null;
  description: { zh: string; en: string };
}

export const STAFF_LOGIN_PATH = '/syf-mms/sys-staff/staff/login';

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    loginName: 'demo_reviewer',
    password: DEMO_PASSWORD,
    role: 'reviewer',
    name: '陳審核',
    email: 'reviewer@macaupay.example',
    totpSecret: 'QMETBXAGL32RQWFS2K44RED6JTSJVPI3',
    description: { zh: '審核員：認領並決定申請', en: 'Reviewer: claims and decides requests' },
  },
  {
    loginName: 'demo_approver',
    password: DEMO_PASSWORD,
    role: 'approver',
    name: '李覆核',
    email: 'approver@macaupay.example',
    totpSecret: 'YV4UBGA7HE7GQ26PTC32UPWOKRTJX2PF',
    description: {
      zh: '覆核員：決定申請，並為超過限額的決定作第二次批准',
      en: 'Approver: decides, and gives the second approval above the limit',
    },
  },
  {
    loginName: 'demo_staffadmin',
    password: DEMO_PASSWORD,
    role: 'staff_admin',
    name: '黃管理',
    email: 'staffadmin@macaupay.example',
    totpSecret: 'FNXKFDGLFW2SY744FUKXWGXTK4ELX5PJ',
    description: {
      zh: '員工管理員：員工賬戶、角色與第二重驗證',
      en: 'Staff administrator: accounts, roles, second factors',
    },
  },
  {
    loginName: 'demo_auditor',
    password: DEMO_PASSWORD,
    role: 'auditor',
    name: '何稽核',
    email: 'auditor@macaupay.example',
    totpSecret: '7HDRTZX5VJNIANY5GTXQ3GEV3KWA6ADT',
    description: { zh: '稽核員：只讀審核佇列與紀錄', en: 'Auditor: reads the queue and the history only' },
  },
  {
    loginName: 'demo_newstaff',
    password: DEMO_PASSWORD,
    role: 'reviewer',
    name: '新同事',
    email: 'newstaff@macaupay.example',
    totpSecret: null,
    description: {
      zh: '新審核員：首次登入時登記驗證器（QR 碼）並取得恢復碼',
      en: 'New reviewer: the first sign-in enrols an authenticator (QR code) and shows the recovery codes',
    },
  },
];
