import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMail, smtpTransport } from './mail-smtp.ts';

/**
 * The SMTP adapter against a fake SMTP server on a local port (issue 30, point 4): the commands in order,
 * AUTH PLAIN with the URL's user, the message as the server receives it, the refusals, and STARTTLS with a
 * certificate of a CA the system does not know (test/smtp-tls): refused until SMTP_CA names that CA.
 */
const tlsDir = path.join(import.meta.dirname, '../../test/smtp-tls');
const pem = (name: string) => fs.readFileSync(path.join(tlsDir, name), 'utf8');

interface Session {
  commands: string[];
  data: string;
  /** Whether the commands from here on came over TLS. */
  secured: boolean[];
}
const sessions: Session[] = [];
let refuseRcpt = false;
let offerStartTls = false;
let server: net.Server;
let port = 0;

function serve(socket: net.Socket | tls.TLSSocket, s: Session, secured: boolean) {
  let inData = false;
  let buffer = '';
  const onData = (b: Buffer) => {
    buffer += b.toString('utf8');
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          socket.write('250 2.0.0 queued as F4K3\r\n');
        } else s.data += `${line}\r\n`;
        continue;
      }
      s.commands.push(line);
      s.secured.push(secured);
      const verb = line.split(' ')[0].toUpperCase();
      if (verb === 'EHLO')
        socket.write(
          `250-fake.smtp\r\n${offerStartTls && !secured ? '250-STARTTLS\r\n' : ''}250 AUTH PLAIN\r\n`,
        );
      else if (verb === 'STARTTLS' && offerStartTls && !secured) {
        socket.off('data', onData);
        socket.write('220 go ahead\r\n');
        const secure = new tls.TLSSocket(socket, {
          isServer: true,
          key: pem('server-key.pem'),
          cert: pem('server.pem'),
        });
        secure.on('error', () => undefined);
        serve(secure, s, true);
        return;
      } else if (verb === 'AUTH')
        socket.write(
          line === `AUTH PLAIN ${Buffer.from('\0mailer\0p@ss w').toString('base64')}`
            ? '235 ok\r\n'
            : '535 5.7.8 no\r\n',
        );
      else if (verb === 'MAIL') socket.write('250 ok\r\n');
      else if (verb === 'RCPT') socket.write(refuseRcpt ? '550 5.1.1 no such user\r\n' : '250 ok\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go on\r\n');
      } else if (verb === 'QUIT') {
        socket.write('221 bye\r\n');
        socket.end();
      } else socket.write('502 what\r\n');
    }
  };
  socket.on('data', onData);
}

