import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** `content` as text (a calendar file); `bytes` as sent (a PDF). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
}

export interface MailCatcher {
  /** Put this in SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Every message sent to an address (case-insensitive), oldest first. */
  to(address: string): CaughtMail[];
  /** The newest message to an address, waiting briefly for it to arrive. */
  waitFor(address: string, options?: { after?: number; timeoutMs?: number }): Promise<CaughtMail>;
  /** The link in the newest verification email to an address. */
  verificationLink(address: string): Promise<string>;
  /** The token (uuid) in the newest verification link to an address. */
  verificationToken(address: string): Promise<string>;
  /** The six-digit code in the newest code email to an address. */
  code(address: string): Promise<string>;
  clear(): void;
  /** Holds every message at the end of its DATA (the sender waits) until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

/**
 * A real SMTP server on 127.0.0.1 and a random port (or `port`) that keeps every message it receives,
 * parsed: the app sends to it through nodemailer exactly as it would to a real relay.
 */
export async function startMailCatcher(options: { port?: number } = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await held;
          messages.push({
            to: addresses(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
              bytes: file.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  async function waitFor(address: string, options: { after?: number; timeoutMs?: number } = {}) {
    // Generous: it returns as soon as the message is here, and a loaded machine is slow.
    const { after = 0, timeoutMs = 10_000 } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = to(address);
      const newest = found.length > after ? found[found.length - 1] : undefined;
      if (newest) return newest;
      if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function verificationLink(address: string) {
    const mail = await waitFor(address);
    const link = /https?:\/\/\S+\/verify-email\?uuid=[0-9a-f-]+/i.exec(mail.text)?.[0];
    if (!link) throw new Error(`no verification link in the email to ${address}:\n${mail.text}`);
    return link;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    waitFor,
    verificationLink,
    async verificationToken(address) {
      return new URL(await verificationLink(address)).searchParams.get('uuid') ?? '';
    },
    async code(address) {
      const mail = await waitFor(address);
      const code = /\b\d{6}\b/.exec(mail.text)?.[0];
      if (!code) throw new Error(`no code in the email to ${address}:\n${mail.text}`);
      return code;
    },
    clear: () => void messages.splice(0),
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release() {
      held = undefined;
      release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
