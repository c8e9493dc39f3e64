import { newFormId } from '@mp/core';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import { macauYmd } from '../admin-helpers.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

const BANK_CHANGE_NO_CODE =
  "the spec's bank-change routes carry no code; the contract admits only the person acting for the whole organisation (never a cashier), for its own organisation's account";

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

const samples: Record<string, Sample> = {
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
};

const noCode: Record<string, string> = {
  'meradm/openBankTmpModify': BANK_CHANGE_NO_CODE,
  'meradm/openBankModify': BANK_CHANGE_NO_CODE,
  'meradm/queryPayStatus': BANK_CHANGE_NO_CODE,
  'meradm/openBankPayConfirm': BANK_CHANGE_NO_CODE,
  'meradm/queryBankCardCheckStatus': BANK_CHANGE_NO_CODE,
};

const notARow: Record<string, string> = {
  'meradm/openBankTmpModify account_no': 'the new bank account typed by the administrator: no row of ours',
  'meradm/openBankModify account_no': 'the new bank account typed by the administrator: no row of ours',
};

const probes: Record<string, Probe> = {
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
};

/** The access sweep's entries of the bankchange capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, notARow, probes };
