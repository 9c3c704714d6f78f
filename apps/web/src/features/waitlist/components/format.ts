import { formatDurationLabel, type WaitlistEntry } from '@courtbook/shared';
import { formatBookingDate, formatClock } from '../../../lib/format-booking';

/** "1st", "2nd", "3rd", "4th" … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "Mon, Dec 7, 2026, 6:00 PM – 8:00 PM · 1 hour · any court" */
export function wantedLabel(entry: WaitlistEntry): string {
  const court = entry.court
    ? (entry.court.name ?? `Court ${entry.court.court_number}`)
    : entry.sport
      ? `any ${entry.sport} court`
      : 'any court';
  return `${formatBookingDate(entry.booking_date)}, ${formatClock(entry.from_time)} – ${formatClock(entry.to_time)} · ${formatDurationLabel(entry.duration_minutes)} · ${court}`;
}

/** "Court 3, 6:00 PM – 7:00 PM" of an offer. */
export function offerLabel(offer: NonNullable<WaitlistEntry['offer']>): string {
  return `${offer.court_name ?? `Court ${offer.court_number}`}, ${formatClock(offer.start_time)} – ${formatClock(offer.end_time)}`;
}

/** "6:15 PM" in the viewer's clock. */
export const heldUntil = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** What the status says to the player. */
export function statusText(entry: WaitlistEntry): string {
  switch (entry.status) {
    case 'waiting':
      return entry.place === null ? 'Waiting' : `Waiting · ${ordinal(entry.place)} in line`;
    case 'offered':
      return `Court held for you until ${heldUntil(entry.offer!.expires_at)}`;
    case 'booked':
      return 'Booked';
    case 'passed':
      return 'Offer passed on: it was not taken in time';
    case 'expired':
      return 'Ended: play would have started';
    case 'left':
      return 'Left';
  }
}
