import { formatTimeLabel, type ScheduleEntry } from '@courtbook/shared';

/** The start time of a cell of the day, cells `slotMinutes` long: 36 of 30 → "6:00 PM". */
export const slotLabel = (slot: number, slotMinutes: number): string =>
  formatTimeLabel(slot * slotMinutes);

/** "6:00 PM – 7:30 PM" for the cells an entry holds on the day. */
export const spanLabel = (
  entry: Pick<ScheduleEntry, 'first_slot' | 'end_slot'>,
  slotMinutes: number,
): string =>
  `${slotLabel(entry.first_slot, slotMinutes)} – ${slotLabel(entry.end_slot, slotMinutes)}`;

export const playerName = (entry: ScheduleEntry): string =>
  entry.player ? `${entry.player.first_name} ${entry.player.last_name}` : '';

/** How the booking is paid, in the desk's words. */
export const paymentLabel = (entry: ScheduleEntry): string =>
  entry.payment_due === 'venue' ? 'Pay at the club' : 'Card';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-28" → "Saturday, November 28, 2026" (a calendar date: no time zone moves it). */
export const longDate = (date: string): string => LONG_DATE.format(new Date(`${date}T00:00:00Z`));
