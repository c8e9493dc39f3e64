import { newFormId } from '@mp/core';
import { MISSING_ID, type Probe, type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
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
  'account/statementSubSave': () => ({ kind: 'FLOWS', frequency: 'OFF', email: '' }),
};

const notARow: Record<string, string> = {
  'account/accountInExPage ref_no':
    "a filter inside the caller's own ledger lines (owner = the caller's merchant); another tenant's number matches none (accounts-money.test.ts)",
  'account/accountInExCount ref_no':
    "a filter inside the caller's own ledger lines (owner = the caller's merchant); another tenant's number matches none (accounts-money.test.ts)",
};

const probes: Record<string, Probe> = {
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
};

/** The access sweep's entries of the accounts capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
