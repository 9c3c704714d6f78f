import { COURT_BOOKINGS_CSV_HEADER, UserType, type ApiEnvelope } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingApiMessages } from '../src/modules/bookings/bookings.messages';
import { daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation, insertUser } from './helpers/factories';
import { csvLines, insertReportBooking } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const HOUR = 3_600_000;

/**
 * Issue Step 15, item 2.6: /court-bookings had no CSV of its own filters. GET
 * /api/get_booking_byadmin/csv/ answers the list's rows (tab, search, dates, location, status),
 * every page, with an E.164 phone exactly as stored and a formula still guarded.
 */
describe('court bookings CSV: /api/get_booking_byadmin/csv/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let deskAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let club: number;
  let other: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    club = (await insertLocation(db, { name: 'Csv Club', timeZone: 'UTC' })).id;
    other = (await insertLocation(db, { name: 'Other Csv Club', timeZone: 'UTC' })).id;
    const court = (await insertCourt(db, club, { courtNumber: 4 })).id;
    const otherCourt = (await insertCourt(db, other, { courtNumber: 5 })).id;
    const ann = await insertUser(db, { firstName: 'Ann', lastName: 'Able', phone: '+12155550100' });
    const eve = await insertUser(db, { firstName: 'Eve', lastName: 'Evil', phone: '=1+1' });
    const at = (days: number, hour: number, courtId = court, locationId = club) => {
      const start = Date.parse(`${daysFromToday(days, 'UTC')}T00:00:00Z`) + hour * HOUR;
      return {
        courtId,
        locationId,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + HOUR).toISOString(),
      };
    };
    await insertReportBooking(db, {
      ...at(5, 9),
      userId: ann.id,
      status: 'confirmed',
      values: { paymentDue: 'venue', sessionCardFeeCents: 0, fullCardFeeCents: 0 },
    });
    await insertReportBooking(db, { ...at(6, 9), userId: eve.id, status: 'cancelled' });
    await insertReportBooking(db, { ...at(-3, 9), userId: ann.id, status: 'confirmed' });
    await insertReportBooking(db, { ...at(5, 9, otherCourt, other), userId: eve.id });
    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    deskAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [club],
    });
    reportingAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [club],
    });
  });
  afterAll(() => ctx.app.close());

  const download = (query: string, who: SignedIn = superAdmin) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/get_booking_byadmin/csv/?${query}`,
      headers: who.headers,
    });
  const rows = async (query: string, who?: SignedIn) => {
    const res = await download(query, who);
    expect(res.statusCode, res.body).toBe(200);
    return csvLines(res.body).slice(1);
  };

  it('answers the upcoming tab as a CSV file: header, phone exactly, formula guarded', async () => {
    const res = await download(`type=upcoming&location=${club}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="court-bookings-upcoming-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(COURT_BOOKINGS_CSV_HEADER.join(','));
    expect(lines[0]).toMatch(/^Booking ID,Created at \(club time\),Date played,Start,End,/);
    expect(lines).toHaveLength(3);
    // Upcoming reads soonest first, as the tab does.
    expect(lines[1]).toContain(`,${daysFromToday(5, 'UTC')},09:00,10:00,4,Csv Club,Ann Able,`);
    expect(lines[1]).toContain(',+12155550100,confirmed,club,outstanding,40.00,3.20,0.00,43.20');
    expect(lines[2]).toContain(`,${daysFromToday(6, 'UTC')},09:00,10:00,4,Csv Club,Eve Evil,`);
    expect(lines[2]).toContain(",'=1+1,cancelled,");
  });

  it('honours the list filters: tab, status, search, dates and location, and the scope', async () => {
    expect(await rows(`type=past&location=${club}`)).toHaveLength(1);
    expect(await rows(`type=all&location=${club}`)).toHaveLength(3);
    expect(await rows(`type=all&location=${club}&status=cancelled`)).toHaveLength(1);
    expect(await rows(`type=all&search=eve`)).toHaveLength(2);
    const day = daysFromToday(5, 'UTC');
    expect(await rows(`type=all&start_date=${day}&end_date=${day}`)).toHaveLength(2);
    // A location admin's export keeps to their locations, whatever the query.
    expect(await rows('type=all', deskAdmin)).toHaveLength(3);
    expect(await rows(`type=all&location=${other}`, deskAdmin)).toHaveLength(0);
  });

  it('refuses staff without the court bookings permission and bad filters, as JSON', async () => {
    const refused = await download('type=all', reportingAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiEnvelope>().message).toBe(BookingApiMessages.noPermission);
    for (const query of ['type=soon', 'status=lost', 'start_date=2030-13-01']) {
      expect((await download(query)).statusCode, query).toBe(400);
    }
  });
});
