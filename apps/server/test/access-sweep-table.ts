import { newFormId } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { EndpointDef } from '../src/http/endpoint.ts';
import { exportSource, exportSourceKeys } from '../src/modules/exports/sources.ts';
import { lastClosedMonth } from '../src/modules/feebills/index.ts';
import { createLocalFiles } from '../src/ports/files-local.ts';
import { fresh, type SweepOrg, type World } from './access-sweep-world.ts';
import { macauYmd } from './admin-helpers.ts';
import { randomMacauMobile, TEST_PASSWORD, uniqueLoginName } from './fixtures.ts';
import { uniq } from './harness.ts';
import { daysAgo } from './money-helpers.ts';

/**
 * The tables of the access sweep (access-sweep.test.ts). The sweep walks `allEndpoints`; these tables say
 * what it cannot read from an EndpointDef, and the sweep fails when an endpoint has no entry where it
 * needs one (a new endpoint must be classified here before the sweep passes):
 *
 * - SAMPLES: a body that passes the endpoint's schema (the http layer validates the body before the
 *   session and the gates, so a refusal by a gate is only seen with a valid body). An endpoint whose schema
 *   accepts `{}` needs none.
 * - HANDLER_CODES / NO_CODE: every signed-in endpoint without a `code` on its definition either checks
 *   codes in its service (where the caller's area has the page) or carries none, for a stated reason.
 * - PROBES / NOT_A_ROW: every field of a signed-in endpoint that names a row (an id or a number) is probed
 *   with another tenant's row, or is exempt for a stated reason. Read-only endpoints whose fields are in
 *   ROW_VALUES need no entry; a state-changing one always does.
 */

/** An id that no row has (fits every id pattern). */
export const MISSING_ID = '999999999999999';

export interface SampleCtx {
  w: World;
  /** The caller's organisation (own rows a body needs: a store, a role). */
  self: SweepOrg;
}

const senior = () => ({ start_date: daysAgo(6), end_date: daysAgo(1) });
const today = () => ({ start_date: macauYmd(), end_date: macauYmd() });
/** The last closed month: the fee bills' range. */
const months = () => ({ start_month: lastClosedMonth(new Date()), end_month: lastClosedMonth(new Date()) });
const MISSING_BILL = 'FB202001M99999999999';
/** An application number no row has (sub-merchant entry). */
const MISSING_APPLY = 'AP2000010100000000';
/** Base information that passes the schema (the entry's step 2). */
const ENTRY_BASE = {
  merc_category: 'ENTERPRISE',
  merc_name: '掃描測試有限公司',
  merc_short_name: '掃描',
  merc_name_en: '',
  bus_type: 'LTD',
  licence_no: 'SO12345',
  licence_expiry: '99991231',
  mcc: '5812',
  area_code: '820001',
  address: '澳門新馬路 1 號',
  legal_name: '陳大文',
  id_type: 'PASSPORT',
  id_no: 'E12345678',
  id_issue_date: '20200110',
  id_expiry: '20300109',
};
/** The body, after merchant A's fee bill of last month exists. */
const withBill = async (w: World, body: Body): Promise<Body> => {
  await fresh.feeBill(w);
  return body;
};
const operatorFields = () => ({
  name: 'Sweep operator',
  phone_area: '+853',
  phone: randomMacauMobile(),
  email: 'sweep@example.test',
});
const cashierForm = (self: SweepOrg, roleId: string) => ({
  name: 'Sweep cashier',
  role_id: roleId,
  phone_area: '+853',
  phone: randomMacauMobile(),
  status: 'normal',
  store_ids: [self.storeId ?? MISSING_ID],
  basic_functions: ['collect'],
  extra_functions: [],
});

type Body = Record<string, unknown>;
type Sample = (s: SampleCtx) => Body | Promise<Body>;

