import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Where the S3-compatible bucket is and how to sign for it (FILES_S3_*; ports/files-s3.ts signs with them). */
export interface S3Settings {
  /** The service's origin, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 (no path). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: <endpoint>/<bucket>/<key> (MinIO, most self-hosted stores); false: <bucket>.<host>/<key>. */
  pathStyle: boolean;
  /** FILES_S3_SESSION_TOKEN: the session token of temporary credentials (an IAM role, STS); null = none. */
  sessionToken?: string | null;
  /** FILES_S3_PART_MB: the size of one part of a multipart upload (MiB, 5-512): the memory an upload holds. */
  partMb?: number;
}

/** How mail leaves the server (MAIL_TRANSPORT): the local outbox table, or an SMTP server. */
export type MailSettings =
  | { transport: 'local' }
  | {
      transport: 'smtp';
      /** SMTP_URL: smtp://[user:password@]host[:port] (STARTTLS) or smtps://… (TLS from the start). */
      url: string;
      /** SMTP_STARTTLS: for smtp:// URLs, required (default), optional or off (plain text: tests only). */
      starttls: 'required' | 'optional' | 'off';
      /** MAIL_FROM: the sender address. */
      from: string;
      /** SMTP_CA (usually SMTP_CA_FILE): PEM certificates trusted beside the system's for the mail server's TLS. */
      ca?: string;
    };

/** How texts leave the server (SMS_TRANSPORT): the local outbox table, or an HTTP SMS gateway. */
export type SmsSettings =
  | { transport: 'local' }
  | {
      transport: 'http';
      /** SMS_HTTP_URL: the gateway's endpoint; each text is one POST of JSON { to, text }. */
      url: string;
      /** SMS_HTTP_TOKEN: sent as `Authorization: Bearer …` (none when empty). */
      token: string;
      /** SMS_HTTP_TIMEOUT_MS: how long one send may take. */
      timeoutMs: number;
    };

/**
 * Which peers may tell the server the client's address and scheme (X-Forwarded-For / -Proto):
 * `false` = none (the socket's address is the client), `{ hops }` = that many proxies in front of the
 * server, `{ proxies }` = peers at these addresses or CIDR ranges (docs/decisions.md, "Behind a proxy").
 */
export type TrustProxy = false | { hops: number } | { proxies: readonly string[] };

