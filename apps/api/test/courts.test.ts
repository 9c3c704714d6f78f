import {
  LocationMessages as LM,
  type Answer,
  type ApiEnvelope,
  type Court,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtClosures, courts } from '../src/db/schema';
import { CourtMessages } from '../src/modules/courts/courts.messages';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';
import { SPEC_COURT } from './helpers/courts';

describe('staff court management', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let player: SignedIn;
  let mine: { id: number };
  let theirs: { id: number };

  const db = () => ctx.database.db;
  const courtRow = async (id: number) =>
    (await db().select().from(courts).where(eq(courts.id, id)))[0];
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    // Location defaults: 8.25 % tax, 2.90 % card fee.
    mine = await insertLocation(db(), {
      name: 'Court Club',
      defaultTaxBasisPoints: 825,
      defaultCardFeeBasisPoints: 290,
    });
    theirs = await insertLocation(db(), { name: 'Other Club' });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), { userType: 1, locationIds: [mine.id] });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [mine.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  describe('access', () => {
    it('needs a token, and refuses players', async () => {
      const court = await insertCourt(db(), mine.id);
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
        ['POST', '/api/courts/'],
        ['GET', `/api/courts/${court.id}/`],
        ['PUT', `/api/courts/${court.id}/`],
        ['DELETE', `/api/courts/${court.id}/`],
        ['GET', `/api/locations/${mine.id}/courts/`],
      ];
      const body = { location_id: mine.id, court_number: 77, court_fee_hrs: '40' };
      for (const [method, url] of routes) {
        const payload = method === 'GET' ? undefined : body;
        const anonymous = await call(method, url, undefined, payload);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json<ApiEnvelope>().code).toBe('token_not_valid');
        expect((await call(method, url, player, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await courtRow(court.id)).toMatchObject({ courtNumber: court.courtNumber });
    });

    it('keeps a location admin to their own locations (404 elsewhere)', async () => {
      const other = await insertCourt(db(), theirs.id, { hourlyFeeCents: 1000 });
      const create = await call('POST', '/api/courts/', admin, {
        location_id: theirs.id,
        court_number: 50,
        court_fee_hrs: '40',
      });
      expect(create.statusCode).toBe(404);
      expect(create.json<ApiEnvelope>().message).toBe(CourtMessages.locationNotFound);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(method, `/api/courts/${other.id}/`, admin, {
          court_fee_hrs: '1',
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json<ApiEnvelope>().message).toBe(CourtMessages.notFound);
      }
      const list = await call('GET', `/api/locations/${theirs.id}/courts/`, admin);
      expect(list.statusCode).toBe(404);
      expect(await courtRow(other.id)).toMatchObject({ hourlyFeeCents: 1000 });
    });

    it('needs the locations permission to change courts, not to read them', async () => {
      const court = await insertCourt(db(), mine.id);
      const reader = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['court_bookings'],
        locationIds: [mine.id],
      });
      const res = await call('PUT', `/api/courts/${court.id}/`, reader, { court_fee_hrs: '1' });
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiEnvelope>().message).toBe(CourtMessages.noPermission);
      expect((await call('GET', `/api/courts/${court.id}/`, reader)).statusCode).toBe(200);
    });
  });

  describe('POST /api/courts/', () => {
    it('adds a court with the location’s tax and card fee, and records it', async () => {
      const res = await call('POST', '/api/courts/', admin, {
        location_id: String(mine.id),
        court_number: '1',
        court_fee_hrs: '45.5',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<Answer<Court>>();
      expect(body).toEqual({
        ...SPEC_COURT,
        min_session_minutes: 60,
        max_session_minutes: null,
        session_step_minutes: 30,
        code: 201,
        message: CourtMessages.created,
        court_id: expect.any(Number) as number,
        location_id: mine.id,
        court_number: 1,
        court_fee_hrs: '45.50',
        tax_percent: '8.25',
        card_fee_percent: '2.90',
        is_active: true,
        closures: [],
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      });
      expect(await courtRow(body.court_id)).toMatchObject({
        hourlyFeeCents: 4550,
        taxBasisPoints: 825,
        cardFeeBasisPoints: 290,
      });
      expect(await auditRowsOf(db(), 'court', body.court_id)).toMatchObject([
        {
          action: 'court.create',
          actorUserId: admin.user.id,
          details: { location_id: mine.id, court_number: 1 },
        },
      ]);
    });

    it('takes its own tax, card fee and active flag', async () => {
      const res = await call('POST', '/api/courts/', superAdmin, {
        location_id: mine.id,
        court_number: 2,
        court_fee_hrs: 40,
        tax_percent: 0,
        card_fee_percent: '3.5',
        is_active: false,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        court_fee_hrs: '40.00',
        tax_percent: '0.00',
        card_fee_percent: '3.50',
        is_active: false,
      });
    });

    it('refuses a number the location already has (409), but not another location’s', async () => {
      await insertCourt(db(), mine.id, { courtNumber: 9 });
      const res = await call('POST', '/api/courts/', superAdmin, {
        location_id: mine.id,
        court_number: 9,
        court_fee_hrs: '40',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        message: CourtMessages.numberTaken(9),
        data: null,
      });
      const elsewhere = await call('POST', '/api/courts/', superAdmin, {
        location_id: theirs.id,
        court_number: 9,
        court_fee_hrs: '40',
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('gives one court a number when several ask for it at once; the rest get 409', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', '/api/courts/', superAdmin, {
            location_id: mine.id,
            court_number: 31,
            court_fee_hrs: '40',
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json<ApiEnvelope>().message).toBe(CourtMessages.numberTaken(31));
      }
    });

    it('lists every problem and adds nothing', async () => {
      const before = (await db().select().from(courts)).length;
      const res = await call('POST', '/api/courts/', superAdmin, {
        court_number: 0,
        court_fee_hrs: '12.345',
        tax_percent: '100.5',
        is_active: 'perhaps',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message: LM.locationRequired,
        errors: [
          LM.locationRequired,
          LM.courtNumberInvalid,
          LM.courtFeeInvalid,
          LM.taxPercentInvalid,
          LM.activeInvalid,
        ],
      });
      const missing = await call('POST', '/api/courts/', superAdmin, { location_id: mine.id });
      expect(missing.json<ApiEnvelope>().errors).toEqual([
        LM.courtNumberRequired,
        LM.courtFeeRequired,
      ]);
      expect((await db().select().from(courts)).length).toBe(before);
    });

    it('refuses a location id too large for the database with a message, not a failure', async () => {
      const res = await call('POST', '/api/courts/', superAdmin, {
        location_id: 99_999_999_999,
        court_number: 1,
        court_fee_hrs: '40',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().errors).toEqual([LM.locationRequired]);
    });

    it('answers 404 for a location that does not exist', async () => {
      const res = await call('POST', '/api/courts/', superAdmin, {
        location_id: 424242,
        court_number: 1,
        court_fee_hrs: '40',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(CourtMessages.locationNotFound);
    });
  });

  describe('PUT /api/courts/{id}/', () => {
    it('changes only the fields sent, and records which', async () => {
      const court = await insertCourt(db(), mine.id, { courtNumber: 40, hourlyFeeCents: 4000 });
      const res = await call('PUT', `/api/courts/${court.id}/`, admin, {
        court_fee_hrs: '55',
        is_active: false,
        location_id: theirs.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: CourtMessages.updated,
        court_id: court.id,
        location_id: mine.id,
        court_number: 40,
        court_fee_hrs: '55.00',
        tax_percent: '8.00',
        is_active: false,
      });
      expect(res.json()).not.toHaveProperty('data');
      expect(await auditRowsOf(db(), 'court', court.id)).toMatchObject([
        { action: 'court.update', details: { changed: ['court_fee_hrs', 'is_active'] } },
      ]);
    });

    it('renumbers a court, refusing a number in use (409) and changing nothing then', async () => {
      const court = await insertCourt(db(), mine.id, { courtNumber: 41, hourlyFeeCents: 4000 });
      await insertCourt(db(), mine.id, { courtNumber: 42 });
      const taken = await call('PUT', `/api/courts/${court.id}/`, superAdmin, {
        court_number: 42,
        court_fee_hrs: '99',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiEnvelope>().message).toBe(CourtMessages.numberTaken(42));
      expect(await courtRow(court.id)).toMatchObject({ courtNumber: 41, hourlyFeeCents: 4000 });

      const same = await call('PUT', `/api/courts/${court.id}/`, superAdmin, { court_number: 41 });
      expect(same.statusCode).toBe(200);
      const moved = await call('PUT', `/api/courts/${court.id}/`, superAdmin, { court_number: 43 });
      expect(moved.json<Answer<Court>>().court_number).toBe(43);
    });

    it('refuses bad values', async () => {
      const court = await insertCourt(db(), mine.id);
      const res = await call('PUT', `/api/courts/${court.id}/`, superAdmin, {
        court_fee_hrs: '-5',
        card_fee_percent: 'abc',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().errors).toEqual([
        LM.courtFeeInvalid,
        LM.cardFeePercentInvalid,
      ]);
    });
  });

  describe('DELETE /api/courts/{id}/', () => {
    it('deletes a court that was never booked, with its closures', async () => {
      const court = await insertCourt(db(), mine.id);
      await db()
        .insert(courtClosures)
        .values({
          courtId: court.id,
          startsAt: new Date('2040-01-01T10:00:00Z'),
          endsAt: new Date('2040-01-01T12:00:00Z'),
        });
      const res = await call('DELETE', `/api/courts/${court.id}/`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, message: CourtMessages.deleted, data: null });
      expect(await courtRow(court.id)).toBeUndefined();
      expect(
        await db().select().from(courtClosures).where(eq(courtClosures.courtId, court.id)),
      ).toEqual([]);
      expect((await auditRowsOf(db(), 'court', court.id)).at(-1)).toMatchObject({
        action: 'court.delete',
        actorUserId: admin.user.id,
      });
      expect((await call('DELETE', `/api/courts/${court.id}/`, admin)).statusCode).toBe(404);
    });

    it('refuses to delete a court with bookings (409), changing nothing', async () => {
      const court = await insertCourt(db(), mine.id);
      const user = await insertUser(db());
      await insertBooking(db(), {
        courtId: court.id,
        locationId: mine.id,
        userId: user.id,
        startsAt: '2030-05-01T14:00:00Z',
        endsAt: '2030-05-01T15:00:00Z',
        status: 'confirmed',
      });
      const res = await call('DELETE', `/api/courts/${court.id}/`, superAdmin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, message: CourtMessages.hasBookings });
      expect(await courtRow(court.id)).toBeDefined();
      expect(await auditRowsOf(db(), 'court', court.id)).toEqual([]);
    });
  });

  describe('GET /api/locations/{id}/courts/ and /api/courts/{id}/', () => {
    it('lists a location’s courts by number', async () => {
      const club = await insertLocation(db(), { name: 'Listing Club' });
      await insertCourt(db(), club.id, { courtNumber: 3 });
      await insertCourt(db(), club.id, { courtNumber: 1 });
      const res = await call('GET', `/api/locations/${club.id}/courts/`, superAdmin);
      expect(res.statusCode).toBe(200);
      // The list itself, as every unpaginated list.
      expect(res.json<Court[]>().map((c) => c.court_number)).toEqual([1, 3]);
      expect((await call('GET', '/api/locations/515151/courts/', superAdmin)).statusCode).toBe(404);
    });

    it('reads one court', async () => {
      const court = await insertCourt(db(), mine.id, { courtNumber: 60 });
      const res = await call('GET', `/api/courts/${court.id}/`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: CourtMessages.fetched,
        court_id: court.id,
        court_number: 60,
      });
    });
  });
});