/** Bodies that pass the schemas (endpoints whose schema accepts {} are not listed). */
export const SAMPLES: Record<string, Sample> = {
  // onboarding (issue 14)
  'file/upload': () => ({ purpose: 'OTHER', file_name: 'sweep.txt', content_base64: 'c3dlZXA=' }),
  'file/fileTmpDownloadPc': () => ({ file_id: newFormId() }),
  // merchant-information changes (issue 14 point 5)
  'meradm/queryMercInfoEdit': () => ({ kind: 'BASIC' }),
  'meradm/queryByMercNo': () => ({ mer_no: 'M00000000000' }),
  'meradm/mercInfoModify': () => ({ ...BASIC_SAMPLE }),
  'meradm/mercPersonModify': () => ({ people: [] }),
  'meradm/mercExpiryModify': () => ({ id_issue_date: '20200101', id_expiry: '20400101', files: {} }),
  'meradm/mercSupplementAdd': () => ({ remark: 'Sweep', files: {} }),
  'meradm/mercStatusModifyCheck': () => ({ change_no: 'MC2026010100000000' }),
  'meradm/mercStatusModify': () => ({ change_no: 'MC2026010100000000' }),
  'admin/updatePsd': () => ({ old_password: 'x', new_password: 'x', confirm_password: 'x', oper_salt: 'x' }),
  'admin/operDetail': () => ({ oper_id: MISSING_ID }),
  'admin/operAdd': () => ({ login_name: uniqueLoginName(), role_id: MISSING_ID, ...operatorFields() }),
  'admin/operUpdate': () => ({ oper_id: MISSING_ID, name: 'Sweep operator' }),
  'admin/operDelete': () => ({ oper_id: MISSING_ID }),
  'admin/operResetPsd': () => ({ oper_id: MISSING_ID }),
  'admin/operUnlock': () => ({ oper_id: MISSING_ID }),
  'admin/operContact': () => ({ oper_id: MISSING_ID, field: 'phone' }),
  'admin/roleAdd': () => ({ role_name: `Sweep ${uniq()}`, codes: [] }),
  'admin/roleUpdate': () => ({ role_id: MISSING_ID, role_name: `Sweep ${uniq()}`, codes: [] }),
  'admin/roleDelete': () => ({ role_id: MISSING_ID }),
  'meradm/cashierDetail': () => ({ cashier_id: MISSING_ID }),
  'meradm/cashierAdd': ({ self }) => ({
    user_name: uniqueLoginName(),
    password: TEST_PASSWORD,
    confirm_password: TEST_PASSWORD,
    ...cashierForm(self, MISSING_ID),
  }),
  'meradm/cashierUpdate': ({ self }) => ({ cashier_id: MISSING_ID, ...cashierForm(self, MISSING_ID) }),
  'meradm/cashierDelete': () => ({ cashier_id: MISSING_ID }),
  'meradm/cashierContact': () => ({ cashier_id: MISSING_ID, field: 'email' }),
  'meradm/cashierResetPsd': () => ({
    cashier_id: MISSING_ID,
    new_password: TEST_PASSWORD,
    confirm_password: TEST_PASSWORD,
  }),
  'meradm/queryStoreDetail': () => ({ store_id: MISSING_ID }),
  'meradm/updatePayPassword': () => ({ new_pay_password: '135790', confirm_pay_password: '135790' }),
  'meradm/resetPayPasswordAction': () => ({
    sms_code: '000000',
    new_pay_password: '135790',
    confirm_pay_password: '135790',
  }),
  'meradm/changeMblSendSmsAction': () => ({ target: 'OLD' }),
  'meradm/changeMblAction': () => ({
    old_sms_code: '000000',
    phone_area: '+853',
    phone: randomMacauMobile(),
    new_sms_code: '000000',
  }),
  'meradm/resetMerKey': () => ({ sms_code: '000000' }),
  'meradm/resendMerKey': () => ({ sms_code: '000000' }),
  'meradm/resetAgtKey': () => ({ sms_code: '000000' }),
  'meradm/resendAgtKey': () => ({ sms_code: '000000' }),
  'meradm/sendSmsCommon': () => ({ scene: 'CERT' }),
  'meradm/updateNotifyUrl': () => ({
    async_notify_url: 'https://example.test/notify',
    page_notify_url: 'https://example.test/page',
    sms_code: '000000',
  }),
  'meradm/sendTestNotify': () => ({ url_kind: 'ASYNC' }),
  'meradm/updateMerCert': () => ({ cert_content: 'not a certificate', sms_code: '000000' }),
  'system/bulletinDetail': () => ({ bulletin_id: MISSING_ID }),
  'system/notifyDetail': () => ({ notify_id: MISSING_ID }),
  'system/markRead': () => ({ kind: 'MAIL', ids: [MISSING_ID] }),
  'admin/queryAuditLog': today,
  'admin/setLogMod': () => ({ action: 'print', target: 'access sweep' }),
  'admin/endSession': () => ({ session_no: 'f'.repeat(24) }),
  'gather/tradeQuery': senior,
  'gather/agtTradeQuery': senior,
  'trade/collectionPage': senior,
  'trade/collectionCount': senior,
  'trade/collectionDetail': () => ({ txn_no: 'T00000000000000000' }),
  'trade/refundPage': senior,
  'trade/refundCount': senior,
  'trade/refundDetail': () => ({ refund_no: 'R00000000000000000' }),
  'gather/refundQuery': senior,
  'gather/refundApply': () => ({
    txn_no: 'T00000000000000000',
    amount: '1',
    pay_password: '000000',
    client_key: newFormId(),
  }),
  'trade/paymentPage': senior,
  'trade/paymentCount': senior,
  'trade/paymentDetail': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditList': senior,
  'meradm/paymentAuditQuery': () => ({ payment_no: 'P00000000000000000' }),
  'settle/settleList': senior,
  'gather/rltQuery': senior,
  'gather/rltDetail': ({ w }) => ({ mer_no: 'M0000000', rlt_date: w.a.day, pay_type: 'WECHAT' }),
  'gather/settleQuery': senior,
  'gather/settleSum': senior,
  'pc/filterPresetList': () => ({ page_key: 'sweep' }),
  'pc/filterPresetSave': () => ({ page_key: 'sweep', name: `Sweep ${uniq()}`, query: 'a=1' }),
  'pc/filterPresetDelete': () => ({ preset_id: MISSING_ID }),
  'pc/exportData': () => ({ source: 'collections', filters: senior(), format: 'CSV' }),
  'pc/appointmentExport': () => ({ source: 'collections', filters: senior(), format: 'CSV' }),
  'pc/appointmentDownloadFile': () => ({ job_id: MISSING_ID }),
  'pc/deleteServiceExportData': () => ({ job_id: MISSING_ID }),
  'query/billDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/serviceBillDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/groupBillDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/billDownloadExistCheck': ({ w }) => ({ bill_type: 'DAILY', report_date: w.a.day }),
  'query/billDownloadCheck': ({ w }) => ({ bill_type: 'DAILY', report_date: w.a.day }),
  // Providers and groups run their merchants (issue 13).
  'meradm/queryProdChanChecks': () => ({ mer_no: 'M0000000' }),
  'meradm/deleteConfigChannel': () => ({ pay_type: 'MCB' }),
  'meradm/urmMercPrdauthAdd': () => ({ mer_no: 'M0000000', product_code: 'WECHAT_QR' }),
  'meradm/urmMercPrdauthCancel': () => ({ mer_no: 'M0000000', product_code: 'WECHAT_POS' }),
  'meradm/urmGroupInfoSearch': () => ({ keyword: 'M' }),
  'meradm/updateGroupOprPhoneAction': () => ({ phone_area: '+853', phone: '66123456' }),
  'appid/addBindAppId': () => ({ channel: 'MCB', app_id: `MCB${String(Date.now()).slice(-8)}` }),
  'appid/deleteBindAppId': () => ({ binding_id: MISSING_ID }),
  // Issue 12: fee bills, invoices, payment audit edits, account authorisation.
  'meradm/chargeBillListPC': months,
  'meradm/serviceChargeBillListPC': months,
  'meradm/groupChargeBillListPC': months,
  'meradm/chargeBillExportDetail': months,
  'meradm/chargeBillExportAppoint': months,
  'invoice/billConfirmationPc': () => ({ bill_no: MISSING_BILL }),
  'meradm/chargeBillDetailExportNew': () => ({ bill_no: MISSING_BILL }),
  'meradm/chargeBillDetailExportAsyn': () => ({ bill_no: MISSING_BILL }),
  'invoice/invoiceHeadSave': () => ({ head_type: 'PERSONAL', title: 'Sweep head' }),
  'invoice/invoiceHeadDefault': () => ({ head_id: MISSING_ID }),
  'invoice/invoiceHeadDelete': () => ({ head_id: MISSING_ID }),
  'invoice/invoiceApplyOms': () => ({
    bill_nos: [MISSING_BILL],
    head_id: MISSING_ID,
    client_key: newFormId(),
  }),
  'invoice/queryInvoiceInfo': () => ({ apply_no: 'IA000000000000' }),
  'invoice/invoiceInfoManger': () => ({ apply_no: 'IA000000000000', action: 'CANCEL' }),
  'invoice/invoiceInfoAudit': () => ({ apply_no: 'IA000000000000', action: 'APPROVE' }),
  'meradm/paymentAuditInsert': () => ({
    payee_name: 'Sweep payee',
    payee_account_no: '9018123456',
    amount: '10',
  }),
  'meradm/paymentAuditUpdate': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditDelete': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/accountAuthUntie': () => ({ auth_no: 'AA000000000000' }),
  // Accounts (issue 12)
  'account/accountInExPage': senior,
  'account/accountInExCount': senior,
  'account/accountInExDetail': () => ({ flow_no: MISSING_ID }),
  'account/sendFundSmsCode': () => ({ kind: 'WITHDRAW' }),
  'recharge/accRecharge': () => ({
    amount: '1.00',
    pay_password: '000000',
    sms_code: '000000',
    client_key: newFormId(),
    bank_code: 'SETTLE',
  }),
  'withdraw/withdraw': () => ({
    amount: '1.00',
    pay_password: '000000',
    sms_code: '000000',
    client_key: newFormId(),
  }),
  'account/approvalRulesSave': () => ({ withdraw_above: '', refund_above: '', daily_cap: '' }),
  'account/approvalDecide': () => ({ order_no: 'W0000000000000000', decision: 'REJECT' }),
  // Settlement bank-account change (issue 14 point 6, issue 13 point 7).
  'meradm/openBankTmpModify': () => ({
    bank_code: 'MO002',
    account_no: '8800001111222233',
    account_name: 'Sweep',
  }),
  'meradm/openBankModify': () => ({
    bank_code: 'MO002',
    account_no: '8800001111222233',
    account_name: 'Sweep',
    pay_password: '000000',
    client_key: newFormId(),
  }),
  'meradm/queryPayStatus': () => ({ change_no: MISSING_CHANGE }),
  'meradm/openBankPayConfirm': () => ({ change_no: MISSING_CHANGE, amount: '0.10', client_key: newFormId() }),
  // Sub-merchant entry (23) and read grants (issue 13 points 3 and 8).
  'meradm/subMerchantEnterQuery': () => ({ apply_no: MISSING_APPLY }),
  'meradm/subMerchantEnterProduct': () => ({
    apply_no: MISSING_APPLY,
    merc_category: 'ENTERPRISE',
    products: ['WECHAT_QR'],
  }),
  'meradm/subMerchantEnterBaseInfo': () => ({ apply_no: MISSING_APPLY, ...ENTRY_BASE }),
  'meradm/subMerchantEnterFiles': () => ({ apply_no: MISSING_APPLY, files: {} }),
  'meradm/subMerchantEnterSettle': () => ({
    apply_no: MISSING_APPLY,
    bank_code: 'HK004',
    account_name: 'Sweep',
    account_no: '123456789012',
  }),
  'meradm/subMerchantEnterContact': () => ({
    apply_no: MISSING_APPLY,
    admin_login_name: uniqueLoginName(),
    admin_name: 'Sweep',
    admin_phone_area: '+853',
    admin_phone: randomMacauMobile(),
    admin_email: 'sweep@example.test',
  }),
  'meradm/subMerchantEnterCommit': () => ({ apply_no: MISSING_APPLY }),
  'meradm/subMerchantEnterOcr': () => ({ file_id: newFormId() }),
  'grants/grantAdd': () => ({ scopes: ['BALANCE'], until: macauYmd() }),
  'grants/grantRevoke': () => ({ grant_no: 'GR2000010100000000' }),
  'grants/grantedBalance': () => ({ mer_no: 'M0000000' }),
  'grants/grantedFlows': () => ({ mer_no: 'M0000000', ...senior() }),
  'gather/refundApprovalDecide': () => ({ refund_no: 'R00000000000000000', decision: 'REJECT' }),
  'account/statementSubSave': () => ({ kind: 'FLOWS', frequency: 'OFF', email: '' }),
};

