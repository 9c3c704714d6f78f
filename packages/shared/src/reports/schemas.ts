import { z } from 'zod';
import { PaginationQuerySchema } from '../api/envelope';
import { dateRangeFields, startOnOrBeforeEnd } from '../booking/availability';
import { AvailabilityMessages } from '../booking/messages';
import { BOOKING_STATUSES, VENUE_PAYMENT_METHODS } from '../booking/bookings';
import { idField, searchField } from '../validation/fields';
import { ReportMessages } from './messages';
import { MAX_REPORT_DAYS } from './report-range';

const locationField = idField(AvailabilityMessages.locationRequired);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days from start to end, both included. */
export const daysInRange = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

const reportFilters = {
  location: locationField.optional(),
  ...dateRangeFields(),
};

type DateRange = { start_date?: string | undefined; end_date?: string | undefined };
const rangeRules = <T extends z.ZodType<DateRange>>(schema: T) =>
  startOnOrBeforeEnd(schema).refine(
    (q) => !q.start_date || !q.end_date || daysInRange(q.start_date, q.end_date) <= MAX_REPORT_DAYS,
    { path: ['end_date'], message: ReportMessages.rangeTooLong },
  );

/**
 * GET /reporting-data/: one location (or every location in scope), booking dates from start to end
 * (inclusive; by default the last 30 days and the next 30: `reportDates`).
 */
export const ReportQuerySchema = rangeRules(z.object(reportFilters));
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** The table and CSV filters: the report's, plus search (player name, email, court number) and status. */
const bookingFilters = {
  ...reportFilters,
  search: searchField(ReportMessages.searchMax).optional(),
  status: z.enum(BOOKING_STATUSES, ReportMessages.statusInvalid).optional(),
};

/** GET /download_csv/. */
export const ReportCsvQuerySchema = rangeRules(z.object(bookingFilters));
export type ReportCsvQuery = z.output<typeof ReportCsvQuerySchema>;

/** GET /reporting-bookings/: the report table, 10 a page. */
export const ReportBookingListQuerySchema = rangeRules(
  PaginationQuerySchema.extend(bookingFilters),
);
export type ReportBookingListQuery = z.output<typeof ReportBookingListQuerySchema>;

/**
 * How a session's amount counts in the report, one figure each: `card` a card payment a real
 * provider took (succeeded, not refunded), `test` one the local test provider took (no money
 * moved), `club` confirmed by staff to be paid at the club (no payment recorded). Anything else
 * (a hold, a refund, a cancelled pay-at-club booking) counts in none: null.
 */
export const PAID_BY = ['card', 'club', 'test'] as const;
export type PaidBy = (typeof PAID_BY)[number];

/** A pay-at-club session: paid at the desk by cash or card, or not yet. */
export const VENUE_PAYMENTS = [...VENUE_PAYMENT_METHODS, 'outstanding'] as const;
export type VenuePayment = (typeof VENUE_PAYMENTS)[number];

/** Money figures (decimal strings) by date played: the three kinds and their sum. */
const revenueFields = {
  /** Card revenue: paid by card through a real provider (payment succeeded, not refunded). */
  revenue: z.string(),
  /** Confirmed by staff to be paid at the club (no card fee): `venue_collected` + `venue_outstanding`. */
  venue_revenue: z.string(),
  /** Pay at club that staff marked paid at the desk (cash or card). */
  venue_collected: z.string(),
  /** Pay at club not marked paid yet: still to collect. */
  venue_outstanding: z.string(),
  /** Taken by the local test provider (PAYMENT_PROVIDER=local): no money moved; not in `revenue`. */
  test_revenue: z.string(),
  /** `revenue` + `venue_revenue` + `test_revenue`, to the cent. */
  total_revenue: z.string(),
};

export const ReportCardsSchema = z.object({
  /** Distinct players with a confirmed booking in the range. */
  players: z.number().int(),
  /** Confirmed sessions (completed included) played in the range. */
  bookings: z.number().int(),
  /** Active courts at the locations in the report. */
  courts: z.number().int(),
  ...revenueFields,
});

export const ReportDaySchema = z.object({
  date: z.string(),
  bookings: z.number().int(),
  ...revenueFields,
});

export const ReportHourSchema = z.object({
  /** 0 to 23, local to the location. */
  hour: z.number().int(),
  /** Court hours booked within that hour of the day over the whole range (halves possible). */
  booked_hours: z.number(),
});

/**
 * Sessions by price period: the sessions counted in `total_revenue`, each split
 * into the segments it was priced by (`fee_lines`), every segment's share of the session's fee in
 * proportion to its minutes × hourly fee. The money figures are fees before tax and card fee.
 */
