import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../db/client';

/** A file sent with a message, in nodemailer's shape (e.g. `{ filename, content, contentType }`). */
export type MailAttachment = Mail.Attachment;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one thing the reader needs (the link or the code): what the log transport prints. */
  summary: string;
  attachments?: MailAttachment[];
}

/** The message with `files` attached after its own (a receipt beside a calendar file). */
export const withAttachments = (message: MailMessage, files: MailAttachment[]): MailMessage => ({
  ...message,
  attachments: [...(message.attachments ?? []), ...files],
});

/**
 * Anything that takes a message to deliver: the outbox (plugins/email-outbox.ts), which queues it
 * through `db` (pass the transaction making the change it reports), or a mailer.
 */
export interface MailSender {
  send(message: MailMessage, options?: { db?: Database }): Promise<unknown>;
}

export interface Mailer {
  /** `smtp` sends for real; `log` prints each message to the log instead. */
  readonly kind: 'smtp' | 'log';
  /**
   * Delivers a message. It never rejects: a failure is logged and reported as `false`, because an
   * email that could not be sent must not undo the change it reports.
   */
  send(message: MailMessage): Promise<boolean>;
  close(): Promise<void>;
}

/** The part of a logger the mailer writes to (pino's and Fastify's loggers fit). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CreateMailerOptions {
  /** smtp:// or smtps:// URL; without it messages are printed to the log. */
  smtpUrl?: string | undefined;
  from: string;
  log: MailLog;
}

/** Nodemailer waits up to two minutes for a silent server by default: far too long for a request. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer({ smtpUrl, from, log }: CreateMailerOptions): Mailer {
  if (!smtpUrl) return createLogMailer(log);

  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());

  return {
    kind: 'smtp',
    async send({ to, subject, text, html, attachments }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          ...(attachments ? { attachments } : {}),
        });
        log.info({ email: { to, subject } }, 'email sent');
        return true;
      } catch (err) {
        log.error({ err, email: { to, subject } }, 'email could not be sent');
        return false;
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

function createLogMailer(log: MailLog): Mailer {
  return {
    kind: 'log',
    send({ to, subject, summary, attachments = [] }) {
      const files = attachments.map((file) => file.filename || 'attachment');
      const listed = files.length > 0 ? ` | attachments: ${files.join(', ')}` : '';
      log.info({ email: { to, subject } }, `Email to ${to} | ${subject} | ${summary}${listed}`);
      return Promise.resolve(true);
    },
    async close() {},
  };
}
