import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import type { Clock, FileStore, Ports } from '../kernel/ports.ts';
import { createLocalBank } from './bank-local.ts';
import { createLocalCa } from './ca-local.ts';
import { createLocalChannelFiles } from './channel-files-local.ts';
import { createLocalFace } from './face-local.ts';
import { createLocalFiles } from './files-local.ts';
import { createS3Files } from './files-s3.ts';
import { createLocalMail } from './mail-local.ts';
import { createSmtpMail, smtpTransport } from './mail-smtp.ts';
import { createHttpNotifier } from './notifier-http.ts';
import { createLocalOcr } from './ocr-local.ts';
import { createLocalPaymentNetwork } from './payment-network-local.ts';
import { createLocalRates } from './rates-local.ts';
import { createHttpSms } from './sms-http.ts';
import { createLocalSms } from './sms-local.ts';
import { createLocalXferNetwork } from './xfer-network-local.ts';

export const systemClock: Clock = { now: () => new Date() };

/** The file store the configuration names: an S3-compatible bucket (FILES_S3_*), or local disk. */
export function createFiles(config: Pick<Config, 'filesS3' | 'dataDir'>): FileStore {
  return config.filesS3 ? createS3Files(config.filesS3) : createLocalFiles(config.dataDir);
}

/**
 * Wires the adapters: local ones by default; the file store is an S3-compatible bucket when
 * FILES_S3_ENDPOINT is set, mail goes to an SMTP server with MAIL_TRANSPORT=smtp and texts to an HTTP SMS
 * gateway with SMS_TRANSPORT=http (docs/deployment.md, "The production profile"). A real vendor replaces one line here (see docs/decisions.md, "Ports");
 * nothing else in the server knows which adapter runs.
 */
export function createPorts(db: Db, config: Config, log?: Logger): Ports {
  const files = createFiles(config);
  return {
    ocr: createLocalOcr(),
    bank: createLocalBank({ failRate: config.bankFailRate, delayMs: config.bankDelayMs }),
    sms:
      config.sms.transport === 'http'
        ? createHttpSms(config.sms, { log })
        : createLocalSms(db, { demo: config.demo, log }),
    mail:
      config.mail.transport === 'smtp'
        ? createSmtpMail({ transport: smtpTransport(config.mail), from: config.mail.from, log })
        : createLocalMail(db, { demo: config.demo, log, failRate: config.mailFailRate }),
    files,
    channelFiles: createLocalChannelFiles(files),
    clock: systemClock,
    face: createLocalFace(db, systemClock),
    notifier: createHttpNotifier({ allowPrivate: config.notifyAllowPrivate }),
    network: createLocalPaymentNetwork({
      failRate: config.paynetFailRate,
      delayMs: config.paynetDelayMs,
      ratePerMinute: config.simRate,
    }),
    ca: createLocalCa(db),
    rates: createLocalRates(),
    xferNetwork: createLocalXferNetwork(),
  };
}
