import {
  courtLabel,
  formatCalendarDate,
  formatTimeLabel,
  minutesOf,
  WaitlistMessages,
} from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { escapeHtml, letter } from '../../lib/email/messages';

/** The page that takes an offer: `${APP_URL}/waitlist/<entry id>`. */
export const offerLink = (appUrl: string, entryId: number) =>
  `${appUrl.replace(/\/+$/, '')}/waitlist/${entryId}`;

/** "6:05 PM" in the location's clock. */
const localClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);

/** The offer of a freed session to the player first in line, with the link that takes it. */
export function offerEmail(offer: {
  to: { email: string; firstName: string };
  locationName: string;
  timeZone: string;
  court: { court_number: number; name: string | null };
  date: string;
  startTime: string;
  endTime: string;
  holdExpiresAt: Date;
  link: string;
}): MailMessage {
  const when = `${formatCalendarDate(offer.date)}, ${formatTimeLabel(minutesOf(offer.startTime))} to ${formatTimeLabel(minutesOf(offer.endTime))}`;
  const until = localClock(offer.holdExpiresAt, offer.timeZone);
  return letter({
    to: offer.to,
    subject: `${WaitlistMessages.offerEmailSubject}: ${offer.locationName}`,
    summary: `waitlist offer: ${offer.link}`,
    paragraphs: [
      {
        text: `A court you waited for is free: ${courtLabel(offer.court)} at ${offer.locationName}, ${when}.`,
      },
      {
        text: `We are holding it for you until ${until}. After that it goes to the next player in line.`,
      },
      {
        text: `Take it and pay: ${offer.link}`,
        html: `<a href="${escapeHtml(offer.link)}">Take it and pay</a>`,
      },
    ],
  });
}
