import type { PermissionCode } from './permissions.ts';
import type { CashierFunction } from './schemas/cashiers.ts';

/** The three signed-in areas and the public pages (spec point 2). */
export type Area = 'public' | 'merchant' | 'service' | 'group';

export const AREA_BASE: Record<Exclude<Area, 'public'>, string> = {
  merchant: '/layout',
  service: '/service',
  group: '/group',
};

/** Menu sections, in menu order; a route without a section never shows in the menu. */
export const MENU_SECTIONS = {
  home: { zh: '首頁', en: 'Home' },
  transactions: { zh: '交易管理', en: 'Transactions' },
  account: { zh: '賬戶管理', en: 'Account' },
  invoices: { zh: '發票管理', en: 'Invoices' },
  merchant: { zh: '商戶管理', en: 'Merchant' },
  submerchants: { zh: '子商戶管理', en: 'Sub-merchants' },
  crossborder: { zh: '跨境匯款', en: 'Cross-border transfer' },
  operators: { zh: '操作員管理', en: 'Operators' },
  security: { zh: '安全中心', en: 'Security' },
  notices: { zh: '公告與郵件', en: 'Notices and mail' },
  downloads: { zh: '下載中心', en: 'Download centre' },
} as const;
export type MenuSection = keyof typeof MENU_SECTIONS;

/**
 * Area-independent page ids, `<feature>.<page>`: the same page has the same id in every area (the refund
 * list is 'refunds.list' at /layout/refund_query, /service/refund_query and /group/grefund_query). The
 * portal's page registry (apps/web/src/app/pages.ts) is keyed by them and lists each page once; links
 * between pages name the page, not an area's path. The part before the dot is the route's `feature`.
 */
