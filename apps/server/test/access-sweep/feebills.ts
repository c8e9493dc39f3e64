import { lastClosedMonth } from '../../src/modules/feebills/index.ts';
import { fresh, type World } from '../access-sweep-world.ts';
import { type Body, MISSING_BILL, type Probe, type Sample, type SweepTable } from './kit.ts';

/** The last closed month: the fee bills' range. */
const months = () => ({ start_month: lastClosedMonth(new Date()), end_month: lastClosedMonth(new Date()) });

/** The body, after merchant A's fee bill of last month exists. */
const withBill = async (w: World, body: Body): Promise<Body> => {
  await fresh.feeBill(w);
  return body;
};

const samples: Record<string, Sample> = {
  'meradm/chargeBillListPC': months,
  'meradm/serviceChargeBillListPC': months,
  'meradm/groupChargeBillListPC': months,
  'meradm/chargeBillExportDetail': months,
  'meradm/chargeBillExportAppoint': months,
  'invoice/billConfirmationPc': () => ({ bill_no: MISSING_BILL }),
  'meradm/chargeBillDetailExportNew': () => ({ bill_no: MISSING_BILL }),
  'meradm/chargeBillDetailExportAsyn': () => ({ bill_no: MISSING_BILL }),
};

const exportFilters: Record<string, () => Body> = {
  fee_bills: months,
  fee_lines: () => ({ bill_no: MISSING_BILL }),
};

const probes: Record<string, Probe> = {
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
};

/** The access sweep's entries of the feebills capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, exportFilters, probes };
