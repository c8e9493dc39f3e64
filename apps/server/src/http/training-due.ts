import type { Db } from '../db/types.ts';

/**
 * Whether a cashier is held by the required cashier course (docs/decisions.md, "Issue 29 points 4-5"): a
 * cashier (`o`, an operators row) for whom some course required for cashiers has no pass in force (passed,
 * valid until `$today` or later, a YYYYMMDD). Administrators and other operators are never held. The
 * session's lookup and the login answer read it; training's own pages and the session's calls stay open.
 */
export function trainingDueSql(today: string): string {
  return `(o.kind = 'cashier' and exists (
     select 1 from training_courses tc
      where tc.required_for_cashier and 'cashier' = any(tc.kinds)
        and not exists (select 1 from training_completions tcp
                         where tcp.operator_id = o.id and tcp.course_id = tc.id and tcp.passed
                           and tcp.valid_until >= ${today})))`;
}

/** The same fact for one operator (the login answer's `training_due`). */
export async function trainingDue(db: Db, operatorId: string, today: string): Promise<boolean> {
  const r = await db.query<{ due: boolean }>(
    `select ${trainingDueSql('$2')} as due from operators o where o.id = $1`,
    [operatorId, today],
  );
  return r.rows[0]?.due ?? false;
}
