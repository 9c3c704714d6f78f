import {
  LocationMessages as LM,
  localInstant,
  type Answer,
  type ApiEnvelope,
  type AvailabilityResult,
  type Closure,
  type LocationDetail,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtClosures } from '../src/db/schema';
import { ClosureMessages, CourtMessages } from '../src/modules/courts/courts.messages';
import { daysFromToday } from './helpers/bookings';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const TZ = 'America/New_York';

describe('court closures', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let player: SignedIn;
  let location: { id: number };
  let court: { id: number };
  let otherCourt: { id: number };
  let theirCourt: { id: number };

  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const close = (courtId: number, body: object, who: SignedIn = admin) =>
    call('POST', `/api/courts/${courtId}/closures/`, who, body);
  const closuresOf = (courtId: number) =>
    db().select().from(courtClosures).where(eq(courtClosures.courtId, courtId));

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), { name: 'Closure Club', timeZone: TZ });
    court = await insertCourt(db(), location.id, { courtNumber: 1 });
    otherCourt = await insertCourt(db(), location.id, { courtNumber: 2 });
    const theirs = await insertLocation(db(), { name: 'Not Yours' });
    theirCourt = await insertCourt(db(), theirs.id, { courtNumber: 1 });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), { userType: 1, locationIds: [location.id] });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('closes a court in local time at the location, stored as instants, and records it', async () => {
    const res = await close(court.id, {
      start: '2030-05-01T08:00',
      end: '2030-05-01T12:30',
      reason: ' Resurfacing ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Answer<Closure>>();
    expect(body).toEqual({
      code: 201,
      message: ClosureMessages.created,
      id: expect.any(Number) as number,
      court_id: court.id,
      start: '2030-05-01T08:00',
      end: '2030-05-01T12:30',
      starts_at: '2030-05-01T12:00:00.000Z',
      ends_at: '2030-05-01T16:30:00.000Z',
      reason: 'Resurfacing',
      created_at: expect.any(String) as string,
    });
    expect(await auditRowsOf(db(), 'court_closure', body.id)).toMatchObject([
      {
        action: 'closure.create',
        actorUserId: admin.user.id,
        details: {
          court_id: court.id,
          starts_at: '2030-05-01T12:00:00.000Z',
          ends_at: '2030-05-01T16:30:00.000Z',
        },
      },
    ]);
  });

  it('makes the court booked in availability for that time, and only that court', async () => {
    // Within the location's booking horizon, so availability answers for it.
    const day = daysFromToday(30, TZ);
    await close(court.id, { start: `${day}T09:00`, end: `${day}T11:00` });
    const check = async (start: string, end: string) => {
      const res = await call('POST', '/api/check_court_availability/', undefined, {
        location_id: location.id,
        date: day,
        start_time: start,
        end_time: end,
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        res.json<AvailabilityResult>().courts.map((c) => [c.court_id, c.is_booked]),
      );
    };
    expect(await check('10:00', '11:00')).toEqual({ [court.id]: true, [otherCourt.id]: false });
    expect(await check('11:00', '12:00')).toEqual({ [court.id]: false, [otherCourt.id]: false });
  });

  describe('across daylight-saving changes (America/New_York)', () => {
    it('spans the spring-forward night in 11 real hours', async () => {
      const res = await close(court.id, { start: '2030-03-09T20:00', end: '2030-03-10T08:00' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        start: '2030-03-09T20:00',
        end: '2030-03-10T08:00',
        starts_at: '2030-03-10T01:00:00.000Z',
        ends_at: '2030-03-10T12:00:00.000Z',
      });
    });

    it('spans the fall-back night in 13 real hours', async () => {
      const res = await close(court.id, { start: '2030-11-02T20:00', end: '2030-11-03T08:00' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        starts_at: '2030-11-03T00:00:00.000Z',
        ends_at: '2030-11-03T13:00:00.000Z',
      });
    });

    it('moves a start in the skipped hour forward, as clocks do', async () => {
      const res = await close(court.id, { start: '2030-03-10T02:30', end: '2030-03-10T05:00' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        start: '2030-03-10T03:30',
        starts_at: '2030-03-10T07:30:00.000Z',
      });
    });

    it('refuses a span that the skipped hour leaves empty', async () => {
      // 02:30 does not exist that night and becomes 03:30, after the 03:00 end.
      expect(localInstant('2030-03-10', 150, TZ) >= localInstant('2030-03-10', 180, TZ)).toBe(true);
      const before = (await closuresOf(court.id)).length;
      const res = await close(court.id, { start: '2030-03-10T02:30', end: '2030-03-10T03:00' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: ClosureMessages.clockChange,
        errors: [ClosureMessages.clockChange],
      });
      expect((await closuresOf(court.id)).length).toBe(before);
    });
  });

  it.each([
    [{ start: '2030-05-01T08:15', end: '2030-05-01T09:00' }, [LM.closureStartInvalid]],
    [{ start: '2030-05-01T08:00', end: '2030-05-01T09:45' }, [LM.closureEndInvalid]],
    [{ start: '2030-05-01T08:00', end: '2030-05-01T08:00' }, [LM.closureEndAfterStart]],
    [{ start: '01/05/2030 08:00', end: '2030-05-01T09:00' }, [LM.closureStartInvalid]],
    [{}, [LM.closureStartRequired, LM.closureEndRequired]],
    [{ start: '2001-05-01T08:00', end: '2001-05-01T09:00' }, [ClosureMessages.endPassed]],
  ])('refuses %j with a clear message', async (body, errors) => {
    const before = (await closuresOf(court.id)).length;
    const res = await close(court.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: errors[0], errors });
    expect((await closuresOf(court.id)).length).toBe(before);
  });

  it('says how many bookings already hold the court in that span (they stay)', async () => {
    const user = await insertUser(db());
    const slot = (hour: number) => ({
      courtId: otherCourt.id,
      locationId: location.id,
      userId: user.id,
      startsAt: localInstant('2030-07-01', hour * 60, TZ).toISOString(),
      endsAt: localInstant('2030-07-01', (hour + 1) * 60, TZ).toISOString(),
      timeZone: TZ,
    });
    await insertBooking(db(), { ...slot(9), status: 'confirmed' });
    await insertBooking(db(), { ...slot(10), status: 'cancelled' });
    await insertBooking(db(), { ...slot(11), status: 'pending', holdExpiresAt: new Date(0) });
    await insertBooking(db(), {
      ...slot(12),
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const res = await close(otherCourt.id, { start: '2030-07-01T08:00', end: '2030-07-01T18:00' });
    expect(res.statusCode).toBe(201);
    expect(res.json<ApiEnvelope>().message).toBe(ClosureMessages.createdOverBookings(2));
    expect(ClosureMessages.createdOverBookings(1)).toBe(
      'Closure added successfully. 1 existing booking overlaps it and is not cancelled.',
    );
  });

  it('lists the upcoming closures, earliest first, without ended ones', async () => {
    const fresh = await insertCourt(db(), location.id, { courtNumber: 3 });
    await db()
      .insert(courtClosures)
      .values({
        courtId: fresh.id,
        startsAt: new Date('2001-01-01T10:00:00Z'),
        endsAt: new Date('2001-01-01T12:00:00Z'),
      });
    await close(fresh.id, { start: '2031-02-01T10:00', end: '2031-02-01T11:00' });
    await close(fresh.id, { start: '2031-01-01T10:00', end: '2031-01-01T11:00' });
    const res = await call('GET', `/api/courts/${fresh.id}/closures/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<Closure[]>().map((c) => c.start)).toEqual([
      '2031-01-01T10:00',
      '2031-02-01T10:00',
    ]);
    // The same closures appear on the court in the location's detail.
    const detail = await call('GET', `/api/locations/${location.id}/`, admin);
    const listed = detail.json<LocationDetail>().courts.find((c) => c.court_id === fresh.id);
    expect(listed!.closures).toHaveLength(2);
  });

  it('removes a closure of the court, and records it', async () => {
    const created = await close(court.id, { start: '2032-01-01T10:00', end: '2032-01-01T12:00' });
    const id = created.json<Closure>().id;
    const wrongCourt = await call('DELETE', `/api/courts/${otherCourt.id}/closures/${id}/`, admin);
    expect(wrongCourt.statusCode).toBe(404);
    expect(wrongCourt.json<ApiEnvelope>().message).toBe(ClosureMessages.notFound);

    const res = await call('DELETE', `/api/courts/${court.id}/closures/${id}/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: ClosureMessages.deleted, data: null });
    expect((await closuresOf(court.id)).map((c) => c.id)).not.toContain(id);
    expect((await auditRowsOf(db(), 'court_closure', id)).map((a) => a.action)).toEqual([
      'closure.create',
      'closure.delete',
    ]);
    const again = await call('DELETE', `/api/courts/${court.id}/closures/${id}/`, admin);
    expect(again.statusCode).toBe(404);
  });

  describe('access', () => {
    it('needs a token, refuses players, and hides other locations’ courts', async () => {
      const [existing] = await closuresOf(court.id);
      const routes: ['GET' | 'POST' | 'DELETE', string][] = [
        ['GET', `/api/courts/${court.id}/closures/`],
        ['POST', `/api/courts/${court.id}/closures/`],
        ['DELETE', `/api/courts/${court.id}/closures/${existing?.id}/`],
      ];
      const body = { start: '2033-01-01T10:00', end: '2033-01-01T11:00' };
      for (const [method, url] of routes) {
        const payload = method === 'POST' ? body : undefined;
        const anonymous = await call(method, url, undefined, payload);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json<ApiEnvelope>().code).toBe('token_not_valid');
        expect((await call(method, url, player, payload)).statusCode).toBe(403);
      }
      for (const [method, url] of [
        ['GET', `/api/courts/${theirCourt.id}/closures/`],
        ['POST', `/api/courts/${theirCourt.id}/closures/`],
        ['DELETE', `/api/courts/${theirCourt.id}/closures/1/`],
      ] as const) {
        const res = await call(method, url, admin, method === 'POST' ? body : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json<ApiEnvelope>().message).toBe(CourtMessages.notFound);
      }
      expect(await closuresOf(theirCourt.id)).toEqual([]);
      // A super admin reaches every court.
      expect((await close(theirCourt.id, body, superAdmin)).statusCode).toBe(201);
    });
  });
});
