import { slotInstants, type ApiEnvelope, type Occupancy, type PageAnswer } from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const TZ = 'America/Chicago';

describe('GET /api/get_courtbookings/', () => {
  let ctx: TestContext;
  let clubId: number;
  let otherClubId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const club = await insertLocation(ctx.database.db, { name: 'Riverside Tennis', timeZone: TZ });
    const other = await insertLocation(ctx.database.db, { name: 'Hilltop Padel', timeZone: TZ });
    clubId = club.id;
    otherClubId = other.id;
    const court = await insertCourt(ctx.database.db, club.id, { courtNumber: 7 });
    const otherCourt = await insertCourt(ctx.database.db, other.id, { courtNumber: 1 });
    const player = await insertUser(ctx.database.db, {
      firstName: 'Secret',
      email: 'secret.player@example.test',
      phone: '+12155550199',
    });
    const add = (
      courtId: number,
      locationId: number,
      date: string,
      start: number,
      extra: object = {},
    ) => {
      const { startsAt, endsAt } = slotInstants(date, start * 60, (start + 1) * 60, TZ);
      return insertBooking(ctx.database.db, {
        courtId,
        locationId,
        userId: player.id,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        status: 'confirmed',
        timeZone: TZ,
        ...extra,
      });
    };
    for (let day = 1; day <= 12; day++)
      await add(court.id, club.id, `2031-03-${String(day).padStart(2, '0')}`, 9);
    await add(court.id, club.id, '2020-01-05', 9);
    await add(court.id, club.id, '2031-04-01', 9, { status: 'cancelled' });
    await add(court.id, club.id, '2031-04-02', 9, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await add(court.id, club.id, '2031-04-03', 9, {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await add(otherCourt.id, other.id, '2031-03-01', 18);
  });
  afterAll(() => ctx.app.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/get_courtbookings/?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<PageAnswer<Occupancy>>();
  };

  it('pages upcoming occupancy soonest first, without saying who booked', async () => {
    const page = await list(`location=${clubId}`);
    expect(page.count).toBe(13);
    expect(page.next).toBe(2);
    expect(page.previous).toBeNull();
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      court_id: expect.any(Number) as number,
      court_number: 7,
      location_id: clubId,
      location_name: 'Riverside Tennis',
      booking_date: '2031-03-01',
      start_time: '09:00:00',
      end_time: '10:00:00',
    });
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/Secret|secret\.player|5550199/);
    const last = await list(`location=${clubId}&page=2`);
    expect(last.results.map((r) => r.booking_date)).toEqual([
      '2031-03-11',
      '2031-03-12',
      '2031-04-03',
    ]);
  });

  it('leaves out cancelled rows and lapsed holds, and shows live holds', async () => {
    const dates = (await list(`location=${clubId}&start_date=2031-04-01`)).results.map(
      (r) => r.booking_date,
    );
    expect(dates).toEqual(['2031-04-03']);
  });

  it('filters by type, date range and search', async () => {
    expect((await list(`location=${clubId}&type=past`)).results.map((r) => r.booking_date)).toEqual(
      ['2020-01-05'],
    );
    expect((await list(`location=${clubId}&start_date=2031-03-05&end_date=2031-03-06`)).count).toBe(
      2,
    );
    const found = await list('search=hilltop');
    expect(found.results.map((r) => r.location_id)).toEqual([otherClubId]);
  });

  it('refuses bad filters with a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/get_courtbookings/?type=someday&start_date=tomorrow',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().errors).toHaveLength(2);
  });
});
