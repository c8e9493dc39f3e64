import net from 'node:net';
import tls from 'node:tls';
import type { MailSettings } from '../config.ts';
import type { Logger } from '../kernel/log.ts';
import type { MailPort } from '../kernel/ports.ts';
import { maskTail } from './sms-local.ts';

/**
 * The SMTP mail adapter (MAIL_TRANSPORT=smtp, issue 30, point 4). It writes the message (plain text,
 * UTF-8, base64 body, RFC 2047 subject) and hands it to a transport: the shape of a mail library's
 * `sendMail({ from, to, subject, text })` (nodemailer's transporter has it), so that a maintained library
 * replaces `smtpTransport` below in one line. Until then `smtpTransport` speaks the few SMTP commands this
 * needs itself: EHLO, STARTTLS, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT.
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

/** A reply of the server: its code and its lines. */
interface Reply {
  code: number;
  lines: string[];
}

class SmtpError extends Error {
  constructor(
    readonly step: string,
    readonly reply: Reply,
  ) {
    super(`SMTP ${step} refused: ${reply.code} ${reply.lines.join(' | ')}`);
    this.name = 'SmtpError';
  }
}

/** Reads replies (multi-line `250-…` then `250 …`) from a socket, one at a time. */
function replyReader(socket: net.Socket | tls.TLSSocket) {
  let buffer = '';
  let lines: string[] = [];
  const ready: Reply[] = [];
  const waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | null = null;
  const onData = (b: Buffer) => {
    buffer += b.toString('utf8');
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        const r = { code: Number(line.slice(0, 3)), lines };
        lines = [];
        const w = waiting.shift();
        if (w) w.resolve(r);
        else ready.push(r);
      }
    }
  };
  const onEnd = (e?: Error) => {
    failure = e ?? new Error('SMTP connection closed');
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  socket.on('data', onData);
  socket.on('error', onEnd);
  socket.on('close', () => onEnd());
  return {
    next(): Promise<Reply> {
      const r = ready.shift();
      if (r) return Promise.resolve(r);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    detach() {
      socket.off('data', onData);
    },
  };
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
/** An address out of `Name <a@b>` or `a@b`. */
const address = (s: string) => /<([^>]+)>/.exec(s)?.[1] ?? s.trim();
const header = (s: string) => (/^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${b64(s)}?=`);

/** The message as DATA carries it: headers, a blank line, the base64 body in 76-character lines. */
export function formatMessage(
  m: { from: string; to: string; subject: string; text: string },
  now = new Date(),
) {
  const body = b64(m.text).replace(/.{1,76}/g, '$&\r\n');
  return [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${header(m.subject)}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** The built-in SMTP client: one connection per message (statement mails are few). */
export function smtpTransport(settings: SmtpSettings, opts: { timeoutMs?: number } = {}): MailTransport {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname;
  const port = Number(url.port) || (secure ? 465 : 587);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const timeoutMs = opts.timeoutMs ?? 30_000;
  return {
    async sendMail(m) {
      let socket: net.Socket | tls.TLSSocket = secure
        ? tls.connect({ host, port, servername: host })
        : net.connect({ host, port });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`SMTP ${host}:${port} timed out`)));
      let reader = replyReader(socket);
      const expect = async (step: string, ok: (code: number) => boolean) => {
        const r = await reader.next();
        if (!ok(r.code)) throw new SmtpError(step, r);
        return r;
      };
      const command = (line: string) => socket.write(`${line}\r\n`);
      try {
        await expect('greeting', (c) => c === 220);
        command(`EHLO ${hostnameForEhlo()}`);
        let ehlo = await expect('EHLO', (c) => c === 250);
        const offers = (word: string) => ehlo.lines.some((l) => l.toUpperCase().startsWith(word));
        if (!secure && settings.starttls !== 'off') {
          if (offers('STARTTLS')) {
            command('STARTTLS');
            await expect('STARTTLS', (c) => c === 220);
            reader.detach();
            const plain = socket;
            socket = tls.connect({ socket: plain, servername: host });
            await new Promise<void>((resolve, reject) => {
              socket.once('secureConnect', () => resolve());
              socket.once('error', reject);
            });
            reader = replyReader(socket);
            command(`EHLO ${hostnameForEhlo()}`);
            ehlo = await expect('EHLO', (c) => c === 250);
          } else if (settings.starttls === 'required') {
            throw new Error(`SMTP ${host}:${port} offers no STARTTLS (SMTP_STARTTLS=required)`);
          }
        }
        if (user) {
          command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString('base64')}`);
          await expect('AUTH', (c) => c === 235);
        }
        command(`MAIL FROM:<${address(m.from)}>`);
        await expect('MAIL FROM', (c) => c === 250);
        command(`RCPT TO:<${address(m.to)}>`);
        await expect('RCPT TO', (c) => c === 250 || c === 251);
        command('DATA');
        await expect('DATA', (c) => c === 354);
        // Dot-stuffing: a line that starts with '.' gets another one.
        socket.write(`${formatMessage(m).replace(/^\./gm, '..')}\r\n.\r\n`);
        const done = await expect('message', (c) => c === 250);
        command('QUIT');
        // The message is queued already: a server that hangs up instead of saying goodbye is no failure.
        await reader.next().catch(() => undefined);
        return done;
      } finally {
        socket.end();
      }
    },
  };
}

function hostnameForEhlo(): string {
  return 'merchant-portal.localdomain';
}
