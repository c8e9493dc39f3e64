import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';
import type { Metrics } from './metrics.ts';

/** Longest a readiness check waits for the database before calling it unavailable. */
export const READY_DB_TIMEOUT_MS = 2_000;

export interface ProbeDeps {
  db: Db;
  ready: () => boolean;
  /** Shared state: 'memory' (no REDIS_URL), 'ok', or 'unavailable'. */
  redisHealth: () => Promise<'memory' | 'ok' | 'unavailable'>;
  metrics: Metrics;
}

export type Readiness =
  | { status: 'ok' }
  | { status: 'starting' | 'database unavailable' | 'database busy' | 'redis unavailable'; code: 503 };

const TIMED_OUT = new Error('timed out');

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(TIMED_OUT), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready = migrations and the seed are done, the database answers `select 1` within 2 s, and Redis (when
 * configured) answers a PING. While starting it answers at once, without touching the database. The two
 * checks run side by side; a database that refuses is 'database unavailable', one that has not answered
 * within 2 s (a long statement ahead of it, a machine under load) 'database busy', and a Redis that does
 * not answer is named before a slow database: it is the definite fault of the two.
 */
export async function readiness(d: Omit<ProbeDeps, 'metrics'>): Promise<Readiness> {
  if (!d.ready()) return { status: 'starting', code: 503 };
  const [db, redis] = await Promise.all([
    within(d.db.query('select 1'), READY_DB_TIMEOUT_MS).then(
      () => 'ok' as const,
      (e: Error) => (e === TIMED_OUT ? ('busy' as const) : ('unavailable' as const)),
    ),
    d.redisHealth(),
  ]);
  if (db === 'unavailable') return { status: 'database unavailable', code: 503 };
  if (redis === 'unavailable') return { status: 'redis unavailable', code: 503 };
  if (db === 'busy') return { status: 'database busy', code: 503 };
  return { status: 'ok' };
}

/**
 * GET /livez (the process answers: never touches the database or Redis), /readyz and /healthz (the same
 * readiness: /healthz is the older name, kept for existing probes) and /metrics (Prometheus text).
 * None of them is cached by anything in between.
 */
export function registerProbes(app: FastifyInstance, d: ProbeDeps): void {
  app.get('/livez', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  const ready = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const r = await readiness(d);
    if ('code' in r) return reply.code(r.code).send({ status: r.status });
    return r;
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
  app.get('/metrics', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type(d.metrics.contentType);
    return d.metrics.render();
  });
}
