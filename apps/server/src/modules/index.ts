import type { EndpointDef } from '../http/endpoint.ts';
import type { CbEndpointDef } from '../http/gateway.ts';
import type { ExportSource } from '../lists/export/source.ts';
// Issue 12: fee bills, invoices, account authorisation.
import { endpoints as accountauth } from './accountauth/index.ts';
import { accountFlowsExport, endpoints as accounts } from './accounts/index.ts';
import { endpoints as appid } from './appid/index.ts';
import { endpoints as audit } from './audit/index.ts';
import { endpoints as auth } from './auth/index.ts';
import { endpoints as bankchange } from './bankchange/index.ts';
import { billDownload, endpoints as bills } from './bills/index.ts';
import { endpoints as captcha } from './captcha/index.ts';
import { endpoints as cashiers } from './cashiers/index.ts';
import { endpoints as changes } from './changes/index.ts';
import { endpoints as dashboard } from './dashboard/index.ts';
import {
  type DownloadKind,
  type DownloadResolver,
  exportDownload,
  endpoints as exportsModule,
  registerDownloadKind,
  registerExportSource,
} from './exports/index.ts';
import { feeBillExports, endpoints as feebills } from './feebills/index.ts';
import { endpoints as files } from './files/index.ts';
import { endpoints as grants } from './grants/index.ts';
import { endpoints as invoices } from './invoices/index.ts';
import { endpoints as merchant } from './merchant/index.ts';
import { endpoints as merchantinfo } from './merchantinfo/index.ts';
import { endpoints as notices } from './notices/index.ts';
import { endpoints as onboarding } from './onboarding/index.ts';
import { endpoints as operators } from './operators/index.ts';
import { endpoints as payments, paymentsExport } from './payments/index.ts';
import { endpoints as presets } from './presets/index.ts';
// Providers and groups run their merchants (issue 13).
import { endpoints as products } from './products/index.ts';
import { endpoints as refdata } from './refdata/index.ts';
import { endpoints as refunds, refundsExport } from './refunds/index.ts';
import { endpoints as roles } from './roles/index.ts';
import { endpoints as security } from './security/index.ts';
import { endpoints as sessions } from './sessions/index.ts';
import { endpoints as settlement, settlementExports } from './settlement/index.ts';
import { endpoints as startup } from './startup/index.ts';
import { endpoints as stores } from './stores/index.ts';
import { subMerchantsExport, endpoints as submerchants } from './submerchants/index.ts';
import { collectionsExport, endpoints as transactions } from './transactions/index.ts';

/** Every endpoint of the server (classic and gateway), module by module. A module adds one line here. */
export const allEndpoints: readonly EndpointDef[] = [
  ...startup,
  ...captcha,
  ...auth,
  ...operators,
  ...roles,
  ...cashiers,
  ...stores,
  ...merchant,
  ...security,
  ...notices,
  ...audit,
  ...sessions,
  ...dashboard,
  ...transactions,
  ...refunds,
  ...payments,
  ...settlement,
  ...presets,
  ...exportsModule,
  ...bills,
  ...accounts,
  // onboarding (issue 14), with the reference data, the uploaded files and the changes after it
  ...refdata,
  ...onboarding,
  ...files,
  ...changes,
  ...merchantinfo,
  // Providers and groups run their merchants (issue 13).
  ...products,
  ...submerchants,
  ...appid,
  ...feebills,
  ...invoices,
  ...accountauth,
  // Settlement bank-account change (issue 14 point 6, issue 13 point 7).
  ...bankchange,
  // Read grants of a merchant to its provider (issue 13 point 8).
  ...grants,
] as EndpointDef[];

/** The cross-border gateway's endpoints (their contracts' prefix is 'crossborder'). */
export const allCbEndpoints: readonly CbEndpointDef[] = allEndpoints.filter(
  (e) => e.prefix === 'crossborder',
);

/** Every export source, module by module: the one export machine (modules/exports) serves these. */
export const allExportSources: readonly ExportSource[] = [
  collectionsExport,
  refundsExport,
  paymentsExport,
  ...settlementExports,
  // Providers and groups run their merchants (issue 13).
  subMerchantsExport,
  ...feeBillExports,
  accountFlowsExport,
];

/** The files a download token can name, each found by its module. */
export const allDownloadKinds: Readonly<Record<DownloadKind, DownloadResolver>> = {
  export: exportDownload,
  bill: billDownload,
};

/**
 * Lends the modules' parts to the shared machines: the export sources and the download kinds. Called once
 * by buildApp (app.ts) and by tools that run the machines without an app; calling it again changes nothing.
 */
export function registerModules(): void {
  for (const source of allExportSources) registerExportSource(source);
  for (const [kind, resolver] of Object.entries(allDownloadKinds)) {
    registerDownloadKind(kind as DownloadKind, resolver);
  }
}
