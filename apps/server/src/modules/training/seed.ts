import { todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { addMonthsYmd } from './service.ts';

/**
 * Demo training rows: the merchant administrator has passed both of its courses; the operator's risk
 * commitment is due again (passed 13 months ago); both demo cashiers have passed the required course (the
 * hold of a cashier without it, TRN10003, would otherwise stop their journeys), demo_cashier not yet the
 * cashier basics; the second merchant's administrator failed once.
 */
export async function seedTraining(db: Db, now: Date): Promise<void> {
  const day = 86_400_000;
  const rows: [login: string, course: string, score: number, daysAgo: number][] = [
    ['demo_merchant', 'RISK_COMMITMENT', 100, 40],
    ['demo_merchant', 'ACCOUNT_SECURITY', 80, 39],
    ['demo_operator', 'RISK_COMMITMENT', 80, 396],
    ['demo_cashier', 'RISK_COMMITMENT', 80, 20],
    ['demo_cashier2', 'RISK_COMMITMENT', 100, 10],
    ['demo_cashier2', 'CASHIER_BASICS', 60, 9],
    ['demo_merchant2', 'RISK_COMMITMENT', 40, 3],
  ];
  for (const [login, course, score, daysAgo] of rows) {
    const at = new Date(now.getTime() - daysAgo * day);
    const passed = score >= 80;
    await db.query(
      `insert into training_completions (course_id, operator_id, org_kind, org_id, score, passed, cert_no, valid_until, taken_at)
       select c.id, o.id, o.org_kind, o.org_id, $3, $4,
              case when $4 then 'TC' || $5 || lpad(nextval(pg_get_serial_sequence('training_completions', 'id'))::text, 8, '0') end,
              $6, $7
         from training_courses c, operators o where c.code = $2 and o.login_name = $1`,
      [login, course, score, passed, todayYmd(at), passed ? addMonthsYmd(todayYmd(at), 12) : '', at],
    );
  }
}
