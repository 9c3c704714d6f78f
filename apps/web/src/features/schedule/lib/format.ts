import {
  formatTimeLabel,
  minutesOf,
  type ScheduleEntry,
  type StaffWaitlistEntry,
} from '@courtbook/shared';

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

/**
 * The waitlist entries a session of the day sheet keeps waiting: on its court (or any court of
 * its sport), wanting a time that overlaps it, first in line first.
 */
export function waitingFor(
  entry: Pick<ScheduleEntry, 'court_id' | 'first_slot' | 'end_slot'>,
  court: { sport: string },
  slotMinutes: number,
  waitlist: readonly StaffWaitlistEntry[],
): StaffWaitlistEntry[] {
  const start = entry.first_slot * slotMinutes;
  const end = entry.end_slot * slotMinutes;
  return waitlist.filter((wait) => {
    const from = minutesOf(wait.from_time);
    const to = minutesOf(wait.to_time) || 24 * 60;
    return (
      (wait.court === null || wait.court.id === entry.court_id) &&
      (wait.sport === null || wait.sport === court.sport) &&
      from < end &&
      to > start
    );
  });
}

/** "1 waiting", "3 waiting". */
export const waitingLabel = (count: number): string => `${count} waiting`;