/** Every configuration variable of the server, read once from the environment (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Embedded database directory (PGlite) and local file storage root. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded database. */
  databaseUrl: string | null;
  /** Optional schema name inside DATABASE_URL's database (tests use a fresh one per run). */
  databaseSchema: string | null;
  /**
   * REDIS_URL: when set, the short-lived shared state (request nonces, one-time randoms, captcha answers,
   * rate-limit counters) lives in Redis, so several server processes share it; unset = in this process.
   */
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of every key this server writes to Redis (default 'mp:'). */
  redisPrefix: string;
  /** CAPTCHA=off disables the captcha (automated tests only). */
  captcha: boolean;
  /**
   * Which sign-in check the captcha is (issue 32, point 7): 'code' the spec's picture or slide (CAPTCHA=on),
   * 'pow' a proof-of-work challenge the browser solves, no reading or dragging (CAPTCHA=pow), 'choice' the
   * picture first with the browser check a click away (CAPTCHA=choice).
   */
  captchaMode: CaptchaMode;
  /** CAPTCHA_POW_BITS: the zero bits a proof-of-work answer's SHA-256 starts with (default 16, about 65,000 tries). */
  captchaPowBits: number;
  /** DEMO=1: the SMS/mail outbox page at /dev/outbox. */
  demo: boolean;
  /**
   * REVIEW_SECOND_APPROVAL_CENTS: an approving decision of the review kit on an amount above it (cents)
   * waits for a second approver holding S12 (default 1,000,000 = 10,000 MOP).
   */
  reviewSecondLimit: number;
  /** REVIEW_OVERDUE_HOURS: hours after which an open request of the review queue is overdue (a kind may say otherwise). */
  reviewOverdueHours: number;
  /** SECRET_TYPE=SM2 switches the envelope to national-cipher mode. */
  secretType: 'RSA' | 'SM2';
  idleTimeoutMin: number;
  /**
   * SESSION_CACHE_MS: how long a process keeps a session it read (http/session.ts SessionCache), with
   * PostgreSQL on a direct connection only; 0 = read at every call. Tests run with 0 unless they test it.
   */
  sessionCacheMs: number;
  /**
   * TRUST_PROXY: unset or 0 = off; a number = that many proxy hops; a comma list of addresses/CIDRs = those
   * proxies. Trusted hops give the client IP and https from X-Forwarded-* (cookies become Secure).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Built portal (apps/web/dist) served for every non-API path. */
  webDist: string;
  /** Seed demo data into an empty database at start (default on; SEED=off to skip). */
  seed: boolean;
  /** With the seed, items waiting for a person in the approval, invoice audit and review queues (default on). */
  seedWaiting: boolean;
  /** Footer seal-logo script URL (none by default) and filing line. */
  sealScriptUrl: string;
  /** PDF_FONT_PATH / PDF_FONT_FAMILY: the CJK font of PDF documents (empty: the system's, apps/server/src/pdf). */
  pdfFontPath: string;
  pdfFontFamily: string;
  filingText: string;
  filingUrl: string;
  /** SIM_RATE: payments a minute the payment-network simulator produces for the demo merchants (0 = off). */
  simRate: number;
  /** PAYNET_FAIL_RATE: share of refunds the local payment network declines (0..1). */
  paynetFailRate: number;
  /** PAYNET_DELAY_MS=min-max: how long the local payment network takes to answer a refund. */
  paynetDelayMs: readonly [number, number];
  /** BANK_FAIL_RATE: share of withdrawals and recharges the local bank fails (0..1). */
  bankFailRate: number;
  /** MAIL_FAIL_RATE: share of mails the local mail server refuses (0..1; statement deliveries retry). */
  mailFailRate: number;
  /** STATEMENT_JOB=off stops the statement subscriptions' delivery job (tests run it by hand). */
  statementJob: boolean;
  /** BANK_DELAY_MS=min-max: how long the local bank takes to settle a withdrawal or a recharge. */
  bankDelayMs: readonly [number, number];
  /** SETTLEMENT_JOB=off stops the daily settlement job (tests run it by hand). */
  settlementJob: boolean;
  /** RECONCILIATION_JOB=off stops the reconciliation against the channels' files (tests run it by hand). */
  reconciliationJob: boolean;
  /** CHANNEL_FILES_JOB=off: the payment-network simulator writes no channel settlement files. */
  channelFilesJob: boolean;
  /** CHANNEL_FILE_FAULT_RATE: share of the simulated channel files with one fault (a line dropped, added or changed). */
  channelFileFaultRate: number;
  /** EXPORT_SYNC_LIMIT: rows a synchronous export may hold; above it SCM40025 asks for a scheduled download. */
  exportSyncLimit: number;
  /** EXPORT_JOBS=off: this process runs no export or bill jobs (they wait in the table for another one). */
  exportJobs: boolean;
  /** EXPORT_POLL_MS: how often the job runner looks for queued exports. */
  exportPollMs: number;
  /** EXPORT_STALE_MS: a running job whose heartbeat is this old is taken to have died and is queued again. */
  exportStaleMs: number;
  /** EXPORT_KEEP_DAYS: days a scheduled export's file is kept before it expires. */
  exportKeepDays: number;
  /**
   * EXPORT_COPY_RANGE_ROWS: a CSV export by COPY on PostgreSQL of more rows than this is read in ranges of
   * this many rows by two connections at once (lists/export/copy-csv.ts); 0 (the default): always one COPY.
   * Two connections are about 12 % faster on two cores (41 % of COPY against 36 %) but hold about 37 MB more
   * at the peak (186 MB against 150): worth it with spare cores and memory (bench/README.md, "CSV by two
   * backends").
   */
  exportCopyRangeRows: number;
  /** BILL_JOB=off: no daily bill generation at 01:00 Macau (bills are still made on demand). */
  billJob: boolean;
  /**
   * NOTIFY_ALLOW_PRIVATE=1: notification URLs may point at loopback and private addresses (development and
   * tests with a local receiver). Off by default: such URLs are refused when saved and when sent to.
   */
  notifyAllowPrivate: boolean;
  /**
   * CHECK_ANSWERS=1: every answer of an endpoint is checked against its contract's answer schema, and one
   * that does not match is a server error (the test suites turn it on, so the contracts stay true).
   */
  checkAnswers: boolean;
  /** AUDIT_RETENTION_MONTHS: audit rows older than this are archived to the file store, then deleted. */
  auditRetentionMonths: number;
  /**
   * FILES_S3_*: the file store is an S3-compatible bucket instead of `${dataDir}/files` (set when
   * FILES_S3_ENDPOINT is; the bucket and both keys are then required).
   */
  filesS3: S3Settings | null;
  /** DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_POOL_MODE, DATABASE_CONNECT_TIMEOUT_MS (issue 30). */
  dbPool: DbPoolSettings;
  /** NODE_ENV=production: the production profile (no demo seed, no simulator, unless asked for). */
  production: boolean;
  mail: MailSettings;
  sms: SmsSettings;
  /** REQUIREMENT_JOB=off: no expiry reminders and no restriction updates by this process (issue 29). */
  requirementJob: boolean;
  /** PORTAL_URL: the portal's address in reminder mails and SMS (their phone-page links); '' = a path only. */
  portalUrl: string;
  /** PROMOTION_JOB=off stops the campaigns' start and end job (issue 27; tests run it by hand). */
  promotionJob: boolean;
  /** XFER_QUOTE_LOCK_MINUTES: how long a cross-border quote's rate is locked (5-30, default 15). */
  xferQuoteLockMin: number;
  /** AGREEMENT_JOB=off: no re-consent reminders (14, 7 and 1 days before an agreement's deadline). */
  agreementJob: boolean;
  /** XFER_JOB=off: cross-border transfers are not moved on from PROCESSING (sent, credited, rejected). */
  xferJob: boolean;
}