/** The filters of each export source that pass its schema (a source not listed: the senior range). */
export const EXPORT_FILTERS: Record<string, () => Body> = {
  // Providers and groups run their merchants (issue 13): the sub-merchant list has no date range.
  sub_merchants: () => ({}),
  fee_bills: months,
  fee_lines: () => ({ bill_no: MISSING_BILL }),
};
export const exportFilters = (key: string): Body => (EXPORT_FILTERS[key] ?? senior)();

export async function sampleBody(def: EndpointDef, s: SampleCtx): Promise<Body> {
  const make = SAMPLES[def.path];
  return make ? await make(s) : {};
}

/**
 * Codes checked in the service rather than on the definition. Each applies in the areas whose route table
 * has it (the group area has no codes, spec point 2); `any`: the caller needs one of them. `body` replaces
 * the sample where the check depends on the body.
 */
export interface HandlerCode {
  codes: readonly string[];
  body?: Sample;
  /** The export source whose code is checked (exports: one entry per source, made below). */
  source?: string;
}

const HANDLER_CODES: [string, HandlerCode][] = [
  // The security page's answer serves every security page: any of their codes opens it.
  ['meradm/querySecurityInfo', { codes: ['13', '131', '1321', '1322', '133'] }],
  ['meradm/cashierResetPsd', { codes: ['1213'] }],
  // The bare permission tree serves the add-role page (1223); a role's codes are the view page's (1222).
  [
    'admin/roleMenu',
    { codes: ['1222'], body: async ({ w, self }) => ({ role_id: await fresh.role(w, self) }) },
  ],
];

