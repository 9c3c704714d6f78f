import type { MailMessage } from './mailer';

/** A message as the queue stores it (JSON): attachments' content in base64. */
export interface QueuedMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentType?: string; contentBase64: string }[];
}

const base64Of = (content: unknown): string => {
  if (typeof content === 'string') return Buffer.from(content, 'utf8').toString('base64');
  if (Buffer.isBuffer(content)) return content.toString('base64');
  throw new Error('an email attachment must be a string or a Buffer to be queued');
};

export function toQueued({ attachments, ...message }: MailMessage): QueuedMessage {
  return {
    ...message,
    ...(attachments
      ? {
          attachments: attachments.map((file) => ({
            filename: String(file.filename ?? 'attachment'),
            ...(file.contentType ? { contentType: file.contentType } : {}),
            contentBase64: base64Of(file.content),
          })),
        }
      : {}),
  };
}

export function fromQueued({ attachments, ...message }: QueuedMessage): MailMessage {
  return {
    ...message,
    ...(attachments
      ? {
          attachments: attachments.map(({ contentBase64, ...file }) => ({
            ...file,
            content: Buffer.from(contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}
