import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import {
  ensureLedgerAccounts,
  insertEntry,
  insertSystemLine,
  type LedgerAccountRow,
  lockAvailable,
  moveRunningAccount,
  selectLedgerAccounts,
} from './ledger-queries.ts';

/**
 * The ledger: every move of money the provider holds for an organisation is one entry of two balanced
 * lines (they sum to zero), booked by book() in the caller's database transaction. An organisation has
 * two running accounts, AVAILABLE and FROZEN (total = both); the provider's side is a system account
 * (no running balance, no hot row). docs/data-model.md "Ledger" has the table of entry types.
 */

export type OrgKind = 'merchant' | 'service' | 'group';
export type OrgAccount = 'AVAILABLE' | 'FROZEN';
export type SystemAccount = 'CLEARING' | 'FEE_INCOME' | 'BANK' | 'ADJUSTMENT' | 'OPENING' | 'PROMO_FUNDING';

/** One side of an entry: `sign` times the entry's amount goes into the account. */
interface Leg {
  account: OrgAccount | SystemAccount;
  system: boolean;
  sign: 1 | -1;
  /** The running balance may not go below zero by this line (the booking is refused, nothing written). */
  guard?: boolean;
}

const org = (account: OrgAccount, sign: 1 | -1, guard = false): Leg => ({
  account,
  system: false,
  sign,
  guard,
});
const sys = (account: SystemAccount, sign: 1 | -1): Leg => ({ account, system: true, sign });

/**
 * Entry types and their two lines. The amount of an entry is positive (cents); ADJUST and PAYOUT also
 * take a negative one (money back from the organisation). A FROZEN line never takes the frozen amount
 * below zero; a hold (REFUND_FREEZE, WITHDRAW_FREEZE, PAYMENT_HOLD) and a settlement payout (PAYOUT) never
 * take AVAILABLE below zero (no overdraft, whatever the concurrency: the guarded update is conditional on
 * the account row it locks, so racing moves of one merchant are judged one after the other).
 */
