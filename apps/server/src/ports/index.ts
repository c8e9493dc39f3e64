import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import type { Clock, FileStore, Ports } from '../kernel/ports.ts';
import { createLocalBank } from './bank-local.ts';
import { createLocalChannelFiles } from './channel-files-local.ts';
import { createLocalFiles } from './files-local.ts';
import { createS3Files } from './files-s3.ts';
import { createLocalMail } from './mail-local.ts';
import { createHttpNotifier } from './notifier-http.ts';
import { createLocalOcr } from './ocr-local.ts';
import { createLocalPaymentNetwork } from './payment-network-local.ts';
import { createLocalRates } from './rates-local.ts';
import { createLocalSms } from './sms-local.ts';

export const systemClock: Clock = { now: () => new Date() };

/** The file store the configuration names: an S3-compatible bucket (FILES_S3_*), or local disk. */
export function createFiles(config: Pick<Config, 'filesS3' | 'dataDir'>): FileStore {
  return config.filesS3 ? createS3Files(config.filesS3) : createLocalFiles(config.dataDir);
}

/**
 * Wires the local adapters (the file store is an S3-compatible bucket when FILES_S3_ENDPOINT is set). A real vendor replaces one line here (see docs/decisions.md, "Ports");
 * nothing else in the server knows which adapter runs.
 */
export function createPorts(db: Db, config: Config, log?: Logger): Ports {
  const files = createFiles(config);
  return {
    ocr: createLocalOcr(),
    bank: createLocalBank({ failRate: config.bankFailRate, delayMs: config.bankDelayMs }),
    sms: createLocalSms(db, { demo: config.demo, log }),
    mail: createLocalMail(db, { demo: config.demo, log, failRate: config.mailFailRate }),
    files,
    channelFiles: createLocalChannelFiles(files),
    clock: systemClock,
    notifier: createHttpNotifier({ allowPrivate: config.notifyAllowPrivate }),
    network: createLocalPaymentNetwork({
      failRate: config.paynetFailRate,
      delayMs: config.paynetDelayMs,
      ratePerMinute: config.simRate,
    }),
    rates: createLocalRates(),
  };
}
