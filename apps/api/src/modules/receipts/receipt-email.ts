import { RECEIPT_METHOD_LABELS, type Receipt } from '@courtbook/shared';
import type { MailAttachment, MailMessage } from '../../lib/email/mailer';
import { letter } from '../../lib/email/messages';

const moneyIn = (currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  }
};

/** The email that carries a receipt of money taken at the desk, its PDF attached. */
export function deskReceiptEmail(
  receipt: Receipt,
  firstName: string,
  pdf: MailAttachment,
): MailMessage {
  const total = moneyIn(receipt.currency).format(Number(receipt.total));
  const method = RECEIPT_METHOD_LABELS[receipt.method].toLowerCase();
  const sessions = receipt.lines.map((line) => `${line.description}, ${line.detail}`);
  return letter({
    to: { email: receipt.player.email, firstName },
    subject: `Your receipt from ${receipt.club.name}`,
    summary: `receipt ${receipt.number}: ${total} paid at the desk for booking ${receipt.booking_id}`,
    attachments: [pdf],
    paragraphs: [
      {
        text: `Thank you: ${receipt.club.name} received ${total} (${method}) for your booking ${receipt.booking_id}.`,
      },
      { text: sessions.join('\n') },
      { text: `Your receipt ${receipt.number} is attached as a PDF.` },
    ],
  });
}
