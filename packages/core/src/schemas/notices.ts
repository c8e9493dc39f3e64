import { z } from 'zod';
import { IdField, YN } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * Notices (bulletins published by the provider) and mail (notify mails to one operator), code 14:
 * the `system/` calls of spec point 7 (docs/api.md). Texts come in the caller's language (x-lang), the
 * Chinese text when a bulletin has no English one.
 */

export const BulletinPageListReq = z.object({ title: z.string().max(64).optional(), ...PageFields }).strict();

export const BulletinRow = z.object({
  bulletin_id: z.string(),
  title: z.string(),
  /** The first 120 characters of the body, as plain text. */
  summary: z.string(),
  publisher: z.string(),
  published_at: z.string(),
  read: YN,
});
export const BulletinPageListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(BulletinRow),
});

export const BulletinRecentReq = z.object({ limit: z.number().int().min(1).max(20).default(5) }).strict();
export const BulletinRecentRes = z.object({ rows: z.array(BulletinRow) });

export const BulletinDetailReq = z.object({ bulletin_id: IdField }).strict();
export const BulletinDetailRes = z.object({
  bulletin_id: z.string(),
  title: z.string(),
  body: z.string(),
  publisher: z.string(),
  published_at: z.string(),
});

export const MAIL_CATEGORIES = {
  SECURITY: { zh: '安全通知', en: 'Security' },
  OPERATOR: { zh: '操作員通知', en: 'Operators' },
  SETTLEMENT: { zh: '結算通知', en: 'Settlement' },
  SYSTEM: { zh: '系統通知', en: 'System' },
} as const;
export type MailCategory = keyof typeof MAIL_CATEGORIES;

export const NoticeListReq = z
  .object({ read: z.union([z.literal(''), YN]).optional(), ...PageFields })
  .strict();

export const MailRow = z.object({
  notify_id: z.string(),
  category: z.string(),
  category_name: z.string(),
  subject: z.string(),
  summary: z.string(),
  created_at: z.string(),
  read: YN,
});
export const NoticeListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(MailRow),
});

export const NotifyDetailReq = z.object({ notify_id: IdField }).strict();
export const NotifyDetailRes = z.object({
  notify_id: z.string(),
  category: z.string(),
  category_name: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string(),
});

/** The header badge: counts and the newest unread items of both kinds. */
export const UnreadListRes = z.object({
  unread_count: z.number().int(),
  mail_unread: z.number().int(),
  bulletin_unread: z.number().int(),
  rows: z.array(
    z.object({
      kind: z.enum(['MAIL', 'BULLETIN']),
      id: z.string(),
      title: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** ids, or all 'Y' for every unread item of the kind. */
export const MarkReadReq = z
  .object({
    kind: z.enum(['MAIL', 'BULLETIN']),
    ids: z.array(IdField).max(200).optional(),
    all: YN.optional(),
  })
  .strict();
export const MarkReadRes = z.object({ marked: z.number().int() });
