import type { Db } from '../../db/types.ts';
import type { OutboxRow } from './outbox-page.ts';

/** Every SQL statement of the developer pages. */

/**
 * The 50 newest messages of the outbox (the local SMS and mail adapters write there); with `contains`, the
 * 50 newest whose body holds it (a browser test finds its message however many others came after it).
 */
export async function latestOutbox(db: Db, contains = ''): Promise<OutboxRow[]> {
  const r = await db.query<OutboxRow>(
    `select id, channel, target, subject, body, created_at from message_outbox
      where $1 = '' or position($1 in body) > 0 order by id desc limit 50`,
    [contains],
  );
  return r.rows;
}

/** A working terminal of a store, by the store's number (the demo till of POST /dev/pay). */
export async function terminalOfStore(db: Db, storeNo: string): Promise<string | null> {
  const r = await db.query<{ terminal_no: string }>(
    `select tm.terminal_no from terminals tm join stores s on s.id = tm.store_id
      where s.store_no = $1 and tm.status = 'normal' order by tm.id limit 1`,
    [storeNo],
  );
  return r.rows[0]?.terminal_no ?? null;
}
