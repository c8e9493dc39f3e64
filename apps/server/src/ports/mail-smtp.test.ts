import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMail, smtpTransport } from './mail-smtp.ts';

/**
 * The SMTP adapter against a fake SMTP server on a local port (issue 30, point 4): the commands in order,
 * AUTH PLAIN with the URL's user, the message as the server receives it, and the refusals.
 */
interface Session {
  commands: string[];
  data: string;
}
const sessions: Session[] = [];
let refuseRcpt = false;
let offerStartTls = false;
let server: net.Server;
let port = 0;

beforeAll(async () => {
  server = net.createServer((socket) => {
    const s: Session = { commands: [], data: '' };
    sessions.push(s);
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (b) => {
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
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO')
          socket.write(`250-fake.smtp\r\n${offerStartTls ? '250-STARTTLS\r\n' : ''}250 AUTH PLAIN\r\n`);
        else if (verb === 'AUTH')
          socket.write(
            line === `AUTH PLAIN ${Buffer.from('\0mailer\0p@ss w').toString('base64')}`
              ? '235 ok\r\n'
              : '535 no\r\n',
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
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => server?.close());

const settings = (starttls: 'required' | 'optional' | 'off' = 'off', user = 'mailer:p%40ss%20w@') => ({
  transport: 'smtp' as const,
  url: `smtp://${user}127.0.0.1:${port}`,
  starttls,
  from: 'Portal <noreply@portal.example>',
});

describe('SMTP mail adapter', () => {
  it('sends a UTF-8 message: EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT', async () => {
    sessions.length = 0;
    const s = settings();
    const mail = createSmtpMail({ transport: smtpTransport(s), from: s.from });
    await mail.send(
      'merchant@example.com',
      '對賬單 Statement 2026-11',
      '您好，\n.a line with a dot\n附件見入口網站。',
    );
    const [session] = sessions;
    expect(session.commands.map((c) => c.split(' ')[0])).toEqual([
      'EHLO',
      'AUTH',
      'MAIL',
      'RCPT',
      'DATA',
      'QUIT',
    ]);
    expect(session.commands[2]).toBe('MAIL FROM:<noreply@portal.example>');
    expect(session.commands[3]).toBe('RCPT TO:<merchant@example.com>');
    const [head, body] = session.data.split('\r\n\r\n');
    expect(head).toContain('From: Portal <noreply@portal.example>');
    expect(head).toContain('To: merchant@example.com');
    expect(head).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('對賬單 Statement 2026-11').toString('base64')}?=`,
    );
    expect(head).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(
      '您好，\n.a line with a dot\n附件見入口網站。',
    );
  });

  it('fails clearly when the server refuses the recipient or the password', async () => {
    refuseRcpt = true;
    try {
      await expect(
        smtpTransport(settings()).sendMail({ from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' }),
      ).rejects.toThrow(/RCPT TO refused: 550/);
    } finally {
      refuseRcpt = false;
    }
    await expect(
      smtpTransport(settings('off', 'mailer:wrong@')).sendMail({
        from: 'a@b.c',
        to: 'x@y.z',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow(/AUTH refused: 535/);
  });

  it('refuses to send in plain text when STARTTLS is required and not offered; optional goes on', async () => {
    offerStartTls = false;
    const m = { from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' };
    await expect(smtpTransport(settings('required')).sendMail(m)).rejects.toThrow(/offers no STARTTLS/);
    await expect(smtpTransport(settings('optional')).sendMail(m)).resolves.toBeTruthy();
  });

  it('fails when nothing answers', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const s = { ...settings(), url: `smtp://127.0.0.1:${free}` };
    await expect(
      smtpTransport(s).sendMail({ from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' }),
    ).rejects.toThrow();
  });
});