/** How the server holds its PostgreSQL connections (db/postgres-db.ts, PgSettings). */
export interface DbPoolSettings {
  max: number;
  statementTimeoutMs: number;
  mode: 'session' | 'transaction';
  connectTimeoutMs: number;
}

/** The proxy names proxy-addr knows besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const ip = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(ip);
  if (!family) return false;
  if (slash < 0) return true;
  const bits = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The configuration refused: every bad variable, each with what it accepts. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// One schema for the environment (issue 15, point 8). Each variable is a text (or absent); absent takes the
// default text, which goes through the same rule. An empty value is a value: it is refused wherever it
// would mean nothing sensible (numbers, switches, choices) and means "none" for the optional texts.

const digits = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const ON = ['on', '1', 'true', 'yes'];
const OFF = ['off', '0', 'false', 'no'];
const onOff = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum([...ON, ...OFF]))
  .transform((v) => ON.includes(v));

export type CaptchaMode = 'code' | 'pow' | 'choice';
/** CAPTCHA: on/off as before, or pow / choice (on, with the proof-of-work check only or offered beside the code). */
const captchaSetting = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum([...ON, ...OFF, 'pow', 'choice']))
  .transform((v) => ({
    on: !OFF.includes(v),
    mode: (v === 'pow' || v === 'choice' ? v : 'code') as CaptchaMode,
  }));

const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** '' or one or more PEM certificates, each one that parses (SMTP_CA). */
function pemCertificates(text: string): boolean {
  if (text.trim() === '') return true;
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
  if (blocks.join('').replace(/\s/g, '').length !== text.replace(/\s/g, '').length) return false;
  try {
    for (const b of blocks) new X509Certificate(b);
    return true;
  } catch {
    return false;
  }
}

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      if (v === '') return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    })
    .transform((v) => v || null);

const delayRange = z
  .string()
  .regex(/^\d{1,6}(-\d{1,6})?$/)
  .transform((v) => {
    const [min, max = min] = v.split('-').map(Number);
    return [min, max] as const;
  })
  .refine(([min, max]) => min <= max);

