import { newFormId } from '@mp/core';
import { fresh } from '../access-sweep-world.ts';
import { MISSING_BILL, MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
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
};

const notARow: Record<string, string> = {
  'invoice/invoiceHeadSave tax_no': "the head's taxpayer number, typed by the merchant: no row of ours",
};

const probes: Record<string, Probe> = {
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
};

/** The access sweep's entries of the invoices capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
