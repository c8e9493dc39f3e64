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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
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
  };
}