const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    if (v === '' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return { hops: Number(v) };
    const list = v.split(',').map((e) => e.trim());
    if (list.every((e) => e !== '' && isProxyAddress(e))) return { proxies: list };
    ctx.addIssue({ code: 'custom', message: 'not a hop count nor a list of addresses' });
    return z.NEVER;
  });

interface Variable {
  schema: z.ZodType<unknown, string>;
  /** The text taken when the variable is absent. */
  default: string;
  /** What the variable accepts, as the refusal says it. */
  accepts: string;
}

const variable = <S extends z.ZodType<unknown, string>>(schema: S, dflt: string, accepts: string) => ({
  schema,
  default: dflt,
  accepts,
});

/** Every environment variable the server reads (README, "Configuration"). */
const VARIABLES = {
  PORT: variable(digits(0, 65535), '8080', 'a port number 0-65535 (0: any free port)'),
  HOST: variable(
    z.string().regex(/^[A-Za-z0-9.:_-]{1,255}$/),
    '0.0.0.0',
    'an address or host name to listen on, e.g. 0.0.0.0 or ::',
  ),
  DATA_DIR: variable(required(4096), '', 'a directory path'),
  DATABASE_URL: variable(
    optionalUrl(['postgres:', 'postgresql:']),
    '',
    'a postgres:// or postgresql:// connection string, or nothing (embedded database)',
  ),
  DATABASE_SCHEMA: variable(
    z
      .string()
      .regex(/^([a-z_][a-z0-9_]{0,62})?$/)
      .transform((v) => v || null),
    '',
    'a schema name of lower-case letters, digits and _ (at most 63, not starting with a digit), or nothing',
  ),
  REDIS_URL: variable(
    optionalUrl(['redis:', 'rediss:']),
    '',
    'a redis:// or rediss:// URL, or nothing (state in this process)',
  ),
  REDIS_PREFIX: variable(
    z.string().regex(/^[\x21-\x7e]{1,64}$/),
    'mp:',
    '1 to 64 printable characters without spaces, e.g. mp:',
  ),
  CAPTCHA: variable(
    captchaSetting,
    'on',
    'on or off (also 1/0, true/false, yes/no), or pow (a browser check instead of the code) or choice (both)',
  ),
  DEMO: variable(onOff, 'off', 'on or off (also 1/0, true/false, yes/no)'),
  REVIEW_SECOND_APPROVAL_CENTS: variable(
    digits(0, 999_999_999),
    '1000000',
    'a whole number of cents, 0-999999999 (default 1000000 = 10,000 MOP)',
  ),
  REVIEW_OVERDUE_HOURS: variable(digits(1, 8760), '48', 'a whole number of hours, 1-8760'),
  SECRET_TYPE: variable(z.enum(['RSA', 'SM2']), 'RSA', 'RSA or SM2'),
  SESSION_IDLE_MINUTES: variable(digits(1, 1440), '15', 'a whole number of minutes, 1-1440'),
  SESSION_CACHE_MS: variable(digits(0, 60_000), '5000', 'milliseconds 0-60000 (0: no session cache)'),
  TRUST_PROXY: variable(
    trustProxy,
    '',
    'nothing or 0 (off), a number of proxy hops 1-99, or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16; also loopback, linklocal, uniquelocal)',
  ),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
    'fatal, error, warn, info, debug, trace or silent',
  ),
  WEB_DIST: variable(required(4096), '', 'a directory path'),
  SEED: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  SEED_WAITING: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  SEAL_SCRIPT_URL: variable(
    optionalUrl(['https:', 'http:']).transform((v) => v ?? ''),
    '',
    'an http(s) URL, or nothing',
  ),
  PDF_FONT_PATH: variable(text(4096), '', 'a font file path (.ttf, .otf or .ttc), or nothing'),
  PDF_FONT_FAMILY: variable(text(200), '', 'the family name inside a .ttc, or nothing'),
  FILING_TEXT: variable(
    text(200),
    // One line in both languages (the footer shows it as set, whatever the portal's language: issue 32).
    '澳門金融管理局持牌支付機構 · Licensed payment institution, Monetary Authority of Macao',
    'a text of at most 200 characters',
  ),
  FILING_URL: variable(
    optionalUrl(['https:', 'http:']).transform((v) => v ?? ''),
    '',
    'an http(s) URL, or nothing',
  ),
  SIM_RATE: variable(decimal(0, 6000), '6', 'payments a minute, a number 0-6000 (0 = off)'),
  PAYNET_FAIL_RATE: variable(decimal(0, 1), '0.03', 'a share from 0 to 1, e.g. 0.03'),
  PAYNET_DELAY_MS: variable(
    delayRange,
    '300-3000',
    'milliseconds as min-max (min <= max) or one value, e.g. 300-3000',
  ),
  BANK_FAIL_RATE: variable(decimal(0, 1), '0.05', 'a share from 0 to 1, e.g. 0.05'),
  MAIL_FAIL_RATE: variable(decimal(0, 1), '0', 'a share from 0 to 1, e.g. 0.2'),
  BANK_DELAY_MS: variable(
    delayRange,
    '2000-8000',
    'milliseconds as min-max (min <= max) or one value, e.g. 2000-8000',
  ),
  SETTLEMENT_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  RECONCILIATION_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  CHANNEL_FILES_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  CHANNEL_FILE_FAULT_RATE: variable(decimal(0, 1), '0.1', 'a share from 0 to 1, e.g. 0.1'),
  EXPORT_SYNC_LIMIT: variable(digits(1, 1_048_575), '5000', 'a whole number of rows, 1-1048575'),
  EXPORT_JOBS: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  EXPORT_POLL_MS: variable(digits(10, 3_600_000), '1000', 'milliseconds, 10-3600000'),
  EXPORT_STALE_MS: variable(digits(1000, 86_400_000), '60000', 'milliseconds, 1000-86400000'),
  EXPORT_KEEP_DAYS: variable(digits(1, 366), '7', 'a whole number of days, 1-366'),
  EXPORT_COPY_RANGE_ROWS: variable(
    digits(0, 10_000_000),
    '0',
    'a whole number of rows, 0-10000000 (0: one COPY)',
  ),
  BILL_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  STATEMENT_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  NOTIFY_ALLOW_PRIVATE: variable(onOff, 'off', 'on or off (also 1/0, true/false, yes/no)'),
  CHECK_ANSWERS: variable(onOff, 'off', 'on or off (also 1/0, true/false, yes/no)'),
  AUDIT_RETENTION_MONTHS: variable(digits(1, 1200), '12', 'a whole number of months, 1-1200'),
  XFER_QUOTE_LOCK_MINUTES: variable(digits(5, 30), '15', 'a whole number of minutes, 5-30'),
  FILES_S3_ENDPOINT: variable(
    optionalUrl(['https:', 'http:']).refine((v) => {
      if (v === null) return true;
      const u = new URL(v);
      return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
    }),
    '',
    'the http(s) origin of an S3-compatible service without a path, e.g. https://s3.ap-east-1.amazonaws.com, or nothing (files on local disk)',
  ),
  FILES_S3_BUCKET: variable(
    z.string().regex(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/),
    '',
    'a bucket name: 3-63 lower-case letters, digits, . and - (required with FILES_S3_ENDPOINT)',
  ),
  FILES_S3_REGION: variable(
    z.string().regex(/^[a-z0-9-]{1,32}$/),
    'us-east-1',
    'a region name of lower-case letters, digits and -, e.g. ap-east-1',
  ),
  FILES_S3_ACCESS_KEY_ID: variable(
    z.string().regex(/^[\x21-\x7e]{0,128}$/),
    '',
    'the access key id: up to 128 printable characters without spaces (required with FILES_S3_ENDPOINT)',
  ),
  FILES_S3_SECRET_ACCESS_KEY: variable(
    z.string().regex(/^[\x21-\x7e]{0,256}$/),
    '',
    'the secret access key: up to 256 printable characters without spaces (required with FILES_S3_ENDPOINT)',
  ),
  FILES_S3_PATH_STYLE: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  DATABASE_POOL_MAX: variable(digits(1, 1000), '10', 'a whole number of connections, 1-1000'),
  DATABASE_STATEMENT_TIMEOUT_MS: variable(
    digits(0, 86_400_000),
    '60000',
    'milliseconds a statement may run, 0-86400000 (0 = no limit)',
  ),
  DATABASE_POOL_MODE: variable(
    z.enum(['session', 'transaction']),
    'session',
    'session (PostgreSQL itself or a session pooler) or transaction (PgBouncer transaction pooling)',
  ),
  DATABASE_CONNECT_TIMEOUT_MS: variable(digits(100, 600_000), '5000', 'milliseconds, 100-600000'),
  NODE_ENV: variable(
    z.string().regex(/^[a-z]{0,20}$/),
    'development',
    'production, or anything else (development); production changes the defaults of SEED, SIM_RATE and CHANNEL_FILES_JOB',
  ),
  FILES_S3_SESSION_TOKEN: variable(
    z.string().regex(/^[\x21-\x7e]{0,4096}$/),
    '',
    'the session token of temporary credentials (an IAM role): up to 4096 printable characters, or nothing',
  ),
  FILES_S3_PART_MB: variable(digits(5, 512), '8', 'MiB of one multipart-upload part, 5-512'),
  MAIL_TRANSPORT: variable(z.enum(['local', 'smtp']), 'local', 'local (the outbox table) or smtp'),
  SMTP_URL: variable(
    optionalUrl(['smtp:', 'smtps:']),
    '',
    'smtp://[user:password@]host[:port] (STARTTLS) or smtps://[user:password@]host[:port] (required with MAIL_TRANSPORT=smtp)',
  ),
  SMTP_STARTTLS: variable(
    z.enum(['required', 'optional', 'off']),
    'required',
    'required, optional or off (smtp:// URLs only; off sends in plain text)',
  ),
  MAIL_FROM: variable(
    z.string().regex(/^([^\s@<>]+@[^\s@<>]+|[^<>\r\n]{1,100} <[^\s@<>]+@[^\s@<>]+>)?$/),
    '',
    'a sender address, e.g. noreply@example.com or Portal <noreply@example.com> (required with MAIL_TRANSPORT=smtp)',
  ),
  SMTP_CA: variable(
    z.string().refine(pemCertificates),
    '',
    'PEM certificates (usually given as SMTP_CA_FILE, a file): the CA of a mail server whose certificate the system does not trust, e.g. a company CA',
  ),
  SMS_TRANSPORT: variable(z.enum(['local', 'http']), 'local', 'local (the outbox table) or http'),
  SMS_HTTP_URL: variable(
    optionalUrl(['https:', 'http:']),
    '',
    'the http(s) URL of the SMS gateway (required with SMS_TRANSPORT=http)',
  ),
  SMS_HTTP_TOKEN: variable(
    z.string().regex(/^[\x21-\x7e]{0,4096}$/),
    '',
    "the gateway's bearer token: printable characters without spaces, or nothing",
  ),
  SMS_HTTP_TIMEOUT_MS: variable(digits(100, 120_000), '10000', 'milliseconds, 100-120000'),
  REQUIREMENT_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  PORTAL_URL: variable(
    optionalUrl(['https:', 'http:']),
    '',
    'the portal origin, e.g. https://portal.example.mo, or nothing',
  ),
  PROMOTION_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  AGREEMENT_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
  CAPTCHA_POW_BITS: variable(digits(8, 24), '16', 'a whole number of bits, 8-24 (default 16)'),
  XFER_JOB: variable(onOff, 'on', 'on or off (also 1/0, true/false, yes/no)'),
} satisfies Record<string, Variable>;

