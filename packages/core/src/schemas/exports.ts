import { z } from 'zod';
import { MANIFESTS } from '../capabilities/index.generated.ts';
import { type KeysOf, merged } from '../capability.ts';
import { EXPORT_JOB_STATUS, type Label } from '../statuses.ts';
import { keysOf, PageFields } from './transactions.ts';

/**
 * Exports and scheduled ('appointment') downloads (docs/api.md, "Exports"): one export machine for every
 * query. `pc/exportData` answers a one-time download link up to the synchronous limit and SCM40025 above
 * it; `pc/appointmentExport` queues a durable job that appears in the download centre of its area
 * (`pc/appointmentDownload`, `pc/appointmentDownloadServer`, `pc/appointmentDownloadGroup`).
 */

/** The export sources the server registers (the manifests' `exports`), with the name shown in the download centre and file names. */
export type ExportSourceKey = KeysOf<(typeof MANIFESTS)[number]['exports']>;
export const EXPORT_SOURCE = merged(MANIFESTS, 'exports') as Readonly<Record<ExportSourceKey, Label>>;

export const EXPORT_FORMATS = ['CSV', 'XLSX'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_JOB_STATUSES = keysOf(EXPORT_JOB_STATUS);

/** Default rows a synchronous export may hold (EXPORT_SYNC_LIMIT); above it the server answers SCM40025. */
export const EXPORT_SYNC_LIMIT_DEFAULT = 5000;
/** A one-time download link lives this long and works once, for the session that asked for it. */
export const DOWNLOAD_TOKEN_TTL_MS = 5 * 60_000;
/** A scheduled export's file is kept this many days, then deleted (status EXPIRED). */
export const EXPORT_KEEP_DAYS_DEFAULT = 7;
/** The one GET that streams a file for a one-time token: `${DOWNLOAD_PATH}?token=...`. */
export const DOWNLOAD_PATH = '/syf-mms/sys-mms/file/exportDownload';

/**
 * What to export: a registered source, its filters (checked by that source's own schema, the same as
 * its query page's), the format, and the privacy flag (mask 'Y', the default, masks personal data).
 */
export const ExportReq = z
  .object({
    source: z.string().min(1).max(40),
    filters: z.record(z.string(), z.unknown()).default({}),
    format: z.enum(EXPORT_FORMATS).default('XLSX'),
    mask: z.enum(['Y', 'N']).default('Y'),
  })
  .strict();
export type ExportReqT = z.infer<typeof ExportReq>;

/** A one-time link: GET `download_url` within `expires_in` seconds, once, from the same session. */
export const DownloadTokenRes = z.object({
  token: z.string(),
  download_url: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  expires_in: z.number().int(),
});
export type DownloadTokenResT = z.infer<typeof DownloadTokenRes>;

export const ExportNowRes = DownloadTokenRes.extend({ row_count: z.number().int() });
export type ExportNowResT = z.infer<typeof ExportNowRes>;

export const AppointExportRes = z.object({
  job_id: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Rows the filter held when the job was queued. */
  total_rows: z.number().int(),
});

export const CentreListReq = z
  .object({ status: z.union([z.literal(''), z.enum(EXPORT_JOB_STATUSES)]).optional(), ...PageFields })
  .strict();
export type CentreListReqT = z.infer<typeof CentreListReq>;

/** One job of the download centre. Times are yyyymmddHHMMss (Asia/Macau), '' when not reached. */
export const CentreRow = z.object({
  job_id: z.string(),
  source: z.string(),
  source_name: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_JOB_STATUSES),
  status_name: z.string(),
  /** The error's catalogue code and text of a FAILED job. */
  error_code: z.string(),
  error_msg: z.string(),
  file_name: z.string(),
  /** Bytes; 0 until DONE. */
  file_size: z.number().int(),
  total_rows: z.number().int(),
  done_rows: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  mask: z.enum(['Y', 'N']),
  oper_login_name: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
  expires_at: z.string(),
});
export type CentreRowT = z.infer<typeof CentreRow>;

export const CentreListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(CentreRow),
});

export const JobIdReq = z.object({ job_id: z.string().regex(/^\d{1,18}$/) }).strict();
