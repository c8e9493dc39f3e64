import path from 'node:path';

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
  /** DEMO=1: the SMS/mail outbox page at /dev/outbox. */
  demo: boolean;
  /** SECRET_TYPE=SM2 switches the envelope to national-cipher mode. */
  secretType: 'RSA' | 'SM2';
  idleTimeoutMin: number;
  /** TRUST_PROXY=1: read the client IP and https from X-Forwarded-* (cookies become Secure). */
  trustProxy: boolean;
  logLevel: string;
  /** Built portal (apps/web/dist) served for every non-API path. */
  webDist: string;
  /** Seed demo data into an empty database at start (default on; SEED=off to skip). */
  seed: boolean;
  /** Footer seal-logo script URL (none by default) and filing line. */
  sealScriptUrl: string;
  filingText: string;
  filingUrl: string;
  /** SIM_RATE: payments a minute the payment-network simulator produces for the demo merchants (0 = off). */
  simRate: number;
  /** PAYNET_FAIL_RATE: share of refunds the local payment network declines (0..1). */
  paynetFailRate: number;
  /** PAYNET_DELAY_MS=min-max: how long the local payment network takes to answer a refund. */
  paynetDelayMs: readonly [number, number];
  /** SETTLEMENT_JOB=off stops the daily settlement job (tests run it by hand). */
  settlementJob: boolean;
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
}

function delayRange(raw: string | undefined): readonly [number, number] {
  const m = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(raw ?? '');
  if (!m) return [300, 3000];
  const min = Number(m[1]);
  return [min, Math.max(min, Number(m[2] ?? m[1]))];
}

function share(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : fallback;
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'mp:',
    captcha: env.CAPTCHA !== 'off',
    demo: env.DEMO === '1',
    secretType: env.SECRET_TYPE === 'SM2' ? 'SM2' : 'RSA',
    idleTimeoutMin: Number(env.SESSION_IDLE_MINUTES ?? 15),
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    seed: env.SEED !== 'off',
    sealScriptUrl: env.SEAL_SCRIPT_URL ?? '',
    filingText: env.FILING_TEXT ?? '澳門特別行政區 金融管理局 持牌支付機構',
    filingUrl: env.FILING_URL ?? '',
    simRate: Math.max(0, Number(env.SIM_RATE ?? 6) || 0),
    paynetFailRate: share(env.PAYNET_FAIL_RATE, 0.03),
    paynetDelayMs: delayRange(env.PAYNET_DELAY_MS),
    settlementJob: env.SETTLEMENT_JOB !== 'off',
    exportSyncLimit: positive(env.EXPORT_SYNC_LIMIT, 5000),
    exportJobs: env.EXPORT_JOBS !== 'off',
    exportPollMs: positive(env.EXPORT_POLL_MS, 1000),
    exportStaleMs: positive(env.EXPORT_STALE_MS, 60_000),
    exportKeepDays: positive(env.EXPORT_KEEP_DAYS, 7),
    billJob: env.BILL_JOB !== 'off',
    notifyAllowPrivate: env.NOTIFY_ALLOW_PRIVATE === '1',
    checkAnswers: env.CHECK_ANSWERS === '1',
    auditRetentionMonths: positive(env.AUDIT_RETENTION_MONTHS, 12),
  };
}