export const ENTRY_TYPES = {
  /** What a balance account held before the ledger (migration 0010). */
  OPENING: [org('AVAILABLE', 1), sys('OPENING', -1)],
  /** A successful payment's takings (amount less discount), from the payment network. */
  SETTLE_CREDIT: [org('AVAILABLE', 1), sys('CLEARING', -1)],
  /** The fee of a successful payment (ref_no = txn_no; detail: pay_type, store_id). Fee bills read these. */
  FEE: [org('AVAILABLE', -1), sys('FEE_INCOME', 1)],
  /** A refund accepted: its amount is held, never more than is available (the refund is refused). */
  REFUND_FREEZE: [org('AVAILABLE', -1, true), org('FROZEN', 1, true)],
  /** A refund the network made: the held amount leaves. */
  REFUND: [org('FROZEN', -1, true), sys('CLEARING', 1)],
  /** A refund the network declined: the held amount is available again. */
  REFUND_RELEASE: [org('FROZEN', -1, true), org('AVAILABLE', 1)],
  /** A settlement paid out to the merchant's bank account (ref_no = settle_no); never more than is available. */
  PAYOUT: [org('AVAILABLE', -1, true), sys('BANK', 1)],
  /** A recharge the bank confirmed. */
  RECHARGE: [org('AVAILABLE', 1), sys('BANK', -1)],
  /** A withdrawal accepted: its amount is held at once, never more than is available. */
  WITHDRAW_FREEZE: [org('AVAILABLE', -1, true), org('FROZEN', 1, true)],
  /** A withdrawal the bank paid out. */
  WITHDRAW: [org('FROZEN', -1, true), sys('BANK', 1)],
  /** A withdrawal the bank failed: the held amount is available again. */
  WITHDRAW_RELEASE: [org('FROZEN', -1, true), org('AVAILABLE', 1)],
  /** A correction by the provider (signed). */
  ADJUST: [org('AVAILABLE', 1), sys('ADJUSTMENT', -1)],
  /** A service provider's share of its sub-merchants' fees. */
  COMMISSION: [org('AVAILABLE', 1), sys('FEE_INCOME', -1)],
  /**
   * A payment (payment audit) submitted for review: its amount plus fee are held, never more than is
   * available (ref_no = payment_no, or payment_no-n for its n-th submission after a return).
   */
  PAYMENT_HOLD: [org('AVAILABLE', -1, true), org('FROZEN', 1, true)],
  /** A held payment rejected or returned by the review: available again (ref_no = its hold's). */
  PAYMENT_RELEASE: [org('FROZEN', -1, true), org('AVAILABLE', 1)],
  /** A held payment credited to the payee (INBOUND): its amount leaves to the payee's bank (ref_no = payment_no). */
  PAYMENT_OUT: [org('FROZEN', -1, true), sys('BANK', 1)],
  /** The credited payment's fee (15 MOP to another bank): the provider's fee income (ref_no = payment_no). */
  PAYMENT_FEE: [org('FROZEN', -1, true), sys('FEE_INCOME', 1)],
  /** A credited payment refunded (REFUND_SUCCESS): its amount comes back from the payee's bank. */
  PAYMENT_REFUND: [org('AVAILABLE', 1), sys('BANK', -1)],
  /** The refunded payment's fee, given back with it. */
  PAYMENT_FEE_REFUND: [org('AVAILABLE', 1), sys('FEE_INCOME', -1)],
  /** Before migration 0092 only (no longer booked): a credited payment added to the balance. */
  PAYMENT_INBOUND: [org('AVAILABLE', 1), sys('BANK', -1)],
  /** Before migration 0092 only (no longer booked): such a payment sent back. */
  PAYMENT_RETURN: [org('AVAILABLE', -1, true), sys('BANK', 1)],
  /** A cross-border transfer submitted: its total (amount + fees, MOP) is held, never more than is available. */
  XFER_HOLD: [org('AVAILABLE', -1, true), org('FROZEN', 1, true)],
  /** A held transfer cancelled or rejected before it left: available again. */
  XFER_RELEASE: [org('FROZEN', -1, true), org('AVAILABLE', 1)],
  /** A transfer sent abroad: its MOP amount leaves to the correspondent bank (ref_no = transfer_no). */
  XFER_OUT: [org('FROZEN', -1, true), sys('BANK', 1)],
  /** The sent transfer's fees: the provider's fee income. */
  XFER_FEE: [org('FROZEN', -1, true), sys('FEE_INCOME', 1)],
  /** A sent transfer returned by the payee's bank: its MOP amount back on the balance (fees kept). */
  XFER_REFUND: [org('AVAILABLE', 1), sys('BANK', -1)],
  /**
   * A campaign's funders' parts of a payment's discount (the provider's and the scheme's, promotions'
   * redemption), owed to the merchant: credited when the payment is booked (ref_no = txn_no; detail:
   * promo_no, provider, scheme). PROMO_FUNDING is what the funders owe the provider.
   */
  PROMO_FUNDED: [org('AVAILABLE', 1), sys('PROMO_FUNDING', -1)],
  /** A refund's share of those parts, given back when the refund succeeds (ref_no = refund_no). */
  PROMO_FUNDED_BACK: [org('AVAILABLE', -1), sys('PROMO_FUNDING', 1)],
} as const satisfies Record<string, readonly Leg[]>;

export type EntryType = keyof typeof ENTRY_TYPES;
export const ENTRY_TYPE_NAMES = Object.keys(ENTRY_TYPES) as EntryType[];
const SIGNED: ReadonlySet<EntryType> = new Set(['ADJUST', 'PAYOUT']);

export interface Booking {
  type: EntryType;
  org: { kind: OrgKind; id: string };
  /** Cents, > 0 (ADJUST and PAYOUT: any but 0). */
  amount: number;
  /** The business number booked: one entry per (type, ref). */
  ref: string;
  at: Date;
  detail?: Record<string, unknown>;
  operatorId?: string | null;
}

