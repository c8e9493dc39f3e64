import { newFormId } from '@mp/core';
import { type Probe, type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
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
  'gather/refundApprovalDecide': () => ({ refund_no: 'R00000000000000000', decision: 'REJECT' }),
};

const probes: Record<string, Probe> = {
  'gather/refundApply txn_no': {
    ownerControl: [],
    note: 'the owner would start a real refund: the attacker must get TRD10001 as for a missing one',
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
};

/** The access sweep's entries of the refunds capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, probes };
