import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { latestVerificationPayments } from '../bankchange/index.ts';
import { recordNetworkPayment } from '../transactions/index.ts';
import { renderBankPage } from './bank-page.ts';
import { renderOutboxPage } from './outbox-page.ts';
import { latestOutbox, terminalOfStore } from './queries.ts';

export interface DevtoolsDeps {
  db: Db;
  config: Pick<Config, 'demo'>;
}

/**
 * Developer pages, only when DEMO=1: GET /dev/outbox (`?contains=` keeps the messages whose body holds it), and GET /dev/bank (the verification payments of
 * bank-account changes the local bank made). Without DEMO the route is not registered at all (the
 * portal's fallback answers the path), so a production server cannot show one-time codes.
 * POST /dev/pay `{ store_no, amount, payer? }` (cents; payer: any text naming the demo payer) books one successful WeChat payment at the store's first
 * working terminal, as the payment network would report it (campaigns apply): the demo till, for trying a
 * campaign and for the browser test of promotions. Usable as `await registerDevtools(app, deps)` or
 * `app.register(registerDevtools, deps)`.
 */
export async function registerDevtools(app: FastifyInstance, deps: DevtoolsDeps): Promise<void> {
  if (!deps.config.demo) return;
  app.get('/dev/outbox', async (req, reply) => {
    const q = (req.query ?? {}) as { contains?: unknown };
    const contains = typeof q.contains === 'string' ? q.contains.slice(0, 100) : '';
    const rows = await latestOutbox(deps.db, contains);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(rows));
  });
  app.post('/dev/pay', async (req, reply) => {
    const body = (req.body ?? {}) as { store_no?: unknown; amount?: unknown; payer?: unknown };
    const amount = Number(body.amount);
    const terminal = typeof body.store_no === 'string' ? await terminalOfStore(deps.db, body.store_no) : null;
    if (!terminal || !Number.isSafeInteger(amount) || amount <= 0 || amount > 100_000_000)
      return reply
        .code(400)
        .send({ error: 'store_no of a store with a working terminal and amount in cents' });
    const txnNo = await recordNetworkPayment(deps.db, {
      terminalNo: terminal,
      payType: 'WECHAT',
      result: 'SUCCESS',
      amount,
      discount: 0,
      aggOrderNo: `DEV${Date.now()}`,
      at: new Date(),
      // The demo payer ('payer' in the body, any text; a per-payer campaign cap counts it).
      payerToken: typeof body.payer === 'string' ? body.payer.slice(0, 64) : undefined,
    });
    return reply.header('cache-control', 'no-store').send({ txn_no: txnNo });
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
