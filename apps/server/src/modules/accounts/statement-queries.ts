import type { Db } from '../../db/types.ts';

/** The SQL of the statement subscriptions and their deliveries (statements.ts). */

export interface StatementSubDbRow {
  kind: 'FLOWS' | 'FEE_BILL' | 'SETTLEMENT';
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  email: string;
  oper_login_name: string | null;
  updated_at: Date;
}

export async function selectStatementSubs(db: Db, merchantId: string): Promise<StatementSubDbRow[]> {
  const r = await db.query<StatementSubDbRow>(
    `select s.kind, s.frequency, s.email, o.login_name as oper_login_name, s.updated_at
       from statement_subscriptions s left join operators o on o.id = s.operator_id
      where s.merchant_id = $1 order by s.kind`,
    [merchantId],
  );
  return r.rows;
}

export async function upsertStatementSub(
  db: Db,
  v: {
    merchantId: string;
    kind: string;
    frequency: string;
    email: string;
    operatorId: string;
    lang: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into statement_subscriptions (merchant_id, kind, frequency, email, operator_id, lang, created_at,
        updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (merchant_id, kind) do update set frequency = excluded.frequency, email = excluded.email,
       operator_id = excluded.operator_id, lang = excluded.lang, updated_at = excluded.updated_at`,
    [v.merchantId, v.kind, v.frequency, v.email, v.operatorId, v.lang, v.at.toISOString()],
  );
}

/** Ends a subscription; its deliveries not yet made end with it (the ones made stay listed). */
export async function deleteStatementSub(db: Db, merchantId: string, kind: string): Promise<void> {
  await db.query(
    `delete from statement_deliveries where status = 'PENDING' and subscription_id in
       (select id from statement_subscriptions where merchant_id = $1 and kind = $2)`,
    [merchantId, kind],
  );
  await db.query(
    `update statement_deliveries set subscription_id = null where subscription_id in
       (select id from statement_subscriptions where merchant_id = $1 and kind = $2)`,
    [merchantId, kind],
  );
  await db.query('delete from statement_subscriptions where merchant_id = $1 and kind = $2', [
    merchantId,
    kind,
  ]);
}

/**
 * The deliveries of the period for every subscription of the frequency: the download centre always, the
 * mail when the subscription has an address. Written once (unique per subscription, period and channel).
 */
export async function insertDueDeliveries(
  db: Db,
  frequency: string,
  p: { period: string; first: string; last: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into statement_deliveries (subscription_id, merchant_id, kind, period, first_day, last_day, channel,
        status, next_at, created_at)
     select s.id, s.merchant_id, s.kind, $2, $3, $4, c.channel, 'PENDING', $5, $5
       from statement_subscriptions s
       cross join (values ('CENTRE'), ('MAIL')) as c (channel)
      where s.frequency = $1 and (c.channel = 'CENTRE' or s.email <> '')
     on conflict (subscription_id, period, channel) do nothing`,
    [frequency, p.period, p.first, p.last, now.toISOString()],
  );
}

export interface DeliveryDbRow {
  id: string;
  merchant_id: string;
  kind: 'FLOWS' | 'FEE_BILL' | 'SETTLEMENT';
  period: string;
  first_day: string;
  last_day: string;
  channel: 'CENTRE' | 'MAIL';
  status: 'PENDING' | 'SENT' | 'FAILED';
  tries: number;
  next_at: Date;
  last_error: string;
  sent_at: Date | null;
  email: string;
  operator_id: string;
  lang: string;
}

/** The next delivery whose time has come, locked for the caller's transaction (others skip it). */
export async function selectDueDelivery(db: Db, now: Date): Promise<DeliveryDbRow | null> {
  const r = await db.query<DeliveryDbRow>(
    `select d.id, d.merchant_id, d.kind, d.period, d.first_day, d.last_day, d.channel, d.status, d.tries,
            d.next_at, d.last_error, d.sent_at, s.email, s.operator_id, s.lang
       from statement_deliveries d join statement_subscriptions s on s.id = d.subscription_id
      where d.status = 'PENDING' and d.next_at <= $1
      order by d.next_at, d.id limit 1
      for update of d skip locked`,
    [now.toISOString()],
  );
  return r.rows[0] ?? null;
}

export async function finishDelivery(
  db: Db,
  id: string,
  r:
    | { ok: true; jobId: string | null; at: Date }
    | { ok: false; error: string; tries: number; giveUp: boolean; nextAt: Date; at: Date },
): Promise<void> {
  if (r.ok) {
    await db.query(
      `update statement_deliveries set status = 'SENT', tries = tries + 1, job_id = $2, sent_at = $3,
              last_error = '' where id = $1`,
      [id, r.jobId, r.at.toISOString()],
    );
    return;
  }
  await db.query(
    `update statement_deliveries set status = $2, tries = $3, next_at = $4, last_error = $5 where id = $1`,
    [id, r.giveUp ? 'FAILED' : 'PENDING', r.tries, r.nextAt.toISOString(), r.error],
  );
}

export async function selectStatementDeliveries(
  db: Db,
  merchantId: string,
  limit: number,
): Promise<DeliveryDbRow[]> {
  const r = await db.query<DeliveryDbRow>(
    `select d.id, d.merchant_id, d.kind, d.period, d.first_day, d.last_day, d.channel, d.status, d.tries,
            d.next_at, d.last_error, d.sent_at, '' as email, null as operator_id, '' as lang
       from statement_deliveries d
      where d.merchant_id = $1 order by d.created_at desc, d.id desc limit $2`,
    [merchantId, limit],
  );
  return r.rows;
}
