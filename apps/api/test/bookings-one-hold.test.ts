import {
  BookingMessages,
  formatCalendarDate,
  type ApiEnvelope,
  type Booking,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { bookingBody, bookingRowsOfCourt, daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

type Answer = ApiEnvelope<Booking[]> & { data: Booking[] | { held_booking_id?: number } | null };

/** DESIGN.md section 4: a player holds at most one unpaid booking per location (staff exempt). */
describe('one unpaid hold per player per location', () => {
  let ctx: TestContext;
  let location: { id: number };
  let elsewhere: { id: number };
  let admin: SignedIn;
  const db = () => ctx.database.db;

  /** 40.00 an hour, no tax or card fee: 1.5 hours cost 60.00. */
  const newCourt = (at = location) => insertCourt(db(), at.id, { hourlyFeeCents: 4000 });
  const newPlayer = () =>
    signIn(ctx.app, db(), { userType: 2, locationIds: [location.id, elsewhere.id] });
  const post = async (who: SignedIn, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: who.headers,
      payload,
    });
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const body = (courtId: number, values: Record<string, unknown> = {}) =>
    bookingBody({
      location: location.id,
      court_id: courtId,
      booking_date: daysFromToday(4),
      total_price: '60',
      ...values,
    });
  const firstOf = (answer: { body: Answer }) => (answer.body.data as Booking[])[0]!;
  /** What the refusal names: the hold, with its court, date and times, and where to pay it. */
  const refusalFor = (held: Booking) => ({
    code: 409,
    message: BookingMessages.holdsAnother({
      courtNumber: held.court.court_number,
      date: formatCalendarDate(held.booking_date),
      start: '6:00 PM',
      end: '7:30 PM',
    }),
    data: { held_booking_id: held.booking_id },
  });

  beforeAll(async () => {
    ctx = await createTestApp({ poolSize: 10 });
    location = await insertLocation(db());
    elsewhere = await insertLocation(db());
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
  });
  afterAll(() => ctx.app.close());

  it('refuses a second hold at the location with 409 naming the first, and writes nothing', async () => {
    const player = await newPlayer();
    const [court, other] = [await newCourt(), await newCourt()];
    const first = await post(player, body(court.id));
    expect(first.status).toBe(201);
    const held = firstOf(first);

    const second = await post(player, body(other.id, { start_time: '10:00' }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual(refusalFor(held));
    expect(await bookingRowsOfCourt(db(), other.id)).toEqual([]);

    // The same court and times again is the same hold, not a refusal.
    const again = await post(player, body(court.id));
    expect(again.status).toBe(201);
    expect(firstOf(again).booking_id).toBe(held.booking_id);
    // Another location is another limit.
    expect(
      (await post(player, body((await newCourt(elsewhere)).id, { location: elsewhere.id }))).status,
    ).toBe(201);
  });

  it('lets the wizard replace its own hold, and a released, lapsed or paid one no longer counts', async () => {
    const player = await newPlayer();
    const courts = [await newCourt(), await newCourt(), await newCourt(), await newCourt()];
    const first = firstOf(await post(player, body(courts[0]!.id)));
    const moved = await post(
      player,
      body(courts[1]!.id, { replaces_booking_id: first.booking_id }),
    );
    expect(moved.status).toBe(201);

    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/court-bookings/${firstOf(moved).booking_id}/release/`,
      headers: player.headers,
    });
    expect(released.statusCode).toBe(200);
    const afterRelease = await post(player, body(courts[2]!.id));
    expect(afterRelease.status).toBe(201);

    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, firstOf(afterRelease).booking_id));
    const afterLapse = await post(player, body(courts[3]!.id));
    expect(afterLapse.status).toBe(201);

    await db()
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null })
      .where(eq(bookings.id, firstOf(afterLapse).booking_id));
    expect((await post(player, body((await newCourt()).id))).status).toBe(201);
  });

  it('keeps the hold a refused request would have replaced', async () => {
    const player = await newPlayer();
    const [a, b, far] = [await newCourt(), await newCourt(), await newCourt(elsewhere)];
    const held = firstOf(await post(player, body(a.id)));
    const farHold = firstOf(await post(player, body(far.id, { location: elsewhere.id })));
    // A wizard at the other location moves here: its hold there would go, but this one is refused.
    const refused = await post(player, body(b.id, { replaces_booking_id: farHold.booking_id }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(refusalFor(held));
    expect(await bookingRowsOfCourt(db(), far.id)).toEqual([
      expect.objectContaining({ status: 'pending', holdExpiresAt: expect.any(Date) as Date }),
    ]);
    expect(await bookingRowsOfCourt(db(), b.id)).toEqual([]);
  });

  it('lets no second hold slip in when several tabs ask at the same moment', async () => {
    const player = await newPlayer();
    const courts = await Promise.all(Array.from({ length: 8 }, () => newCourt()));
    const answers = await Promise.all(courts.map((court) => post(player, body(court.id))));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    const held = firstOf(won[0]!);
    for (const answer of answers.filter((a) => a !== won[0])) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(refusalFor(held));
    }
    const rows = await db().select().from(bookings).where(eq(bookings.userId, player.user.id));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('does not hold staff to it: they book any number for a player, or for themself', async () => {
    const player = await newPlayer();
    const own = await post(player, body((await newCourt()).id));
    expect(own.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const forPlayer = await post(admin, body((await newCourt()).id, { user_id: player.user.id }));
      expect(forPlayer.status, JSON.stringify(forPlayer.body)).toBe(201);
      const forSelf = await post(admin, body((await newCourt()).id));
      expect(forSelf.status).toBe(201);
    }
    // What staff made for the player is not the player's own hold: it does not block them either.
    const other = await newPlayer();
    await post(admin, body((await newCourt()).id, { user_id: other.user.id }));
    expect((await post(other, body((await newCourt()).id))).status).toBe(201);
  });
});