type Variables = typeof VARIABLES;
/** The names of every variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(VARIABLES) as (keyof Variables)[];

type Parsed = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

const envSchema = z.object(
  Object.fromEntries(
    Object.entries(VARIABLES).map(([name, v]) => [
      name,
      z
        .string()
        .optional()
        .transform((raw) => raw ?? v.default)
        .pipe(v.schema),
    ]),
  ),
);

/** Variables whose value a refusal never shows (it goes to the log). */
const HIDDEN = new Set([
  'FILES_S3_SECRET_ACCESS_KEY',
  'FILES_S3_SESSION_TOKEN',
  'SMTP_URL',
  'SMS_HTTP_TOKEN',
]);

/**
 * Variables that may instead be read from a file named by `<NAME>_FILE` (a container's secrets, issue 30,
 * point 4): the file's text without its final line break. Setting both is refused.
 */
export const FILE_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
  'FILES_S3_SESSION_TOKEN',
  'SMTP_URL',
  'SMTP_CA',
  'SMS_HTTP_TOKEN',
] as const;

/** The production profile's defaults (NODE_ENV=production): no demo data, no simulated traffic. */
const PRODUCTION_DEFAULTS: Partial<Record<string, string>> = {
  SEED: 'off',
  SIM_RATE: '0',
  CHANNEL_FILES_JOB: 'off',
};

