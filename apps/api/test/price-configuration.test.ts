import {
  LocationMessages as LM,
  PriceMessages,
  sessionDates,
  type ApiEnvelope,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courts, locations } from '../src/db/schema';
import { book, daysFromToday, releaseHoldsOf } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/** A date the price preview takes: within the location's booking horizon. */
const DATE = daysFromToday(30);

describe('price configuration', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let mine: { id: number };
  let theirs: { id: number };

  const db = () => ctx.database.db;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: SignedIn, payload?: object) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const courtRow = async (id: number) =>
    (await db().select().from(courts).where(eq(courts.id, id)))[0];
  const locationRow = async (id: number) =>
    (await db().select().from(locations).where(eq(locations.id, id)))[0];
  /** A location of its own (8 % tax, 3 % card fee) so tests do not share figures. */
  const newLocation = (values: Parameters<typeof insertLocation>[1] = {}) =>
    insertLocation(db(), { defaultTaxBasisPoints: 800, defaultCardFeeBasisPoints: 300, ...values });

  beforeAll(async () => {
    ctx = await createTestApp();
    mine = await newLocation({ name: 'Price Club' });
    theirs = await newLocation({ name: 'Other Club' });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), {
      userType: 1,
      permissions: ['locations'],
      locationIds: [mine.id],
    });
  });
  afterAll(() => ctx.app.close());

  describe('access', () => {
    const routes = (locationId: number, courtId: number) =>
      [
        ['GET', `/api/price-configuration/${locationId}/`, undefined],
        ['PUT', `/api/price-configuration/${locationId}/`, { tax_percent: '1' }],
        [
          'POST',
          '/api/price-preview/',
          { court_id: courtId, booking_date: DATE, start_time: '10:00', duration: 1 },
        ],
      ] as const;

    it('needs a token (401), staff (403 for players) and the locations permission (403)', async () => {
      const court = await insertCourt(db(), mine.id);
      const player = await signIn(ctx.app, db(), { userType: 2, locationIds: [mine.id] });
      const reporter = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['reporting'],
        locationIds: [mine.id],
      });
      const booker = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['court_bookings'],
        locationIds: [mine.id],
      });
      for (const [method, url, payload] of routes(mine.id, court.id)) {
        const anonymous = await call(method, url, undefined, payload);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json<ApiEnvelope>().code).toBe('token_not_valid');
        expect((await call(method, url, player, payload)).statusCode, `${method} ${url}`).toBe(403);
        for (const who of [reporter, booker]) {
          const res = await call(method, url, who, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json<ApiEnvelope>().message).toBe(PriceMessages.noPermission);
        }
      }
      expect((await locationRow(mine.id))?.defaultTaxBasisPoints).toBe(800);
    });

    it('lets super admins and admins with locations or full access in', async () => {
      const court = await insertCourt(db(), mine.id);
      const full = await signIn(ctx.app, db(), { userType: 1, locationIds: [mine.id] });
      for (const who of [superAdmin, admin, full]) {
        for (const [method, url, payload] of routes(mine.id, court.id)) {
          // The PUT sets the tax it already has: allowed, and nothing else changes.
          const body = method === 'PUT' ? { tax_percent: '8' } : payload;
          expect((await call(method, url, who, body)).statusCode, `${method} ${url}`).toBe(200);
        }
      }
      expect((await auditRowsOf(db(), 'location', mine.id)).map((r) => r.actorUserId)).toEqual([
        superAdmin.user.id,
        admin.user.id,
        full.user.id,
      ]);
    });

    it('keeps a location admin to their locations: 404 elsewhere, nothing changes', async () => {
      const other = await insertCourt(db(), theirs.id, { hourlyFeeCents: 1234 });
      const read = await call('GET', `/api/price-configuration/${theirs.id}/`, admin);
      expect(read.statusCode).toBe(404);
      expect(read.json<ApiEnvelope>().message).toBe(PriceMessages.locationNotFound);
      const write = await call('PUT', `/api/price-configuration/${theirs.id}/`, admin, {
        tax_percent: '50',
        courts: [{ court_id: other.id, court_fee_hrs: '1' }],
      });
      expect(write.statusCode).toBe(404);
      const preview = await call('POST', '/api/price-preview/', admin, {
        court_id: other.id,
        booking_date: DATE,
        start_time: '10:00',
        duration: 1,
      });
      expect(preview.statusCode).toBe(404);
      expect(preview.json<ApiEnvelope>().message).toBe(PriceMessages.courtNotFound);
      expect(await courtRow(other.id)).toMatchObject({ hourlyFeeCents: 1234 });
      expect((await locationRow(theirs.id))?.defaultTaxBasisPoints).toBe(800);
      // A location that does not exist is the same 404.
      expect((await call('GET', '/api/price-configuration/999999/', superAdmin)).statusCode).toBe(
        404,
      );
    });
  });

  describe('GET /api/price-configuration/{location_id}/', () => {
    it('answers the location’s figures and its courts by number, null where a court uses the location’s', async () => {
      const location = await newLocation({ name: 'Read Club', currency: 'EUR' });
      const second = await insertCourt(db(), location.id, {
        courtNumber: 2,
        hourlyFeeCents: 4550,
        taxBasisPoints: 1000,
        cardFeeBasisPoints: 300,
        isActive: false,
      });
      const first = await insertCourt(db(), location.id, {
        courtNumber: 1,
        hourlyFeeCents: 3000,
        taxBasisPoints: 800,
        cardFeeBasisPoints: 250,
      });
      const res = await call('GET', `/api/price-configuration/${location.id}/`, admin);
      expect(res.statusCode).toBe(404); // not the admin's location
      const ok = await call('GET', `/api/price-configuration/${location.id}/`, superAdmin);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        code: 200,
        message: PriceMessages.fetched,
        location_id: location.id,
        location_name: 'Read Club',
        currency: 'EUR',
        tax_percent: '8.00',
        card_fee_percent: '3.00',
        courts: [
          {
            court_id: first.id,
            court_number: 1,
            court_fee_hrs: '30.00',
            tax_percent: null,
            card_fee_percent: '2.50',
            effective_tax_percent: '8.00',
            effective_card_fee_percent: '2.50',
            is_active: true,
          },
          {
            court_id: second.id,
            court_number: 2,
            court_fee_hrs: '45.50',
            tax_percent: '10.00',
            card_fee_percent: null,
            effective_tax_percent: '10.00',
            effective_card_fee_percent: '3.00',
            is_active: false,
          },
        ],
        price_periods: [],
      });
    });

    it('answers a location without courts with an empty list', async () => {
      const location = await newLocation();
      const res = await call('GET', `/api/price-configuration/${location.id}/`, superAdmin);
      expect(res.json<{ courts: unknown[] }>().courts).toEqual([]);
    });

    it('refuses an id that is not a number with 400', async () => {
      const res = await call('GET', '/api/price-configuration/abc/', superAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(LM.idInvalid);
    });
  });

  describe('PUT /api/price-configuration/{location_id}/', () => {
    it('saves the location’s percentages and the courts’ figures, blank meaning the location’s, and records it', async () => {
      const location = await newLocation();
      const a = await insertCourt(db(), location.id, { courtNumber: 1, hourlyFeeCents: 4000 });
      const b = await insertCourt(db(), location.id, {
        courtNumber: 2,
        hourlyFeeCents: 5000,
        taxBasisPoints: 1200,
      });
      const untouched = await insertCourt(db(), location.id, {
        courtNumber: 3,
        hourlyFeeCents: 6000,
      });
      const res = await call('PUT', `/api/price-configuration/${location.id}/`, superAdmin, {
        tax_percent: 8.5,
        card_fee_percent: '2.9',
        courts: [
          { court_id: a.id, court_fee_hrs: '42.5', tax_percent: '', card_fee_percent: '3.25' },
          { court_id: String(b.id), court_fee_hrs: 50, tax_percent: null },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ courts: unknown[] }>();
      expect(body).toMatchObject({
        code: 200,
        message: PriceMessages.updated,
        tax_percent: '8.50',
        card_fee_percent: '2.90',
      });
      expect(body.courts).toEqual([
        expect.objectContaining({
          court_id: a.id,
          court_fee_hrs: '42.50',
          tax_percent: null,
          card_fee_percent: '3.25',
          effective_tax_percent: '8.50',
        }),
        expect.objectContaining({
          court_id: b.id,
          court_fee_hrs: '50.00',
          tax_percent: null,
          card_fee_percent: null,
          effective_tax_percent: '8.50',
          effective_card_fee_percent: '2.90',
        }),
        // Not listed: keeps its own figures, which now differ from the location's.
        expect.objectContaining({
          court_id: untouched.id,
          court_fee_hrs: '60.00',
          tax_percent: '8.00',
          card_fee_percent: '3.00',
        }),
      ]);
      expect(await locationRow(location.id)).toMatchObject({
        defaultTaxBasisPoints: 850,
        defaultCardFeeBasisPoints: 290,
      });
      expect(await courtRow(a.id)).toMatchObject({
        hourlyFeeCents: 4250,
        taxBasisPoints: 850,
        cardFeeBasisPoints: 325,
      });
      expect(await courtRow(b.id)).toMatchObject({
        hourlyFeeCents: 5000,
        taxBasisPoints: 850,
        cardFeeBasisPoints: 290,
      });
      expect(await courtRow(untouched.id)).toMatchObject({
        hourlyFeeCents: 6000,
        taxBasisPoints: 800,
      });
      // The answer is what a fresh read shows.
      const read = await call('GET', `/api/price-configuration/${location.id}/`, superAdmin);
      expect(read.json()).toEqual({ ...body, message: PriceMessages.fetched });

      const audit = await auditRowsOf(db(), 'location', location.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: superAdmin.user.id,
        action: 'price_configuration.update',
        details: {
          before: {
            tax_bp: 800,
            card_fee_bp: 300,
            courts: [
              { court_id: a.id, hourly_fee_cents: 4000, tax_bp: 800, card_fee_bp: 300 },
              { court_id: b.id, hourly_fee_cents: 5000, tax_bp: 1200, card_fee_bp: 300 },
            ],
          },
          after: {
            tax_bp: 850,
            card_fee_bp: 290,
            courts: [
              { court_id: a.id, hourly_fee_cents: 4250, tax_bp: 850, card_fee_bp: 325 },
              { court_id: b.id, hourly_fee_cents: 5000, tax_bp: 850, card_fee_bp: 290 },
            ],
          },
        },
      });
    });

    it('keeps the location’s percentages when they are left out', async () => {
      const location = await newLocation();
      const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
      const res = await call('PUT', `/api/price-configuration/${location.id}/`, admin, {
        courts: [{ court_id: court.id, court_fee_hrs: '41' }],
      });
      expect(res.statusCode).toBe(404); // not the admin's location: scope first
      const ok = await call('PUT', `/api/price-configuration/${location.id}/`, superAdmin, {
        courts: [{ court_id: court.id, court_fee_hrs: '41' }],
      });
      expect(ok.statusCode).toBe(200);
      expect(await locationRow(location.id)).toMatchObject({
        defaultTaxBasisPoints: 800,
        defaultCardFeeBasisPoints: 300,
      });
      expect(await courtRow(court.id)).toMatchObject({ hourlyFeeCents: 4100 });
    });

    it('changes nothing when one court is not the location’s (all or nothing)', async () => {
      const location = await newLocation();
      const own = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
      const stranger = await insertCourt(db(), theirs.id, { hourlyFeeCents: 7000 });
      const res = await call('PUT', `/api/price-configuration/${location.id}/`, superAdmin, {
        tax_percent: '20',
        courts: [
          { court_id: own.id, court_fee_hrs: '99' },
          { court_id: stranger.id, court_fee_hrs: '1' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: PriceMessages.courtNotAtLocation(stranger.id),
        errors: [PriceMessages.courtNotAtLocation(stranger.id)],
      });
      expect(await courtRow(own.id)).toMatchObject({ hourlyFeeCents: 4000 });
      expect(await courtRow(stranger.id)).toMatchObject({ hourlyFeeCents: 7000 });
      expect((await locationRow(location.id))?.defaultTaxBasisPoints).toBe(800);
      expect(await auditRowsOf(db(), 'location', location.id)).toHaveLength(0);
    });

    it('validates with the court and location forms’ rules and messages; nothing changes', async () => {
      const location = await newLocation();
      const court = await insertCourt(db(), location.id, { hourlyFeeCents: 4000 });
      const cases: [object, string][] = [
        [{ tax_percent: '100.01' }, LM.taxPercentInvalid],
        [{ card_fee_percent: '-1' }, LM.cardFeePercentInvalid],
        [{ tax_percent: '8.255' }, LM.taxPercentInvalid],
        [{ courts: [{ court_id: court.id }] }, LM.courtFeeRequired],
        [{ courts: [{ court_id: court.id, court_fee_hrs: '' }] }, LM.courtFeeRequired],
        [{ courts: [{ court_id: court.id, court_fee_hrs: 'ten' }] }, LM.courtFeeInvalid],
        [{ courts: [{ court_id: court.id, court_fee_hrs: '100000.01' }] }, LM.courtFeeInvalid],
        [
          { courts: [{ court_id: court.id, court_fee_hrs: '40', tax_percent: 'x' }] },
          LM.taxPercentInvalid,
        ],
        [
          { courts: [{ court_id: court.id, court_fee_hrs: '40', card_fee_percent: 101 }] },
          LM.cardFeePercentInvalid,
        ],
        [{ courts: [{ court_fee_hrs: '40' }] }, PriceMessages.courtNotFound],
        [{ courts: 'all' }, PriceMessages.courtsInvalid],
        [
          {
            courts: [
              { court_id: court.id, court_fee_hrs: '40' },
              { court_id: court.id, court_fee_hrs: '41' },
            ],
          },
          PriceMessages.courtListedTwice(court.id),
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await call(
          'PUT',
          `/api/price-configuration/${location.id}/`,
          superAdmin,
          payload,
        );
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json<ApiEnvelope>().message, JSON.stringify(payload)).toBe(message);
        expect(res.json<ApiEnvelope>().errors?.[0]).toBe(message);
      }
      expect(await courtRow(court.id)).toMatchObject({
        hourlyFeeCents: 4000,
        taxBasisPoints: 800,
        cardFeeBasisPoints: 300,
      });
      expect((await locationRow(location.id))?.defaultTaxBasisPoints).toBe(800);
    });

    it('prices new bookings with the new fee while existing bookings keep their amounts', async () => {
      const location = await newLocation({ timeZone: 'America/New_York' });
      const court = await insertCourt(db(), location.id, {
        hourlyFeeCents: 4000,
        taxBasisPoints: 800,
        cardFeeBasisPoints: 300,
      });
      const player = await signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
      const [before] = await book(ctx.app, player.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(5),
        start_time: '10:00',
        duration: 1,
        total_price: '40.00',
      });
      expect(before).toMatchObject({ fee: '40.00', tax: '3.20', on_amount: '44.40' });

      const res = await call('PUT', `/api/price-configuration/${location.id}/`, superAdmin, {
        tax_percent: '10',
        courts: [{ court_id: court.id, court_fee_hrs: '50' }],
      });
      expect(res.statusCode).toBe(200);

      // The old price is now refused; the new one books.
      const stale = await call('POST', '/api/court-bookings/', player, {
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(5),
        start_time: '12:00',
        duration: 1,
        total_price: '40.00',
      });
      expect(stale.statusCode).toBe(409);
      // The player lets the first hold go: one unpaid booking a location at a time.
      await releaseHoldsOf(ctx.app, db(), player);
      const [after] = await book(ctx.app, player.headers, {
        location: location.id,
        court_id: court.id,
        booking_date: daysFromToday(5),
        start_time: '12:00',
        duration: 1,
        total_price: '50.00',
      });
      expect(after).toMatchObject({
        fee: '50.00',
        tax: '5.00',
        cc_fees: '1.50',
        on_amount: '56.50',
      });

      const [old] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.id, before?.booking_id ?? 0));
      expect(old).toMatchObject({
        sessionFeeCents: 4000,
        sessionTaxCents: 320,
        sessionCardFeeCents: 120,
        onAmountCents: 4440,
      });
      const read = await call('GET', `/api/court-bookings/${before?.booking_id}/`, player);
      expect(read.json()).toMatchObject({ fee: '40.00', on_amount: '44.40' });
    });
  });

  describe('POST /api/price-preview/', () => {
    let court: { id: number; courtNumber: number };
    let location: { id: number };
    const preview = (payload: object, who: SignedIn = admin) =>
      call('POST', '/api/price-preview/', who, {
        court_id: court.id,
        booking_date: DATE,
        start_time: '18:00',
        ...payload,
      });

    beforeAll(async () => {
      location = mine;
      // 33.33 an hour, 8.25 % tax, 2.90 % card fee (the booking tests' court).
      court = await insertCourt(db(), mine.id, {
        hourlyFeeCents: 3333,
        taxBasisPoints: 825,
        cardFeeBasisPoints: 290,
      });
    });

    it('prices one session with the court’s saved figures, rounding half-up', async () => {
      const res = await preview({ duration: 1.5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        message: PriceMessages.previewed,
        court_id: court.id,
        court_number: court.courtNumber,
        location_id: location.id,
        currency: 'USD',
        booking_date: DATE,
        start_time: '18:00:00',
        end_time: '19:30:00',
        duration_time: '01:30:00',
        book_for_four_weeks: 'False',
        session_dates: [DATE],
        court_fee_hrs: '33.33',
        tax_percent: '8.25',
        card_fee_percent: '2.90',
        // 33.33 × 1.5 = 49.995 → 50.00; 50 × 8.25 % = 4.125 → 4.13; 50 × 2.9 % = 1.45
        fee: '50.00',
        tax: '4.13',
        cc_fees: '1.45',
        total_price: '50.00',
        full_tax: '4.13',
        full_cc_fees: '1.45',
        on_amount: '55.58',
        summary: '55.58',
        price_lines: [{ period: null, minutes: 90, fee_hrs: '33.33' }],
      });
    });

    it('multiplies by four sessions with the weekly option', async () => {
      const res = await preview({ end_time: '19:30:00', book_for_four_weeks: 'True' });
      expect(res.json()).toMatchObject({
        book_for_four_weeks: 'True',
        session_dates: sessionDates(DATE, true),
        fee: '50.00',
        tax: '4.13',
        cc_fees: '1.45',
        total_price: '200.00',
        full_tax: '16.52',
        full_cc_fees: '5.80',
        on_amount: '222.32',
        summary: '222.32',
      });
    });

    it('uses unsaved figures when given, rounding each half cent up', async () => {
      // 10.03 × 1.5 = 15.045 → 15.05; × 5 % = 0.7525 → 0.75; × 10 % = 1.505 → 1.51
      const res = await preview({
        duration: '01:30:00',
        court_fee_hrs: '10.03',
        tax_percent: 5,
        card_fee_percent: '10',
      });
      expect(res.json()).toMatchObject({
        court_fee_hrs: '10.03',
        tax_percent: '5.00',
        card_fee_percent: '10.00',
        fee: '15.05',
        tax: '0.75',
        cc_fees: '1.51',
        total_price: '15.05',
        on_amount: '17.31',
      });
      // Blank overrides fall back to the saved figures; nothing was saved by the preview.
      const saved = await preview({ duration: 2, court_fee_hrs: '', tax_percent: null });
      expect(saved.json()).toMatchObject({ fee: '66.66', tax: '5.50' });
      expect(await courtRow(court.id)).toMatchObject({ hourlyFeeCents: 3333, taxBasisPoints: 825 });
    });

    it('ends at midnight and ignores opening hours and past dates (a price calculator)', async () => {
      const res = await preview({
        booking_date: '2020-02-29',
        start_time: '22:00',
        end_time: '24:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ end_time: '24:00:00', fee: '66.66' });
    });

    it('refuses bad input with the booking form’s messages', async () => {
      const cases: [object, string][] = [
        [{ duration: 0.5 }, 'A booking lasts at least 1 hour.'],
        [{ duration: 1.25 }, 'Please choose a duration of 1 hour or more, in half hours.'],
        [{}, 'Please choose a start time and a duration.'],
        [{ start_time: '18:15', duration: 1 }, 'Times must be on the half hour (HH:mm).'],
        [{ start_time: '23:30', duration: 1 }, 'A booking must end by midnight.'],
        [{ booking_date: '2030-02-30', duration: 1 }, 'Please choose a valid date (YYYY-MM-DD).'],
        [{ duration: 1, court_fee_hrs: '-5' }, LM.courtFeeInvalid],
        [{ duration: 1, tax_percent: '101' }, LM.taxPercentInvalid],
        [{ duration: 1, card_fee_percent: 'abc' }, LM.cardFeePercentInvalid],
        [{ duration: 1, court_id: 'x' }, 'Please choose a court.'],
      ];
      for (const [payload, message] of cases) {
        const res = await preview(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json<ApiEnvelope>().message, JSON.stringify(payload)).toBe(message);
      }
      const missing = await preview({ duration: 1, court_id: 999999 });
      expect(missing.statusCode).toBe(404);
    });
  });
});
