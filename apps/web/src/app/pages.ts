import type { PageId, RouteDef } from '@mp/core/routes';
import type { ComponentType } from 'react';
import LoginPage from '../features/auth/LoginPage.tsx';
import type { PageProps } from '../ui/page-props.ts';
import { lazyInAntd as lazy } from './antdLazy.ts';

export type Page = ComponentType<PageProps>;

/**
 * The page registry: every built page once, by its area-independent id (packages/core routes.ts,
 * PAGE_IDS), each loaded on demand (one chunk per page). The route table says which routes show which
 * page in which area; a capability adds its page id there and its page here. A route without a page
 * (`planned`) shows the friendly 'not available yet' panel instead of pretending to work.
 * `lazy` here puts the page inside antd's locale and theme (app/antdLazy.ts), whose core loads beside the
 * page's chunk. The sign-in page renders no antd component and is imported statically: its code is in the
 * start-up chunk anyway (build/login-chunk.ts), and a lazy page would suspend the first render, whose
 * fallback React keeps on screen at least 300 ms, so the form came ~350 ms after the mount (issue 16).
 */
export const PAGES: Readonly<Record<PageId, Page>> = {
  'auth.login': LoginPage,
  'auth.outerLogin': lazy(() => import('../features/auth/OuterLoginPage.tsx')),
  'auth.shortcut': lazy(() => import('../features/auth/ShortcutEntryPage.tsx')),
  'auth.resetPassword': lazy(() => import('../features/auth/ResetPasswordPage.tsx')),
  'auth.changePassword': lazy(() => import('../features/auth/ChangePasswordPage.tsx')),
  'shell.serverError': lazy(() => import('../features/shell/ServerErrorPage.tsx')),
  'dashboard.home': lazy(() => import('../features/dashboard/DashboardPage.tsx')),
  'accounts.balance': lazy(() => import('../features/accounts/BalancePage.tsx')),
  'accounts.flows': lazy(() => import('../features/accounts/FlowQueryPage.tsx')),
  'accounts.flowDetail': lazy(() => import('../features/accounts/FlowDetailPage.tsx')),
  'accounts.approvalRules': lazy(() => import('../features/accounts/ApprovalRulesPage.tsx')),
  'accounts.approvals': lazy(() => import('../features/accounts/ApprovalQueuePage.tsx')),
  'accounts.statements': lazy(() => import('../features/accounts/StatementsPage.tsx')),
  'accountauth.list': lazy(() => import('../features/accountauth/AccountAuthPage.tsx')),
  'transactions.collections': lazy(() => import('../features/transactions/CollectionQueryPage.tsx')),
  'transactions.receipt': lazy(() => import('../features/transactions/DetailReceiptPage.tsx')),
  'refunds.list': lazy(() => import('../features/refunds/RefundQueryPage.tsx')),
  'refunds.detail': lazy(() => import('../features/refunds/RefundDetailPage.tsx')),
  'payments.list': lazy(() => import('../features/payments/PaymentQueryPage.tsx')),
  'payments.detail': lazy(() => import('../features/payments/PaymentDetailPage.tsx')),
  'settlement.list': lazy(() => import('../features/settlement/SettlementPage.tsx')),
  'settlement.reconciliation': lazy(() => import('../features/settlement/RltQueryPage.tsx')),
  'settlement.orders': lazy(() => import('../features/settlement/SettleOrderPage.tsx')),
  'bills.download': lazy(() => import('../features/bills/BillDownloadPage.tsx')),
  'exports.centre': lazy(() => import('../features/exports/DownloadCentrePage.tsx')),
  'operators.manager': lazy(() => import('../features/operators/OperatorManagerPage.tsx')),
  'operators.add': lazy(() => import('../features/operators/AddOperatorPage.tsx')),
  'operators.modifyPower': lazy(() => import('../features/operators/ModifyPowerPage.tsx')),
  'roles.view': lazy(() => import('../features/roles/RoleViewPage.tsx')),
  'roles.add': lazy(() => import('../features/roles/AddRolePage.tsx')),
  'roles.modify': lazy(() => import('../features/roles/RoleModifyPage.tsx')),
  'stores.list': lazy(() => import('../features/stores/StoreListPage.tsx')),
  'stores.detail': lazy(() => import('../features/stores/StoreDetailPage.tsx')),
  'merchant.info': lazy(() => import('../features/merchant/MerchantInfoPage.tsx')),
  'merchant.organisation': lazy(() => import('../features/merchant/OrgInfoPage.tsx')),
  'security.settings': lazy(() => import('../features/security/SecurityPage.tsx')),
  'security.loginPassword': lazy(() => import('../features/security/ChangeLoginPasswordPage.tsx')),
  'security.payPassword': lazy(() => import('../features/security/PayPasswordPage.tsx')),
  'security.resetPayPassword': lazy(() => import('../features/security/ResetPayPasswordPage.tsx')),
  'security.phone': lazy(() => import('../features/security/PhoneChangePage.tsx')),
  'security.signInPayPassword': lazy(() => import('../features/security/SignInPayPasswordPage.tsx')),
  'notices.bulletins': lazy(() => import('../features/notices/NoticeListPage.tsx')),
  'notices.mail': lazy(() => import('../features/notices/MailPage.tsx')),
  // onboarding (issue 14)
  'onboarding.prepare': lazy(() => import('../features/onboarding/RegisterPreparePage.tsx')),
  'onboarding.wizard': lazy(() => import('../features/onboarding/WizardPage.tsx')),
  'onboarding.status': lazy(() => import('../features/onboarding/StatusPage.tsx')),
  // merchant-information changes (issue 14 point 5)
  'merchantinfo.basic': lazy(() => import('../features/merchantinfo/BasicInfoPage.tsx')),
  'merchantinfo.people': lazy(() => import('../features/merchantinfo/PeoplePage.tsx')),
  'merchantinfo.expiry': lazy(() => import('../features/merchantinfo/ExpiryPage.tsx')),
  'merchantinfo.expiryStatus': lazy(() => import('../features/merchantinfo/ExpiryStatusPage.tsx')),
  'merchantinfo.supplement': lazy(() => import('../features/merchantinfo/SupplementPage.tsx')),
  'onboarding.subEntry': lazy(() => import('../features/onboarding/SubMerchantEntryPage.tsx')),
  // Read grants (issue 13 point 8).
  'grants.merchant': lazy(() => import('../features/grants/MerchantGrantsPage.tsx')),
  'grants.provider': lazy(() => import('../features/grants/ProviderGrantsPage.tsx')),
  // Providers and groups run their merchants (issue 13).
  'products.services': lazy(() => import('../features/products/MerchantServicesPage.tsx')),
  'products.merchantAuth': lazy(() => import('../features/products/MerchantProductAuthPage.tsx')),
  'products.childAuth': lazy(() => import('../features/products/ChildProductAuthPage.tsx')),
  'submerchants.list': lazy(() => import('../features/submerchants/SubMerchantListPage.tsx')),
  'appid.binding': lazy(() => import('../features/appid/AppIdBindingPage.tsx')),
  // Issue 12: fee bills and invoices.
  'feebills.list': lazy(() => import('../features/feebills/FeeBillPage.tsx')),
  'invoices.manage': lazy(() => import('../features/invoices/InvoiceManagePage.tsx')),
  'invoices.heads': lazy(() => import('../features/invoices/InvoiceHeadPage.tsx')),
  'invoices.audit': lazy(() => import('../features/invoices/InvoiceAuditPage.tsx')),
  // Settlement bank-account change (issue 14 point 6, issue 13 point 7).
  'bankchange.change': lazy(() => import('../features/bankchange/ChangePage.tsx')),
  'bankchange.confirm': lazy(() => import('../features/bankchange/ConfirmPage.tsx')),
  'bankchange.payCheck': lazy(() => import('../features/bankchange/PayCheckPage.tsx')),
  'bankchange.status': lazy(() => import('../features/bankchange/StatusPage.tsx')),
  'bankchange.outer': lazy(() => import('../features/bankchange/OuterPage.tsx')),
};

export const NotAvailablePage: Page = lazy(() => import('../features/shell/NotAvailablePage.tsx'));
export const NotFoundPage = lazy(() => import('../features/shell/NotFoundPage.tsx'));
export const ForbiddenPage: Page = lazy(() => import('../features/shell/ForbiddenPage.tsx'));

/** The page a route shows: its registered page, or the 'not available yet' panel for a planned route. */
export function pageFor(route: RouteDef): Page {
  return route.page ? PAGES[route.page] : NotAvailablePage;
}
