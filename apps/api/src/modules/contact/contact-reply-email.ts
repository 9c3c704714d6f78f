import type { ContactMessageRecord, ContactReplyRecord } from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { escapeHtml, letter, PRODUCT } from '../../lib/email/messages';

/** Text as HTML, its line breaks kept. */
const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The answer to a Contact Us message, to the address it came from, signed by the staff member
 * and their club (or the product, for a message sent to no club), with the question quoted below.
 */
export function contactReplyEmail(
  message: ContactMessageRecord,
  reply: ContactReplyRecord,
): MailMessage {
  const from = message.location?.name ?? PRODUCT;
  const signature = reply.replied_by ? `${reply.replied_by}, ${from}` : from;
  return letter({
    to: { email: message.email, firstName: message.first_name },
    subject: `Re: your message to ${from}`,
    summary: `reply to the message from ${message.first_name} ${message.last_name}`,
    paragraphs: [
      { text: reply.message, html: withBreaks(reply.message) },
      { text: signature },
      {
        text: `You wrote:\n${quoted(message.message)}`,
        html: `You wrote:<blockquote style="margin: 0.5em 0; padding-left: 1em; border-left: 3px solid #ccc; color: #555">${withBreaks(message.message)}</blockquote>`,
      },
    ],
  });
}