/** Each export source with a code: exporting it needs that code (the machine checks it per source). */
function exportCodes(): [string, HandlerCode][] {
  const out: [string, HandlerCode][] = [];
  for (const key of exportSourceKeys()) {
    const source = exportSource(key);
    if (!source?.code) continue;
    for (const path of ['pc/exportData', 'pc/appointmentExport']) {
      out.push([
        path,
        {
          codes: [source.code],
          source: key,
          body: () => ({ source: key, filters: exportFilters(key), format: 'CSV' }),
        },
      ]);
    }
  }
  return out;
}

export function handlerCodes(): [string, HandlerCode][] {
  return [...HANDLER_CODES, ...exportCodes()];
}

const BANK_CHANGE_NO_CODE =
  "the spec's bank-change routes carry no code; the contract admits only the person acting for the whole organisation (never a cashier), for its own organisation's account";

/** Signed-in endpoints that check no permission code, and why. */
export const NO_CODE: Record<string, string> = {
  // onboarding (issue 14)
  'file/upload':
    "the caller's organisation's own documents; uploads serve several pages (111, 6, the bank-account change), so no one code",
  'file/fileTmpDownloadPc': "one of the caller's organisation's own files (another's answers FIL10001)",
  'admin/loginOut': "signing out: the caller's own session",
  'pc/outLogin': "signing out: the caller's own session",
  'admin/getOperSalt': "the salt of the caller's own password form",
  'admin/getEncryptSalt': "the salt of the caller's own password form",
  'admin/updatePsd':
    "the caller's own login password; it must work for the forced change (first sign-in, 90 days) whatever the role (code 131 of the page is not checked)",
  'admin/roleOperMenu': "the caller's own codes and menu",
  'oper/famMeradmRoleSync': 'administrators only (operator kind), no page code',
  'admin/queryAuditLog': 'administrators only (operator kind), no page code',
  'admin/setLogMod': 'records what the caller did in the portal',
  'admin/querySessionList': "the caller's own sessions",
  'admin/endOtherSessions': "the caller's own sessions",
  'admin/endSession': "the caller's own sessions",
  'pc/queryHomeStatistics': 'the home page has no code (settlement figures need 44: data-level)',
  'meradm/queryAgtStatisticsInfo': 'the home page has no code (settlement figures need 44: data-level)',
  'meradm/queryGroupStatisticsInfo': 'the home page has no code',
  'gather/tradeQuery': 'collections carry no code (spec point 2)',
  'gather/agtTradeQuery': 'collections carry no code (spec point 2)',
  'trade/collectionPage': 'collections carry no code (spec point 2)',
  'trade/collectionCount': 'collections carry no code (spec point 2)',
  'trade/collectionDetail': 'collections carry no code (spec point 2)',
  'pc/filterPresetList': "the caller's own filter presets",
  'pc/filterPresetSave': "the caller's own filter presets",
  'pc/filterPresetDelete': "the caller's own filter presets",
  'pc/exportData': "per source: the source's code (HANDLER_CODES entries made from the registry)",
  'pc/appointmentExport': "per source: the source's code (HANDLER_CODES entries made from the registry)",
  'pc/appointmentDownload': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadServer': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadGroup': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadFile': "a job of the caller's download centre",
  'pc/deleteServiceExportData': "a job of the caller's download centre",
  'query/groupBillDownload': 'the group area has no codes (spec point 2)',
  // Providers and groups run their merchants (issue 13).
  'meradm/queryStandardProduct': 'the product catalogue: reference data of no organisation',
  'meradm/queryProdClass': 'the product catalogue: reference data of no organisation',
  'meradm/queryProducts': 'the product catalogue: reference data of no organisation',
  'meradm/queryProductChannels': 'the product catalogue: reference data of no organisation',
  'meradm/urmGroupMappingPageAction': 'the group area has no codes (spec point 2)',
  'meradm/urmGroupInfoSearch': 'the group area has no codes (spec point 2)',
  'meradm/updateGroupOprPhoneAction': "the group area has no codes (spec point 2); the group's own row",
  // Settlement bank-account change (issue 14 point 6, issue 13 point 7).
  'meradm/openBankTmpModify': BANK_CHANGE_NO_CODE,
  'meradm/openBankModify': BANK_CHANGE_NO_CODE,
  'meradm/queryPayStatus': BANK_CHANGE_NO_CODE,
  'meradm/openBankPayConfirm': BANK_CHANGE_NO_CODE,
  'meradm/queryBankCardCheckStatus': BANK_CHANGE_NO_CODE,
};

