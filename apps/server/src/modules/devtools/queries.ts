import type { Db } from '../../db/types.ts';
import type { OutboxRow } from './outbox-page.ts';

/** Every SQL statement of the developer pages. */

/** The 50 newest messages of the outbox (the local SMS and mail adapters write there). */
export async function latestOutbox(db: Db): Promise<OutboxRow[]> {
  const r = await db.query<OutboxRow>(
    'select id, channel, target, subject, body, created_at from message_outbox order by id desc limit 50',
  );
  return r.rows;
}