export const PAGE_IDS = [
  'auth.login',
  'auth.outerLogin',
  'auth.shortcut',
  'auth.resetPassword',
  'auth.changePassword',
  'shell.serverError',
  'dashboard.home',
  'accounts.balance',
  'transactions.collections',
  'transactions.receipt',
  'refunds.list',
  'refunds.detail',
  'payments.list',
  'payments.detail',
  'settlement.list',
  'settlement.reconciliation',
  'settlement.orders',
  'bills.download',
  'exports.centre',
  'operators.manager',
  'operators.add',
  'operators.modifyPower',
  'roles.view',
  'roles.add',
  'roles.modify',
  'stores.list',
  'stores.detail',
  'merchant.info',
  'merchant.organisation',
  'security.settings',
  'security.loginPassword',
  'security.payPassword',
  'security.resetPayPassword',
  'security.phone',
  'security.signInPayPassword',
  'notices.bulletins',
  'notices.mail',
  // onboarding (issue 14)
  'onboarding.prepare',
  'onboarding.wizard',
  'onboarding.status',
  // merchant-information changes (issue 14 point 5)
  'merchantinfo.basic',
  'merchantinfo.people',
  'merchantinfo.expiry',
  'merchantinfo.expiryStatus',
  'merchantinfo.supplement',
  'onboarding.subEntry',
  // Read grants of a merchant to its provider (issue 13 point 8).
  'grants.merchant',
  'grants.provider',
  // Providers and groups run their merchants (issue 13).
  'products.services',
  'products.merchantAuth',
  'products.childAuth',
  'submerchants.list',
  'appid.binding',
  // Issue 12: fee bills and invoices.
  'feebills.list',
  'invoices.manage',
  'invoices.heads',
  'invoices.audit',
  // Accounts (issue 12)
  'accounts.flows',
  'accounts.flowDetail',
  // Settlement bank-account change (issue 14 point 6, issue 13 point 7).
  'bankchange.change',
  'bankchange.confirm',
  'bankchange.payCheck',
  'bankchange.status',
  'bankchange.outer',
  // Approval rules (issue 12, point 7a): routes the spec does not have (docs/decisions.md).
  'accounts.approvalRules',
  'accounts.approvals',
  'accounts.statements',
  'accountauth.list',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/**
 * One route of the table. Every route says what it shows: a built page (`page`), a page not built yet
 * (`planned: true`: the portal opens it, to those who may, as the friendly 'not available yet' panel), or
 * another route (`redirect`). Exactly one of the three (tested in routes.test.ts).
 */
export interface RouteDef {
  /** Full browser path, exactly as spec point 2 names it. */
  path: string;
  /** The spec's name of the route (the last part of its path); unique within an area. */
  name: string;
  /** The page it shows, the same id in every area (PAGE_IDS). */
  page?: PageId;
  /** No page yet: the route exists (menus, guard) and shows the 'not available yet' panel. */
  planned?: true;
  area: Area;
  /** Permission code that gates the route (spec point 2, the dash number). */
  code?: PermissionCode;
  /** A cashier also needs this function to open it (docs/decisions.md, "Cashier functions"). */
  cashierFunction?: CashierFunction;
  title: { zh: string; en: string };
  /** Menu section; absent = reachable by link only (detail pages, steps, outer pages). */
  menu?: MenuSection;
  /** The footer is hidden on the five routes the spec names. */
  hideFooter?: boolean;
  /**
   * Capability folder that holds the route's page (apps/web/src/features/<feature>) and its endpoints
   * (apps/server/src/modules/<feature>); for a planned route, the capability that will.
   */
  feature: string;
  /** Path this route redirects to. */
  redirect?: string;
}

type R = Omit<RouteDef, 'area' | 'path'> & { path?: string };
const t = (zh: string, en: string) => ({ zh, en });

function area(areaName: Area, base: string, routes: R[]): RouteDef[] {
  return routes.map((r) => ({
    ...r,
    area: areaName,
    path: r.path ?? (base === '' ? `/${r.name}` : `${base}/${r.name}`),
  }));
}

const PUBLIC: RouteDef[] = area('public', '', [
  { path: '/', name: 'login', page: 'auth.login', title: t('登入', 'Sign in'), feature: 'auth' },
  { name: 'outterLogin', page: 'auth.outerLogin', title: t('外部登入', 'External sign-in'), feature: 'auth' },
  {
    name: 'shortcutLoginEntry',
    page: 'auth.shortcut',
    title: t('快捷登入入口', 'Shortcut sign-in'),
    feature: 'auth',
  },
  { name: 'shortcutLogin', page: 'auth.shortcut', title: t('快捷登入', 'Shortcut sign-in'), feature: 'auth' },
  { name: 'resetPsd', page: 'auth.resetPassword', title: t('忘記密碼', 'Forgot password'), feature: 'auth' },
  {
    name: 'login_pwd',
    page: 'auth.changePassword',
    title: t('修改登入密碼', 'Change your password'),
    feature: 'auth',
  },
  {
    name: 'login_pavement_psd',
    page: 'security.signInPayPassword',
    title: t('設定支付密碼', 'Set payment password'),
    feature: 'security',
  },
  { name: 'serverXY', planned: true, title: t('服務協議', 'Service agreement'), feature: 'agreements' },
  {
    name: 'childrenPrivateInfoProtocal',
    planned: true,
    title: t('兒童個人信息保護規則', 'Children privacy rules'),
    feature: 'agreements',
  },
  { name: 'dealQuery', planned: true, title: t('交易查詢', 'Transaction lookup'), feature: 'transactions' },
  { name: 'payQuery', planned: true, title: t('支付查詢', 'Payment lookup'), feature: 'transactions' },
  { name: 'mandate', planned: true, title: t('授權書', 'Mandate'), feature: 'agreements' },
  { name: 'signIn', planned: true, title: t('商戶註冊', 'Merchant sign-up'), feature: 'onboarding' },
  { name: 'identification', planned: true, title: t('身份認證', 'Identification'), feature: 'onboarding' },
  {
    name: 'userInfoAdminNew',
    page: 'onboarding.wizard',
    title: t('管理員資料', 'Administrator details'),
    feature: 'onboarding',
  },
  {
    name: 'userInfoAdmin',
    page: 'onboarding.wizard',
    title: t('管理員資料', 'Administrator details'),
    feature: 'onboarding',
  },
  { name: 'serverStyle', planned: true, title: t('服務方式', 'Service type'), feature: 'onboarding' },
  { name: 'hope', planned: true, title: t('敬請期待', 'Coming soon'), feature: 'onboarding' },
  {
    name: 'checkSts',
    page: 'onboarding.status',
    title: t('審核狀態', 'Review status'),
    feature: 'onboarding',
  },
  {
    name: 'bankChange',
    page: 'bankchange.outer',
    title: t('結算賬戶變更', 'Settlement account change'),
    feature: 'bankchange',
  },
  {
    name: 'agtBankChange',
    page: 'bankchange.outer',
    title: t('服務商結算賬戶變更', 'Provider settlement account change'),
    feature: 'bankchange',
  },
  {
    name: 'agtCheckSts',
    page: 'bankchange.outer',
    title: t('服務商審核狀態', 'Provider review status'),
    feature: 'bankchange',
  },
  {
    name: 'company_contract_template',
    planned: true,
    title: t('企業合同範本', 'Company contract template'),
    feature: 'agreements',
  },
  {
    name: 'contract_template',
    planned: true,
    title: t('合同範本', 'Contract template'),
    feature: 'agreements',
  },
  {
    name: 'netInvit_contract_template',
    planned: true,
    title: t('網絡特約合同範本', 'Online contract template'),
    feature: 'agreements',
  },
  {
    name: 'notXCandTC_contract_template',
    planned: true,
    title: t('合同範本', 'Contract template'),
    feature: 'agreements',
  },
  {
    name: 'company_contract_total',
    planned: true,
    title: t('企業合同', 'Company contract'),
    feature: 'agreements',
    hideFooter: true,
  },
  {
    name: 'attach_company',
    planned: true,
    title: t('企業附件', 'Company attachment'),
    feature: 'agreements',
  },
  {
    name: 'attach_specialinvited',
    planned: true,
    title: t('特約附件', 'Special attachment'),
    feature: 'agreements',
  },
  {
    path: '/serve/approve',
    name: 'serveApprove',
    planned: true,
    title: t('服務審批', 'Service approval'),
    feature: 'onboarding',
  },
  {
    name: 'detailReceipt',
    page: 'transactions.receipt',
    title: t('收款詳情', 'Collection detail'),
    feature: 'transactions',
  },
  {
    name: 'detailReceiptPayment',
    page: 'transactions.receipt',
    title: t('收付款詳情', 'Collection and payment detail'),
    feature: 'transactions',
  },
  {
    name: 'detailPayment',
    page: 'payments.detail',
    title: t('付款詳情', 'Payment detail'),
    feature: 'payments',
  },
  {
    name: 'productOption',
    page: 'onboarding.wizard',
    title: t('產品選擇', 'Product options'),
    feature: 'onboarding',
  },
  {
    name: 'registerPrepare',
    page: 'onboarding.prepare',
    title: t('註冊準備', 'Before you register'),
    feature: 'onboarding',
  },
  {
    name: 'selectProduct',
    page: 'onboarding.wizard',
    title: t('選擇產品', 'Select products'),
    feature: 'onboarding',
  },
  {
    name: 'h5AlterBasicInfo',
    page: 'merchantinfo.basic',
    title: t('基本資料變更', 'Basic information change'),
    feature: 'merchantinfo',
    hideFooter: true,
  },
  {
    name: 'h5AllPersonInfo',
    page: 'merchantinfo.people',
    title: t('人員資料', 'People'),
    feature: 'merchantinfo',
    hideFooter: true,
  },
  {
    name: 'h5InspectionExpirationUpdateMerc',
    page: 'merchantinfo.expiry',
    title: t('巡檢到期更新', 'Inspection-expiry update'),
    feature: 'merchantinfo',
    hideFooter: true,
  },
  {
    name: 'h5CollectFile',
    planned: true,
    title: t('資料收集', 'File collection'),
    feature: 'inspection',
    hideFooter: true,
  },
  {
    name: 'info_detalls',
    page: 'onboarding.status',
    title: t('資料詳情', 'Information detail'),
    feature: 'onboarding',
  },
  {
    path: '/500',
    name: 'serverError',
    page: 'shell.serverError',
    title: t('系統錯誤', 'Server error'),
    feature: 'shell',
  },
]);

const MERCHANT: RouteDef[] = area('merchant', '/layout', [
  { name: 'index', page: 'dashboard.home', title: t('首頁', 'Home'), menu: 'home', feature: 'dashboard' },
  {
    name: 'trade_query',
    page: 'transactions.collections',
    cashierFunction: 'trade_query',
    title: t('收款查詢', 'Collections'),
    menu: 'transactions',
    feature: 'transactions',
  },
  {
    name: 'refund_query',
    page: 'refunds.list',
    code: '42',
    title: t('退款查詢', 'Refunds'),
    menu: 'transactions',
    feature: 'refunds',
  },
  {
    name: 'refund_detail_query',
    page: 'refunds.detail',
    code: '421',
    title: t('退款詳情', 'Refund detail'),
    feature: 'refunds',
  },
  {
    name: 'payment_query',
    page: 'payments.list',
    code: '43',
    title: t('付款查詢', 'Payments'),
    menu: 'transactions',
    feature: 'payments',
  },
  {
    name: 'payment_detail_query',
    page: 'payments.detail',
    code: '431',
    title: t('付款詳情', 'Payment detail'),
    feature: 'payments',
  },
  {
    name: 'mch_settle_query',
    page: 'settlement.list',
    code: '44',
    cashierFunction: 'settle_query',
    title: t('結算查詢', 'Settlements'),
    menu: 'transactions',
    feature: 'settlement',
  },
  {
    name: 'billDownload',
    page: 'bills.download',
    code: '45',
    title: t('對賬單下載', 'Bill download'),
    menu: 'transactions',
    feature: 'bills',
  },
  {
    name: 'charge_bill_query',
    page: 'feebills.list',
    code: '47',
    title: t('手續費賬單', 'Fee bills'),
    menu: 'transactions',
    feature: 'feebills',
  },
  {
    name: 'shop_manager',
    page: 'stores.list',
    code: '41',
    title: t('門店管理', 'Stores'),
    menu: 'merchant',
    feature: 'stores',
  },
  {
    name: 'shop_manager_detaile',
    page: 'stores.detail',
    code: '411',
    title: t('門店詳情', 'Store detail'),
    feature: 'stores',
  },
  {
    name: 'balanceQuery',
    page: 'accounts.balance',
    code: '31',
    title: t('餘額查詢', 'Balance'),
    menu: 'account',
    feature: 'accounts',
  },
  {
    name: 'accountInEx',
    page: 'accounts.flows',
    code: '32',
    title: t('賬戶收支', 'Account in/out'),
    menu: 'account',
    feature: 'accounts',
  },
  {
    name: 'accountInExDetail',
    page: 'accounts.flowDetail',
    code: '33',
    title: t('收支明細', 'In/out detail'),
    feature: 'accounts',
  },
  // Not in the spec (issue 12, point 7a; docs/decisions.md "Approval pages"): under the balance code 31,
  // like the withdrawals they govern; saving the rules is the administrator's, deciding a refund needs 42.
  {
    name: 'approvalRules',
    page: 'accounts.approvalRules',
    code: '31',
    title: t('審批規則', 'Approval rules'),
    menu: 'account',
    feature: 'accounts',
  },
  {
    name: 'approvalQueue',
    page: 'accounts.approvals',
    code: '31',
    title: t('待審批申請', 'Approvals'),
    menu: 'account',
    feature: 'accounts',
  },
  // Not in the spec (issue 12, point 7b; docs/decisions.md "Statement subscriptions").
  {
    name: 'statementSubscriptions',
    page: 'accounts.statements',
    code: '31',
    title: t('結單訂閱', 'Statement subscriptions'),
    menu: 'account',
    feature: 'accounts',
  },
  // Not in the spec as a route (its calls accountAuthList/Untie are, point 7): docs/decisions.md.
  {
    name: 'accountAuth',
    page: 'accountauth.list',
    code: '31',
    title: t('賬戶授權', 'Account authorisations'),
    menu: 'account',
    feature: 'accountauth',
  },
  {
    name: 'invoiceManage',
    page: 'invoices.manage',
    code: '461',
    title: t('發票管理', 'Invoices'),
    menu: 'invoices',
    feature: 'invoices',
  },
  {
    name: 'invoiceHead',
    page: 'invoices.heads',
    code: '462',
    title: t('發票抬頭', 'Invoice heads'),
    menu: 'invoices',
    feature: 'invoices',
  },
  {
    name: 'invoiceAudit',
    page: 'invoices.audit',
    code: '463',
    title: t('發票審核', 'Invoice audit'),
    menu: 'invoices',
    feature: 'invoices',
  },
  {
    name: 'merc_info',
    page: 'merchant.info',
    code: '11',
    title: t('商戶資料', 'Merchant information'),
    menu: 'merchant',
    feature: 'merchant',
  },
  {
    name: 'alterBasicInfo',
    page: 'merchantinfo.basic',
    code: '111',
    title: t('基本資料變更', 'Basic information change'),
    menu: 'merchant',
    feature: 'merchantinfo',
  },
  {
    name: 'allPersonInfo',
    page: 'merchantinfo.people',
    code: '111',
    title: t('人員資料', 'People'),
    menu: 'merchant',
    feature: 'merchantinfo',
  },
  {
    name: 'merchantServices',
    page: 'products.services',
    code: '2',
    title: t('商戶服務', 'Merchant services'),
    menu: 'merchant',
    feature: 'products',
  },
  {
    name: 'bindAppId',
    page: 'appid.binding',
    code: '5',
    title: t('AppID 綁定', 'App-ID binding'),
    menu: 'merchant',
    feature: 'appid',
  },
  {
    name: 'mercProductAuthList',
    page: 'products.merchantAuth',
    code: '26',
    title: t('產品授權', 'Product authorisation'),
    menu: 'merchant',
    feature: 'products',
  },
  // Not a route of the spec: the merchant's read grants to its provider (issue 13 point 8).
  {
    name: 'providerGrants',
    page: 'grants.merchant',
    code: '11',
    title: t('服務商查詢授權', 'Read grants to provider'),
    menu: 'merchant',
    feature: 'grants',
  },
  {
    name: 'merchantInspection',
    planned: true,
    title: t('商戶巡檢', 'Merchant inspection'),
    feature: 'inspection',
  },
  { name: 'collectFile', planned: true, title: t('資料收集', 'File collection'), feature: 'inspection' },
  { name: 'mercTainView', planned: true, title: t('培訓資料', 'Training'), feature: 'inspection' },
  {
    name: 'inspectionExpirationUpdateMerc',
    page: 'merchantinfo.expiry',
    code: '6',
    title: t('巡檢到期更新', 'Inspection-expiry update'),
    menu: 'merchant',
    feature: 'merchantinfo',
  },
  {
    name: 'inspectionExpirationReCheckSts',
    page: 'merchantinfo.expiryStatus',
    title: t('巡檢複核狀態', 'Inspection review status'),
    feature: 'merchantinfo',
  },
  {
    name: 'supplementaryData',
    page: 'merchantinfo.supplement',
    title: t('補充資料', 'Supplementary data'),
    menu: 'merchant',
    feature: 'merchantinfo',
  },
  {
    name: 'mercBankChange',
    page: 'bankchange.change',
    title: t('結算賬戶變更', 'Settlement account change'),
    feature: 'bankchange',
  },
  {
    name: 'rePayCheck',
    page: 'bankchange.payCheck',
    title: t('打款驗證', 'Payment check'),
    feature: 'bankchange',
  },
  {
    name: 'reConfirm',
    page: 'bankchange.confirm',
    title: t('變更確認', 'Confirm change'),
    feature: 'bankchange',
  },
  {
    name: 'reCheckSts',
    page: 'bankchange.status',
    title: t('變更審核狀態', 'Change review status'),
    feature: 'bankchange',
  },
  {
    name: 'ghf',
    planned: true,
    code: '9',
    title: t('跨境匯款', 'Cross-border transfer'),
    menu: 'crossborder',
    feature: 'crossborder',
  },
  {
    path: '/layout/ghf/trade/create',
    name: 'ghfCreate',
    code: '9',
    title: t('新建匯款', 'New transfer'),
    feature: 'crossborder',
    redirect: '/layout/ghf/trade/create/stepOne',
  },
  {
    path: '/layout/ghf/trade/create/stepOne',
    name: 'ghfStepOne',
    planned: true,
    code: '9',
    title: t('收款人', 'Payee'),
    feature: 'crossborder',
  },
  {
    path: '/layout/ghf/trade/create/stepTwo',
    name: 'ghfStepTwo',
    planned: true,
    code: '9',
    title: t('匯款金額', 'Amount'),
    feature: 'crossborder',
  },
  {
    path: '/layout/ghf/trade/create/stepThree',
    name: 'ghfStepThree',
    planned: true,
    code: '9',
    title: t('確認與驗證', 'Confirm'),
    feature: 'crossborder',
  },
  {
    path: '/layout/ghf/trade/create/stepFinish',
    name: 'ghfStepFinish',
    planned: true,
    code: '9',
    title: t('完成', 'Done'),
    feature: 'crossborder',
  },
  {
    path: '/layout/ghf/trade/status',
    name: 'ghfStatus',
    planned: true,
    code: '9',
    title: t('匯款狀態', 'Transfer status'),
    feature: 'crossborder',
  },
  {
    name: 'operator_manager',
    page: 'operators.manager',
    code: '12',
    title: t('操作員管理', 'Operators'),
    menu: 'operators',
    feature: 'operators',
  },
  {
    name: 'add_operator',
    page: 'operators.add',
    code: '1212',
    title: t('新增操作員', 'Add operator'),
    feature: 'operators',
  },
  {
    name: 'modify_power',
    page: 'operators.modifyPower',
    code: '1213',
    title: t('修改操作員權限', 'Modify operator power'),
    feature: 'operators',
  },
  {
    name: 'Roles_view_power',
    page: 'roles.view',
    code: '1222',
    title: t('查看角色權限', 'Role permissions'),
    feature: 'roles',
  },
  { name: 'add_Roles', page: 'roles.add', code: '1223', title: t('新增角色', 'Add role'), feature: 'roles' },
  {
    name: 'Roles_modify_power',
    page: 'roles.modify',
    code: '1224',
    title: t('修改角色權限', 'Modify role'),
    feature: 'roles',
  },
  {
    name: 'security',
    page: 'security.settings',
    code: '13',
    title: t('安全設定', 'Security settings'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'modify_psd',
    page: 'security.loginPassword',
    code: '131',
    title: t('修改登入密碼', 'Change login password'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'pavement_psd',
    page: 'security.payPassword',
    code: '1322',
    title: t('設定支付密碼', 'Payment password'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'reset_pavement_psd',
    page: 'security.resetPayPassword',
    code: '1321',
    title: t('重設支付密碼', 'Reset payment password'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'phoneChange',
    page: 'security.phone',
    code: '133',
    title: t('更換手機號碼', 'Change mobile number'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'ntcList',
    page: 'notices.bulletins',
    code: '14',
    title: t('公告通知', 'Notices'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'mailView',
    page: 'notices.mail',
    code: '14',
    title: t('站內郵件', 'Mail'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'appointmentDownload',
    page: 'exports.centre',
    title: t('預約下載', 'Scheduled downloads'),
    menu: 'downloads',
    feature: 'exports',
  },
]);

const SERVICE: RouteDef[] = area('service', '/service', [
  { name: 'index', page: 'dashboard.home', title: t('首頁', 'Home'), menu: 'home', feature: 'dashboard' },
  {
    name: 'serviceChildList',
    page: 'submerchants.list',
    code: '21',
    title: t('子商戶列表', 'Sub-merchants'),
    menu: 'submerchants',
    feature: 'submerchants',
  },
  {
    name: 'subMerchantEnterPage',
    page: 'onboarding.subEntry',
    code: '23',
    title: t('子商戶進件', 'Sub-merchant onboarding'),
    menu: 'submerchants',
    feature: 'onboarding',
  },
  {
    name: 'serviceChildProAuthList',
    page: 'products.childAuth',
    code: '22',
    title: t('子商戶產品授權', 'Product authorisation'),
    menu: 'submerchants',
    feature: 'products',
  },
  // Not a route of the spec: the read grants the sub-merchants gave (issue 13 point 8).
  {
    name: 'subMerchantGrants',
    page: 'grants.provider',
    code: '21',
    title: t('子商戶查詢授權', 'Sub-merchant read grants'),
    menu: 'submerchants',
    feature: 'grants',
  },
  {
    name: 'trade_query',
    page: 'transactions.collections',
    title: t('收款查詢', 'Collections'),
    menu: 'transactions',
    feature: 'transactions',
  },
  {
    name: 'refund_query',
    page: 'refunds.list',
    code: '42',
    title: t('退款查詢', 'Refunds'),
    menu: 'transactions',
    feature: 'refunds',
  },
  {
    name: 'refund_detail_query',
    page: 'refunds.detail',
    code: '421',
    title: t('退款詳情', 'Refund detail'),
    feature: 'refunds',
  },
  {
    name: 'payment_query',
    page: 'payments.list',
    code: '43',
    title: t('付款查詢', 'Payments'),
    menu: 'transactions',
    feature: 'payments',
  },
  {
    name: 'payment_detail_query',
    page: 'payments.detail',
    code: '431',
    title: t('付款詳情', 'Payment detail'),
    feature: 'payments',
  },
  {
    name: 'mch_settle_query',
    page: 'settlement.list',
    code: '44',
    title: t('結算查詢', 'Settlements'),
    menu: 'transactions',
    feature: 'settlement',
  },
  {
    name: 'billDownload',
    page: 'bills.download',
    code: '45',
    title: t('對賬單下載', 'Bill download'),
    menu: 'transactions',
    feature: 'bills',
  },
  {
    name: 'charge_bill_query',
    page: 'feebills.list',
    code: '47',
    title: t('手續費賬單', 'Fee bills'),
    menu: 'transactions',
    feature: 'feebills',
  },
  {
    name: 'rlt_query',
    page: 'settlement.reconciliation',
    code: '48',
    title: t('對賬查詢', 'Reconciliation'),
    menu: 'transactions',
    feature: 'settlement',
  },
  {
    name: 'settle_order',
    page: 'settlement.orders',
    code: '49',
    title: t('結算訂單', 'Settle orders'),
    menu: 'transactions',
    feature: 'settlement',
  },
  {
    name: 'shop_manager',
    page: 'stores.list',
    code: '41',
    title: t('門店管理', 'Stores'),
    menu: 'merchant',
    feature: 'stores',
  },
  {
    name: 'shop_manager_detaile',
    page: 'stores.detail',
    code: '411',
    title: t('門店詳情', 'Store detail'),
    feature: 'stores',
  },
  {
    name: 'serviceDetail',
    page: 'merchant.organisation',
    code: '11',
    title: t('服務商資料', 'Provider information'),
    menu: 'merchant',
    feature: 'merchant',
  },
  {
    name: 'bind_appId_server',
    page: 'appid.binding',
    code: '5',
    title: t('AppID 綁定', 'App-ID binding'),
    menu: 'merchant',
    feature: 'appid',
  },
  {
    name: 'agtBankChangeModify',
    page: 'bankchange.change',
    title: t('結算賬戶變更', 'Settlement account change'),
    feature: 'bankchange',
  },
  {
    name: 'agtReCheckSts',
    page: 'bankchange.status',
    title: t('變更審核狀態', 'Change review status'),
    feature: 'bankchange',
  },
  {
    name: 'operator_manager',
    page: 'operators.manager',
    code: '12',
    title: t('操作員管理', 'Operators'),
    menu: 'operators',
    feature: 'operators',
  },
  {
    name: 'add_operator',
    page: 'operators.add',
    code: '1212',
    title: t('新增操作員', 'Add operator'),
    feature: 'operators',
  },
  {
    name: 'modify_power',
    page: 'operators.modifyPower',
    code: '1213',
    title: t('修改操作員權限', 'Modify operator power'),
    feature: 'operators',
  },
  {
    name: 'Roles_view_power',
    page: 'roles.view',
    code: '1222',
    title: t('查看角色權限', 'Role permissions'),
    feature: 'roles',
  },
  { name: 'add_Roles', page: 'roles.add', code: '1223', title: t('新增角色', 'Add role'), feature: 'roles' },
  {
    name: 'Roles_modify_power',
    page: 'roles.modify',
    code: '1224',
    title: t('修改角色權限', 'Modify role'),
    feature: 'roles',
  },
  {
    name: 'security_service',
    page: 'security.settings',
    code: '13',
    title: t('安全設定', 'Security settings'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'modify_psd_service',
    page: 'security.loginPassword',
    code: '131',
    title: t('修改登入密碼', 'Change login password'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'modify_mbl_service',
    page: 'security.phone',
    code: '133',
    title: t('更換手機號碼', 'Change mobile number'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'ntcList',
    page: 'notices.bulletins',
    code: '14',
    title: t('公告通知', 'Notices'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'mailView',
    page: 'notices.mail',
    code: '14',
    title: t('站內郵件', 'Mail'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'appointmentDownloadServer',
    page: 'exports.centre',
    title: t('預約下載', 'Scheduled downloads'),
    menu: 'downloads',
    feature: 'exports',
  },
]);

const GROUP: RouteDef[] = area('group', '/group', [
  { name: 'index', page: 'dashboard.home', title: t('首頁', 'Home'), menu: 'home', feature: 'dashboard' },
  {
    name: 'groupChildList',
    page: 'submerchants.list',
    title: t('成員商戶', 'Member merchants'),
    menu: 'submerchants',
    feature: 'submerchants',
  },
  {
    name: 'gtrade_query',
    page: 'transactions.collections',
    title: t('收款查詢', 'Collections'),
    menu: 'transactions',
    feature: 'transactions',
  },
  {
    name: 'grefund_query',
    page: 'refunds.list',
    title: t('退款查詢', 'Refunds'),
    menu: 'transactions',
    feature: 'refunds',
  },
  {
    name: 'grefund_query_detail',
    page: 'refunds.detail',
    title: t('退款詳情', 'Refund detail'),
    feature: 'refunds',
  },
  {
    name: 'gpayment_query',
    page: 'payments.list',
    title: t('付款查詢', 'Payments'),
    menu: 'transactions',
    feature: 'payments',
  },
  {
    name: 'gpayment_query_detail',
    page: 'payments.detail',
    title: t('付款詳情', 'Payment detail'),
    feature: 'payments',
  },
  {
    name: 'gmch_settle_query',
    page: 'settlement.list',
    title: t('結算查詢', 'Settlements'),
    menu: 'transactions',
    feature: 'settlement',
  },
  {
    name: 'gbillDownload',
    page: 'bills.download',
    title: t('對賬單下載', 'Bill download'),
    menu: 'transactions',
    feature: 'bills',
  },
  {
    name: 'gcharge_bill_query',
    page: 'feebills.list',
    title: t('手續費賬單', 'Fee bills'),
    menu: 'transactions',
    feature: 'feebills',
  },
  {
    name: 'gshop_manager',
    page: 'stores.list',
    title: t('門店管理', 'Stores'),
    menu: 'merchant',
    feature: 'stores',
  },
  {
    name: 'gshop_manager_detail',
    page: 'stores.detail',
    title: t('門店詳情', 'Store detail'),
    feature: 'stores',
  },
  {
    name: 'groupDetail',
    page: 'merchant.organisation',
    title: t('集團資料', 'Group information'),
    menu: 'merchant',
    feature: 'merchant',
  },
  {
    name: 'security_group',
    page: 'security.settings',
    title: t('安全設定', 'Security settings'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'modify_psd_group',
    page: 'security.loginPassword',
    title: t('修改登入密碼', 'Change login password'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'modify_mbl_group',
    page: 'security.phone',
    title: t('更換手機號碼', 'Change mobile number'),
    menu: 'security',
    feature: 'security',
  },
  {
    name: 'gntcList',
    page: 'notices.bulletins',
    title: t('公告通知', 'Notices'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'mailView',
    page: 'notices.mail',
    title: t('站內郵件', 'Mail'),
    menu: 'notices',
    feature: 'notices',
  },
  {
    name: 'appointmentDownloadGroup',
    page: 'exports.centre',
    title: t('預約下載', 'Scheduled downloads'),
    menu: 'downloads',
    feature: 'exports',
  },
]);

/** Every route of spec point 2 (plus the collection query page the spec implies without a path). */
export const ROUTES: readonly RouteDef[] = [...PUBLIC, ...MERCHANT, ...SERVICE, ...GROUP];

export const HIDE_FOOTER_PATHS: readonly string[] = ROUTES.filter((r) => r.hideFooter).map((r) => r.path);

export function routesOfArea(a: Area): RouteDef[] {
  return ROUTES.filter((r) => r.area === a);
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => r.path === clean);
}

/** The route of a page in an area, if the area has it. */
export function routeOfPage(a: Area, page: PageId): RouteDef | undefined {
  return ROUTES.find((r) => r.area === a && r.page === page);
}
