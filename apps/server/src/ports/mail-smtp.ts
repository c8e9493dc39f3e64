import tls from 'node:tls';
import type { MailSettings } from '../config.ts';
import type { Logger } from '../kernel/log.ts';
import type { MailPort } from '../kernel/ports.ts';
import { maskTail } from './sms-local.ts';

/**
 * The SMTP mail adapter (MAIL_TRANSPORT=smtp, issue 30, point 4): nodemailer (a maintained mail library,
 * MIT-0, no dependencies) speaks SMTP: EHLO, STARTTLS (or TLS from the start for smtps://), AUTH, the
 * message as MIME with UTF-8 headers and body. The port only needs `sendMail({ from, to, subject, text })`.
 */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function createSmtpMail(opts: { transport: MailTransport; from: string; log?: Logger }): MailPort {
  return {
    async send(to, subject, body) {
      await opts.transport.sendMail({ from: opts.from, to, subject, text: body });
      opts.log?.info({ channel: 'mail', target: maskTail(to), subject }, 'mail (smtp)');
    },
  };
}

type SmtpSettings = Extract<MailSettings, { transport: 'smtp' }>;

/**
 * The transport for SMTP_URL: smtps:// is TLS from the first byte (port 465); smtp:// upgrades with
 * STARTTLS (port 587) as SMTP_STARTTLS says: `required` refuses a server that does not offer it, `optional`
 * upgrades when offered, `off` never does (tests only). The server's certificate is always verified, against
 * the system's CAs and SMTP_CA's. One connection a message (statement mails are few).
 */
export function smtpTransport(settings: SmtpSettings, opts: { timeoutMs?: number } = {}): MailTransport {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || (secure ? 465 : 587);
  const user = decodeURIComponent(url.username);
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // nodemailer is loaded at the first mail, not at start (about 20 MB a process carries otherwise).
  const options: import('nodemailer/lib/smtp-transport').Options = {
    host,
    port,
    secure,
    requireTLS: !secure && settings.starttls === 'required',
    ignoreTLS: !secure && settings.starttls === 'off',
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    name: 'merchant-portal.localdomain',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: {
      minVersion: 'TLSv1.2',
      rejectUnauthorized: true,
      ...(settings.ca ? { ca: [...tls.rootCertificates, settings.ca] } : {}),
    },
  };
  let transporter: Promise<import('nodemailer').Transporter> | null = null;
  return {
    async sendMail(m) {
      transporter ??= import('nodemailer').then((n) => n.default.createTransport(options));
      try {
        return await (await transporter).sendMail({
          from: m.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
        });
      } catch (e) {
        const err = e as Error & { code?: string; command?: string; response?: string };
        const what = [err.code, err.command, err.response ?? err.message].filter(Boolean).join(' ');
        throw new Error(`SMTP ${host}:${port} refused the mail: ${what}`, { cause: e });
      }
    },
  };
}
