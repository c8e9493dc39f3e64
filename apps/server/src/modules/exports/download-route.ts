import { CATALOGUE, type CatalogueEntry, type Lang, type MsgCode } from '@mp/core';
import { DOWNLOAD_PATH } from '@mp/core/schemas/exports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.ts';
import { errorAnswer, langOf } from '../../http/answer.ts';
import type { Platform } from '../../http/platform.ts';
import { sessionOfRequest } from '../../http/session.ts';
import type { Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertAudit } from '../audit/index.ts';
import type { DownloadKind } from './queries.ts';
import { consumeDownloadToken } from './tokens.ts';

/**
 * `GET /syf-mms/sys-mms/file/exportDownload?token=...`: the one place a file leaves the server. The
 * token (one-time, 5 minutes, bound to the session) was issued by an envelope call that already checked
 * who may have the file; here the session must still be live and the file still there. The answer is the
 * file itself, or the classic JSON error body (enc_sts '0') with 401 (session), the catalogue's HTTP status
 * where it has one (503 while starting, 500) or 404.
 */
export interface DownloadFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
  /** What the audit entry names (a source, a bill). */
  target: string;
}

/** Finds the file of a token's reference for this operator; throws AppError('FIL10001') when it is gone. */
export type DownloadResolver = (
  db: Db,
  refId: string,
  who: { operator: Operator; lang: Lang },
) => Promise<DownloadFile>;

const resolvers = new Map<DownloadKind, DownloadResolver>();

export function registerDownloadKind(kind: DownloadKind, resolver: DownloadResolver): void {
  resolvers.set(kind, resolver);
}

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

const SESSION_CODES: readonly string[] = ['LOG60401', 'SCM60401'];

function fail(reply: FastifyReply, code: MsgCode, lang: Lang) {
  const entry: CatalogueEntry = CATALOGUE[code];
  const status = SESSION_CODES.includes(code) ? 401 : (entry.http ?? 404);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorAnswer(code, lang));
}

async function serve(p: Platform, req: FastifyRequest, reply: FastifyReply) {
  const now = p.ports.clock.now();
  const lookup = await sessionOfRequest(p, req.cookies, now);
  if (lookup.state === 'none') throw new AppError('LOG60401');
  if (lookup.state === 'invalid') throw new AppError('SCM60401');
  const operator = lookup.session.operator;
  const token = (req.query as Record<string, unknown> | undefined)?.token;
  const used = await consumeDownloadToken(p.db, token, lookup.session.id, now);
  if (!used || used.operatorId !== operator.id) throw new AppError('EXP10004');
  const resolver = resolvers.get(used.kind);
  if (!resolver) throw new AppError('FIL10001');
  const file = await resolver(p.db, used.refId, { operator, lang: used.lang });
  const body = await p.ports.files.get(file.key);
  await insertAudit(p.db, {
    at: now,
    operatorId: operator.id,
    loginName: operator.loginName,
    orgKind: operator.orgKind,
    orgId: operator.orgId,
    action: 'download',
    target: file.target.slice(0, 200),
    ok: true,
    ip: req.ip,
    detail: { kind: used.kind, ref_id: used.refId, file_name: file.name, size: file.size },
  });
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .header('content-length', String(file.size))
    .header('cache-control', 'no-store')
    .send(body);
}

export function registerDownloadRoute(app: FastifyInstance, p: Platform): void {
  app.get(DOWNLOAD_PATH, async (req, reply) => {
    // A link the browser follows carries no x-lang header: ?lang=en asks for English error texts.
    const query = req.query as Record<string, unknown> | undefined;
    const lang = req.headers['x-lang'] ? langOf(req.headers) : langOf({ 'x-lang': query?.lang });
    try {
      if (!p.ready()) throw new AppError('SCM50300');
      return await serve(p, req, reply);
    } catch (e) {
      if (e instanceof AppError) return fail(reply, e.code, lang);
      req.log.error({ err: e }, 'download failed');
      return fail(reply, 'SCM50000', lang);
    }
  });
}
