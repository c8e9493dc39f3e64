import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../http/endpoint.ts';
import { createLocalBank } from './bank-local.ts';
import { createLocalFiles } from './files-local.ts';
import { createLocalMail } from './mail-local.ts';
import { createHttpNotifier } from './notifier-http.ts';
import { createLocalOcr } from './ocr-local.ts';
import { createLocalPaymentNetwork } from './payment-network-local.ts';
import { createLocalSms } from './sms-local.ts';
import type { Clock, Ports } from './types.ts';

export const systemClock: Clock = { now: () => new Date() };

/**
 * Wires the local adapters. A real vendor replaces one line here (see docs/decisions.md, "Ports");
 * nothing else in the server knows which adapter runs.
 */
export function createPorts(db: Db, config: Config, log?: Logger): Ports {
  return {
    ocr: createLocalOcr(),
    bank: createLocalBank({ failRate: config.bankFailRate, delayMs: config.bankDelayMs }),
    sms: createLocalSms(db, { demo: config.demo, log }),
    mail: createLocalMail(db, { demo: config.demo, log, failRate: config.mailFailRate }),
    files: createLocalFiles(config.dataDir),
    clock: systemClock,
    notifier: createHttpNotifier({ allowPrivate: config.notifyAllowPrivate }),
    network: createLocalPaymentNetwork({
      failRate: config.paynetFailRate,
      delayMs: config.paynetDelayMs,
      ratePerMinute: config.simRate,
    }),
  };
}
