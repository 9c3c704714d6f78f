import {
  addCalendarDays,
  localInstant,
  minutesOf,
  UserType,
  type ReportData,
  type ReportOccupancy,
  type ReportPeriod,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtClosures } from '../src/db/schema';
import { book, daysFromToday, onWeekday } from './helpers/bookings';
import { insertCourt, insertLocation, insertUser } from './helpers/factories';
import { insertReportBooking } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { setPricePeriods } from './helpers/prices';
import { createTestApp, type TestContext } from './helpers/test-app';

const NY = 'America/New_York';
const NO_TAX = { taxBasisPoints: 0, cardFeeBasisPoints: 0 };
const zero = '0.00';

/** A period's row with every money figure zero but those given. */
const periodRow = (
  period: string | null,
  minutes: number,
  figures: Partial<Omit<ReportPeriod, 'period' | 'minutes'>>,
): ReportPeriod => ({
  period,
  minutes,
  revenue: zero,
  venue_revenue: zero,
  venue_collected: zero,
  venue_outstanding: zero,
  test_revenue: zero,
  total_revenue: zero,
  ...figures,
});

/** Issue Step 17, section 5: revenue by price period and the occupancy of open hours. */
describe('reports by price period and occupancy: GET /api/reporting-data/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    superAdmin = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
  });
  afterAll(() => ctx.app.close());

  const report = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/reporting-data/?${query}`,
      headers: superAdmin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReportData>();
  };

  describe('revenue by price period', () => {
    /** A Monday far enough ahead to book. */
    const MONDAY = onWeekday(daysFromToday(10, NY), 1);
    let club: { id: number };

    beforeAll(async () => {
      club = await insertLocation(db(), {
        name: 'Period Report Club',
        timeZone: NY,
        defaultTaxBasisPoints: 0,
        defaultCardFeeBasisPoints: 0,
      });
      const court = await insertCourt(db(), club.id, { hourlyFeeCents: 4000, ...NO_TAX });
      const other = await insertCourt(db(), club.id, { hourlyFeeCents: 4000, ...NO_TAX });
      await setPricePeriods(ctx.app, superAdmin, club.id);

      // 17:30–19:00 on a Monday, booked through the API: 30 minutes at $40, 60 in Peak at $60.
      // Staff confirm it, to be paid at the club.
      const player = await signIn(ctx.app, db(), {
        userType: UserType.Player,
        locationIds: [club.id],
      });
      const [booked] = await book(ctx.app, player.headers, {
        location: club.id,
        court_id: court.id,
        booking_date: MONDAY,
        start_time: '17:30',
        duration: 1.5,
        total_price: '80.00',
      });
      const confirmed = await ctx.app.inject({
        method: 'PUT',
        url: `/api/court-bookings/${booked!.booking_id}/`,
        headers: superAdmin.headers,
        payload: { status: 'confirmed' },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const userId = (await insertUser(db())).id;
      const at = (courtId: number, start: string, end: string) => ({
        courtId,
        locationId: club.id,
        userId,
        startsAt: localInstant(MONDAY, minutesOf(start), NY).toISOString(),
        endsAt: localInstant(MONDAY, minutesOf(end), NY).toISOString(),
        timeZone: NY,
      });
      // Booked before periods existed (no lines), paid by card: the court's own fee.
      await insertReportBooking(db(), {
        ...at(other.id, '08:00', '09:00'),
        status: 'confirmed',
        payment: 'succeeded',
      });
      // Fees that do not split into whole cents: $16.665 + $50.00 came to $66.67. The shares are
      // $16.67 and $50.00, adding up to the fee. A test payment.
      await insertReportBooking(db(), {
        ...at(other.id, '17:30', '19:00'),
        status: 'confirmed',
        payment: 'succeeded',
        provider: 'local',
        values: {
          sessionFeeCents: 6667,
          feeLines: [
            { minutes: 30, hourlyFeeCents: 3333 },
            { minutes: 60, hourlyFeeCents: 5000, period: 'Peak' },
          ],
        },
      });
      // A hold and a refunded session count in no money figure, so in no period either.
      await insertReportBooking(db(), {
        ...at(other.id, '19:00', '20:00'),
        status: 'pending',
        holdExpiresAt: new Date(Date.now() + 600_000),
        values: { feeLines: [{ minutes: 60, hourlyFeeCents: 6000, period: 'Peak' }] },
      });
      await insertReportBooking(db(), {
        ...at(other.id, '20:00', '21:00'),
        status: 'cancelled',
        payment: 'refunded',
        values: { feeLines: [{ minutes: 60, hourlyFeeCents: 6000, period: 'Peak' }] },
      });
    });

    it('splits each session across its periods by minutes × fee, to the cent', async () => {
      const data = await report(`location=${club.id}&start_date=${MONDAY}&end_date=${MONDAY}`);
      expect(data.by_period).toEqual([
        // $20.00 of the API's booking (at the club), $40.00 by card, $16.67 of the test payment.
        periodRow(null, 30 + 60 + 30, {
          revenue: '40.00',
          venue_revenue: '20.00',
          venue_outstanding: '20.00',
          test_revenue: '16.67',
          total_revenue: '76.67',
        }),
        periodRow('Peak', 60 + 60, {
          venue_revenue: '60.00',
          venue_outstanding: '60.00',
          test_revenue: '50.00',
          total_revenue: '110.00',
        }),
      ]);
      // The periods add up to the sessions' fees; the cards add the inserted sessions' tax and
      // card fee ($3.20 + $1.20 each) on top.
      expect(data.cards.total_revenue).toBe((186.67 + 2 * 4.4).toFixed(2));
    });

    it('answers no period rows for a range with no counted sessions', async () => {
      const day = addCalendarDays(MONDAY, 1);
      const data = await report(`location=${club.id}&start_date=${day}&end_date=${day}`);
      expect(data.by_period).toEqual([]);
    });
  });

  describe('occupancy', () => {
    // Two Mondays (2026-03-02 and 2026-03-09) and the days between; the club opens on Mondays only.
    const RANGE = 'start_date=2026-03-02&end_date=2026-03-09';
    let club: { id: number };
    let court: { id: number };

    beforeAll(async () => {
      club = await insertLocation(db(), {
        name: 'Occupancy Club',
        timeZone: NY,
        openingHours: { '1': { open: '08:00', close: '10:30' } },
      });
      court = await insertCourt(db(), club.id);
      // An inactive court has no open hours, and its sessions count nowhere here.
      const retired = await insertCourt(db(), club.id, { isActive: false });
      const userId = (await insertUser(db())).id;
      const at = (courtId: number, startsAt: string, endsAt: string) => ({
        courtId,
        locationId: club.id,
        userId,
        startsAt,
        endsAt,
        timeZone: NY,
      });
      // 09:30–10:30 local (UTC-5) on the first Monday, confirmed; a hold the next Monday.
      await insertReportBooking(db(), {
        ...at(court.id, '2026-03-02T14:30:00Z', '2026-03-02T15:30:00Z'),
        status: 'confirmed',
      });
      await insertReportBooking(db(), {
        ...at(court.id, '2026-03-09T12:00:00Z', '2026-03-09T13:00:00Z'),
        status: 'pending',
        holdExpiresAt: new Date(Date.now() + 600_000),
      });
      await insertReportBooking(db(), {
        ...at(retired.id, '2026-03-02T13:00:00Z', '2026-03-02T14:00:00Z'),
        status: 'confirmed',
      });
      // Closed 08:00–08:30 local on the first Monday.
      await db()
        .insert(courtClosures)
        .values({
          courtId: court.id,
          startsAt: new Date('2026-03-02T13:00:00Z'),
          endsAt: new Date('2026-03-02T13:30:00Z'),
        });
    });

    const cell = (
      weekday: number,
      hour: number,
      open: number,
      booked: number,
    ): ReportOccupancy => ({
      weekday,
      hour,
      open_minutes: open,
      booked_minutes: booked,
    });

    it('answers open and booked court minutes by weekday and local hour, less closures', async () => {
      const data = await report(`location=${club.id}&${RANGE}`);
      // Hour 8: 30 + 60 open; hour 9: 60 + 60 with 30 booked; hour 10 (to 10:30): 30 + 30, all
      // of the first Monday's booked. The hold and the inactive court's session count nowhere.
      expect(data.occupancy).toEqual([cell(1, 8, 90, 0), cell(1, 9, 120, 30), cell(1, 10, 60, 30)]);
    });

    it('counts a location with no opening hours as open all day, every day', async () => {
      const open = await insertLocation(db(), { name: 'Always Open Club', timeZone: 'UTC' });
      const openCourt = await insertCourt(db(), open.id);
      await insertReportBooking(db(), {
        courtId: openCourt.id,
        locationId: open.id,
        userId: (await insertUser(db())).id,
        startsAt: '2026-03-04T23:00:00Z',
        endsAt: '2026-03-05T00:00:00Z',
        status: 'confirmed',
      });
      const data = await report(`location=${open.id}&start_date=2026-03-02&end_date=2026-03-08`);
      expect(data.occupancy).toHaveLength(7 * 24);
      expect(data.occupancy.every((c) => c.open_minutes === 60)).toBe(true);
      expect(data.occupancy.filter((c) => c.booked_minutes > 0)).toEqual([cell(3, 23, 60, 60)]);
    });
  });
});
