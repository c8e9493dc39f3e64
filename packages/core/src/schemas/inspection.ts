import { z } from 'zod';
import { ChangeRes, ExpiryValue, MercExpiryRes } from './merchantinfo.ts';
import { FileRow, UploadFields } from './onboarding.ts';

/**
 * Requirements, escalation, inspection and file collection (issue 29 points 1-3; docs/decisions.md
 * "Requirements, escalation and inspection"). A requirement is derived from the data (a document's expiry,
 * an open inspection task); its deadline passes through the escalation levels; a task's items are answered
 * on the PC page or the phone page (/h5CollectFile, with a link token) and reviewed item by item.
 */
const s = (max: number) => z.string().max(max);

/** Where a requirement stands: grouped on the pages as due now, upcoming and past due. */
export const REQUIREMENT_GROUPS = ['PAST_DUE', 'DUE_NOW', 'UPCOMING'] as const;
/** What a requirement is about. */
export const REQUIREMENT_KINDS = ['ID_DOCUMENT', 'LICENCE', 'PERSON_ID', 'INSPECTION'] as const;
/** The escalation levels: 0 none, 1 banner + new features blocked, 2 settlement held, 3 collection suspended. */
export const RESTRICTION_CODES = ['', 'INS10007', 'INS10008', 'INS10009'] as const;
export const TASK_STATUSES = ['OPEN', 'SUBMITTED', 'ACCEPTED', 'CANCELLED'] as const;
export const ITEM_STATUSES = ['REQUESTED', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export const ITEM_KINDS = ['DOCUMENT', 'PHOTO'] as const;
export const RELIEF_KINDS = ['WAIVE', 'EXTEND'] as const;
export const RELIEF_STATUSES = ['AUDITING', 'APPROVED', 'REJECTED'] as const;

export const Requirement = z.object({
  /** Stable key: kind, whose, and the deadline it carries (a renewed document is a new requirement). */
  req_key: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  /** Whose: the legal representative, a person's name, a store, or the task number. */
  subject: z.string(),
  group: z.enum(REQUIREMENT_GROUPS),
  /** The document's expiry or the task's date (yyyymmdd); '' when none is on record. */
  expires: z.string(),
  /** When the restriction starts: the expiry, at least 7 days after the first notice, plus an extension. */
  deadline: z.string(),
  days_left: z.number().int(),
  /** What is restricted now ('' none) and what comes next and when. */
  restriction: z.enum(RESTRICTION_CODES),
  next_restriction: z.enum(RESTRICTION_CODES),
  next_at: z.string(),
  relief: z.enum(['', ...RELIEF_KINDS]),
  /** Answered in time and awaiting the review: no further restriction meanwhile. */
  under_review: z.boolean(),
  task_no: z.string(),
});
export type RequirementT = z.infer<typeof Requirement>;

export const RequirementsRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  /** The merchant's restriction now (the highest of its requirements) and what to do by when. */
  level: z.number().int().min(0).max(3),
  restriction: z.enum(RESTRICTION_CODES),
  deadline: z.string(),
  list: z.array(Requirement),
});

export const ItemRow = z.object({
  seq: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  purpose: z.string(),
  label: z.string(),
  status: z.enum(ITEM_STATUSES),
  file: FileRow.nullable(),
  reason: z.string(),
  taken_at: z.string(),
  place_check: z.string(),
  distance_m: z.number().int().nullable(),
});
export const TaskRow = z.object({
  task_no: z.string(),
  title: z.string(),
  due_date: z.string(),
  status: z.enum(TASK_STATUSES),
  opened_at: z.string(),
  /** Items accepted of all, for the progress bar. */
  done: z.number().int(),
  total: z.number().int(),
  items: z.array(ItemRow),
});
export const TaskListRes = z.object({ list: z.array(TaskRow) });

// Merchant (PC) calls.
export const EmptyReq = z.object({}).strict();
export const TaskNoReq = z.object({ task_no: s(40) }).strict();
export const AnswerItemReq = z
  .object({
    task_no: s(40),
    seq: z.number().int().min(1).max(50),
    file_id: s(40),
    /** Photos: when and where the phone took it (its clock and position), checked on the server. */
    taken_at: s(14).default(''),
    lat: z.number().min(-90).max(90).nullable().default(null),
    lng: z.number().min(-180).max(180).nullable().default(null),
  })
  .strict();
export const HandoffRes = z.object({ token: z.string(), url: z.string(), expires_at: z.string() });

// The phone page with a link token (a reminder's, 7 days; a QR hand-off's, 30 minutes).
const Token = { t: s(64) };
export const H5TokenReq = z.object(Token).strict();
export const H5PageRes = z.object({
  mer_name: z.string(),
  purpose: z.enum(['REMINDER', 'HANDOFF']),
  expires_at: z.string(),
  /** Spent: the answer was sent with it; the page shows what was sent, and asks nothing more. */
  spent: z.boolean(),
  requirements: RequirementsRes,
  expiry: MercExpiryRes,
  tasks: z.array(TaskRow),
});
export const H5UploadReq = z.object({ ...Token, ...UploadFields }).strict();
export const H5AnswerItemReq = AnswerItemReq.extend(Token).strict();
export const H5ExpiryReq = ExpiryValue.extend(Token).strict();
export const H5ExpiryRes = ChangeRes;
export const GpsFlagReq = z.object({ t: s(64).default('') }).strict();
export const GpsFlagRes = z.object({ flag: z.enum(['Y', 'N']) });

// Providers and groups: their merchants' state, reminders.
export const MerchantStateReq = z.object({ mer_no: s(32).default('') }).strict();
export const MerchantStateRes = z.object({
  list: z.array(
    z.object({
      mer_no: z.string(),
      mer_name: z.string(),
      level: z.number().int(),
      restriction: z.enum(RESTRICTION_CODES),
      past_due: z.number().int(),
      due_now: z.number().int(),
      upcoming: z.number().int(),
      next_deadline: z.string(),
    }),
  ),
});
export const RemindReq = z.object({ mer_no: s(32) }).strict();
export const RemindRes = z.object({ sent: z.boolean(), requirements: z.number().int() });

// The back office (provider area): open a task, ask a waiver or an extension.
export const OpenTaskReq = z
  .object({
    mer_no: s(32),
    title: s(100).min(1),
    due_date: s(8),
    items: z
      .array(z.object({ kind: z.enum(ITEM_KINDS), purpose: s(16), label: s(100).min(1) }).strict())
      .min(1)
      .max(20),
    /** The registered address's position, which the photos' place is checked against, and the radius. */
    site_lat: z.number().min(-90).max(90),
    site_lng: z.number().min(-180).max(180),
    site_radius_m: z.number().int().min(50).max(5000).default(300),
  })
  .strict();
export const OpenTaskRes = z.object({ task_no: z.string() });
export const ReliefReq = z
  .object({
    mer_no: s(32),
    req_key: s(80),
    kind: z.enum(RELIEF_KINDS),
    days: z.number().int().min(0).max(30).default(0),
    reason: s(200).min(1),
  })
  .strict();
export const ReliefRes = z.object({ relief_no: z.string() });
export const StaffRequirementsReq = z.object({ mer_no: s(32) }).strict();
