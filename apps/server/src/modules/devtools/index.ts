import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { latestVerificationPayments } from '../bankchange/index.ts';
import { renderBankPage } from './bank-page.ts';
import { renderOutboxPage } from './outbox-page.ts';
import { latestOutbox } from './queries.ts';

export interface DevtoolsDeps {
  db: Db;
  config: Pick<Config, 'demo'>;
}

/**
 * Developer pages, only when DEMO=1: GET /dev/outbox, and GET /dev/bank (the verification payments of
 * bank-account changes the local bank made). Without DEMO the route is not registered at all (the
 * portal's fallback answers the path), so a production server cannot show one-time codes. Usable as `await registerDevtools(app, deps)` or
 * `app.register(registerDevtools, deps)`.
 */
export async function registerDevtools(app: FastifyInstance, deps: DevtoolsDeps): Promise<void> {
  if (!deps.config.demo) return;
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = await latestOutbox(deps.db);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(rows));
  });
  app.get('/dev/bank', async (_req, reply) => {
    const rows = await latestVerificationPayments(deps.db, 50);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderBankPage(rows));
  });
}