// Tenant scope: fields that name a row.

/** A field name that names a row: an id, a list of ids, a number (txn_no, mer_no ...) or a login name. */
export const ROW_FIELD = /(^|_)(id|ids|no)$|^(login_name|user_name)$/;

/** Field names that look like a row's but are not, whatever the endpoint. */
export const NOT_A_ROW_FIELD: Record<string, string> = {
  page_no: 'a page number',
};

/** Fields of one endpoint that name no row of another tenant. */
export const NOT_A_ROW: Record<string, string> = {
  'meradm/mercInfoModify licence_no':
    "the merchant's business registration number, typed by the merchant: no row of ours",
  'meradm/mercInfoModify id_no': "the legal person's ID number, typed by the merchant: no row of ours",
  'admin/operAdd login_name':
    'the new operator\'s own login name; login names are unique across organisations, so "taken" (OPR10001) is answered for any organisation\'s name by design',
  'meradm/cashierAdd user_name':
    'the new cashier\'s own login name; login names are unique across organisations, so "taken" (OPR10001) is answered for any organisation\'s name by design',
  'appid/addBindAppId app_id':
    "the new binding's own app-id; an app-id binds to one organisation per channel, so 'already bound' (APP10002) is answered for any organisation's by design",
  'system/bulletinDetail bulletin_id':
    'bulletins belong to no organisation (an audience of areas); notices.test.ts covers the audience',
  'meradm/paymentAuditInsert payee_account_no':
    "the payee's bank account, typed by the merchant: no row of ours",
  'meradm/paymentAuditUpdate payee_account_no':
    "the payee's bank account, typed by the merchant: no row of ours",
  'invoice/invoiceHeadSave tax_no': "the head's taxpayer number, typed by the merchant: no row of ours",
  'meradm/subMerchantEnterBaseInfo licence_no':
    "the new merchant's business registration number, typed by the provider: no row of ours",
  'meradm/subMerchantEnterBaseInfo id_no':
    "the legal person's ID number, typed by the provider: no row of ours",
  'meradm/subMerchantEnterSettle account_no':
    "the new merchant's bank account number, typed by the provider: no row of ours",
  'account/accountInExPage ref_no':
    "a filter inside the caller's own ledger lines (owner = the caller's merchant); another tenant's number matches none (accounts-money.test.ts)",
  'account/accountInExCount ref_no':
    "a filter inside the caller's own ledger lines (owner = the caller's merchant); another tenant's number matches none (accounts-money.test.ts)",
  'meradm/openBankTmpModify account_no': 'the new bank account typed by the administrator: no row of ours',
  'meradm/openBankModify account_no': 'the new bank account typed by the administrator: no row of ours',
};

/** How a probe makes the row it names: a value of the owner organisation of the probe's area. */
export type RowValue = (w: World, owner: SweepOrg) => unknown | Promise<unknown>;

/** Row fields a read-only endpoint is probed with without an entry of its own (merchant A's rows). */
export const ROW_VALUES: Record<string, RowValue> = {
  mer_no: (w) => w.owner.merchant.no,
  store_no: (w) => w.a.stores[0].no,
  terminal_no: (w) => w.a.stores[0].terminalNo,
  txn_no: (w) => w.a.txnNo,
  mer_order_no: (w) => w.a.merOrderNo,
  agg_order_no: (w) => w.a.aggOrderNo,
  refund_no: (w) => w.a.refundNo,
  payment_no: (w) => w.a.paymentNo,
  store_id: (w) => w.a.stores[0].id,
  store_ids: (w) => [w.a.stores[0].id],
  oper_id: async (w, o) => (await fresh.operator(w, o)).id,
  login_name: async (w, o) => (await fresh.operator(w, o)).loginName,
  role_id: (w, o) => fresh.role(w, o),
  cashier_id: async (w, o) => (await fresh.cashier(w, o)).id,
  user_name: async (w, o) => (await fresh.cashier(w, o)).loginName,
  notify_id: (w, o) => fresh.mail(w, o),
  ids: async (w, o) => [await fresh.mail(w, o)],
  ref_no: (w) => fresh.flowRef(w),
  preset_id: (w, o) => fresh.preset(w, o),
  job_id: (w, o) => fresh.job(w, o),
  session_no: (w, o) => fresh.sessionNo(w, o),
  bill_no: (w) => fresh.feeBill(w),
};

