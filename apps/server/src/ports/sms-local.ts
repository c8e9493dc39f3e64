import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import type { SmsPort } from '../kernel/ports.ts';

/**
 * Local SMS gateway: every text lands in `message_outbox` (channel 'sms'), where a developer or the
 * DEMO=1 outbox page reads it. The log line carries the text only in demo mode, because texts hold
 * one-time codes and production logs must not.
 */
export function createLocalSms(db: Db, opts: { demo: boolean; log?: Logger }): SmsPort {
  return {
    async send(to, text) {
      const target = `${to.areaCode} ${to.mobile}`;
      await db.query(`insert into message_outbox (channel, target, body) values ('sms', $1, $2)`, [
        target,
        text,
      ]);
      if (opts.demo) opts.log?.info({ channel: 'sms', target, text }, 'sms (local outbox)');
      else opts.log?.info({ channel: 'sms', target: maskTail(target) }, 'sms (local outbox)');
    },
  };
}

/** Keeps the last 4 characters, enough to tell two targets apart in a log. */
export function maskTail(value: string): string {
  return value.length <= 4 ? '****' : `****${value.slice(-4)}`;
}
