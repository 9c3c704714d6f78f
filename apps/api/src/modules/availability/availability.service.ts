import {
  AvailabilityMessages,
  bookingHorizonProblem,
  centsToDecimal,
  DAY_MINUTES,
  DAY_SLOTS,
  earliestStartMinutes,
  isWithinOpeningHours,
  localDateTime,
  sessionDates,
  SLOT_MINUTES,
  slotInstants,
  timeOf,
  type AvailabilityQuery,
  type CourtAvailability,
  type DayAvailability,
  type DayAvailabilityQuery,
  type SlotState,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { AvailabilityRepository } from './availability.repository';

type BookableLocation = NonNullable<
  Awaited<ReturnType<AvailabilityRepository['findBookableLocation']>>
>;

export function createAvailabilityService(repository: AvailabilityRepository) {
  /** The location, if it takes bookings on all of `dates` (today or later, within its horizon). */
  async function bookableLocation(locationId: number, dates: string[], now: Date) {
    const location = await repository.findBookableLocation(locationId);
    if (!location) throw AppError.notFound(AvailabilityMessages.locationNotFound);
    if (earliestStartMinutes(dates[0]!, now, location.timeZone) === undefined) {
      throw AppError.badRequest(AvailabilityMessages.datePast);
    }
    const beyondHorizon = bookingHorizonProblem({ dates, now, location });
    if (beyondHorizon) throw AppError.badRequest(beyondHorizon);
    return location;
  }

  return {
    /**
     * Every court of the location, marked booked when anything keeps it from this slot on any
     * requested date, with the reason and the dates that clash.
     */
    async checkCourts(query: AvailabilityQuery, now = new Date()): Promise<CourtAvailability[]> {
      const dates = sessionDates(query.date, query.book_for_four_weeks);
      const location = await bookableLocation(query.location_id, dates, now);
      const earliest = earliestStartMinutes(query.date, now, location.timeZone)!;
      if (query.start_time < earliest) throw AppError.badRequest(AvailabilityMessages.startPassed);

      const ranges = dates.map((date) =>
        slotInstants(date, query.start_time, query.end_time, location.timeZone),
      );
      if (ranges.some((range) => range.endsAt <= range.startsAt)) {
        throw AppError.badRequest(AvailabilityMessages.clockChange);
      }
      const closedDates = dates.filter(
        (date) =>
          !isWithinOpeningHours(location.openingHours, date, query.start_time, query.end_time),
      );
      const rows = await repository.courtsWithConflicts({ locationId: location.id, ranges, now });

      return rows.map((row) => {
        const closed = row.isActive
          ? [...new Set([...closedDates, ...row.closedIn.map((i) => dates[i]!)])].sort()
          : dates;
        const booked = row.bookedIn.map((i) => dates[i]!);
        const reason = closed.length > 0 ? 'closed' : booked.length > 0 ? 'booked' : null;
        return {
          court_id: row.id,
          court_number: row.courtNumber,
          court_fee_hrs: centsToDecimal(row.hourlyFeeCents),
          is_booked: reason !== null,
          unavailable_reason: reason,
          unavailable_dates: reason === 'closed' ? closed : booked,
        };
      });
    },

    /** Every court of the location, every half hour of the date: free, booked, closed, … */
    async day(query: DayAvailabilityQuery, now = new Date()): Promise<DayAvailability> {
      const location = await bookableLocation(query.location_id, [query.date], now);
      const dayRange = slotInstants(query.date, 0, DAY_MINUTES, location.timeZone);
      const [courtRows, taken] = await Promise.all([
        repository.listCourts(location.id),
        repository.takenDuring({ locationId: location.id, day: dayRange, now }),
      ]);
      const halfHours = halfHourInstants(query.date, location.timeZone);
      const base = baseSlots({ location, date: query.date, halfHours, now });
      return {
        location_id: location.id,
        date: query.date,
        time_zone: location.timeZone,
        slot_minutes: SLOT_MINUTES,
        courts: courtRows.map((court) => {
          const slots = base.map((state) =>
            state === 'free' && !court.isActive ? 'closed' : state,
          );
          for (const row of taken) {
            if (row.courtId !== court.id) continue;
            halfHours.forEach((half, i) => {
              if (slots[i] === 'free' && half.startsAt < row.endsAt && half.endsAt > row.startsAt)
                slots[i] = row.kind;
            });
          }
          return {
            court_id: court.id,
            court_number: court.courtNumber,
            court_fee_hrs: centsToDecimal(court.hourlyFeeCents),
            slots,
          };
        }),
      };
    },
  };
}

/** The date's half hours as instants at the location. */
const halfHourInstants = (date: string, timeZone: string) =>
  Array.from({ length: DAY_SLOTS }, (_, i) =>
    slotInstants(date, i * SLOT_MINUTES, (i + 1) * SLOT_MINUTES, timeZone),
  );

/** What every court shares on the date: the half hours gone, skipped by the clocks, or outside opening hours. */
function baseSlots(options: {
  location: BookableLocation;
  date: string;
  halfHours: { startsAt: Date; endsAt: Date }[];
  now: Date;
}): SlotState[] {
  const { location, date, halfHours, now } = options;
  const earliest = earliestStartMinutes(date, now, location.timeZone) ?? DAY_MINUTES;
  return halfHours.map((range, i): SlotState => {
    const start = i * SLOT_MINUTES;
    // A wall-clock time the clocks jump over does not happen that day.
    if (localDateTime(range.startsAt, location.timeZone) !== `${date}T${timeOf(start).slice(0, 5)}`)
      return 'skipped';
    if (start < earliest) return 'past';
    if (!isWithinOpeningHours(location.openingHours, date, start, start + SLOT_MINUTES))
      return 'outside_hours';
    return 'free';
  });
}