/** The environment with every `<NAME>_FILE` read in; problems name the variable. */
function readFileVariables(env: NodeJS.ProcessEnv, problems: string[]): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined) {
      problems.push(`${name}_FILE=${JSON.stringify(file)}: ${name} is set too; set one of them`);
      continue;
    }
    try {
      out[name] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (e) {
      problems.push(
        `${name}_FILE=${JSON.stringify(file)}: accepts a readable file holding ${name} (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`,
      );
    }
  }
  return out;
}

/** The environment checked against the schema: every bad variable is named with what it accepts. */
function parseEnv(given: NodeJS.ProcessEnv, root: string): Parsed {
  const fileProblems: string[] = [];
  const env = readFileVariables(given, fileProblems);
  if (fileProblems.length) throw new ConfigError(fileProblems);
  const defaults = env.NODE_ENV === 'production' ? PRODUCTION_DEFAULTS : {};
  const withPaths = {
    ...Object.fromEntries(Object.entries(defaults).filter(([k]) => env[k] === undefined)),
    ...env,
    DATA_DIR: env.DATA_DIR ?? path.join(root, 'data'),
    WEB_DIST: env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  };
  const r = envSchema.safeParse(withPaths);
  const names = r.success ? [] : [...new Set(r.error.issues.map((i) => String(i.path[0])))];
  if (r.success) {
    const v = r.data as Parsed;
    // The bucket's settings go together: an endpoint without its bucket or keys is no store; so do a
    // transport's and its address.
    const together: [boolean, (keyof Variables)[]][] = [
      [
        Boolean(v.FILES_S3_ENDPOINT),
        ['FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'],
      ],
      [v.MAIL_TRANSPORT === 'smtp', ['SMTP_URL', 'MAIL_FROM']],
      [v.SMS_TRANSPORT === 'http', ['SMS_HTTP_URL']],
    ];
    for (const [on, needed] of together) if (on) for (const name of needed) if (!v[name]) names.push(name);
    if (names.length === 0) return v;
  }
  throw new ConfigError(
    names.map((name) => {
      const raw = env[name];
      const shown =
        raw === undefined
          ? '(unset)'
          : HIDDEN.has(name)
            ? '(hidden)'
            : JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);
      return `${name}=${shown}: accepts ${VARIABLES[name as keyof Variables].accepts}`;
    }),
  );
}