export interface Booked {
  entryId: string;
  /** The organisation's running balances after the entry, by account. */
  after: Partial<Record<OrgAccount, number>>;
}

/** Refused: the guarded balance would go below zero (ACC10001, naming the amount field). */
export class Overdraft extends AppError {
  constructor() {
    super('ACC10001', 'amount');
  }
}

/**
 * Books one entry in `db`'s transaction (nested in the caller's when there is one): the entry row, then
 * each line with its account's running balance moved in the same statement, accounts in id order (so two
 * bookings never wait on each other crosswise). A guarded line that would go below zero throws
 * Overdraft and the caller's transaction rolls back: nothing is booked.
 */
export async function book(db: Db, b: Booking): Promise<Booked> {
  if (!Number.isSafeInteger(b.amount) || b.amount === 0 || (b.amount < 0 && !SIGNED.has(b.type)))
    throw new Error(`ledger: bad amount ${b.amount} for ${b.type} ${b.ref}`);
  const legs: readonly Leg[] = ENTRY_TYPES[b.type];
  return db.tx(async (tx) => {
    const accounts = await accountsFor(tx, b.org, legs);
    const entryId = await insertEntry(tx, b);
    const ordered = legs
      .map((leg) => ({ leg, account: accounts.get(key(leg))! }))
      .sort((x, y) => Number(x.account.id) - Number(y.account.id));
    const after: Booked['after'] = {};
    for (const { leg, account } of ordered) {
      const delta = leg.sign * b.amount;
      const line = { entryId, account, type: b.type, ref: b.ref, amount: delta, at: b.at };
      if (!account.running) {
        await insertSystemLine(tx, line);
        continue;
      }
      const balance = await moveRunningAccount(tx, line, leg.guard === true);
      if (balance === null) throw new Overdraft();
      after[leg.account as OrgAccount] = balance;
    }
    return { entryId, after };
  });
}

/**
 * Whether the organisation's available balance holds `amount`, its AVAILABLE row locked until the caller's
 * transaction ends (so nothing else moves it before the caller books): for a move that waits rather than
 * being refused when it does not (a settlement's payout).
 */
export async function availableCovers(db: Db, org: Booking['org'], amount: number): Promise<boolean> {
  return amount <= 0 || (await lockAvailable(db, org.kind, org.id)) >= amount;
}

const key = (leg: Leg) => `${leg.system ? 'system' : 'org'}:${leg.account}`;

async function accountsFor(
  db: Db,
  owner: Booking['org'],
  legs: readonly Leg[],
): Promise<Map<string, LedgerAccountRow>> {
  const wanted = legs.map((leg) => ({
    key: key(leg),
    kind: leg.system ? 'system' : owner.kind,
    id: leg.system ? '0' : owner.id,
    code: leg.account,
    running: !leg.system,
  }));
  let rows = await selectLedgerAccounts(db, wanted);
  if (rows.length < wanted.length) {
    await ensureLedgerAccounts(db, wanted);
    rows = await selectLedgerAccounts(db, wanted);
  }
  const out = new Map<string, LedgerAccountRow>();
  for (const w of wanted) {
    const row = rows.find((r) => r.owner_kind === w.kind && String(r.owner_id) === w.id && r.code === w.code);
    if (!row) throw new Error(`ledger: no account ${w.kind}/${w.id}/${w.code}`);
    out.set(w.key, row);
  }
  return out;
}

/** The legs of every entry type as SQL VALUES rows (type, account, system, sign): for bulk bookings. */
export function legsValuesSql(): string {
  return Object.entries(ENTRY_TYPES)
    .flatMap(([type, legs]) =>
      (legs as readonly Leg[]).map((l, i) => `('${type}', '${l.account}', ${l.system}, ${l.sign}, ${i})`),
    )
    .join(', ');
}
