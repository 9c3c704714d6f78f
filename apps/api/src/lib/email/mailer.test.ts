import { describe, expect, it } from 'vitest';
import { createMailer, type MailLog } from './mailer';
import { oneTimeCodeEmail, verificationEmail, verificationLink } from './messages';

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

describe('the mailer', () => {
  it('prints each message to the log when no SMTP server is set', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ from: 'Arise Court <no-reply@x.test>', log });
    expect(mailer.kind).toBe('log');
    const link = verificationLink('http://localhost:3000/', 'abc-123');
    expect(link).toBe('http://localhost:3000/verify-email?uuid=abc-123');

    expect(await mailer.send(verificationEmail({ to: 'ann@x.test', firstName: 'Ann', link }))).toBe(
      true,
    );
    await mailer.send(oneTimeCodeEmail({ to: 'ann@x.test', firstName: 'Ann', code: '012345' }));
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      [
        'info',
        `Email to ann@x.test | Verify your email for Arise Court | verification link: ${link}`,
      ],
      [
        'info',
        'Email to ann@x.test | Your Arise Court password reset code | password reset code: 012345',
      ],
    ]);
  });

  it('logs an SMTP failure instead of throwing', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@x.test', log });
    const message = oneTimeCodeEmail({ to: 'ann@x.test', firstName: 'Ann', code: '123456' });
    expect(await mailer.send(message)).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'email could not be sent' }),
    ]);
    await mailer.close();
  });

  it('escapes names in the HTML part', () => {
    const message = verificationEmail({
      to: 'a@x.test',
      firstName: '<b>Ann</b>',
      link: 'http://x',
    });
    expect(message.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(message.text).toContain('Hello <b>Ann</b>,');
  });

  it('names the attached files in the log', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ from: 'a@x.test', log });
    await mailer.send({
      to: 'ann@x.test',
      subject: 'Your booking',
      text: 'hi',
      html: '<p>hi</p>',
      summary: 'booking 7',
      attachments: [{ filename: 'booking-7.ics', content: 'BEGIN:VCALENDAR' }],
    });
    expect(lines.map((line) => line.message)).toEqual([
      'Email to ann@x.test | Your booking | booking 7 | attachments: booking-7.ics',
    ]);
  });
});
