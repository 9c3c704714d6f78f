import {
  BASE_SLOT_MINUTES,
  courtFactsOf,
  DAY_MINUTES,
  DEFAULT_SLOT_RULES,
  earliestStartMinutes,
  halfHoursOf,
  isWithinOpeningHours,
  type HalfHour,
  type OpeningHours,
  type SlotRules,
  type DayAvailability,
  type SlotState,
} from '@courtbook/shared';
import { boundedMemo } from '../../lib/bounded-memo';
import type { CourtTaken } from './availability.repository';
import type { CourtLayout } from './court-layouts';

/**
 * The day's cells of `slotMinutes` (a court's or location's rules), worked out once per date, zone
 * and slot length: every request for a date asks the same arithmetic.
 */
export const dayHalfHours = boundedMemo(
  (date: string, timeZone: string, slotMinutes: number) => halfHoursOf(date, timeZone, slotMinutes),
  (date, timeZone, slotMinutes) => `${date} ${timeZone} ${slotMinutes}`,
);

/** When the local date begins and ends (23 or 25 hours on a day the clocks change). */
export function localDayOf(date: string, timeZone: string): { startsAt: Date; endsAt: Date } {
  const cells = dayHalfHours(date, timeZone, BASE_SLOT_MINUTES);
  return { startsAt: cells[0]!.startsAt, endsAt: cells.at(-1)!.endsAt };
}

/**
 * What every court shares on the date: the cells gone, skipped by the clocks, or outside opening
 * hours or the rules' day. `halfHours` are the cells of `rules.slotMinutes`.
 */
export function baseSlots(options: {
  location: { timeZone: string; openingHours: OpeningHours };
  date: string;
  halfHours: HalfHour[];
  now: Date;
  rules?: SlotRules;
}): SlotState[] {
  const { location, date, halfHours, now, rules = DEFAULT_SLOT_RULES } = options;
  const earliest = earliestStartMinutes(date, now, location.timeZone, rules) ?? DAY_MINUTES;
  return halfHours.map((range, i): SlotState => {
    const start = i * rules.slotMinutes;
    const end = start + rules.slotMinutes;
    if (range.skipped) return 'skipped';
    if (start < earliest) return 'past';
    if (start < rules.dayStart || end > rules.dayEnd) return 'outside_hours';
    if (!isWithinOpeningHours(location.openingHours, date, start, end)) return 'outside_hours';
    return 'free';
  });
}

/** Something holding a court for a while: a booking or hold (`booked`), or a closure (`closed`). */
export interface CourtHold {
  startsAt: Date;
  endsAt: Date;
  kind: 'booked' | 'closed';
}

/**
 * One court's half hours: the shared states, `closed` throughout when the court is out of use, and
 * each hold marked over the half hours it touches where `marks` allows (players see only what is
 * still free marked; staff see past bookings too).
 */
export function courtSlots(options: {
  base: readonly SlotState[];
  halfHours: readonly HalfHour[];
  isActive: boolean;
  holds: readonly CourtHold[];
  marks: (state: SlotState) => boolean;
}): SlotState[] {
  const { base, halfHours, isActive, holds, marks } = options;
  const slots = base.map((state) => (state === 'free' && !isActive ? 'closed' : state));
  for (const hold of holds) {
    halfHours.forEach((half, i) => {
      if (marks(slots[i]!) && half.startsAt < hold.endsAt && half.endsAt > hold.startsAt)
        slots[i] = hold.kind;
    });
  }
  return slots;
}

/**
 * The day's availability at `now` as players see it: each court's cells, with what `taken` holds
 * marked over the cells still free. `halfHours` are the date's cells (`dayHalfHours`).
 */
export function dayAvailabilityOf(options: {
  layout: CourtLayout;
  date: string;
  halfHours: HalfHour[];
  taken: readonly CourtTaken[];
  now: Date;
  rules: SlotRules;
}): DayAvailability {
  const { layout, date, halfHours, taken, now, rules } = options;
  const { location, courts } = layout;
  const base = baseSlots({ location, date, halfHours, now, rules });
  return {
    location_id: location.id,
    date,
    time_zone: location.timeZone,
    slot_minutes: rules.slotMinutes,
    courts: courts.map((court) => ({
      ...courtFactsOf(court),
      court_id: court.id,
      court_number: court.courtNumber,
      slots: courtSlots({
        base,
        halfHours,
        isActive: court.isActive,
        holds: taken.filter((row) => row.courtId === court.id),
        marks: (state) => state === 'free',
      }),
    })),
  };
}

/** The index of the first half hour `instant` touches, and the one after the last (clipped to the day). */
export function slotSpan(halfHours: readonly HalfHour[], startsAt: Date, endsAt: Date) {
  let first = halfHours.findIndex((half) => half.endsAt > startsAt);
  if (first < 0) first = halfHours.length;
  let end = first;
  while (end < halfHours.length && halfHours[end]!.startsAt < endsAt) end++;
  return { first, end };
}
