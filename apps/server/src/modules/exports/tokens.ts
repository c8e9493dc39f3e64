import { createHash } from 'node:crypto';
import { DOWNLOAD_PATH, DOWNLOAD_TOKEN_TTL_MS, type DownloadTokenResT } from '@mp/core/schemas/exports';
import type { Db } from '../../db/types.ts';
import { AppError, type CallContext } from '../../http/endpoint.ts';
import { randomToken } from '../../http/one-time.ts';

/**
 * One-time download links. The token is 32 random characters; only its SHA-256 is stored, with the
 * session that asked for it, so a link works once, for 5 minutes, in that browser session only, and in
 * any server process (the row is in the shared database).
 */
export type DownloadKind = 'export' | 'bill';

const TOKEN = /^[A-Za-z0-9]{32}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueDownloadToken(
  ctx: CallContext,
  kind: DownloadKind,
  refId: string,
  file: { name: string; size: number },
): Promise<DownloadTokenResT> {
  if (!ctx.session || !ctx.operator) throw new AppError('SCM60401');
  const token = randomToken(32);
  const now = ctx.ports.clock.now();
  await ctx.db.query(
    `insert into download_tokens (token_hash, session_id, operator_id, kind, ref_id, lang, created_at, expires_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashOf(token),
      ctx.session.id,
      ctx.operator.id,
      kind,
      refId,
      ctx.lang,
      now.toISOString(),
      new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS).toISOString(),
    ],
  );
  return {
    token,
    download_url: `${DOWNLOAD_PATH}?token=${token}`,
    file_name: file.name,
    file_size: file.size,
    expires_in: Math.floor(DOWNLOAD_TOKEN_TTL_MS / 1000),
  };
}

export interface UsedToken {
  kind: DownloadKind;
  refId: string;
  operatorId: string;
  lang: 'zh-TW' | 'en';
}

/** Spends a token of this session; null when unknown, used, expired or another session's. */
export async function consumeDownloadToken(
  db: Db,
  token: unknown,
  sessionId: string,
  now: Date,
): Promise<UsedToken | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const r = await db.query<{ kind: DownloadKind; ref_id: string; operator_id: string; lang: 'zh-TW' | 'en' }>(
    `update download_tokens set used_at = $3
      where token_hash = $1 and session_id = $2 and used_at is null and expires_at > $3
      returning kind, ref_id, operator_id, lang`,
    [hashOf(token), sessionId, now.toISOString()],
  );
  const row = r.rows[0];
  return row
    ? { kind: row.kind, refId: String(row.ref_id), operatorId: String(row.operator_id), lang: row.lang }
    : null;
}

/** Tokens are worth nothing after 5 minutes; rows older than a day are removed by the sweeper. */
export async function deleteOldTokens(db: Db, before: Date): Promise<number> {
  const r = await db.query('delete from download_tokens where expires_at < $1', [before.toISOString()]);
  return r.rowCount;
}
