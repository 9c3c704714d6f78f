import { dayStateOf, startChoices, type MonthDayState, type SlotRules } from '@courtbook/shared';
import type { CourtTaken } from './availability.repository';
import type { CourtLayout } from './court-layouts';
import { dayAvailabilityOf, dayHalfHours } from './day-slots';

/** A clock for which every date asked about is still ahead: nothing has begun. */
const LONG_AGO = new Date(0);

/**
 * A bookable date's state for the date step (`dayStateOf`): its start choices for the minimum
 * session as the day stands at `now`, and, to tell `closed` from `full`, with only the closures
 * holding the courts and nothing begun. The same cells as the day's availability.
 */
export function bookableDayState(options: {
  layout: CourtLayout;
  date: string;
  /** What holds the location's courts that day (bookings, live holds, closures). */
  taken: readonly CourtTaken[];
  now: Date;
  rules: SlotRules;
}): Exclude<MonthDayState, 'beyond_horizon'> {
  const { layout, date, taken, now, rules } = options;
  const halfHours = dayHalfHours(date, layout.location.timeZone, rules.slotMinutes);
  const dayAt = (at: Date, holds: (row: CourtTaken) => boolean) =>
    dayAvailabilityOf({ layout, date, halfHours, taken: taken.filter(holds), now: at, rules });
  const asItStands = startChoices([dayAt(now, () => true)], rules);
  if (asItStands.some((choice) => !choice.problem)) return 'open';
  const withCourtsEmpty = startChoices([dayAt(LONG_AGO, (row) => row.kind === 'closed')], rules);
  return dayStateOf({ asItStands, withCourtsEmpty });
}
