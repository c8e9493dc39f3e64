import { newFormId } from '@mp/core';
import { fresh } from '../access-sweep-world.ts';
import { type Probe, type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
  'trade/paymentPage': senior,
  'trade/paymentCount': senior,
  'trade/paymentDetail': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditList': senior,
  'meradm/paymentAuditQuery': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditInsert': () => ({
    payee_name: 'Sweep payee',
    payee_account_no: '9018123456',
    amount: '10',
  }),
  'meradm/paymentAuditUpdate': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditDelete': () => ({ payment_no: 'P00000000000000000' }),
  'meradm/paymentAuditSubmit': () => ({
    payment_no: 'P00000000000000000',
    pay_password: '000000',
    client_key: newFormId(),
  }),
};

const notARow: Record<string, string> = {
  'meradm/paymentAuditInsert payee_account_no':
    "the payee's bank account, typed by the merchant: no row of ours",
  'meradm/paymentAuditUpdate payee_account_no':
    "the payee's bank account, typed by the merchant: no row of ours",
};

const probes: Record<string, Probe> = {
  'meradm/paymentAuditUpdate payment_no': { value: (w, o) => fresh.payment(w, o) },
  'meradm/paymentAuditDelete payment_no': { value: (w, o) => fresh.payment(w, o) },
  'meradm/paymentAuditSubmit payment_no': {
    value: (w, o) => fresh.payment(w, o),
    ownerControl: [],
    note: 'the owner would spend a payment-password try (or hold money): the attacker must get SCM40401 as for a missing one',
  },
};

/** The access sweep's entries of the payments capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
