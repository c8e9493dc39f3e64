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
