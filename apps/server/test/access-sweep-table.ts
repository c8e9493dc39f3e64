import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointDef } from '../src/http/endpoint.ts';
import { exportSource, exportSourceKeys } from '../src/modules/exports/sources.ts';
import { transfer } from './access-sweep/crossborder.ts';
import {
  type Body,
  type HandlerCode,
  MISSING_ID,
  type Probe,
  type RowValue,
  type Sample,
  type SampleCtx,
  type SweepTable,
  senior,
} from './access-sweep/kit.ts';
import { fresh } from './access-sweep-world.ts';

export { type HandlerCode, MISSING_ID, type Probe, type RowValue, type SampleCtx };

/**
 * The tables of the access sweep (access-sweep.test.ts). The sweep walks `allEndpoints`; these tables say
 * what it cannot read from an EndpointDef, and the sweep fails when an endpoint has no entry where it
 * needs one (a new endpoint must be classified before the sweep passes). Each capability keeps its entries
 * in access-sweep/<capability>.ts (`export const sweep: SweepTable`), found here by reading the folder:
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

const TABLES: SweepTable[] = [];
const dir = path.join(import.meta.dirname, 'access-sweep');
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'kit.ts')
  .sort()) {
  TABLES.push((await import(`./access-sweep/${file.slice(0, -3)}.ts`)).sweep);
}
const joined = <K extends keyof SweepTable>(key: K) =>
  Object.assign({}, ...TABLES.map((t) => t[key] ?? {})) as NonNullable<SweepTable[K]>;

/** Bodies that pass the schemas (endpoints whose schema accepts {} are not listed). */
export const SAMPLES: Record<string, Sample> = joined('samples');

/** The filters of each export source that pass its schema (a source not listed: the senior range). */
export const EXPORT_FILTERS: Record<string, () => Body> = joined('exportFilters');
export const exportFilters = (key: string): Body => (EXPORT_FILTERS[key] ?? senior)();

export async function sampleBody(def: EndpointDef, s: SampleCtx): Promise<Body> {
  const make = SAMPLES[def.path];
  return make ? await make(s) : {};
}

const HANDLER_CODES: [string, HandlerCode][] = TABLES.flatMap((t) => t.handlerCodes ?? []);

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

/** Signed-in endpoints that check no permission code, and why. */
export const NO_CODE: Record<string, string> = joined('noCode');

// Tenant scope: fields that name a row.

/** A field name that names a row: an id, a list of ids, a number (txn_no, mer_no ...) or a login name. */
export const ROW_FIELD = /(^|_)(id|ids|no)$|^(login_name|user_name)$/;

/** Field names that look like a row's but are not, whatever the endpoint. */
export const NOT_A_ROW_FIELD: Record<string, string> = {
  page_no: 'a page number',
};

/** Fields of one endpoint that name no row of another tenant. */
export const NOT_A_ROW: Record<string, string> = joined('notARow');

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
  transfer_no: (w, o) => transfer(w, o),
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

/** Probes of state-changing endpoints (each needs one) and of read-only ones that need a special body. */
export const PROBES: Record<string, Probe> = joined('probes');
