import {
  LocationMessages,
  WaitlistMessages,
  type CheckoutSession,
  type WaitlistEntry,
} from '@courtbook/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, locations, waitlistEntries } from '../src/db/schema';
import { book, daysFromToday } from './helpers/bookings';
import { emailsSent } from './helpers/email-queue';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { checkout, payLocally, verifyPayment } from './helpers/payments';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

type Answer<T> = T & { code: number; message: string };
type Refused = { code: number; message: string; errors?: string[]; data?: unknown };

describe('the waitlist: join, the offer of a freed slot, take it, pass it on', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let location: { id: number; name: string };
  let elsewhere: { id: number };
  let admin: SignedIn;
  let adminElsewhere: SignedIn;
  let players: SignedIn[];
  let day = 2;
  const db = () => ctx.database.db;

  const join = (who: SignedIn, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/waitlist/', headers: who.headers, payload: body });
  const entryOf = async (who: SignedIn, id: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/waitlist/${id}/`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<WaitlistEntry>>();
  };
  const cancel = (bookingId: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${bookingId}/`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
  /** Waits, polling the entry, until it reaches `status` (the offer job runs in the background). */
  async function until(who: SignedIn, id: number, status: WaitlistEntry['status']) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const entry = await entryOf(who, id);
      if (entry.status === status) return entry;
      if (Date.now() > deadline) throw new Error(`entry ${id} is ${entry.status}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** A fresh court with staff's confirmed 18:00–19:00 booking on a fresh date. */
  async function takenSlot(values: Parameters<typeof insertCourt>[2] = {}) {
    const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000, ...values });
    const date = daysFromToday(day++);
    const [taken] = await book(ctx.app, admin.headers, {
      location: location.id,
      court_id: court.id,
      booking_date: date,
      start_time: '18:00',
      duration: 1,
      total_price: '40',
    });
    return { court, date, taken: taken! };
  }
  const wanted = (date: string, extra: Record<string, unknown> = {}) => ({
    location_id: location.id,
    booking_date: date,
    from_time: '18:00',
    to_time: '20:00',
    duration_minutes: 60,
    ...extra,
  });

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({
      env: testEnv({
        SMTP_URL: mail.url,
        WAITLIST_SWEEP_SECONDS: '1',
        APP_URL: 'http://club.test',
      }),
    });
    location = await insertLocation(db(), { name: 'Greenlake Club' });
    elsewhere = await insertLocation(db());
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [location.id],
    });
    adminElsewhere = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['court_bookings'],
      locationIds: [elsewhere.id],
    });
    players = [];
    for (let i = 0; i < 3; i++) {
      players.push(await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] }));
    }
  }, 60_000);
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('refuses bad input with 400 in the envelope, and staff with 403', async () => {
    const [player] = players;
    const date = daysFromToday(40);
    const cases: [Record<string, unknown>, string][] = [
      [wanted(date, { to_time: '17:00' }), WaitlistMessages.rangeInvalid],
      [wanted(date, { duration_minutes: 150 }), WaitlistMessages.durationLongerThanRange],
      [wanted(date, { duration_minutes: 50 }), WaitlistMessages.durationInvalid],
      [wanted(date, { duration_minutes: 'long' }), WaitlistMessages.durationInvalid],
      [wanted(date, { from_time: '18:10' }), 'Times must be on the quarter hour (HH:mm).'],
      [wanted(date, { location_id: 'x' }), WaitlistMessages.locationRequired],
    ];
    for (const [body, message] of cases) {
      const res = await join(player!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(res.json<Refused>().errors, JSON.stringify(body)).toContain(message);
    }
    const yesterday = await join(player!, wanted(daysFromToday(-1)));
    expect(yesterday.statusCode).toBe(400);
    const staff = await join(admin, wanted(date));
    expect(staff.statusCode).toBe(403);
    expect(staff.json<Refused>().message).toBe(WaitlistMessages.staffCannotJoin);
    const nowhere = await join(player!, wanted(date, { location_id: 999_999 }));
    expect(nowhere.statusCode).toBe(404);
    const foreignCourt = await insertCourt(db(), elsewhere.id);
    const wrongCourt = await join(player!, wanted(date, { court_id: foreignCourt.id }));
    expect(wrongCourt.statusCode).toBe(404);
    expect(await db().select().from(waitlistEntries)).toHaveLength(0);
  });

  it('keeps at most 5 open entries a player at a location, and no two alike', async () => {
    const player = players[2]!;
    const date = daysFromToday(50);
    for (let i = 0; i < 5; i++) {
      const res = await join(
        player,
        wanted(date, { from_time: `0${i + 1}:00`, to_time: `0${i + 2}:00` }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const again = await join(player, wanted(date, { from_time: '01:00', to_time: '02:00' }));
    expect(again.statusCode).toBe(409);
    expect(again.json<Refused>().message).toBe(WaitlistMessages.alreadyWaiting);
    const sixth = await join(player, wanted(date, { from_time: '10:00', to_time: '12:00' }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<Refused>().message).toBe(WaitlistMessages.tooMany);
    // Elsewhere the count starts again.
    const other = await join(player, { ...wanted(date), location_id: elsewhere.id });
    expect(other.statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/waitlist/',
      headers: player.headers,
    });
    for (const entry of list.json<{ results: WaitlistEntry[] }>().results) {
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/waitlist/${entry.id}/`,
        headers: player.headers,
      });
    }
    const left = await ctx.app.inject({
      method: 'GET',
      url: '/api/waitlist/',
      headers: player.headers,
    });
    expect(left.json<{ results: WaitlistEntry[] }>().results).toEqual([]);
  });

  it('offers a freed slot to the first in line only, holds it, and the offer leads to payment', async () => {
    const [first, second] = players;
    const { court, date, taken } = await takenSlot();
    const joined = await join(first!, wanted(date));
    expect(joined.statusCode, joined.body).toBe(201);
    const a = joined.json<Answer<WaitlistEntry>>();
    expect(a).toMatchObject({
      code: 201,
      message: WaitlistMessages.joined,
      status: 'waiting',
      place: 1,
      from_time: '18:00',
      to_time: '20:00',
      duration_minutes: 60,
      court: null,
      offer: null,
    });
    const b = (await join(second!, wanted(date, { court_id: court.id }))).json<WaitlistEntry>();
    expect(b).toMatchObject({ place: 2, court: { id: court.id } });

    // Staff see both, with who waits.
    const staffList = await ctx.app.inject({
      method: 'GET',
      url: `/api/court-schedule/waitlist/?location_id=${location.id}&date=${date}`,
      headers: admin.headers,
    });
    expect(staffList.statusCode).toBe(200);
    expect(
      staffList
        .json<{ results: { player: { id: number }; place: number }[] }>()
        .results.map((e) => [e.player.id, e.place]),
    ).toEqual([
      [first!.user.id, 1],
      [second!.user.id, 2],
    ]);

    expect((await cancel(taken.booking_id)).statusCode).toBe(200);
    const offered = await until(first!, a.id, 'offered');
    expect(offered.offer).toMatchObject({
      court_id: court.id,
      start_time: '18:00',
      end_time: '19:00',
    });
    const held = new Date(offered.offer!.expires_at).getTime() - Date.now();
    expect(held).toBeGreaterThan(10 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const email = await mail.waitFor(first!.user.email);
    expect(email.subject).toBe(`${WaitlistMessages.offerEmailSubject}: Greenlake Club`);
    expect(email.text).toContain(`http://club.test/waitlist/${a.id}`);
    // The second in line waits on, first now; nobody else may take the held court.
    expect(await entryOf(second!, b.id)).toMatchObject({ status: 'waiting', place: 1 });
    const grab = await ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: second!.headers,
      payload: {
        location: location.id,
        court_id: court.id,
        booking_date: date,
        start_time: '18:00',
        duration: 1,
        book_for_four_weeks: 'False',
        total_price: '40',
      },
    });
    expect(grab.statusCode).toBe(409);

    const take = await ctx.app.inject({
      method: 'POST',
      url: `/api/waitlist/${a.id}/take/`,
      headers: first!.headers,
    });
    expect(take.statusCode, take.body).toBe(200);
    const bookingId = take.json<{ booking_id: number }>().booking_id;
    expect(bookingId).toBe(offered.offer!.booking_id);
    const session = await checkout(ctx.app, first!.headers, { booking_id: bookingId });
    expect(session.statusCode, session.body).toBe(200);
    const { client_secret, payment_intent_id } = session.json<Answer<CheckoutSession>>();
    expect((await payLocally(ctx.app, first!.headers, client_secret)).statusCode).toBe(200);
    expect((await verifyPayment(ctx.app, first!.headers, payment_intent_id)).statusCode).toBe(200);
    expect(await entryOf(first!, a.id)).toMatchObject({ status: 'booked' });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ userId: first!.user.id, status: 'confirmed', courtId: court.id });
    await emailsSent(db());
    expect(mail.to(second!.user.email)).toHaveLength(0);
  });

  it('passes an ignored offer to the next in line once its hold lapses', async () => {
    const [first, second] = players;
    const { date, taken } = await takenSlot();
    const a = (await join(first!, wanted(date))).json<WaitlistEntry>();
    const b = (await join(second!, wanted(date))).json<WaitlistEntry>();
    await cancel(taken.booking_id);
    const offered = await until(first!, a.id, 'offered');
    // The first player's hold runs out (as 15 minutes would).
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, offered.offer!.booking_id));
    const next = await until(second!, b.id, 'offered');
    expect(next.offer).toMatchObject({ start_time: '18:00', end_time: '19:00' });
    expect(await entryOf(first!, a.id)).toMatchObject({ status: 'passed', offer: null });
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/waitlist/${a.id}/take/`,
      headers: first!.headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<Refused>().message).toBe(WaitlistMessages.offerLapsed);
    // Leaving with an offer held gives the court back at once.
    const leave = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${b.id}/`,
      headers: second!.headers,
    });
    expect(leave.statusCode).toBe(200);
    const [hold] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, next.offer!.booking_id));
    expect(hold!.status).toBe('expired');
  });

  it('skips a player the fair-use limits would refuse, and checks them again when taken', async () => {
    const [first, second] = players;
    const { date, taken } = await takenSlot();
    // The first player already plays that day, and the location allows one booking a day.
    const other = await insertCourt(db(), location.id);
    await book(ctx.app, admin.headers, {
      location: location.id,
      court_id: other.id,
      booking_date: date,
      start_time: '10:00',
      duration: 1,
      total_price: '40',
      user_id: first!.user.id,
    });
    await db().update(locations).set({ maxBookingsPerDay: 1 }).where(eq(locations.id, location.id));
    try {
      const a = (await join(first!, wanted(date))).json<WaitlistEntry>();
      const b = (await join(second!, wanted(date))).json<WaitlistEntry>();
      await cancel(taken.booking_id);
      await until(second!, b.id, 'offered');
      expect(await entryOf(first!, a.id)).toMatchObject({ status: 'waiting', place: 1 });
      // Meanwhile the second player was booked that day at the desk: taking the offer would pass.
      await book(ctx.app, admin.headers, {
        location: location.id,
        court_id: other.id,
        booking_date: date,
        start_time: '12:00',
        duration: 1,
        total_price: '40',
        user_id: second!.user.id,
      });
      const take = await ctx.app.inject({
        method: 'POST',
        url: `/api/waitlist/${b.id}/take/`,
        headers: second!.headers,
      });
      expect(take.statusCode).toBe(409);
      expect(take.json()).toMatchObject({ data: { fair_use_rule: 'daily' } });
    } finally {
      await db()
        .update(locations)
        .set({ maxBookingsPerDay: null })
        .where(eq(locations.id, location.id));
    }
  });

  it('holds an offer as long as the location says, and refuses a setting out of range', async () => {
    const superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    const setHold = (minutes: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/locations/${location.id}/`,
        headers: superAdmin.headers,
        payload: { waitlist_offer_minutes: minutes },
      });
    for (const bad of [0, 121, 7.5, 'soon']) {
      const res = await setHold(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<Refused>().errors).toContain(LocationMessages.waitlistOfferMinutesInvalid);
    }
    const set = await setHold('30');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ waitlist_offer_minutes: 30 });
    try {
      const [first] = players;
      const { date, taken } = await takenSlot();
      const entry = (await join(first!, wanted(date))).json<WaitlistEntry>();
      await cancel(taken.booking_id);
      const offered = await until(first!, entry.id, 'offered');
      const held = new Date(offered.offer!.expires_at).getTime() - Date.now();
      expect(held).toBeGreaterThan(25 * 60_000);
      expect(held).toBeLessThanOrEqual(30 * 60_000);
    } finally {
      await setHold(15);
    }
  });

  it('never shows one player another player’s entry, nor staff another location’s', async () => {
    const [first, second] = players;
    const date = daysFromToday(60);
    const entry = (await join(first!, wanted(date))).json<WaitlistEntry>();
    for (const [method, url] of [
      ['GET', `/api/waitlist/${entry.id}/`],
      ['DELETE', `/api/waitlist/${entry.id}/`],
      ['POST', `/api/waitlist/${entry.id}/take/`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: second!.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/waitlist/',
      headers: second!.headers,
    });
    expect(list.json<{ results: WaitlistEntry[] }>().results.map((e) => e.id)).not.toContain(
      entry.id,
    );
    const staffUrl = `/api/court-schedule/waitlist/?location_id=${location.id}&date=${date}`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: staffUrl, headers: adminElsewhere.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: staffUrl, headers: first!.headers })).statusCode,
    ).toBe(403);
    const [row] = await db()
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')));
    expect(row).toBeDefined();
  });
});
