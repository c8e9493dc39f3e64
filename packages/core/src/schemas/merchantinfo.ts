import { z } from 'zod';
import { PHONE_AREAS } from './auth.ts';
import { CHANGE_KINDS, CHANGE_STATUSES, FileRow } from './onboarding.ts';

/**
 * The merchant's information after onboarding and its reviewed changes (issue 14 point 5): basic
 * information (111), all-person information (111), the inspection-expiry update (6) and supplementary
 * data. A change is kept as the new value beside the old one until the provider's reviewer approves it;
 * the reads answer the value in force. Field rules are the core validators (validators/changes.ts and
 * validators/onboarding.ts), run by the service so each field answers its own code.
 */

const s = (max: number) => z.string().max(max);
const files = z.record(s(16), s(40));

/** The kinds this capability changes (the bank account is the bank change's). */
export const INFO_CHANGE_KINDS = ['BASIC', 'PERSON', 'EXPIRY', 'SUPPLEMENT'] as const;

export const BasicValue = z.object({
  merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
  merc_name: s(120),
  merc_short_name: s(60),
  merc_name_en: s(200),
  bus_type: s(32),
  licence_no: s(60),
  licence_expiry: s(8),
  mcc: s(4),
  area_code: s(6),
  address: s(200),
  legal_name: s(100),
  id_type: s(16),
  id_no: s(40),
  id_issue_date: s(8),
  id_expiry: s(8),
  /** Documents by purpose (LICENCE, ID_FRONT, ID_BACK): file ids of the merchant's own uploads. */
  files,
});
export const Person = z.object({
  role: s(20),
  name: s(100),
  phone_area: z.enum(PHONE_AREAS).default('+853'),
  phone: s(20).default(''),
  id_type: s(16),
  id_no: s(40),
  id_issue_date: s(8),
  id_expiry: s(8),
  /** ID_FRONT and, for a type with an opposite side, ID_BACK. */
  files,
});
export const PeopleValue = z.object({ people: z.array(Person).max(20) });
export const ExpiryValue = z.object({
  id_issue_date: s(8),
  id_expiry: s(8),
  /** Enterprise only ('' for an individual business). */
  licence_expiry: s(8).default(''),
  files,
});
export const SupplementValue = z.object({ remark: s(400), files });

// Requests.

export const EditKindReq = z.object({ kind: z.enum(['BASIC', 'PERSON']) }).strict();
export const OptKindReq = z.object({ kind: z.enum(INFO_CHANGE_KINDS).optional() }).strict();
export const BasicModifyReq = BasicValue.omit({ merc_category: true }).strict();
export const PersonModifyReq = PeopleValue.strict();
export const ExpiryModifyReq = ExpiryValue.strict();
export const SupplementAddReq = SupplementValue.strict();
export const ChangeNoReq = z.object({ change_no: s(40) }).strict();
/** The ID number unmasked ('N') for the expiry page's own check against the ID-card table. */
export const MaskReq = z.object({ mask: z.enum(['Y', 'N']).default('Y') }).strict();
export const MerNoReq = z.object({ mer_no: s(32) }).strict();

// Answers.

const ChangeBase = z.object({
  change_no: z.string(),
  kind: z.enum(CHANGE_KINDS),
  status: z.enum(CHANGE_STATUSES),
  review_reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
});
/** A change with its old and new value (the kind's value shape) and the fields it changes. */
export const ChangeDetail = ChangeBase.extend({
  old_value: z.record(z.string(), z.unknown()),
  new_value: z.record(z.string(), z.unknown()),
  changed_fields: z.array(z.string()),
  history: z.array(z.object({ action: z.string(), reason: z.string(), at: z.string() })),
});

/** What an edit page loads: the value in force, the documents it names, and the open change if any. */
export const MercInfoEditRes = z.object({
  kind: z.enum(INFO_CHANGE_KINDS),
  mer_no: z.string(),
  merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
  current: z.record(z.string(), z.unknown()),
  files: z.array(FileRow),
  pending: ChangeDetail.nullable(),
});
export const ChangeListRes = z.object({ list: z.array(ChangeDetail) });
export const ChangeRes = ChangeDetail;

export const KindStatusRes = z.object({
  list: z.array(
    z.object({
      kind: z.enum(INFO_CHANGE_KINDS),
      /** NONE: no change of this kind yet; else the newest change's status. */
      status: z.enum(['NONE', ...CHANGE_STATUSES]),
      change_no: z.string(),
      review_reason: z.string(),
      updated_at: z.string(),
    }),
  ),
});

export const MercFilesRes = z.object({
  list: z.array(
    FileRow.extend({
      /** IN_FORCE: a document of the information in force; else the status of the open change naming it. */
      state: z.enum(['IN_FORCE', 'AUDITING', 'NEED_MORE']),
      change_no: z.string(),
    }),
  ),
});

export const MercBriefRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  short_name: z.string(),
  category: z.enum(['ENTERPRISE', 'PERSONAL']),
  status: z.enum(['normal', 'frozen', 'closed']),
});

/** The inspection summary: the documents' expiry dates in force and what is due. */
export const MercExpiryRes = z.object({
  mer_no: z.string(),
  merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
  legal_name: z.string(),
  id_type: z.string(),
  /** Masked unless the request says mask 'N'. */
  id_no: z.string(),
  id_issue_date: z.string(),
  id_expiry: z.string(),
  licence_expiry: z.string(),
  /** Y when a document has expired or expires within 30 days, or its expiry is not known. */
  due: z.enum(['Y', 'N']),
  /** The open or newest expiry update. */
  change: ChangeBase.nullable(),
});

export const StatusCheckRes = z.object({
  allowed: z.enum(['Y', 'N']),
  /** The catalogue code saying why not ('' when allowed). */
  reason_code: z.string(),
  status: z.enum(CHANGE_STATUSES),
});
