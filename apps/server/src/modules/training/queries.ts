import type { Db } from '../../db/types.ts';

/** Every SQL statement of training. A person's rows are theirs (operator id); a provider's, its merchants'. */

export interface Text {
  zh: string;
  en: string;
}

export interface CourseDbRow {
  id: string;
  code: string;
  title_zh: string;
  title_en: string;
  kinds: string[];
  required_for_cashier: boolean;
  body: Text[];
  questions: { zh: string; en: string; options: Text[]; answer: number }[];
  refresh_months: number;
}

export interface LatestDbRow {
  course_id: string;
  score: number;
  passed: boolean;
  cert_no: string | null;
  valid_until: string;
  taken_at: Date;
  /** The latest passed attempt's time (null when never passed). */
  passed_at: Date | null;
  passed_cert: string | null;
  passed_until: string | null;
}

const COURSE = `id::text, code, title_zh, title_en, kinds, required_for_cashier, body, questions, refresh_months`;

export async function coursesFor(db: Db, kind: string): Promise<CourseDbRow[]> {
  const r = await db.query<CourseDbRow>(
    `select ${COURSE} from training_courses where $1 = any(kinds) order by sort_order, id`,
    [kind],
  );
  return r.rows;
}

export async function courseFor(db: Db, kind: string, code: string): Promise<CourseDbRow | null> {
  const r = await db.query<CourseDbRow>(
    `select ${COURSE} from training_courses where code = $1 and $2 = any(kinds)`,
    [code, kind],
  );
  return r.rows[0] ?? null;
}

/** Per course, the person's latest attempt and latest pass. */
export async function latestOf(db: Db, operatorId: string): Promise<LatestDbRow[]> {
  const r = await db.query<LatestDbRow>(
    `select distinct on (c.course_id) c.course_id::text, c.score, c.passed, c.cert_no, c.valid_until, c.taken_at,
            p.taken_at as passed_at, p.cert_no as passed_cert, p.valid_until as passed_until
       from training_completions c
       left join lateral (
         select taken_at, cert_no, valid_until from training_completions x
          where x.operator_id = c.operator_id and x.course_id = c.course_id and x.passed
          order by x.taken_at desc limit 1) p on true
      where c.operator_id = $1
      order by c.course_id, c.taken_at desc, c.id desc`,
    [operatorId],
  );
  return r.rows;
}

export async function insertAttempt(
  db: Db,
  a: {
    courseId: string;
    operatorId: string;
    orgKind: string;
    orgId: string;
    score: number;
    passed: boolean;
    validUntil: string;
    at: Date;
  },
): Promise<{ id: string; cert_no: string | null }> {
  const r = await db.query<{ id: string; cert_no: string | null }>(
    `insert into training_completions (course_id, operator_id, org_kind, org_id, score, passed, valid_until, taken_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text, cert_no`,
    [a.courseId, a.operatorId, a.orgKind, a.orgId, a.score, a.passed, a.validUntil, a.at],
  );
  return r.rows[0];
}

export async function setCertNo(db: Db, id: string, certNo: string): Promise<void> {
  await db.query('update training_completions set cert_no = $2 where id = $1', [id, certNo]);
}

/**
 * The provider's merchants with their operators' training: an operator is trained when every course of
 * its kind has a pass still valid on `today` (YYYYMMDD); a cashier is due without a valid required pass.
 */
export async function providerCompletion(db: Db, providerId: string, today: string) {
  const r = await db.query<{
    mer_no: string;
    mer_name: string;
    operators: number;
    trained: number;
    cashiers_due: number;
    last_passed_at: Date | null;
  }>(
    `with ops as (
       select o.id, o.kind, o.org_id from operators o
         join merchants m on m.id = o.org_id and m.agent_id = $1
        where o.org_kind = 'merchant' and o.status <> 'invalid'),
     valid as (
       select distinct c.operator_id, c.course_id from training_completions c
        where c.passed and c.valid_until >= $2 and c.operator_id in (select id from ops)),
     per_op as (
       select ops.id, ops.kind, ops.org_id,
              not exists (select 1 from training_courses tc where ops.kind = any(tc.kinds)
                            and not exists (select 1 from valid v where v.operator_id = ops.id and v.course_id = tc.id))
                as trained,
              ops.kind = 'cashier' and exists (select 1 from training_courses tc where tc.required_for_cashier
                            and not exists (select 1 from valid v where v.operator_id = ops.id and v.course_id = tc.id))
                as due
         from ops)
     select m.mer_no, m.name as mer_name,
            count(p.id)::int as operators,
            count(p.id) filter (where p.trained)::int as trained,
            count(p.id) filter (where p.due)::int as cashiers_due,
            (select max(c.taken_at) from training_completions c
              where c.passed and c.org_kind = 'merchant' and c.org_id = m.id) as last_passed_at
       from merchants m left join per_op p on p.org_id = m.id
      where m.agent_id = $1
      group by m.id, m.mer_no, m.name
      order by m.mer_no
      limit 500`,
    [providerId, today],
  );
  return r.rows;
}
