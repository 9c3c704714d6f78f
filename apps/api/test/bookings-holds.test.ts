import { BookingMessages, type ApiEnvelope } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { bookingLifecycle } from '../src/modules/bookings';
import { bookingBody, bookingRowsOfCourt, daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const statusOf = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('booking holds', () => {
  let ctx: TestContext;
  let slot: { courtId: number; locationId: number; userId: number };
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ HOLD_SWEEP_SECONDS: '1' }) });
    const location = await insertLocation(db());
    const court = await insertCourt(db(), location.id);
    const user = await insertUser(db());
    slot = { courtId: court.id, locationId: location.id, userId: user.id };
  });
  afterAll(() => ctx.app.close());

  it('the sweep expires lapsed pending holds only', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const at = (hour: number) => `2031-01-0${hour}T10:00:00Z`;
    const row = (day: number, status: 'pending' | 'confirmed', holdExpiresAt: Date | null) =>
      insertBooking(db(), {
        ...slot,
        startsAt: at(day),
        endsAt: at(day).replace('T10', 'T11'),
        status,
        holdExpiresAt,
      });
    const lapsed = await row(1, 'pending', new Date(now.getTime() - 1));
    const exactlyNow = await row(2, 'pending', now);
    const live = await row(3, 'pending', new Date(now.getTime() + 60_000));
    const noHold = await row(4, 'pending', null);
    const confirmed = await row(5, 'confirmed', new Date(now.getTime() - 60_000));

    expect(await bookingLifecycle.expireLapsed(db(), now)).toBe(2);
    expect(await statusOf(ctx, lapsed.id)).toBe('expired');
    expect(await statusOf(ctx, exactlyNow.id)).toBe('expired');
    expect(await statusOf(ctx, live.id)).toBe('pending');
    expect(await statusOf(ctx, noHold.id)).toBe('pending');
    expect(await statusOf(ctx, confirmed.id)).toBe('confirmed');
    expect(await bookingLifecycle.expireLapsed(db(), now)).toBe(0);
  });

  it('runs by itself in the app every HOLD_SWEEP_SECONDS', async () => {
    const lapsed = await insertBooking(db(), {
      ...slot,
      startsAt: '2032-01-01T10:00:00Z',
      endsAt: '2032-01-01T11:00:00Z',
      holdExpiresAt: new Date(Date.now() - 1_000),
    });
    const deadline = Date.now() + 5_000;
    while ((await statusOf(ctx, lapsed.id)) !== 'expired' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf(ctx, lapsed.id)).toBe('expired');
  });
});

describe('50 players asking for the same court and time at once', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // On PostgreSQL, enough connections that the requests really race in the database.
    ctx = await createTestApp({ poolSize: 25 });
  });
  afterAll(() => ctx.app.close());

  it('books exactly one and answers 409 to the other 49', async () => {
    const db = ctx.database.db;
    const location = await insertLocation(db);
    const court = await insertCourt(db, location.id, { hourlyFeeCents: 4000 });
    const players = await Promise.all(Array.from({ length: 50 }, () => insertUser(db)));
    const tokens = await Promise.all(
      players.map((p) => ctx.app.tokens.sign({ userId: p.id, version: 0 })),
    );
    const payload = bookingBody({
      location: location.id,
      court_id: court.id,
      booking_date: daysFromToday(2),
      total_price: '60',
    });
    const answers = await Promise.all(
      tokens.map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/court-bookings/',
          headers: { authorization: `Bearer ${token}` },
          payload,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<ApiEnvelope>().message).toBe(BookingMessages.courtTaken);
    }
    const rows = await bookingRowsOfCourt(db, court.id);
    expect(rows.filter((r) => r.status === 'pending' || r.status === 'confirmed')).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });
});
