import { slotInstants, type ApiEnvelope } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, courtClosures } from '../src/db/schema';
import { bookingBody, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { openEventStream, type EventStreamReader } from './helpers/event-stream';
import { insertCourt, insertLocation } from './helpers/factories';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

/** Issue Step 11, section 2: every change to a court reaches the pages watching its location. */
describe('GET /api/court_events/ (Server-Sent Events)', () => {
  let ctx: TestContext;
  let base: string;
  let location: { id: number };
  let otherLocation: { id: number };
  let court: { id: number };
  let player: SignedIn;
  const streams: EventStreamReader[] = [];
  const DATE = daysFromToday(4);

  const watch = async (locationId: number) => {
    const stream = await openEventStream(`${base}/api/court_events/?location_id=${locationId}`);
    streams.push(stream);
    return stream;
  };
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: player.headers, payload });

  /** Holds a session of the court on DATE through the API, with `fields` changed. */
  const hold = async (fields: Record<string, unknown>) => {
    const response = await post(
      '/api/court-bookings/',
      bookingBody({ location: location.id, court_id: court.id, booking_date: DATE, ...fields }),
    );
    return {
      response,
      id: () => response.json<ApiEnvelope<{ booking_id: number }[]>>().data[0]!.booking_id,
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    location = await insertLocation(ctx.database.db);
    otherLocation = await insertLocation(ctx.database.db);
    court = await insertCourt(ctx.database.db, location.id, { hourlyFeeCents: 4000 });
    player = await signIn(ctx.app, ctx.database.db, {
      userType: 2,
      locationIds: [location.id],
    });
  });
  // A player holds one unpaid booking a location at a time: each test starts with none.
  beforeEach(() => releaseHoldsOf(ctx.app, ctx.database.db, player));
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.app.close();
  });

  it('opens an event stream that tells the browser how soon to reconnect, with no token', async () => {
    const stream = await watch(location.id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    // The app's security headers are kept on the hijacked answer.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('announces a hold taken and released as slot events, naming the slot and nothing about who', async () => {
    const stream = await watch(location.id);
    const elsewhere = await watch(otherLocation.id);
    const created = await hold({ total_price: '60' });
    expect(created.response.statusCode).toBe(201);
    const slot = {
      location_id: location.id,
      date: DATE,
      court_id: court.id,
      start_time: '18:00:00',
      end_time: '19:30:00',
    };
    const taken = await stream.next('change');
    expect(JSON.parse(taken.data)).toEqual({ event: 'slot.taken', ...slot });

    expect((await post(`/api/court-bookings/${created.id()}/release/`)).statusCode).toBe(200);
    const released = await stream.next('change');
    expect(JSON.parse(released.data)).toEqual({ event: 'slot.freed', ...slot });
    // Another location's page hears nothing of it.
    await expect(elsewhere.next('change', 300)).rejects.toThrow(/no "change" event/);
  });

  it('announces a closure as a change on any date, and a hold that lapses when it is swept', async () => {
    const stream = await watch(location.id);
    const closure = slotInstants(DATE, 6 * 60, 7 * 60, 'America/New_York');
    await ctx.database.db.insert(courtClosures).values({ courtId: court.id, ...closure });
    expect(JSON.parse((await stream.next('change')).data)).toEqual({
      location_id: location.id,
      date: null,
    });

    const created = await hold({ start_time: '20:00', total_price: '60' });
    await stream.next('change');
    // The sweeper's update, like any other change, is announced by the database itself.
    await ctx.database.db
      .update(bookings)
      .set({ status: 'expired' })
      .where(eq(bookings.id, created.id()));
    expect(JSON.parse((await stream.next('change')).data)).toEqual({
      event: 'slot.freed',
      location_id: location.id,
      date: DATE,
      court_id: court.id,
      start_time: '20:00:00',
      end_time: '21:30:00',
    });
  });

  it('announces staff confirming a hold as its slot taken, and cancelling it as freed', async () => {
    const created = await hold({ start_time: '08:00', duration: 1, total_price: '40' });
    expect(created.response.statusCode).toBe(201);
    const id = created.id();
    const stream = await watch(location.id);
    const admin = await signIn(ctx.app, ctx.database.db, {
      userType: 1,
      locationIds: [location.id],
      permissions: ['court_bookings'],
    });
    const put = (status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/court-bookings/${id}/`,
        headers: admin.headers,
        payload: { status },
      });
    const slot = {
      location_id: location.id,
      date: DATE,
      court_id: court.id,
      start_time: '08:00:00',
      end_time: '09:00:00',
    };
    expect((await put('confirmed')).statusCode).toBe(200);
    expect(JSON.parse((await stream.next('change')).data)).toEqual({
      event: 'slot.taken',
      ...slot,
    });
    expect((await put('cancelled')).statusCode).toBe(200);
    expect(JSON.parse((await stream.next('change')).data)).toEqual({
      event: 'slot.freed',
      ...slot,
    });
  });

  it('refuses an unknown location and a bad id in the envelope, not as a stream', async () => {
    const unknown = await fetch(`${base}/api/court_events/?location_id=999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    const bad = await fetch(`${base}/api/court_events/?location_id=abc`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: number }).code).toBe(400);
  });

  it('ends every open stream when the app closes, so closing never hangs', async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ host: '127.0.0.1', port: 0 });
    const place = await insertLocation(own.database.db);
    const stream = await openEventStream(`${url}/api/court_events/?location_id=${place.id}`);
    expect(stream.status).toBe(200);
    await own.app.close();
    stream.close();
  });

  /** Issue Step 15, item 4.7: streams are capped per client address and per process. */
  describe('caps', () => {
    let capped: TestContext;
    let url: string;
    let place: { id: number };
    const open: EventStreamReader[] = [];

    beforeAll(async () => {
      // Behind a proxy, so each stream can come from an address of its own (X-Forwarded-For).
      capped = await createTestApp({
        env: testEnv({ TRUST_PROXY: '1', LIVE_STREAMS_PER_ADDRESS: '20', LIVE_STREAMS_MAX: '25' }),
      });
      url = await capped.app.listen({ host: '127.0.0.1', port: 0 });
      place = await insertLocation(capped.database.db);
    });
    afterAll(async () => {
      for (const stream of open) stream.close();
      await capped.app.close();
    });

    const streamFrom = async (client: string) => {
      const stream = await openEventStream(`${url}/api/court_events/?location_id=${place.id}`, {
        headers: { 'x-forwarded-for': client },
      });
      open.push(stream);
      return stream;
    };
    const health = async () => (await fetch(`${url}/api/health/`)).status;

    it('refuses a 21st stream from one address, and more than the process allows, in the envelope', async () => {
      const first = await Promise.all(Array.from({ length: 20 }, () => streamFrom('10.1.0.1')));
      expect(first.map((s) => s.status)).toEqual(Array<number>(20).fill(200));

      const refused = await fetch(`${url}/api/court_events/?location_id=${place.id}`, {
        headers: { 'x-forwarded-for': '10.1.0.1' },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/application\/json/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: 429,
        message: 'Too many requests. Please wait a moment and try again.',
        data: null,
      });

      // Another address gets the five streams left in the process, then is refused too.
      const second = await Promise.all(Array.from({ length: 5 }, () => streamFrom('10.1.0.2')));
      expect(second.map((s) => s.status)).toEqual(Array<number>(5).fill(200));
      expect((await streamFrom('10.1.0.3')).status).toBe(429);

      // While streams are refused by the hundred, every other request is still answered.
      const [statuses, healthy] = await Promise.all([
        Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            streamFrom(`10.2.0.${i + 1}`).then((s) => s.status),
          ),
        ),
        health(),
      ]);
      expect(new Set(statuses)).toEqual(new Set([429]));
      expect(healthy).toBe(200);
    });

    it('gives a slot back when its stream closes', async () => {
      for (const stream of open.splice(0)) stream.close();
      // The server hears each hang-up a moment later: ask until it has.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        const stream = await streamFrom('10.1.0.1');
        status = stream.status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect(await health()).toBe(200);
    });
  });
});