/**
 * The server's configuration from the environment, checked at start-up: a bad value throws a ConfigError
 * naming each bad variable and what it accepts, before anything is opened. Nothing else reads process.env.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const v = parseEnv(env, root);
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    databaseSchema: v.DATABASE_SCHEMA,
    redisUrl: v.REDIS_URL,
    redisPrefix: v.REDIS_PREFIX,
    captcha: v.CAPTCHA.on,
    captchaMode: v.CAPTCHA.mode,
    captchaPowBits: v.CAPTCHA_POW_BITS,
    demo: v.DEMO,
    reviewSecondLimit: v.REVIEW_SECOND_APPROVAL_CENTS,
    reviewOverdueHours: v.REVIEW_OVERDUE_HOURS,
    secretType: v.SECRET_TYPE,
    idleTimeoutMin: v.SESSION_IDLE_MINUTES,
    sessionCacheMs: v.SESSION_CACHE_MS,
    trustProxy: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL,
    webDist: path.resolve(v.WEB_DIST),
    seed: v.SEED,
    seedWaiting: v.SEED_WAITING,
    sealScriptUrl: v.SEAL_SCRIPT_URL,
    pdfFontPath: v.PDF_FONT_PATH,
    pdfFontFamily: v.PDF_FONT_FAMILY,
    filingText: v.FILING_TEXT,
    filingUrl: v.FILING_URL,
    simRate: v.SIM_RATE,
    paynetFailRate: v.PAYNET_FAIL_RATE,
    paynetDelayMs: v.PAYNET_DELAY_MS,
    bankFailRate: v.BANK_FAIL_RATE,
    mailFailRate: v.MAIL_FAIL_RATE,
    bankDelayMs: v.BANK_DELAY_MS,
    settlementJob: v.SETTLEMENT_JOB,
    reconciliationJob: v.RECONCILIATION_JOB,
    channelFilesJob: v.CHANNEL_FILES_JOB,
    channelFileFaultRate: v.CHANNEL_FILE_FAULT_RATE,
    exportSyncLimit: v.EXPORT_SYNC_LIMIT,
    exportJobs: v.EXPORT_JOBS,
    exportPollMs: v.EXPORT_POLL_MS,
    exportStaleMs: v.EXPORT_STALE_MS,
    exportKeepDays: v.EXPORT_KEEP_DAYS,
    exportCopyRangeRows: v.EXPORT_COPY_RANGE_ROWS,
    billJob: v.BILL_JOB,
    statementJob: v.STATEMENT_JOB,
    notifyAllowPrivate: v.NOTIFY_ALLOW_PRIVATE,
    checkAnswers: v.CHECK_ANSWERS,
    auditRetentionMonths: v.AUDIT_RETENTION_MONTHS,
    filesS3: v.FILES_S3_ENDPOINT
      ? {
          endpoint: v.FILES_S3_ENDPOINT,
          bucket: v.FILES_S3_BUCKET,
          region: v.FILES_S3_REGION,
          accessKeyId: v.FILES_S3_ACCESS_KEY_ID,
          secretAccessKey: v.FILES_S3_SECRET_ACCESS_KEY,
          pathStyle: v.FILES_S3_PATH_STYLE,
          sessionToken: v.FILES_S3_SESSION_TOKEN || null,
          partMb: v.FILES_S3_PART_MB,
        }
      : null,
    dbPool: {
      max: v.DATABASE_POOL_MAX,
      statementTimeoutMs: v.DATABASE_STATEMENT_TIMEOUT_MS,
      mode: v.DATABASE_POOL_MODE,
      connectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT_MS,
    },
    production: v.NODE_ENV === 'production',
    mail:
      v.MAIL_TRANSPORT === 'smtp'
        ? {
            transport: 'smtp',
            url: v.SMTP_URL ?? '',
            starttls: v.SMTP_STARTTLS,
            from: v.MAIL_FROM,
            ...(v.SMTP_CA ? { ca: v.SMTP_CA } : {}),
          }
        : { transport: 'local' },
    sms:
      v.SMS_TRANSPORT === 'http'
        ? {
            transport: 'http',
            url: v.SMS_HTTP_URL ?? '',
            token: v.SMS_HTTP_TOKEN,
            timeoutMs: v.SMS_HTTP_TIMEOUT_MS,
          }
        : { transport: 'local' },
    requirementJob: v.REQUIREMENT_JOB,
    portalUrl: v.PORTAL_URL ?? '',
    promotionJob: v.PROMOTION_JOB,
    xferQuoteLockMin: v.XFER_QUOTE_LOCK_MINUTES,
    agreementJob: v.AGREEMENT_JOB,
    xferJob: v.XFER_JOB,
  };
}
