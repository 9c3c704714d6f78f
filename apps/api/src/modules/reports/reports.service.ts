import {
  centsToDecimal,
  daysInRange,
  MAX_REPORT_DAYS,
  ReportMessages,
  type Paginated,
  type ReportBooking,
  type ReportBookingListQuery,
  type ReportCsvQuery,
  type ReportData,
  type ReportPlan,
  type ReportQuery,
  ValidationMessages,
} from '@courtbook/shared';
import { paginate } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { reportRange } from './report-range';
import { reportRowsInBatches } from './report-csv';
import { toReportBooking } from './report-row';
import type {
  ReportFilter,
  ReportRowFilter,
  ReportsRepository,
  RevenueCents,
} from './reports.repository';

/** The three money figures and their total, summed in cents so the total adds up exactly. */
const revenueFigures = (cents: RevenueCents) => {
  const { cardCents, clubCollectedCents, clubOutstandingCents, testCents } = cents;
  const clubCents = clubCollectedCents + clubOutstandingCents;
  return {
    revenue: centsToDecimal(cardCents),
    venue_revenue: centsToDecimal(clubCents),
    venue_collected: centsToDecimal(clubCollectedCents),
    venue_outstanding: centsToDecimal(clubOutstandingCents),
    test_revenue: centsToDecimal(testCents),
    total_revenue: centsToDecimal(cardCents + clubCents + testCents),
  };
};

export interface ReportsServiceOptions {
  repository: ReportsRepository;
  now?: () => Date;
}

/** The back-office reports: figures, the bookings table and its CSV, in the caller's scope. */
export function createReportsService({
  repository,
  now = () => new Date(),
}: ReportsServiceOptions) {
  /** Checks the permission and the location (404 when out of scope), then fills in the dates. */
  async function filterFor(actor: StaffActor, query: ReportQuery, at: Date): Promise<ReportFilter> {
    requirePermission(actor, 'reporting', ReportMessages.noPermission);
    const scope = scopeOf(actor);
    let timeZone = 'UTC';
    if (query.location !== undefined) {
      const location = await repository.findLocation(scope, query.location);
      if (!location) throw AppError.notFound(ReportMessages.locationNotFound);
      timeZone = location.timeZone;
    }
    const { startDate, endDate } = reportRange(query, at, timeZone);
    if (startDate > endDate) throw AppError.badRequest(ValidationMessages.startDateAfterEnd);
    if (daysInRange(startDate, endDate) > MAX_REPORT_DAYS)
      throw AppError.badRequest(ReportMessages.rangeTooLong);
    return { scope, location: query.location, startDate, endDate };
  }

  async function rowFilterFor(actor: StaffActor, query: ReportCsvQuery, at: Date) {
    const filter: ReportRowFilter = {
      ...(await filterFor(actor, query, at)),
      search: query.search,
      status: query.status,
    };
    return filter;
  }

  /** The sessions each plan priced beside the memberships it sold; a plan with either is listed. */
  const byPlan = (
    plans: Awaited<ReturnType<ReportsRepository['byPlan']>>,
    sold: Awaited<ReturnType<ReportsRepository['membershipsByPlan']>>,
  ): ReportPlan[] => {
    const names = [...new Set([...plans.map((row) => row.plan), ...sold.map((row) => row.plan)])];
    const noSessions = {
      bookings: 0,
      cardCents: 0,
      clubCollectedCents: 0,
      clubOutstandingCents: 0,
      testCents: 0,
    };
    return names
      .sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)))
      .map((name) => {
        const sessions = plans.find((row) => row.plan === name) ?? noSessions;
        const memberships = sold.find((row) => row.plan === name);
        return {
          plan: name,
          bookings: sessions.bookings,
          ...revenueFigures(sessions),
          memberships: memberships?.memberships ?? 0,
          membership_revenue: centsToDecimal(memberships?.cents ?? 0),
        };
      });
  };

  return {
    async data(actor: StaffActor, query: ReportQuery): Promise<ReportData> {
      const filter = await filterFor(actor, query, now());
      const [cards, days, hours, periods, occupancy, plans, sold, sports] = await Promise.all([
        repository.cards(filter),
        repository.byDay(filter),
        repository.byHour(filter),
        repository.byPeriod(filter),
        repository.occupancy(filter),
        repository.byPlan(filter),
        repository.membershipsByPlan(filter),
        repository.bySport(filter),
      ]);
      return {
        location: filter.location ?? null,
        start_date: filter.startDate,
        end_date: filter.endDate,
        cards: {
          players: cards.players,
          bookings: cards.bookings,
          courts: cards.courts,
          ...revenueFigures(cards),
        },
        by_day: days.map((day) => ({
          date: day.date,
          bookings: day.bookings,
          ...revenueFigures(day),
        })),
        by_hour: hours.map((hour) => ({ hour: hour.hour, booked_hours: hour.minutes / 60 })),
        by_period: periods.map((period) => ({
          period: period.period,
          minutes: period.minutes,
          ...revenueFigures(period),
        })),
        by_plan: byPlan(plans, sold),
        by_sport: sports.map((sport) => ({
          sport: sport.sport,
          bookings: sport.bookings,
          minutes: sport.minutes,
          ...revenueFigures(sport),
        })),
        occupancy: occupancy.map((cell) => ({
          weekday: cell.weekday,
          hour: cell.hour,
          open_minutes: cell.openMinutes,
          booked_minutes: cell.bookedMinutes,
        })),
      };
    },

    async bookings(
      actor: StaffActor,
      query: ReportBookingListQuery,
    ): Promise<Paginated<ReportBooking>> {
      const at = now();
      const filter = await rowFilterFor(actor, query, at);
      const found = await repository.page(filter, at, {
        page: query.page,
        pageSize: query.page_size,
      });
      return paginate(
        found.rows.map((row) => toReportBooking(row, at)),
        found.count,
        query,
      );
    },

    /** Checks everything first (so failures are JSON), then answers the rows as they are read. */
    async csv(actor: StaffActor, query: ReportCsvQuery) {
      const at = now();
      const filter = await rowFilterFor(actor, query, at);
      return {
        startDate: filter.startDate,
        endDate: filter.endDate,
        rows: reportRowsInBatches(repository, filter, at),
      };
    },
  };
}
