import {
  AvailabilityMessages,
  centsToDecimal,
  courtFactsOf,
  datesOfMonth,
  isWithinOpeningHours,
  monthDatesByClock,
  slotProblem,
  locationSlotRules,
  slotRulesOf as courtSlotRules,
  type CourtSlotSettings,
  type AvailabilityQuery,
  type CourtAvailability,
  type DayAvailability,
  type DayAvailabilityQuery,
  type MonthAvailability,
  type MonthAvailabilityQuery,
  type SlotRules,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { AvailabilityRepository, CourtTaken } from './availability.repository';
import type { CourtEvents } from '../../plugins/court-events';
import { AVAILABILITY_CACHE_NAMES, type AvailabilityCacheName } from '../../config/env';
import { createChangeCache } from './change-cache';
import { createCourtLayouts, type CourtLayout } from './court-layouts';
import { dayAvailabilityOf, dayHalfHours } from './day-slots';
import {
  bookedDates,
  earliestStart,
  horizonProblem,
  sessionInstants,
  todayAt,
} from './memoized-time-rules';
import { bookableDayState } from './month-days';
import { createTakenDays } from './taken-days';

export interface AvailabilityServiceOptions {
  /** The rules a court books by (`slotRulesOf` from the shared package unless a test says). */
  slotRulesOf?: (court: CourtSlotSettings) => SlotRules;
  /** How long answers may be kept between announced changes (AVAILABILITY_CACHE_MS); 0 keeps none. */
  cacheMs?: number;
  /** Which caches keep anything (AVAILABILITY_CACHES): every one unless a deployment says. */
  caches?: readonly AvailabilityCacheName[];
}

export function createAvailabilityService(
  repository: AvailabilityRepository,
  events: CourtEvents,
  {
    slotRulesOf = courtSlotRules,
    cacheMs = 60_000,
    caches = AVAILABILITY_CACHE_NAMES,
  }: AvailabilityServiceOptions = {},
) {
  const keptFor = (name: AvailabilityCacheName) => (caches.includes(name) ? cacheMs : 0);
  const layouts = createCourtLayouts(repository, events, keptFor('courts'));
  const takenDays = createTakenDays(repository, events, keptFor('holds'));
  const days = createChangeCache<{ answer: DayAvailability; staleAt: number }>(events, {
    maxAgeMs: keptFor('days'),
    expiresAt: (day) => day.staleAt,
  });
  const months = createChangeCache<{ answer: MonthAvailability; staleAt: number }>(events, {
    maxAgeMs: keptFor('months'),
    expiresAt: (month) => month.staleAt,
  });

  /** The rules the location's courts share: the day's cells, and what a request must first pass. */
  const rulesOf = (layout: CourtLayout) => locationSlotRules(layout.courts.map(slotRulesOf));

  /** The location and its courts, if it takes bookings on all of `dates` (today or later, within its horizon). */
  async function bookableLayout(locationId: number, dates: string[], now: Date) {
    const layout = await layouts.get(locationId);
    if (!layout) throw AppError.notFound(AvailabilityMessages.locationNotFound);
    const { location } = layout;
    if (earliestStart(dates[0]!, now, location.timeZone) === undefined) {
      throw AppError.badRequest(AvailabilityMessages.datePast);
    }
    const beyondHorizon = horizonProblem({ dates, now, location });
    if (beyondHorizon) throw AppError.badRequest(beyondHorizon);
    return layout;
  }

  return {
    /** A location whose court changes anyone may follow: an active one. */
    async followedLocation(locationId: number) {
      const location = await repository.findBookableLocation(locationId);
      if (!location) throw AppError.notFound(AvailabilityMessages.locationNotFound);
      return location;
    },

    /**
     * Every court of the location, marked booked when anything keeps it from this slot on any
     * requested date, with the reason and the dates that clash.
     */
    async checkCourts(query: AvailabilityQuery, now = new Date()): Promise<CourtAvailability[]> {
      const dates = bookedDates(query.date, query.book_for_four_weeks);
      const layout = await bookableLayout(query.location_id, dates, now);
      const { location } = layout;
      // The request schema checked the base grid; the location's own rules may be coarser.
      const rules = rulesOf(layout);
      const problem = slotProblem(query.start_time, query.end_time, rules);
      if (problem) throw AppError.badRequest(problem);
      const earliest = earliestStart(query.date, now, location.timeZone, rules)!;
      if (query.start_time < earliest) throw AppError.badRequest(AvailabilityMessages.startPassed);

      const ranges = dates.map((date) =>
        sessionInstants(date, query.start_time, query.end_time, location.timeZone),
      );
      if (ranges.some((range) => range.endsAt <= range.startsAt)) {
        throw AppError.badRequest(AvailabilityMessages.clockChange);
      }
      const session = { dates, ranges, startTime: query.start_time, endTime: query.end_time };
      // Only the courts (of the sport asked for) whose own rules offer the session are answered.
      const courts = layout.courts.filter(
        (court) =>
          (query.sport === undefined || court.sport === query.sport) &&
          slotProblem(query.start_time, query.end_time, slotRulesOf(court)) === undefined,
      );
      // Worked out each time from the kept courts and holds: answers of the check itself, kept,
      // did not pay once players spread their questions (docs/performance.md, step 16).
      return workOutCheck({ location, courts }, session, new Date());
    },

    /** Every court of the location, every slot of the date: free, booked, closed, … */
    async day(query: DayAvailabilityQuery, now = new Date()): Promise<DayAvailability> {
      const layout = await bookableLayout(query.location_id, [query.date], now);
      const { answer } = await days.get(layout.location.id, query.date, () =>
        computeDay(layout, query.date, new Date()),
      );
      return answer;
    },

    /** Every date of the month at the location: open, closed, full, past or beyond its horizon. */
    async month(query: MonthAvailabilityQuery): Promise<MonthAvailability> {
      const layout = await layouts.get(query.location_id);
      if (!layout) throw AppError.notFound(AvailabilityMessages.locationNotFound);
      const { answer } = await months.getForDates(
        layout.location.id,
        datesOfMonth(query.month),
        'month',
        () => workOutMonth(layout, query.month, new Date()),
      );
      return answer;
    },
  };

  /** The month as it stands, and the instant it goes stale by the clock alone. */
  async function workOutMonth(layout: CourtLayout, month: string, now: Date) {
    const { location } = layout;
    const rules = rulesOf(layout);
    const byClock = monthDatesByClock({
      month,
      now,
      timeZone: location.timeZone,
      bookingHorizonDays: location.bookingHorizonDays,
    });
    const bookable = byClock.filter((day) => day.state === undefined).map((day) => day.date);
    const taken = bookable.length > 0 ? await takenDays.forDates(location, bookable, now) : [];
    const takenOn = new Map(bookable.map((date, i) => [date, taken[i]!]));
    const answer: MonthAvailability = {
      location_id: location.id,
      month,
      time_zone: location.timeZone,
      days: byClock.map(({ date, state }) => ({
        date,
        state: state ?? bookableDayState({ layout, date, taken: takenOn.get(date)!, now, rules }),
      })),
    };
    // Today's next start begins (at midnight, today turns past and the horizon moves on), and a
    // hold that lapses frees its court.
    const changesAt = [
      ...dayHalfHours(todayAt(now, location.timeZone), location.timeZone, rules.slotMinutes).map(
        (half) => half.endsAt.getTime(),
      ),
      ...taken.flat().map((row) => row.holdExpiresAt?.getTime() ?? Infinity),
    ].filter((at) => at > now.getTime());
    return { answer, staleAt: Math.min(...changesAt) };
  }

  /** Each court's answer for the session's dates as they stand. */
  async function workOutCheck(
    { location, courts }: CourtLayout,
    session: {
      dates: string[];
      ranges: { startsAt: Date; endsAt: Date }[];
      startTime: number;
      endTime: number;
    },
    now: Date,
  ) {
    const { dates, ranges, startTime, endTime } = session;
    const closedDates = new Set(
      dates.filter(
        (date) => !isWithinOpeningHours(location.openingHours, date, startTime, endTime),
      ),
    );
    const taken = await takenDays.forDates(location, dates, now);
    /** The dates on which something of `kind` holds the court during the session. */
    const datesHeld = (courtId: number, kind: CourtTaken['kind']) =>
      dates.filter((_, i) =>
        taken[i]!.some(
          (row) =>
            row.courtId === courtId &&
            row.kind === kind &&
            row.startsAt < ranges[i]!.endsAt &&
            row.endsAt > ranges[i]!.startsAt,
        ),
      );

    const answer = courts.map((court): CourtAvailability => {
      const closedIn = datesHeld(court.id, 'closed');
      const closed = court.isActive
        ? dates.filter((date) => closedDates.has(date) || closedIn.includes(date))
        : dates;
      const booked = datesHeld(court.id, 'booked');
      const reason = closed.length > 0 ? 'closed' : booked.length > 0 ? 'booked' : null;
      return {
        ...courtFactsOf(court),
        court_id: court.id,
        court_number: court.courtNumber,
        court_fee_hrs: centsToDecimal(court.hourlyFeeCents),
        is_booked: reason !== null,
        unavailable_reason: reason,
        unavailable_dates: reason === 'closed' ? closed : booked,
      };
    });
    return answer;
  }

  /** The day as it stands, and the instant it goes stale by the clock alone. */
  async function computeDay(layout: CourtLayout, date: string, now: Date) {
    const { location } = layout;
    const rules = rulesOf(layout);
    const halfHours = dayHalfHours(date, location.timeZone, rules.slotMinutes);
    const taken = (await takenDays.forDates(location, [date], now))[0]!;
    const answer = dayAvailabilityOf({ layout, date, halfHours, taken, now, rules });
    // The next slot to begin turns past, and a hold that lapses frees its court.
    const changesAt = [
      ...halfHours.map((half) => half.startsAt.getTime()),
      ...taken.map((row) => row.holdExpiresAt?.getTime() ?? Infinity),
    ].filter((at) => at > now.getTime());
    return { answer, staleAt: Math.min(...changesAt) };
  }
}
