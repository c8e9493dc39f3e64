import { createHash } from 'node:crypto';
import { DOWNLOAD_PATH, DOWNLOAD_TOKEN_TTL_MS, type DownloadTokenResT } from '@mp/core/schemas/exports';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { randomToken } from '../../state/one-time.ts';
import { type DownloadKind, insertDownloadToken, spendDownloadToken } from './queries.ts';

/**
 * One-time download links. The token is 32 random characters; only its SHA-256 is stored, with the
 * session that asked for it, so a link works once, for 5 minutes, in that browser session only, and in
 * any server process (the row is in the shared database).
 */

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
  await insertDownloadToken(ctx.db, {
    tokenHash: hashOf(token),
    sessionId: ctx.session.id,
    operatorId: ctx.operator.id,
    kind,
    refId,
    lang: ctx.lang,
    at: now,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS),
  });
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
  const row = await spendDownloadToken(db, hashOf(token), sessionId, now);
  return row
    ? { kind: row.kind, refId: String(row.ref_id), operatorId: String(row.operator_id), lang: row.lang }
    : null;
}
