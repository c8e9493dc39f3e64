import type { Db } from '../db/types.ts';
import type { Logger } from '../http/endpoint.ts';
import { maskTail } from './sms-local.ts';
import type { MailPort } from './types.ts';

/** Local mail server: every message lands in `message_outbox` (channel 'mail'); see sms-local.ts. */
export function createLocalMail(db: Db, opts: { demo: boolean; log?: Logger }): MailPort {
  return {
    async send(to, subject, body) {
      await db.query(
        `insert into message_outbox (channel, target, subject, body) values ('mail', $1, $2, $3)`,
        [to, subject, body],
      );
      if (opts.demo) opts.log?.info({ channel: 'mail', target: to, subject, body }, 'mail (local outbox)');
      else opts.log?.info({ channel: 'mail', target: maskTail(to), subject }, 'mail (local outbox)');
    },
  };
}