beforeAll(async () => {
  server = net.createServer((socket) => {
    const s: Session = { commands: [], data: '', secured: [] };
    sessions.push(s);
    socket.on('error', () => undefined);
    socket.write('220 fake.smtp ESMTP\r\n');
    serve(socket, s, false);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => server?.close());

const settings = (
  starttls: 'required' | 'optional' | 'off' = 'off',
  user = 'mailer:p%40ss%20w@',
  ca?: string,
) => ({
  transport: 'smtp' as const,
  url: `smtp://${user}127.0.0.1:${port}`,
  starttls,
  from: 'Portal <noreply@portal.example>',
  ...(ca ? { ca } : {}),
});

/** RFC 2047 words (B or Q) back to text. */
const decodeWords = (v: string) =>
  v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** The message as received: unfolded headers by lower-case name, and the decoded body. */
function parse(data: string) {
  const at = data.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const h of data
    .slice(0, at)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const c = h.indexOf(':');
    headers.set(h.slice(0, c).toLowerCase(), h.slice(c + 1).trim());
  }
  // The fake keeps the dot-stuffed lines as sent: one leading dot of a line is the sender's stuffing.
  const raw = data.slice(at + 4).replace(/^\./gm, '');
  const cte = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    cte === 'base64'
      ? Buffer.from(raw.replace(/\s/g, ''), 'base64').toString('utf8')
      : cte === 'quoted-printable'
        ? Buffer.from(
            raw
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : raw;
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

const message = { from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' };

describe('SMTP mail adapter', () => {
  it('sends a UTF-8 message: EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA', async () => {
    sessions.length = 0;
    const s = settings();
    const mail = createSmtpMail({ transport: smtpTransport(s), from: s.from });
    await mail.send(
      'merchant@example.com',
      '對賬單 Statement 2026-11',
      '您好，\n.a line with a dot\n附件見入口網站。',
    );
    const [session] = sessions;
    expect(session.commands.map((c) => c.split(' ')[0]).slice(0, 5)).toEqual([
      'EHLO',
      'AUTH',
      'MAIL',
      'RCPT',
      'DATA',
    ]);
    expect(session.commands[2]).toBe('MAIL FROM:<noreply@portal.example>');
    expect(session.commands[3]).toBe('RCPT TO:<merchant@example.com>');
    const { headers, body } = parse(session.data);
    expect(headers.get('from')).toBe('Portal <noreply@portal.example>');
    expect(headers.get('to')).toBe('merchant@example.com');
    expect(decodeWords(headers.get('subject') ?? '')).toBe('對賬單 Statement 2026-11');
    expect(headers.get('content-type')?.toLowerCase()).toContain('charset=utf-8');
    expect(body).toBe('您好，\n.a line with a dot\n附件見入口網站。');
  });

  it('fails clearly when the server refuses the recipient or the password', async () => {
    refuseRcpt = true;
    try {
      await expect(smtpTransport(settings()).sendMail(message)).rejects.toThrow(/EENVELOPE.*550 5\.1\.1/);
    } finally {
      refuseRcpt = false;
    }
    await expect(smtpTransport(settings('off', 'mailer:wrong@')).sendMail(message)).rejects.toThrow(
      /EAUTH.*535/,
    );
  });

  it('refuses to send in plain text when STARTTLS is required and not offered; optional goes on', async () => {
    offerStartTls = false;
    sessions.length = 0;
    await expect(smtpTransport(settings('required')).sendMail(message)).rejects.toThrow(/STARTTLS/);
    expect(sessions[0].commands.some((c) => c.startsWith('MAIL'))).toBe(false);
    await expect(smtpTransport(settings('optional')).sendMail(message)).resolves.toBeTruthy();
  });

  it('upgrades with STARTTLS, verifying the certificate against the system CAs and SMTP_CA', async () => {
    offerStartTls = true;
    try {
      // The fake's certificate is signed by a CA the system does not trust: refused before any AUTH.
      sessions.length = 0;
      await expect(smtpTransport(settings('required')).sendMail(message)).rejects.toThrow(
        /ESOCKET|ETLS|certificate/i,
      );
      expect(sessions[0].commands.some((c) => c.startsWith('AUTH'))).toBe(false);
      // With that CA given (SMTP_CA_FILE), the same server is trusted; everything after STARTTLS is encrypted.
      sessions.length = 0;
      const s = settings('required', 'mailer:p%40ss%20w@', pem('ca.pem'));
      await createSmtpMail({ transport: smtpTransport(s), from: s.from }).send(
        'm@example.com',
        '主題',
        '內文',
      );
      const [session] = sessions;
      const upgrade = session.commands.indexOf('STARTTLS');
      expect(upgrade).toBeGreaterThan(0);
      expect(session.secured.slice(0, upgrade + 1).every((x) => !x)).toBe(true);
      const after = session.commands.slice(upgrade + 1).map((c) => c.split(' ')[0]);
      expect(after.slice(0, 5)).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
      expect(session.secured.slice(upgrade + 1).every(Boolean)).toBe(true);
      expect(parse(session.data).body).toBe('內文');
      // optional with the CA upgrades too; off never does.
      sessions.length = 0;
      await smtpTransport({ ...s, starttls: 'off' }).sendMail(message);
      expect(sessions[0].commands).not.toContain('STARTTLS');
      expect(sessions[0].secured.every((x) => !x)).toBe(true);
    } finally {
      offerStartTls = false;
    }
  });

  it('fails when nothing answers', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const s = { ...settings(), url: `smtp://127.0.0.1:${free}` };
    await expect(smtpTransport(s).sendMail(message)).rejects.toThrow(/ECONNECTION|ECONNREFUSED/);
  });
});
