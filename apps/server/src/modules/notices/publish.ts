/**
 * The provider's command to publish a bulletin to the portal:
 *   npm run publish-bulletin -w @mp/server -- --title "..." --body "..." [--title-en "..."] [--body-en "..."]
 *     [--audience merchant,service,group] [--publisher "..."] [--at <ISO instant>]
 * It writes to the configured database (DATA_DIR's embedded one, or DATABASE_URL). The embedded database
 * admits one process at a time: stop the server first, or run both on PostgreSQL.
 */
import { pathToFileURL } from 'node:url';
import { firstError, type MsgCode, messageOf, validateMaxLength, validateNoForbiddenChars } from '@mp/core';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDb } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/lock.ts';
import { migrate } from '../../db/migrate.ts';
import type { Db } from '../../db/types.ts';
import { insertBulletin } from './queries.ts';

export const BULLETIN_AREAS = ['merchant', 'service', 'group'] as const;
export const BULLETIN_LIMITS = { title: 100, body: 5000, publisher: 60 } as const;

export interface BulletinInput {
  title: string;
  body: string;
  titleEn?: string;
  bodyEn?: string;
  audience?: string[];
  publisher?: string;
  /** Publication time; a future one keeps the bulletin hidden until then. */
  at?: Date;
}

export class BulletinInputError extends Error {
  constructor(
    readonly field: string,
    readonly code: MsgCode,
  ) {
    super(`${field}: ${messageOf(code, 'en')}`);
    this.name = 'BulletinInputError';
  }
}

function checkField(field: string, value: string | undefined, max: number, required: boolean): void {
  if (value === undefined || value.trim() === '') {
    if (required) throw new BulletinInputError(field, 'VAL10001');
    return;
  }
  const bad = firstError(validateNoForbiddenChars(value), validateMaxLength(value, max));
  if (bad) throw new BulletinInputError(field, bad);
}

/** Checks and writes one bulletin; answers its id. */
export async function publishBulletin(db: Db, input: BulletinInput, now: Date): Promise<string> {
  checkField('title', input.title, BULLETIN_LIMITS.title, true);
  checkField('body', input.body, BULLETIN_LIMITS.body, true);
  checkField('title-en', input.titleEn, BULLETIN_LIMITS.title, false);
  checkField('body-en', input.bodyEn, BULLETIN_LIMITS.body, false);
  checkField('publisher', input.publisher, BULLETIN_LIMITS.publisher, false);
  const audience = input.audience?.length ? input.audience : [...BULLETIN_AREAS];
  if (!audience.every((a) => (BULLETIN_AREAS as readonly string[]).includes(a))) {
    throw new BulletinInputError('audience', 'VAL10037');
  }
  return insertBulletin(db, {
    titleZh: input.title.trim(),
    titleEn: input.titleEn?.trim() ?? '',
    bodyZh: input.body.trim(),
    bodyEn: input.bodyEn?.trim() ?? '',
    audience: [...new Set(audience)].join(','),
    publisher: input.publisher?.trim() || '商戶服務平台 Merchant Services',
    at: input.at ?? now,
  });
}

const FLAGS = {
  '--title': 'title',
  '--body': 'body',
  '--title-en': 'titleEn',
  '--body-en': 'bodyEn',
  '--audience': 'audience',
  '--publisher': 'publisher',
  '--at': 'at',
} as const;

/** `--name value` or `--name=value` pairs into a BulletinInput; throws on anything unknown. */
export function parsePublishArgs(argv: readonly string[]): BulletinInput {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!Object.hasOwn(FLAGS, flag))
      throw new Error(`Unknown option ${arg}. Options: ${Object.keys(FLAGS).join(', ')}.`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value.`);
    out[FLAGS[flag as keyof typeof FLAGS]] = value;
  }
  let at: Date | undefined;
  if (out.at !== undefined) {
    at = new Date(out.at);
    if (Number.isNaN(at.getTime()))
      throw new Error(`--at needs an ISO instant, e.g. 2026-03-01T09:00:00+08:00: ${out.at}`);
  }
  return {
    title: out.title ?? '',
    body: out.body ?? '',
    titleEn: out.titleEn,
    bodyEn: out.bodyEn,
    audience: out.audience?.split(',').map((a) => a.trim()),
    publisher: out.publisher,
    at,
  };
}

async function main(): Promise<number> {
  let input: BulletinInput;
  try {
    input = parsePublishArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  let db: Db;
  try {
    db = await openDb(loadConfig());
  } catch (e) {
    if (e instanceof DataDirLockedError || e instanceof ConfigError) {
      console.error(`Not published: ${e.message}`);
      return 1;
    }
    throw e;
  }
  try {
    await migrate(db);
    const id = await publishBulletin(db, input, new Date());
    console.log(`Published bulletin ${id}: ${input.title}`);
    return 0;
  } catch (e) {
    if (e instanceof BulletinInputError) {
      console.error(`Not published: ${e.message}`);
      return 2;
    }
    throw e;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
