import { timingSafeEqual } from 'node:crypto';
import { isMsgCode, messageOf } from '@mp/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Ports } from '../kernel/ports.ts';
import { reviewInvoice } from '../modules/invoices/index.ts';
import { PAYMENT_DECISIONS, reviewPayment } from '../modules/payments/index.ts';

/**
 * The provider's reviewer API (docs/api.md, "Reviewer API"): the provider's back office decides invoice
 * applications under review (ISSUE / REJECT) and payments (REJECT / RETURN / CREDIT / REFUND). Plain JSON
 * over HTTP with a bearer token (REVIEW_TOKEN), served only when the token is configured; it is the
 * provider's own system talking to the server, not a portal call, so it uses no envelope or session.
 * `npm run review` (apps/server/scripts/review.ts) is a command-line client of it.
 */

export interface ReviewDeps {
  db: Db;
  config: Pick<Config, 'reviewToken'>;
  ports: Pick<Ports, 'clock'>;
}

const Reviewer = z.string().trim().min(1).max(40);
const Remark = z.string().max(200).default('');

const InvoiceBody = z
  .object({
    apply_no: z.string().min(1).max(40),
    decision: z.enum(['ISSUE', 'REJECT']),
    reviewer: Reviewer,
    remark: Remark,
  })
  .strict();

const PaymentBody = z
  .object({
    payment_no: z.string().min(1).max(64),
    decision: z.enum(Object.keys(PAYMENT_DECISIONS) as [keyof typeof PAYMENT_DECISIONS]),
    reviewer: Reviewer,
    remark: Remark,
  })
  .strict();

function authorised(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function refuse(reply: FastifyReply, status: number, code: string, detail = '') {
  const message = isMsgCode(code) ? messageOf(code, 'en') : code;
  return reply.code(status).send({ ok: false, code, message: detail ? `${message} (${detail})` : message });
}

export async function registerReviewApi(app: FastifyInstance, deps: ReviewDeps): Promise<void> {
  const token = deps.config.reviewToken;
  if (!token) return;
  const guard = (req: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(req, token)) {
      refuse(reply, 401, 'SCM40301');
      return false;
    }
    return true;
  };

  app.get('/ops/review/queue', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const [invoices, payments] = await Promise.all([
      deps.db.query(
        `select i.apply_no, m.mer_no, i.title, i.amount::text as amount, i.applied_at
           from invoices i join merchants m on m.id = i.merchant_id
          where i.status = 'REVIEWING' order by i.applied_at limit 200`,
      ),
      deps.db.query(
        `select p.payment_no, m.mer_no, p.payee_name, p.amount::text as amount, p.status, p.submitted_at
           from payments p join merchants m on m.id = p.merchant_id
          where p.status = 'AUDITING' and not p.removed order by p.submitted_at limit 200`,
      ),
    ]);
    return reply
      .header('cache-control', 'no-store')
      .send({ ok: true, invoices: invoices.rows, payments: payments.rows });
  });

  app.post('/ops/review/invoice', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = InvoiceBody.safeParse(req.body);
    if (!body.success) return refuse(reply, 400, 'SCM40002', body.error.issues[0]?.path.join('.'));
    const r = await reviewInvoice(deps.db, deps.ports.clock.now(), {
      applyNo: body.data.apply_no,
      approve: body.data.decision === 'ISSUE',
      reviewer: body.data.reviewer,
      remark: body.data.remark,
      ip: req.ip,
    });
    if (!r.ok)
      return refuse(reply, r.code === 'SCM40401' ? 404 : 409, r.code, r.code === 'VAL10001' ? 'remark' : '');
    return reply.send(r);
  });

  app.post('/ops/review/payment', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = PaymentBody.safeParse(req.body);
    if (!body.success) return refuse(reply, 400, 'SCM40002', body.error.issues[0]?.path.join('.'));
    const r = await reviewPayment(deps.db, deps.ports.clock.now(), {
      paymentNo: body.data.payment_no,
      decision: body.data.decision,
      reviewer: body.data.reviewer,
      remark: body.data.remark,
      ip: req.ip,
    });
    if (!r.ok)
      return refuse(reply, r.code === 'SCM40401' ? 404 : 409, r.code, r.code === 'VAL10001' ? 'remark' : '');
    return reply.send(r);
  });
}
