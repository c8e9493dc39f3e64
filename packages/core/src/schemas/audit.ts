import { z } from 'zod';
import { MANIFESTS } from '../capabilities/index.generated.ts';
import { type KeysOf, merged } from '../capability.ts';
import type { Label } from '../statuses.ts';
import { IdField } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * The audit log: who did what, when and from where (`admin/queryAuditLog`, an administrator's page) and
 * `admin/setLogMod`, through which the portal records what only it sees (exports, downloads). Entries
 * are never edited or deleted through the product.
 */

/**
 * Every action the server writes, with its label: the capabilities' manifests' `auditActions`. An action
 * not listed here is shown as itself.
 */
export type AuditAction = KeysOf<(typeof MANIFESTS)[number]['auditActions']>;
export const AUDIT_ACTIONS = merged(MANIFESTS, 'auditActions') as Readonly<Record<AuditAction, Label>>;

/** What the portal may record through setLogMod (everything else is written by the server itself). */
export const PORTAL_LOG_ACTIONS = ['export', 'download', 'print', 'unmask'] as const;

export const SetLogModReq = z
  .object({
    action: z.enum(PORTAL_LOG_ACTIONS),
    /** What it was about: a page or report name, a file name. */
    target: z.string().max(200),
    /** Free text, e.g. the filters of an export. */
    remark: z.string().max(500).optional(),
  })
  .strict();

export const AuditQueryReq = z
  .object({
    /** yyyymmdd, both included; at most 31 days. */
    start_date: z.string().max(8),
    end_date: z.string().max(8),
    login_name: z.string().max(64).optional(),
    oper_id: z.union([z.literal(''), IdField]).optional(),
    action: z.string().max(40).optional(),
    result: z.union([z.literal(''), z.enum(['OK', 'FAIL'])]).optional(),
    ...PageFields,
  })
  .strict();
export type AuditQueryReqT = z.infer<typeof AuditQueryReq>;

export const AuditRow = z.object({
  audit_id: z.string(),
  /** yyyymmddHHMMss, Asia/Macau. */
  at: z.string(),
  oper_id: z.string(),
  login_name: z.string(),
  action: z.string(),
  action_name: z.string(),
  target: z.string(),
  result: z.enum(['OK', 'FAIL']),
  ip: z.string(),
  /** The entry's facts as compact JSON (never a secret). */
  detail: z.string(),
});
export const AuditQueryRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(AuditRow),
});