export const ReportPeriodSchema = z.object({
  /** The period's name; null for the court's own fee (also every booking made before periods). */
  period: z.string().nullable(),
  /** Minutes of the sessions at that period's fee. */
  minutes: z.number().int(),
  ...revenueFields,
});

/**
 * Money by membership plan: the sessions a plan priced (`plan` null: the public price), and the
 * memberships of the plan that start in the range with what they are priced at, expected
 * revenue (no money is taken for memberships here).
 */
export const ReportPlanSchema = z.object({
  plan: z.string().nullable(),
  /** Sessions counted in the money figures. */
  bookings: z.number().int(),
  ...revenueFields,
  memberships: z.number().int(),
  membership_revenue: z.string(),
});

/** The sessions counted in the money figures by their court's sport. */
export const ReportSportSchema = z.object({
  sport: z.string(),
  bookings: z.number().int(),
  /** Minutes played. */
  minutes: z.number().int(),
  ...revenueFields,
});

/**
 * One cell of the occupancy grid: a weekday and an hour of the local day, over every date of the
 * range and every active court in the report. Only cells with open minutes are answered.
 */
export const ReportOccupancySchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  /** 0 to 23, local to the location. */
  hour: z.number().int(),
  /** Court minutes open: within the opening hours and outside the courts' closures. */
  open_minutes: z.number().int(),
  /** Of those, minutes of confirmed sessions (as `by_hour` counts them). */
  booked_minutes: z.number().int(),
});

export const ReportDataSchema = z.object({
  location: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  cards: ReportCardsSchema,
  /** Every day of the range, oldest first, zeros included. */
  by_day: z.array(ReportDaySchema),
  /** Hours 0 to 23. */
  by_hour: z.array(ReportHourSchema),
  /** The court's own fee first, then the periods by name. */
  by_period: z.array(ReportPeriodSchema),
  /** By membership plan, the public price (null) first. */
  by_plan: z.array(ReportPlanSchema),
  /** By sport, by name. */
  by_sport: z.array(ReportSportSchema),
  /** Weekday by weekday, hour by hour. */
  occupancy: z.array(ReportOccupancySchema),
});
export type ReportData = z.infer<typeof ReportDataSchema>;
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;
export type ReportPlan = z.infer<typeof ReportPlanSchema>;
export type ReportSport = z.infer<typeof ReportSportSchema>;
export type ReportOccupancy = z.infer<typeof ReportOccupancySchema>;
export type ReportDay = z.infer<typeof ReportDaySchema>;
export type ReportHour = z.infer<typeof ReportHourSchema>;

/** One session as the report table and the CSV show it; amounts are that session's. */
export const ReportBookingSchema = z.object({
  booking_id: z.number().int(),
  /** When it was made, local to the location: "YYYY-MM-DD HH:mm". */
  booked_at: z.string(),
  /** The date played. */
  booking_date: z.string(),
  /** "HH:mm". */
  start_time: z.string(),
  /** "H:mm". */
  duration: z.string(),
  court_number: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  player_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  amount: z.string(),
  tax: z.string(),
  card_fee: z.string(),
  total: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Which revenue figure the session's total counts in, or null for none. */
  paid_by: z.enum(PAID_BY).nullable(),
  /** For a pay-at-club session: how staff took the money at the desk, or still `outstanding`. */
  venue_payment: z.enum(VENUE_PAYMENTS).nullable(),
});
export type ReportBooking = z.infer<typeof ReportBookingSchema>;

/** The CSV's header row, in column order. */
export const REPORT_CSV_HEADER = [
  // When the booking was made, local to the club; then the day it is played.
  'Created at (club time)',
  'Date played',
  'Start',
  'Duration',
  'Court',
  'Location',
  'Player name',
  'Email',
  'Phone',
  'Country',
  'Amount',
  'Tax',
  'Card fee',
  'Total',
  'Status',
  'Paid by',
  'Paid at club',
] as const;

/** A row's cells in the header's order. */
export const reportCsvCells = (row: ReportBooking): string[] => [
  row.booked_at,
  row.booking_date,
  row.start_time,
  row.duration,
  String(row.court_number),
  row.location_name,
  row.player_name,
  row.email,
  row.phone,
  row.country,
  row.amount,
  row.tax,
  row.card_fee,
  row.total,
  row.status,
  row.paid_by ?? '',
  row.venue_payment ?? '',
];

/** The CSV's file name for a range. */
export const reportCsvFileName = (start: string, end: string) => `bookings-${start}-to-${end}.csv`;