/** A value of the same shape as `v` that names nothing. */
export function missingLike(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(missingLike);
  const s = String(v);
  if (/^\d{1,18}$/.test(s)) return MISSING_ID;
  // Same length and characters class by class: each digit moved on by 5, each letter to the one 13 further.
  return s.replace(/[0-9A-Za-z]/g, (c) => {
    if (/\d/.test(c)) return String((Number(c) + 5) % 10);
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

export interface Probe {
  /** Value of the field: a row of the probe area's owner (default ROW_VALUES[field]). */
  value?: RowValue;
  /** The body around the field (default: the sample body); `self` is the caller's organisation. */
  body?: (s: SampleCtx, value: unknown) => Body | Promise<Body>;
  /** Areas probed (default: the endpoint's areas). */
  areas?: readonly OrgKind[];
  /**
   * Areas where the owner's own call with the row must differ from its call with a missing row (proof
   * that the probe names a real row). Default: every probed area. Where it is off the attacker must be
   * refused with a not-found or no-permission code, unless the field is ignored there (`ignoredIn`).
   */
  ownerControl?: readonly OrgKind[];
  /** Areas where the endpoint ignores the field (the caller's own row is answered whatever it says). */
  ignoredIn?: readonly OrgKind[];
  note?: string;
}

/** Probes of state-changing endpoints (each needs one) and of read-only ones that need a special body. */
export const PROBES: Record<string, Probe> = {
  // merchant-information changes (issue 14 point 5): a decided change of the owner merchant (a decided one,
  // so probes may make many: one open change of a kind per merchant). The owner gets ONB10010 / allowed N,
  // another merchant SCM40401 as for a missing number.
  'meradm/mercStatusModifyCheck change_no': { value: (w, o) => ownerChange(w, o) },
  'meradm/mercStatusModify change_no': { value: (w, o) => ownerChange(w, o) },
  // onboarding (issue 14): a file of the owner organisation, in the file store and its table.
  'file/fileTmpDownloadPc file_id': { value: (w, o) => ownerFile(w, o) },
  'admin/operUpdate oper_id': {},
  'admin/operUpdate role_id': {
    body: async ({ w, self }, v) => ({ oper_id: (await fresh.operator(w, self)).id, role_id: v }),
  },
  'admin/operDelete oper_id': {},
  'admin/operResetPsd oper_id': {},
  'admin/operUnlock oper_id': {},
  'admin/operContact oper_id': {},
  'admin/operAdd role_id': {},
  'admin/roleUpdate role_id': {},
  'admin/roleDelete role_id': { note: 'the role has a holder: the owner gets OPR10003, others SCM40401' },
  'meradm/cashierAdd role_id': {},
  'meradm/cashierAdd store_ids': {
    body: async ({ w, self }, v) => ({
      ...(await SAMPLES['meradm/cashierAdd']({ w, self })),
      role_id: await fresh.role(w, self),
      store_ids: v,
    }),
  },
  'meradm/cashierUpdate cashier_id': {
    body: async ({ w, self }, v) => ({ ...cashierForm(self, await fresh.role(w, self)), cashier_id: v }),
  },
  'meradm/cashierUpdate role_id': {
    body: async ({ w, self }, v) => ({
      ...cashierForm(self, String(v)),
      cashier_id: (await fresh.cashier(w, self)).id,
    }),
  },
  'meradm/cashierUpdate store_ids': {
    body: async ({ w, self }, v) => ({
      ...cashierForm(self, await fresh.role(w, self)),
      cashier_id: (await fresh.cashier(w, self)).id,
      store_ids: v,
    }),
  },
  'meradm/cashierDelete cashier_id': {},
  'meradm/cashierResetPsd cashier_id': {},
  'meradm/cashierContact cashier_id': {},
  'system/notifyDetail notify_id': {},
  'system/markRead ids': {},
  'admin/endSession session_no': {},
  'pc/filterPresetDelete preset_id': {},
  'pc/appointmentDownloadFile job_id': {},
  'pc/deleteServiceExportData job_id': {},
  'query/billDownloadCheck mer_no': {},
  'gather/refundApply txn_no': {
    ownerControl: [],
    note: 'the owner would start a real refund: the attacker must get TRD10001 as for a missing one',
  },
  // The audit log's filters: the owner administrator's own trail (a row of today, made with the world).
  'admin/queryAuditLog oper_id': { value: (_w, o) => o.admin.id },
  'admin/queryAuditLog login_name': { value: (_w, o) => o.admin.loginName },
  // A merchant reads its own information whatever mer_no says; providers and groups name a merchant.
  'meradm/queryMercInfo mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryMercSettle mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryMercContact mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryProductFee mer_no': { ignoredIn: ['merchant'] },
  // Providers and groups run their merchants (issue 13).
  'meradm/queryConfigChannel mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryProductCharges mer_no': { ignoredIn: ['merchant'] },
  'meradm/urmMercPrdauthAdd mer_no': {},
  'meradm/urmMercPrdauthCancel mer_no': {},
  'appid/deleteBindAppId binding_id': {
    value: (w, o) =>
      w.db
        .query<{ id: string }>(
          `insert into app_id_bindings (org_kind, org_id, channel, app_id) values ($1, $2, 'MCB', $3) returning id`,
          [o.kind, o.id, `MCB${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
        )
        .then((r) => String(r.rows[0].id)),
  },
  // Issue 12: fee bills, invoices, payment audit edits, account authorisation.
  'invoice/billConfirmationPc bill_no': { value: (w) => fresh.feeBill(w) },
  'meradm/chargeBillDetailExportNew bill_no': { value: (w) => fresh.feeBill(w) },
  'meradm/chargeBillDetailExportAsyn bill_no': { value: (w) => fresh.feeBill(w) },
  'meradm/chargeBillListPC mer_no': {
    body: ({ w }, v) => withBill(w, { ...months(), mer_no: v }),
  },
  'meradm/serviceChargeBillListPC mer_no': {
    body: ({ w }, v) => withBill(w, { ...months(), mer_no: v }),
  },
  'meradm/groupChargeBillListPC mer_no': {
    body: ({ w }, v) => withBill(w, { ...months(), mer_no: v }),
  },
  'meradm/chargeBillExportDetail mer_no': {
    body: ({ w }, v) => withBill(w, { ...months(), mer_no: v }),
  },
  'meradm/chargeBillExportAppoint mer_no': {
    body: ({ w }, v) => withBill(w, { ...months(), mer_no: v }),
  },
  'invoice/invoiceHeadSave head_id': {
    value: (w, o) => fresh.head(w, o),
    body: (_s, v) => ({ head_id: v, head_type: 'PERSONAL', title: 'Sweep head 2' }),
  },
  'invoice/invoiceHeadDefault head_id': { value: (w, o) => fresh.head(w, o) },
  'invoice/invoiceHeadDelete head_id': { value: (w, o) => fresh.head(w, o) },
  'invoice/invoiceApplyOms head_id': {
    value: (w, o) => fresh.head(w, o),
    body: async ({ w }, v) => ({
      bill_nos: [await fresh.feeBill(w, undefined, true)],
      head_id: v,
      client_key: newFormId(),
    }),
    ownerControl: [],
    note: 'the owner would apply for its bill: the attacker must get SCM40401 as for a missing head',
  },
  'invoice/queryInvoiceInfo apply_no': { value: (w, o) => fresh.invoice(w, o) },
  'invoice/invoiceDetailsListPageOms apply_no': { value: (w, o) => fresh.invoice(w, o) },
  'invoice/invoiceTmpListPage apply_no': { value: (w, o) => fresh.invoice(w, o) },
  'invoice/invoiceInfoManger apply_no': { value: (w, o) => fresh.invoice(w, o) },
  'invoice/invoiceInfoManger head_id': {
    value: (w, o) => fresh.head(w, o),
    body: async ({ w, self }, v) => ({
      apply_no: await fresh.invoice(w, self, 'RETURNED'),
      action: 'RESUBMIT',
      head_id: v,
    }),
  },
  'invoice/invoiceInfoAudit apply_no': { value: (w, o) => fresh.invoice(w, o) },
  'meradm/paymentAuditUpdate payment_no': { value: (w, o) => fresh.payment(w, o) },
  'meradm/paymentAuditDelete payment_no': { value: (w, o) => fresh.payment(w, o) },
  'meradm/accountAuthUntie auth_no': { value: (w, o) => fresh.auth(w, o) },
  // A withdrawal of merchant A waiting for approval: another merchant gets SCM40401 as for a missing one.
  'account/approvalDecide order_no': {
    ownerControl: [],
    note: 'the owner would decide a real withdrawal: the attacker must get SCM40401 as for a missing one',
    value: async (w) => {
      const no = `W${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 17).padEnd(17, '0');
      await w.db.query(
        `insert into fund_orders (order_no, kind, merchant_id, amount, status, approval, bank_name, account_no,
                                  account_name, client_key, request_hash, created_at)
         values ($1, 'WITHDRAW', $2, 100, 'INIT', 'WAITING', 'Bank', '6222021234567890123', 'A', $3, 'h', now())`,
        [no, w.owner.merchant.id, newFormId()],
      );
      return no;
    },
  },
  // A bank-account change of the owner organisation (ended: no change in progress is left behind).
  // A change number keeps its BC prefix (the schema's pattern): the missing one is BC + other digits.
  'meradm/queryPayStatus change_no': {
    value: (w, o) => ownerBankChange(w, o),
    body: (_s, v) => ({ change_no: bankChangeNo(v) }),
  },
  'meradm/openBankPayConfirm change_no': {
    value: (w, o) => ownerBankChange(w, o),
    body: (_s, v) => ({ change_no: bankChangeNo(v), amount: '0.10', client_key: newFormId() }),
    note: 'the owner gets BNK10005 (its payment failed), the attacker SCM40401 as for a missing change',
  },
  // A refund of merchant A waiting for approval (a copy of its refund): another merchant gets SCM40401.
  'gather/refundApprovalDecide refund_no': {
    ownerControl: [],
    note: 'the owner would decide a real refund: the attacker must get SCM40401 as for a missing one',
    value: async (w) => {
      const no = `R${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 18).padEnd(18, '7');
      await w.db.query(
        `insert into refunds (refund_no, txn_id, merchant_id, store_id, amount, status, client_key, created_at,
                              approval)
         select $1, txn_id, merchant_id, store_id, 1, 'REFUNDING', $2, now(), 'WAITING'
           from refunds where refund_no = $3`,
        [no, newFormId(), w.a.refundNo],
      );
      return no;
    },
  },
  // A line of merchant A's ledger (its payments' SETTLE_CREDIT): another merchant gets SCM40401.
  'account/accountInExDetail flow_no': {
    value: async (w) =>
      (
        await w.db.query<{ id: string }>(
          `select id::text from ledger_lines where owner_kind = 'merchant' and owner_id = $1 order by id limit 1`,
          [w.owner.merchant.id],
        )
      ).rows[0]?.id ?? MISSING_ID,
  },
  // Sub-merchant entry (23): an entry of provider P (the owner may save or commit it; another provider
  // gets SCM40401 as for a missing one). OCR: a file of P.
  'meradm/subMerchantEnterQuery apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterProduct apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterBaseInfo apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterFiles apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterSettle apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterContact apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterCommit apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterOcr file_id': { value: (w, o) => ownerFile(w, o) },
  // Read grants: merchant A's grant to P (with one use, so the owner's use list finds a row). P reads A
  // without a grant (GRT10001, not a missing merchant's SCM40401); provider Q gets SCM40401.
  'grants/grantRevoke grant_no': { value: (w) => freshGrant(w) },
  'grants/grantUseList grant_no': { value: (w) => freshGrant(w) },
  'grants/grantedBalance mer_no': {},
  'grants/grantedFlows mer_no': {},
};

/** The body of a basic-information change (the schema's fields; the rules refuse it). */
const BASIC_SAMPLE = {
  merc_name: '',
  merc_short_name: '',
  merc_name_en: '',
  bus_type: '',
  licence_no: '',
  licence_expiry: '',
  mcc: '',
  area_code: '',
  address: '',
  legal_name: '',
  id_type: '',
  id_no: '',
  id_issue_date: '',
  id_expiry: '',
  files: {},
};

/** A rejected supplementary-data change of a merchant (merchantinfo, issue 14 point 5). */
async function ownerChange(w: World, o: SweepOrg): Promise<string> {
  const no = `MCSWEEP${uniq()}`.slice(0, 40);
  await w.db.query(
    `insert into merchant_change_requests (change_no, merchant_id, kind, status, old_value, new_value)
     values ($1, $2, 'SUPPLEMENT', 'REJECTED', '{}', '{"remark":"sweep","files":{}}')`,
    [no, o.id],
  );
  return no;
}

const MISSING_CHANGE = 'BC2020010199999999';

const bankChangeNo = (v: unknown) => `BC${String(v).slice(2)}`;

/** An ended bank-account change of an organisation (its verification payment failed). */
async function ownerBankChange(w: World, o: SweepOrg): Promise<string> {
  const no = `BC${macauYmd()}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await w.db.query(
    `insert into bank_changes (change_no, org_kind, org_id, status, old_bank_name, old_account_no, old_account_name,
                               bank_code, bank_name, account_no, account_name, verify_amount, pay_status,
                               client_key, request_hash, created_at, updated_at)
     values ($1, $2, $3, 'PAY_FAILED', 'Bank', '6222021234567890123', 'Old', 'MO001', '大西洋銀行',
             '8800001111222233', 'New', 37, 'FAILURE', $4, 'h', now(), now())`,
    [no, o.kind, o.id, newFormId()],
  );
  return no;
}

/** A draft sub-merchant entry of the provider `o`. */
async function freshEntry(w: World, o: SweepOrg): Promise<string> {
  const applyNo = `AP${String(Math.floor(Math.random() * 1e16)).padStart(16, '0')}`;
  await w.db.query(
    `insert into merchant_applications (apply_no, registrant, agent_id, phone_area, phone)
     values ($1, 'service', $2, '', '')`,
    [applyNo, o.id],
  );
  return applyNo;
}

/** An active grant of merchant A to its provider P ending tomorrow, read once by P. */
async function freshGrant(w: World): Promise<string> {
  const grantNo = `GR${String(Math.floor(Math.random() * 1e16)).padStart(16, '0')}`;
  const a = w.owner.merchant;
  const p = w.owner.service;
  const g = await w.db.query<{ id: string }>(
    `insert into data_grants (grant_no, merchant_id, agent_id, scopes, valid_until, created_by)
     values ($1, $2, $3, array['BALANCE'], now() + interval '1 day', $4) returning id`,
    [grantNo, a.id, p.id, a.admin.id],
  );
  await w.db.query(
    `insert into data_grant_uses (grant_id, merchant_id, agent_id, operator_id, login_name, scope, detail)
     values ($1, $2, $3, $4, $5, 'BALANCE', 'balance')`,
    [g.rows[0].id, a.id, p.id, p.admin.id, p.admin.loginName],
  );
  return grantNo;
}

/** A text file of an organisation, stored as file/upload stores one (onboarding, issue 14). */
async function ownerFile(w: World, o: SweepOrg): Promise<string> {
  const fileNo = newFormId();
  const key = `uploads/sweep/${fileNo}`;
  await createLocalFiles(w.server.config.dataDir).put(key, Buffer.from('sweep'));
  await w.db.query(
    `insert into uploaded_files (file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes, sha256, storage_key)
     values ($1, $2, $3, 'OTHER', 'sweep.txt', 'text/plain', 5, '', $4)`,
    [fileNo, o.kind, o.id, key],
  );
  return fileNo;
}
