import type { Db } from '../../db/types.ts';

/** The signed-in operator's sessions (table sessions of the http layer). */

export interface SessionDbRow {
  id: string;
  ip: string;
  user_agent: string;
  created_at: Date;
  last_seen_at: Date;
}

/** Sessions still alive: not ended and used within the idle timeout. */
export async function liveSessions(db: Db, operatorId: string, since: Date): Promise<SessionDbRow[]> {
  const r = await db.query<SessionDbRow>(
    `select id, ip, user_agent, created_at, last_seen_at from sessions
      where operator_id = $1 and ended_at is null and last_seen_at > $2
      order by last_seen_at desc`,
    [operatorId, since],
  );
  return r.rows;
}

export async function endSessions(db: Db, ids: readonly string[], reason: string, at: Date): Promise<number> {
  const r = await db.query(
    'update sessions set ended_at = $3, end_reason = $2 where id = any($1::text[]) and ended_at is null',
    [[...ids], reason, at],
  );
  return r.rowCount;
}
