import type { CourseRowT, QuizSubmitReqT } from '@mp/core/schemas/training';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { renderPdf, sha256Hex } from '../../pdf/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type CourseDbRow,
  courseFor,
  coursesFor,
  insertAttempt,
  type LatestDbRow,
  latestOf,
  providerCompletion,
  setCertNo,
} from './queries.ts';

/** Pass mark of a quiz, per cent. */
export const PASS_MARK = 80;

type Ctx = SignedInContext;

/** YYYYMMDD `months` after `ymd` (the 29th-31st of a shorter month ends on its last day). */
export function addMonthsYmd(ymd: string, months: number): string {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6)) - 1 + months;
  const d = Number(ymd.slice(6, 8));
  const ty = y + Math.floor(m / 12);
  const tm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return `${ty}${String(tm + 1).padStart(2, '0')}${String(Math.min(d, last)).padStart(2, '0')}`;
}

function rowOf(c: CourseDbRow, l: LatestDbRow | undefined, today: string): CourseRowT {
  const passedValid = !!l?.passed_at && (l.passed_until ?? '') >= today;
  const status = passedValid ? 'PASSED' : l?.passed_at ? 'DUE' : l ? 'FAILED' : 'NOT_STARTED';
  return {
    course_code: c.code,
    title: { zh: c.title_zh, en: c.title_en },
    required: c.required_for_cashier ? 'Y' : 'N',
    status,
    score: l?.score ?? 0,
    passed_at: l?.passed_at ? macauTime14(l.passed_at) : '',
    valid_until: l?.passed_until ?? '',
    cert_no: l?.passed_cert ?? '',
  };
}

async function rowsFor(ctx: Ctx) {
  const op = ctx.operator;
  const today = todayYmd(ctx.ports.clock.now());
  const [courses, latest] = await Promise.all([coursesFor(ctx.db, op.kind), latestOf(ctx.db, op.id)]);
  const by = new Map(latest.map((l) => [l.course_id, l]));
  return courses.map((c) => ({ course: c, row: rowOf(c, by.get(c.id), today) }));
}

export async function courseList(ctx: Ctx) {
  const rows = await rowsFor(ctx);
  const due =
    ctx.operator.kind === 'cashier' &&
    rows.some((r) => r.course.required_for_cashier && r.row.status !== 'PASSED');
  return {
    rows: rows.map((r) => r.row),
    required_due: due ? ('Y' as const) : ('N' as const),
    pass_mark: PASS_MARK,
  };
}

async function ownCourse(ctx: Ctx, code: string) {
  const c = await courseFor(ctx.db, ctx.operator.kind, code);
  // A course of another kind of operator answers like a missing one.
  if (!c) throw new AppError('SCM40401');
  return c;
}

export async function courseDetail(ctx: Ctx, body: { course_code: string }) {
  const c = await ownCourse(ctx, body.course_code);
  const row = (await rowsFor(ctx)).find((r) => r.course.id === c.id)?.row;
  if (!row) throw new AppError('SCM40401');
  return {
    course: row,
    body: c.body,
    questions: c.questions.map((q) => ({ text: { zh: q.zh, en: q.en }, options: q.options })),
  };
}

/** Marks the quiz; a pass (80 %) gives a certificate valid `refresh_months` (12). TRN10001: not every question answered. */
export async function quizSubmit(ctx: Ctx, body: QuizSubmitReqT) {
  const c = await ownCourse(ctx, body.course_code);
  if (body.answers.length !== c.questions.length) throw new AppError('TRN10001', 'answers');
  const wrong = c.questions.flatMap((q, i) => (q.answer === body.answers[i] ? [] : [i]));
  const score = Math.round(((c.questions.length - wrong.length) * 100) / c.questions.length);
  const passed = score >= PASS_MARK;
  const at = ctx.ports.clock.now();
  const today = todayYmd(at);
  const op = ctx.operator;
  await ctx.db.tx(async (tx) => {
    const made = await insertAttempt(tx, {
      courseId: c.id,
      operatorId: op.id,
      orgKind: op.orgKind,
      orgId: op.orgId,
      score,
      passed,
      validUntil: passed ? addMonthsYmd(today, c.refresh_months) : '',
      at,
    });
    if (passed) await setCertNo(tx, made.id, `TC${today}${made.id.padStart(8, '0').slice(-8)}`);
    await recordAudit(ctx, { action: 'training_quiz', target: `${c.code} ${score}%` }, tx);
  });
  const row = (await rowsFor(ctx)).find((r) => r.course.id === c.id)?.row;
  if (!row) throw new AppError('SCM40401');
  return { score, passed: passed ? ('Y' as const) : ('N' as const), wrong, course: row };
}

/** The certificate of the caller's latest valid pass: the PDF kit, the same bytes at every download. */
export async function certificate(ctx: Ctx, body: { course_code: string }) {
  const c = await ownCourse(ctx, body.course_code);
  const row = (await rowsFor(ctx)).find((r) => r.course.id === c.id)?.row;
  if (row?.status !== 'PASSED') throw new AppError('TRN10002');
  const en = ctx.lang === 'en';
  const op = ctx.operator;
  const passedAt = row.passed_at;
  const date = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const pdf = await renderPdf({
    title: en ? 'Training certificate' : '培訓證書',
    createdAt: new Date(
      Date.UTC(
        Number(passedAt.slice(0, 4)),
        Number(passedAt.slice(4, 6)) - 1,
        Number(passedAt.slice(6, 8)),
        Number(passedAt.slice(8, 10)) - 8,
        Number(passedAt.slice(10, 12)),
        Number(passedAt.slice(12, 14)),
      ),
    ),
    lang: en ? 'en' : 'zh-TW',
    footer: row.cert_no,
    blocks: [
      { kind: 'title', text: en ? 'Training certificate' : '培訓證書' },
      {
        kind: 'paragraph',
        text: en
          ? `${op.name || op.loginName} has completed the course below and passed its quiz.`
          : `${op.name || op.loginName} 已完成下列課程並通過測驗。`,
      },
      {
        kind: 'fields',
        rows: [
          [en ? 'Course' : '課程', en ? row.title.en : row.title.zh],
          [en ? 'User name' : '用戶名', op.loginName],
          [en ? 'Score' : '成績', `${row.score}%`],
          [en ? 'Passed on' : '通過日期', date(passedAt.slice(0, 8))],
          [en ? 'Valid until' : '有效期至', date(row.valid_until)],
          [en ? 'Certificate no.' : '證書編號', row.cert_no],
        ],
      },
      {
        kind: 'note',
        text: en
          ? 'The course is to be taken again every year; the certificate ends on the date above.'
          : '課程須每年重修；證書於上述日期屆滿。',
      },
    ],
  });
  return {
    file_name: `${row.cert_no}.pdf`,
    content_base64: pdf.toString('base64'),
    sha256: sha256Hex(pdf),
  };
}

export async function merchantCompletion(ctx: SignedInContext<'service'>) {
  const today = todayYmd(ctx.ports.clock.now());
  const rows = await providerCompletion(ctx.db, ctx.operator.orgId, today);
  return {
    rows: rows.map((r) => ({
      mer_no: r.mer_no,
      mer_name: r.mer_name,
      operators: r.operators,
      trained: r.trained,
      cashiers_due: r.cashiers_due,
      last_passed_at: r.last_passed_at ? macauTime14(r.last_passed_at) : '',
    })),
  };
}
