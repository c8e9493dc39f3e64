import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import type { MailPort } from '../kernel/ports.ts';
import { maskTail } from './sms-local.ts';

/**
 * Local mail server: every message lands in `message_outbox` (channel 'mail'); see sms-local.ts. A share
 * `failRate` (MAIL_FAIL_RATE, default 0) is refused with an error and not written, as a mail server that
 * is down would (the statement deliveries try again).
 */
export function createLocalMail(
  db: Db,
  opts: { demo: boolean; log?: Logger; failRate?: number; random?: () => number },
): MailPort {
  const random = opts.random ?? Math.random;
  return {
    async send(to, subject, body) {
      if ((opts.failRate ?? 0) > 0 && random() < (opts.failRate ?? 0)) {
        throw new Error('mail server unavailable (local adapter, MAIL_FAIL_RATE)');
      }
      await db.query(
        `insert into message_outbox (channel, target, subject, body) values ('mail', $1, $2, $3)`,
        [to, subject, body],
      );
      if (opts.demo) opts.log?.info({ channel: 'mail', target: to, subject, body }, 'mail (local outbox)');
      else opts.log?.info({ channel: 'mail', target: maskTail(to), subject }, 'mail (local outbox)');
    },
  };
}
