import { z } from 'zod';

/**
 * Training (issue 29 point 5): `train/courseList`, `train/courseDetail`, `train/quizSubmit`,
 * `train/certificate`, `train/merchantCompletion`. docs/api.md "Training".
 */
export const TRAINING_STATUSES = ['NOT_STARTED', 'FAILED', 'PASSED', 'DUE'] as const;

const Text = z.object({ zh: z.string(), en: z.string() }).strict();

export const CourseRow = z
  .object({
    course_code: z.string(),
    title: Text,
    required: z.enum(['Y', 'N']),
    /** NOT_STARTED, FAILED (last attempt), PASSED (valid), DUE (the yearly refresh is due). */
    status: z.enum(TRAINING_STATUSES),
    score: z.number().int(),
    passed_at: z.string(),
    valid_until: z.string(),
    cert_no: z.string(),
  })
  .strict();
export type CourseRowT = z.infer<typeof CourseRow>;

export const CourseListReq = z.object({}).strict();
export const CourseListRes = z
  .object({
    rows: z.array(CourseRow),
    /** A cashier who has not passed the required module (its risk commitment). */
    required_due: z.enum(['Y', 'N']),
    pass_mark: z.number().int(),
  })
  .strict();

export const CourseReq = z.object({ course_code: z.string().min(1).max(40) }).strict();

export const CourseDetailRes = z
  .object({
    course: CourseRow,
    body: z.array(Text),
    questions: z.array(z.object({ text: Text, options: z.array(Text) }).strict()),
  })
  .strict();

export const QuizSubmitReq = z
  .object({
    course_code: z.string().min(1).max(40),
    /** The chosen option of each question, in order. */
    answers: z.array(z.number().int().min(0).max(9)).min(1).max(20),
  })
  .strict();
export type QuizSubmitReqT = z.infer<typeof QuizSubmitReq>;

export const QuizSubmitRes = z
  .object({
    score: z.number().int(),
    passed: z.enum(['Y', 'N']),
    /** The questions answered wrongly (0-based), so the person can read again. */
    wrong: z.array(z.number().int()),
    course: CourseRow,
  })
  .strict();

export const CertificateRes = z
  .object({ file_name: z.string(), content_base64: z.string(), sha256: z.string() })
  .strict();

export const CompletionReq = z.object({}).strict();
export const CompletionRow = z
  .object({
    mer_no: z.string(),
    mer_name: z.string(),
    operators: z.number().int(),
    /** Operators whose every course for their kind is passed and not due. */
    trained: z.number().int(),
    /** Cashiers without the required module. */
    cashiers_due: z.number().int(),
    last_passed_at: z.string(),
  })
  .strict();
export const CompletionRes = z.object({ rows: z.array(CompletionRow) }).strict();
