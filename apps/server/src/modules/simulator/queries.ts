import type { Db } from '../../db/types.ts';

/** Every SQL statement of the simulator. */

export interface TerminalRank {
  terminal_no: string;
  mer_no: string;
  /** The store's rank within its merchant (by id, from 1). */
  store_rank: string;
  terminals_in_store: string;
}

/** The working terminals of working stores of these working merchants, each with its store's rank and size. */
export async function selectWorkingTerminals(db: Db, merNos: readonly string[]): Promise<TerminalRank[]> {
  const r = await db.query<TerminalRank>(
    `select tm.terminal_no, m.mer_no,
            dense_rank() over (partition by m.id order by s.id) as store_rank,
            count(*) over (partition by s.id) as terminals_in_store
       from terminals tm
       join stores s on s.id = tm.store_id
       join merchants m on m.id = tm.merchant_id
      where tm.status = 'normal' and s.status = 'normal' and m.status = 'normal' and m.mer_no = any($1::text[])`,
    [[...merNos]],
  );
  return r.rows;
}

export interface ProcessedRow {
  txn_no: string;
  agg_order_no: string;
  mer_no: string;
  pay_type: string;
  txn_type: 'SPEND' | 'REFUND';
  amount: string;
  currency: string;
  at: Date;
}

/** What the network processed on a business day ('YYYY-MM-DD'): every successful payment and refund, in time order. */
export async function selectProcessed(db: Db, day: string): Promise<ProcessedRow[]> {
  const r = await db.query<ProcessedRow>(
    `select t.txn_no, t.agg_order_no, m.mer_no, t.pay_type, t.txn_type, t.amount, t.currency,
            coalesce(t.paid_at, t.created_at) as at
       from transactions t join merchants m on m.id = t.merchant_id
      where t.business_date = $1::date and t.result = 'SUCCESS'
      order by coalesce(t.paid_at, t.created_at), t.id`,
    [day],
  );
  return r.rows;
}

/** The merchant number of each terminal (the network's payments name the terminal). */
export async function terminalMerchants(
  db: Db,
  terminals: { terminalNo: string }[],
): Promise<Map<string, string>> {
  const r = await db.query<{ terminal_no: string; mer_no: string }>(
    `select tm.terminal_no, m.mer_no from terminals tm join merchants m on m.id = tm.merchant_id
      where tm.terminal_no = any($1::text[])`,
    [terminals.map((t) => t.terminalNo)],
  );
  return new Map(r.rows.map((x) => [x.terminal_no, x.mer_no]));
}
