import type { RouteDef } from '@mp/core/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Every page receives its route-table entry (title, code, area). */
export type PageProps = { route: RouteDef };
export type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Route path -> page, each loaded on demand (one chunk per page). A capability adds its pages here; a route
 * without an entry shows the friendly 'not available yet' panel instead of pretending to work.
 */
const login = lazy(() => import('../features/auth/LoginPage.tsx'));
const shortcut = lazy(() => import('../features/auth/ShortcutEntryPage.tsx'));
const dashboard = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const collections = lazy(() => import('../features/transactions/CollectionQueryPage.tsx'));
const receipt = lazy(() => import('../features/transactions/DetailReceiptPage.tsx'));
const refunds = lazy(() => import('../features/refunds/RefundQueryPage.tsx'));
const refundDetail = lazy(() => import('../features/refunds/RefundDetailPage.tsx'));
const payments = lazy(() => import('../features/payments/PaymentQueryPage.tsx'));
const paymentDetail = lazy(() => import('../features/payments/PaymentDetailPage.tsx'));
const settlements = lazy(() => import('../features/settlement/SettlementPage.tsx'));
const bills = lazy(() => import('../features/bills/BillDownloadPage.tsx'));
const downloads = lazy(() => import('../features/exports/DownloadCentrePage.tsx'));

/** The administration pages of issue 5, by route path. */
function adminPages(): Record<string, Page> {
  const operators = lazy(() => import('../features/operators/OperatorManagerPage.tsx'));
  const addOperator = lazy(() => import('../features/operators/AddOperatorPage.tsx'));
  const modifyPower = lazy(() => import('../features/operators/ModifyPowerPage.tsx'));
  const roleView = lazy(() => import('../features/roles/RoleViewPage.tsx'));
  const roleAdd = lazy(() => import('../features/roles/AddRolePage.tsx'));
  const roleModify = lazy(() => import('../features/roles/RoleModifyPage.tsx'));
  const stores = lazy(() => import('../features/stores/StoreListPage.tsx'));
  const store = lazy(() => import('../features/stores/StoreDetailPage.tsx'));
  const orgInfo = lazy(() => import('../features/merchant/OrgInfoPage.tsx'));
  const security = lazy(() => import('../features/security/SecurityPage.tsx'));
  const password = lazy(() => import('../features/security/ChangeLoginPasswordPage.tsx'));
  const phone = lazy(() => import('../features/security/PhoneChangePage.tsx'));
  const bulletins = lazy(() => import('../features/notices/NoticeListPage.tsx'));
  const mail = lazy(() => import('../features/notices/MailPage.tsx'));
  const out: Record<string, Page> = {
    '/layout/shop_manager': stores,
    '/service/shop_manager': stores,
    '/group/gshop_manager': stores,
    '/layout/shop_manager_detaile': store,
    '/service/shop_manager_detaile': store,
    '/group/gshop_manager_detail': store,
    '/layout/merc_info': lazy(() => import('../features/merchant/MerchantInfoPage.tsx')),
    '/service/serviceDetail': orgInfo,
    '/group/groupDetail': orgInfo,
    '/layout/security': security,
    '/service/security_service': security,
    '/group/security_group': security,
    '/layout/modify_psd': password,
    '/service/modify_psd_service': password,
    '/group/modify_psd_group': password,
    '/layout/pavement_psd': lazy(() => import('../features/security/PayPasswordPage.tsx')),
    '/layout/reset_pavement_psd': lazy(() => import('../features/security/ResetPayPasswordPage.tsx')),
    '/layout/phoneChange': phone,
    '/service/modify_mbl_service': phone,
    '/group/modify_mbl_group': phone,
    '/layout/ntcList': bulletins,
    '/service/ntcList': bulletins,
    '/group/gntcList': bulletins,
    '/layout/mailView': mail,
    '/service/mailView': mail,
    '/group/mailView': mail,
  };
  for (const base of ['/layout', '/service']) {
    out[`${base}/operator_manager`] = operators;
    out[`${base}/add_operator`] = addOperator;
    out[`${base}/modify_power`] = modifyPower;
    out[`${base}/Roles_view_power`] = roleView;
    out[`${base}/add_Roles`] = roleAdd;
    out[`${base}/Roles_modify_power`] = roleModify;
  }
  return out;
}

export const PAGES: Readonly<Record<string, Page>> = {
  '/': login,
  '/outterLogin': lazy(() => import('../features/auth/OuterLoginPage.tsx')),
  '/shortcutLoginEntry': shortcut,
  '/shortcutLogin': shortcut,
  '/resetPsd': lazy(() => import('../features/auth/ResetPasswordPage.tsx')),
  '/login_pwd': lazy(() => import('../features/auth/ChangePasswordPage.tsx')),
  '/login_pavement_psd': lazy(() => import('../features/security/SignInPayPasswordPage.tsx')),
  '/500': lazy(() => import('../features/shell/ServerErrorPage.tsx')),
  // Money views (issue 4): dashboards, collection / refund / payment / settlement queries, bills, downloads.
  '/layout/index': dashboard,
  '/service/index': dashboard,
  '/group/index': dashboard,
  '/layout/trade_query': collections,
  '/service/trade_query': collections,
  '/group/gtrade_query': collections,
  '/detailReceipt': receipt,
  '/detailReceiptPayment': receipt,
  '/detailPayment': paymentDetail,
  '/layout/refund_query': refunds,
  '/service/refund_query': refunds,
  '/group/grefund_query': refunds,
  '/layout/refund_detail_query': refundDetail,
  '/service/refund_detail_query': refundDetail,
  '/group/grefund_query_detail': refundDetail,
  '/layout/payment_query': payments,
  '/service/payment_query': payments,
  '/group/gpayment_query': payments,
  '/layout/payment_detail_query': paymentDetail,
  '/service/payment_detail_query': paymentDetail,
  '/group/gpayment_query_detail': paymentDetail,
  '/layout/mch_settle_query': settlements,
  '/service/mch_settle_query': settlements,
  '/group/gmch_settle_query': settlements,
  '/service/rlt_query': lazy(() => import('../features/settlement/RltQueryPage.tsx')),
  '/service/settle_order': lazy(() => import('../features/settlement/SettleOrderPage.tsx')),
  '/layout/billDownload': bills,
  '/service/billDownload': bills,
  '/group/gbillDownload': bills,
  '/layout/appointmentDownload': downloads,
  '/service/appointmentDownloadServer': downloads,
  '/group/appointmentDownloadGroup': downloads,
  // Administration (issue 5): operators and roles, stores, organisation information, security, notices.
  ...adminPages(),
};

export const NotAvailablePage: Page = lazy(() => import('../features/shell/NotAvailablePage.tsx'));
export const NotFoundPage = lazy(() => import('../features/shell/NotFoundPage.tsx'));
export const ForbiddenPage: Page = lazy(() => import('../features/shell/ForbiddenPage.tsx'));

export function pageFor(route: RouteDef): Page {
  return PAGES[route.path] ?? NotAvailablePage;
}
