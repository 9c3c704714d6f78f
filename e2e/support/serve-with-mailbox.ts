/**
 * The e2e web server: a real SMTP receiver, a small HTTP "mailbox" that lists what it received
 * (so journeys can read verification links and codes), and the built app sending mail to it.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Text attachments (a calendar file) as text; others are left out. */
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: string;
}

const mailboxPort = Number(process.env.MAILBOX_PORT ?? 3101);
const messages: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments
            .filter((a) => a.contentType.startsWith('text/'))
            .map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const mailbox = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(found));
});
await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

const app = spawn(process.execPath, ['../apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
});

const stop = () => {
  app.kill('SIGTERM');
  mailbox.close();
  smtp.close(() => undefined);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => process.exit(code ?? 0));
