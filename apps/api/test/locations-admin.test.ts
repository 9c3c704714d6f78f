import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ImageMessages,
  LocationMessages as LM,
  PaginationMessages,
  type Answer,
  type ApiEnvelope,
  type Location,
  type LocationDetail,
  type PageAnswer,
  type PublicLocation,
  ValidationMessages,
} from '@courtbook/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtClosures, courts, locations } from '../src/db/schema';
import { LocationAdminMessages } from '../src/modules/locations/locations.messages';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import {
  multipartBody,
  oversizedPng,
  PNG_1X1,
  TEXT_AS_PNG,
  WEBP_1X1,
  type FilePart,
} from './helpers/images';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

describe('staff location management', () => {
  let ctx: TestContext;
  let dataDir: string;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let player: SignedIn;
  let mine: { id: number };
  let alsoMine: { id: number };
  let theirs: { id: number };

  const logosDir = () => path.join(dataDir, 'uploads', 'logos');
  const logoFiles = async () => (existsSync(logosDir()) ? await readdir(logosDir()) : []);
  const db = () => ctx.database.db;
  const locationCount = async () =>
    (await db().select({ value: count() }).from(locations))[0]?.value ?? 0;
  const rowOf = async (id: number) =>
    (await db().select().from(locations).where(eq(locations.id, id)))[0];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: object,
  ) =>
    ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  const form = (
    method: 'POST' | 'PUT',
    url: string,
    who: SignedIn,
    fields: Record<string, string>,
    file?: FilePart,
  ) => {
    const body = multipartBody(fields, file);
    return ctx.app.inject({
      method,
      url,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const logo = (bytes: Buffer, filename = 'logo.png'): FilePart => ({
    field: 'logo',
    filename,
    contentType: 'image/png',
    bytes,
  });

  const minimal = { name: 'New Club', address_1: '1 Main St', time_zone: 'America/Chicago' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-locations-'));
    // A long public cache: only invalidation can make a change show at once.
    ctx = await createTestApp({
      env: testEnv({ DATA_DIR: dataDir, PUBLIC_CACHE_MS: '300000' }),
    });
    mine = await insertLocation(db(), { name: 'Mine Club', city: 'Boston' });
    alsoMine = await insertLocation(db(), { name: 'Also Mine Club', city: 'Boston' });
    theirs = await insertLocation(db(), { name: 'Their Club', city: 'Denver' });
    superAdmin = await signIn(ctx.app, db(), { userType: 0 });
    admin = await signIn(ctx.app, db(), { userType: 1, locationIds: [mine.id, alsoMine.id] });
    player = await signIn(ctx.app, db(), { userType: 2, locationIds: [mine.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('access', () => {
    const routes = (): ['GET' | 'POST' | 'PUT' | 'DELETE', string][] => [
      ['POST', '/api/locations/'],
      ['GET', '/api/locations/'],
      ['GET', `/api/locations/${mine.id}/`],
      ['PUT', `/api/locations/${mine.id}/`],
      ['DELETE', `/api/locations/${mine.id}/`],
      ['GET', '/api/my_location/'],
      ['GET', '/api/get_locations_byAdmin/'],
    ];

    it('needs a token on every staff route', async () => {
      for (const [method, url] of routes()) {
        const res = await call(method, url, undefined, method === 'GET' ? undefined : minimal);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'token_not_valid', data: null });
      }
    });

    it('refuses players on every staff route', async () => {
      for (const [method, url] of routes()) {
        const res = await call(method, url, player, method === 'GET' ? undefined : minimal);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json<ApiEnvelope>().code).toBe(403);
      }
      expect(await rowOf(mine.id)).toBeDefined();
    });

    it('lets only a super admin create or delete', async () => {
      const before = await locationCount();
      const create = await call('POST', '/api/locations/', admin, minimal);
      expect(create.statusCode).toBe(403);
      expect(create.json<ApiEnvelope>().message).toBe(LocationAdminMessages.createSuperAdminOnly);
      const remove = await call('DELETE', `/api/locations/${mine.id}/`, admin);
      expect(remove.statusCode).toBe(403);
      expect(remove.json<ApiEnvelope>().message).toBe(LocationAdminMessages.deleteSuperAdminOnly);
      expect(await locationCount()).toBe(before);
    });

    it('hides other locations from a location admin (404, never their data)', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await call(method, `/api/locations/${theirs.id}/`, admin, { name: 'Taken' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 404,
          message: LocationAdminMessages.notFound,
          data: null,
        });
      }
      expect((await rowOf(theirs.id))?.name).toBe('Their Club');
    });

    it('needs the locations permission to change a location', async () => {
      const reporter = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['reporting'],
        locationIds: [mine.id],
      });
      const res = await call('PUT', `/api/locations/${mine.id}/`, reporter, { name: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiEnvelope>().message).toBe(LocationAdminMessages.noPermission);
      // Reading is still fine.
      expect((await call('GET', `/api/locations/${mine.id}/`, reporter)).statusCode).toBe(200);

      const manager = await signIn(ctx.app, db(), {
        userType: 1,
        permissions: ['locations'],
        locationIds: [mine.id],
      });
      const ok = await call('PUT', `/api/locations/${mine.id}/`, manager, {
        phone: '215 555 0199',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '99999999999']) {
        const res = await call('GET', `/api/locations/${id}/`, superAdmin);
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiEnvelope>().errors).toEqual([LM.idInvalid]);
      }
    });
  });

  describe('POST /api/locations/', () => {
    it('creates a location from JSON with defaults, and records who did it', async () => {
      const res = await call('POST', '/api/locations/', superAdmin, minimal);
      expect(res.statusCode).toBe(201);
      const body = res.json<Answer<LocationDetail>>();
      expect(body).toEqual({
        code: 201,
        message: LocationAdminMessages.created,
        id: expect.any(Number) as number,
        name: 'New Club',
        logo: null,
        address_1: '1 Main St',
        address_2: '',
        address_3: '',
        address_4: '',
        city: '',
        state: '',
        country: 'US',
        phone: '',
        email: '',
        website: '',
        description: '',
        time_zone: 'America/Chicago',
        currency: 'USD',
        tax_percent: '0.00',
        card_fee_percent: '0.00',
        opening_hours: {},
        booking_horizon_days: 365,
        max_upcoming_bookings: null,
        max_hours_per_week: null,
        max_bookings_per_day: null,
        waitlist_offer_minutes: 15,
        is_active: true,
        courts_count: 0,
        sports: [],
        courts: [],
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      });
      const audit = await auditRowsOf(db(), 'location', body.id);
      expect(audit).toMatchObject([
        {
          actorUserId: superAdmin.user.id,
          action: 'location.create',
          details: { name: 'New Club' },
        },
      ]);
    });

    it('stores percentages as basis points and answers them as 2-decimal text', async () => {
      const res = await call('POST', '/api/locations/', superAdmin, {
        ...minimal,
        name: 'Full Club',
        address_2: 'Suite 2',
        city: 'Chicago',
        state: 'IL',
        country: 'us',
        phone: '+1 312 555 0100',
        email: 'hi@full.example',
        website: 'https://full.example',
        description: 'Eight courts.',
        currency: 'usd',
        tax_percent: '8.25',
        card_fee_percent: 2.9,
        opening_hours: {
          '1': { open: '08:00', close: '22:00' },
          '6': { open: '09:00', close: '24:00' },
        },
        is_active: false,
      });
      expect(res.statusCode).toBe(201);
      const data = res.json<Answer<LocationDetail>>();
      expect(data).toMatchObject({
        country: 'US',
        currency: 'USD',
        tax_percent: '8.25',
        card_fee_percent: '2.90',
        opening_hours: {
          '1': { open: '08:00', close: '22:00' },
          '6': { open: '09:00', close: '24:00' },
        },
        is_active: false,
      });
      const row = await rowOf(data.id);
      expect(row).toMatchObject({ defaultTaxBasisPoints: 825, defaultCardFeeBasisPoints: 290 });
    });

    it('lists every problem in errors and creates nothing', async () => {
      const before = await locationCount();
      const res = await call('POST', '/api/locations/', superAdmin, {
        name: '',
        time_zone: 'Mars/Base',
        tax_percent: '8.255',
        card_fee_percent: 101,
        opening_hours: { '1': { open: '08:10', close: '22:00' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message: LM.nameRequired,
        data: null,
        errors: [
          LM.nameRequired,
          LM.address1Required,
          LM.timeZoneInvalid,
          LM.taxPercentInvalid,
          LM.cardFeePercentInvalid,
          LM.openingTimeInvalid('Monday'),
        ],
      });
      expect(await locationCount()).toBe(before);
    });

    it('takes a multipart form with a logo, stored by content under a random name and served', async () => {
      const res = await form(
        'POST',
        '/api/locations/',
        superAdmin,
        {
          ...minimal,
          name: 'Logo Club',
          tax_percent: '7.5',
          opening_hours: '{"0":{"open":"10:00","close":"18:00"}}',
        },
        logo(WEBP_1X1, 'logo.png'),
      );
      expect(res.statusCode).toBe(201);
      const data = res.json<Answer<LocationDetail>>();
      expect(data.logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
      expect(data.tax_percent).toBe('7.50');
      expect(data.opening_hours).toEqual({ '0': { open: '10:00', close: '18:00' } });
      const served = await ctx.app.inject({ method: 'GET', url: data.logo! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(WEBP_1X1);
      // Named .png by the browser, served as what its bytes are, and never sniffed otherwise.
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses a logo that is not an image or is too large, leaving no file and no row', async () => {
      const before = { rows: await locationCount(), files: (await logoFiles()).length };
      const wrong = await form('POST', '/api/locations/', superAdmin, minimal, logo(TEXT_AS_PNG));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ApiEnvelope>().message).toBe(ImageMessages.wrongType);
      const large = await form(
        'POST',
        '/api/locations/',
        superAdmin,
        minimal,
        logo(oversizedPng()),
      );
      expect(large.statusCode).toBe(400);
      expect(large.json<ApiEnvelope>().message).toBe(ImageMessages.tooLarge);
      const invalid = await form(
        'POST',
        '/api/locations/',
        superAdmin,
        { ...minimal, time_zone: 'Nowhere' },
        logo(PNG_1X1),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiEnvelope>().errors).toEqual([LM.timeZoneInvalid]);
      expect({ rows: await locationCount(), files: (await logoFiles()).length }).toEqual(before);
    });

    it('shows a new active location in the public list at once', async () => {
      const before = await call('GET', '/api/all_locations/');
      expect(before.statusCode).toBe(200);
      const res = await call('POST', '/api/locations/', superAdmin, {
        ...minimal,
        name: 'Fresh Club',
      });
      const after = await call('GET', '/api/all_locations/');
      const names = after.json<PublicLocation[]>().map((l) => l.name);
      expect(names).toContain('Fresh Club');
      expect(after.json()).toContainEqual({
        id: res.json<Answer<LocationDetail>>().id,
        name: 'Fresh Club',
        logo: null,
        address_1: '1 Main St',
        address_2: '',
        address_3: '',
        address_4: '',
        time_zone: 'America/Chicago',
        booking_horizon_days: 365,
        sports: [],
      });
    });
  });

  describe('GET /api/locations/', () => {
    it('pages newest first, 10 by default, with a courts count', async () => {
      const batch: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const row = await insertLocation(db(), {
          name: `Paging Club ${i}`,
          createdAt: new Date(Date.UTC(2031, 0, i, 12)),
        });
        batch.push(row.id);
      }
      await insertCourt(db(), batch[11] ?? 0);
      await insertCourt(db(), batch[11] ?? 0);

      const first = await call('GET', '/api/locations/?search=paging', superAdmin);
      expect(first.statusCode).toBe(200);
      const page1 = first.json<PageAnswer<Location>>();
      expect(page1).toMatchObject({
        code: 200,
        message: LocationAdminMessages.listed,
        count: 12,
        next: 2,
        previous: null,
      });
      expect(page1).not.toHaveProperty('data');
      expect(page1.results).toHaveLength(10);
      expect(page1.results[0]).toMatchObject({ name: 'Paging Club 12', courts_count: 2 });
      expect(page1.results[1]).toMatchObject({ name: 'Paging Club 11', courts_count: 0 });

      const second = (await call('GET', '/api/locations/?search=paging&page=2', superAdmin)).json<
        PageAnswer<Location>
      >();
      expect(second).toMatchObject({ count: 12, next: null, previous: 1 });
      expect(second.results.map((l) => l.name)).toEqual(['Paging Club 2', 'Paging Club 1']);

      const sized = (
        await call('GET', '/api/locations/?search=paging&page_size=5&page=3', superAdmin)
      ).json<PageAnswer<Location>>();
      expect(sized).toMatchObject({ count: 12, next: null, previous: 2 });
      expect(sized.results).toHaveLength(2);
    });

    it('refuses a page size over 100 and a reversed date range', async () => {
      const big = await call('GET', '/api/locations/?page_size=101', superAdmin);
      expect(big.statusCode).toBe(400);
      expect(big.json<ApiEnvelope>().errors).toEqual([PaginationMessages.pageSize]);
      const page = await call('GET', '/api/locations/?page=0', superAdmin);
      expect(page.json<ApiEnvelope>().errors).toEqual([PaginationMessages.page]);
      const reversed = await call(
        'GET',
        '/api/locations/?start_date=2031-02-01&end_date=2031-01-01',
        superAdmin,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<ApiEnvelope>().errors).toEqual([ValidationMessages.startDateAfterEnd]);
      const bad = await call('GET', '/api/locations/?start_date=2031-02-30', superAdmin);
      expect(bad.statusCode).toBe(400);
    });

    it('searches name or city, case-insensitively, with % and _ taken literally', async () => {
      await insertLocation(db(), { name: 'Lakeview 100% Courts', city: 'Springfield' });
      await insertLocation(db(), { name: 'Hilltop', city: 'SPRINGFIELD' });
      const names = async (search: string) =>
        (await call('GET', `/api/locations/?search=${encodeURIComponent(search)}`, superAdmin))
          .json<PageAnswer<Location>>()
          .results.map((l) => l.name)
          .sort();
      expect(await names('springfield')).toEqual(['Hilltop', 'Lakeview 100% Courts']);
      expect(await names('LAKEVIEW')).toEqual(['Lakeview 100% Courts']);
      expect(await names('100%')).toEqual(['Lakeview 100% Courts']);
      expect(await names('0%C')).toEqual([]);
      expect(await names('Hill_op')).toEqual([]);
    });

    it('filters by creation date at the location', async () => {
      // 03:00 UTC on 2 March is still 1 March in New York.
      await insertLocation(db(), {
        name: 'Dated Early',
        timeZone: 'America/New_York',
        createdAt: new Date('2032-03-02T03:00:00Z'),
      });
      await insertLocation(db(), {
        name: 'Dated Late',
        timeZone: 'UTC',
        createdAt: new Date('2032-03-02T03:00:00Z'),
      });
      const names = async (query: string) =>
        (await call('GET', `/api/locations/?search=dated&${query}`, superAdmin))
          .json<PageAnswer<Location>>()
          .results.map((l) => l.name);
      expect(await names('start_date=2032-03-01&end_date=2032-03-01')).toEqual(['Dated Early']);
      expect(await names('start_date=2032-03-02')).toEqual(['Dated Late']);
      expect((await names('end_date=2032-03-02')).sort()).toEqual(['Dated Early', 'Dated Late']);
    });

    it('shows a location admin only their own locations', async () => {
      const res = await call('GET', '/api/locations/?page_size=100', admin);
      expect(res.statusCode).toBe(200);
      const ids = res
        .json<PageAnswer<Location>>()
        .results.map((l) => l.id)
        .sort();
      expect(ids).toEqual([mine.id, alsoMine.id].sort());
      expect(res.json<{ count: number }>().count).toBe(2);
    });
  });

  describe('GET /api/locations/{id}/', () => {
    it('answers the location with its courts by number and their upcoming closures', async () => {
      const club = await insertLocation(db(), { name: 'Detail Club', defaultTaxBasisPoints: 825 });
      const two = await insertCourt(db(), club.id, { courtNumber: 2, hourlyFeeCents: 4550 });
      await insertCourt(db(), club.id, { courtNumber: 1 });
      await db()
        .insert(courtClosures)
        .values([
          {
            courtId: two.id,
            startsAt: new Date('2040-01-01T10:00:00Z'),
            endsAt: new Date('2040-01-01T12:00:00Z'),
            reason: 'Resurfacing',
          },
          {
            courtId: two.id,
            startsAt: new Date('2001-01-01T10:00:00Z'),
            endsAt: new Date('2001-01-01T12:00:00Z'),
          },
        ]);
      const res = await call('GET', `/api/locations/${club.id}/`, superAdmin);
      expect(res.statusCode).toBe(200);
      const data = res.json<Answer<LocationDetail>>();
      expect(data).toMatchObject({ name: 'Detail Club', tax_percent: '8.25', courts_count: 2 });
      expect(data.courts.map((c) => c.court_number)).toEqual([1, 2]);
      expect(data.courts[1]).toMatchObject({
        court_id: two.id,
        location_id: club.id,
        court_fee_hrs: '45.50',
        tax_percent: '8.00',
        card_fee_percent: '3.00',
        is_active: true,
        closures: [
          {
            court_id: two.id,
            start: '2040-01-01T05:00',
            end: '2040-01-01T07:00',
            starts_at: '2040-01-01T10:00:00.000Z',
            ends_at: '2040-01-01T12:00:00.000Z',
            reason: 'Resurfacing',
          },
        ],
      });
    });

    it('lets a location admin read their own', async () => {
      const res = await call('GET', `/api/locations/${mine.id}/`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer<LocationDetail>>().name).toBe('Mine Club');
    });
  });

  describe('PUT /api/locations/{id}/', () => {
    it('changes only the fields sent, and records which', async () => {
      const club = await insertLocation(db(), { name: 'Partial Club', city: 'Austin' });
      const res = await call('PUT', `/api/locations/${club.id}/`, superAdmin, {
        city: 'Dallas',
        tax_percent: 6.25,
        id: 12345,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: LocationAdminMessages.updated,
        id: club.id,
        name: 'Partial Club',
        city: 'Dallas',
        tax_percent: '6.25',
      });
      expect(res.json()).not.toHaveProperty('data');
      expect(await auditRowsOf(db(), 'location', club.id)).toMatchObject([
        {
          action: 'location.update',
          actorUserId: superAdmin.user.id,
          details: { name: 'Partial Club', changed: ['city', 'tax_percent'] },
        },
      ]);
    });

    it('lets a location admin edit their own', async () => {
      const res = await call('PUT', `/api/locations/${alsoMine.id}/`, admin, {
        description: 'Our club.',
      });
      expect(res.statusCode).toBe(200);
      expect((await rowOf(alsoMine.id))?.description).toBe('Our club.');
    });

    it('changes nothing on a validation failure', async () => {
      const club = await insertLocation(db(), { name: 'Stable Club' });
      const res = await call('PUT', `/api/locations/${club.id}/`, superAdmin, {
        name: 'Changed',
        currency: 'DOLLARS',
        opening_hours: { '3': { open: '12:00', close: '11:00' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().errors).toEqual([
        LM.currencyInvalid,
        LM.closeAfterOpen('Wednesday'),
      ]);
      expect((await rowOf(club.id))?.name).toBe('Stable Club');
    });

    it('keeps the time zone while bookings are still to come (409), not after', async () => {
      const club = await insertLocation(db(), { name: 'Zoned Club', timeZone: 'America/New_York' });
      const court = await insertCourt(db(), club.id);
      const user = await insertUser(db());
      const booking = {
        courtId: court.id,
        locationId: club.id,
        userId: user.id,
        startsAt: '2040-05-01T14:00:00Z',
        endsAt: '2040-05-01T15:00:00Z',
      };
      await insertBooking(db(), { ...booking, status: 'cancelled' });
      await insertBooking(db(), { ...booking, status: 'confirmed' });
      const refused = await call('PUT', `/api/locations/${club.id}/`, superAdmin, {
        time_zone: 'America/Chicago',
        name: 'Renamed',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiEnvelope>().message).toBe(LocationAdminMessages.timeZoneLocked);
      expect(await rowOf(club.id)).toMatchObject({
        name: 'Zoned Club',
        timeZone: 'America/New_York',
      });

      // The same zone, spelt differently, is no change.
      const same = await call('PUT', `/api/locations/${club.id}/`, superAdmin, {
        time_zone: 'america/new_york',
      });
      expect(same.statusCode).toBe(200);

      const past = await insertLocation(db(), { name: 'Past Club', timeZone: 'America/New_York' });
      const pastCourt = await insertCourt(db(), past.id);
      await insertBooking(db(), {
        ...booking,
        courtId: pastCourt.id,
        locationId: past.id,
        startsAt: '2001-05-01T14:00:00Z',
        endsAt: '2001-05-01T15:00:00Z',
        status: 'confirmed',
      });
      const moved = await call('PUT', `/api/locations/${past.id}/`, superAdmin, {
        time_zone: 'Europe/Lisbon',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<Answer<LocationDetail>>().time_zone).toBe('Europe/Lisbon');
    });

    it('hides a deactivated location from the public list at once', async () => {
      const club = await insertLocation(db(), { name: 'Closing Club' });
      const listed = async () =>
        (await call('GET', '/api/all_locations/')).json<PublicLocation[]>().map((l) => l.id);
      expect(await listed()).toContain(club.id);
      const res = await call('PUT', `/api/locations/${club.id}/`, superAdmin, { is_active: false });
      expect(res.json<Answer<LocationDetail>>().is_active).toBe(false);
      expect(await listed()).not.toContain(club.id);
      await call('PUT', `/api/locations/${club.id}/`, superAdmin, { is_active: 'true' });
      expect(await listed()).toContain(club.id);
    });

    it('replaces the logo (deleting the old file) and removes it on request', async () => {
      const created = await form(
        'POST',
        '/api/locations/',
        superAdmin,
        { ...minimal, name: 'Swap Club' },
        logo(PNG_1X1),
      );
      const { id, logo: first } = created.json<Answer<LocationDetail>>();
      const firstFile = path.join(dataDir, first!.replace('/uploads/', 'uploads/'));
      expect(existsSync(firstFile)).toBe(true);

      const replaced = await form(
        'PUT',
        `/api/locations/${id}/`,
        superAdmin,
        { name: 'Swap Club' },
        logo(WEBP_1X1),
      );
      expect(replaced.statusCode).toBe(200);
      const second = replaced.json<Answer<LocationDetail>>().logo as string;
      expect(second).toMatch(/\.webp$/);
      expect(existsSync(firstFile)).toBe(false);

      // A text value in `logo` (the current path) keeps it.
      const kept = await form('PUT', `/api/locations/${id}/`, superAdmin, {
        logo: second,
        city: 'X',
      });
      expect(kept.json<Answer<LocationDetail>>().logo).toBe(second);

      const removed = await call('PUT', `/api/locations/${id}/`, superAdmin, { remove_logo: true });
      expect(removed.json<Answer<LocationDetail>>().logo).toBeNull();
      expect(existsSync(path.join(dataDir, second.replace('/uploads/', 'uploads/')))).toBe(false);
    });

    it('leaves no logo file behind when the location is out of scope', async () => {
      const before = (await logoFiles()).length;
      const res = await form(
        'PUT',
        `/api/locations/${theirs.id}/`,
        admin,
        { name: 'Mine now' },
        logo(PNG_1X1),
      );
      expect(res.statusCode).toBe(404);
      expect((await logoFiles()).length).toBe(before);
      expect((await rowOf(theirs.id))?.logo).toBeNull();
    });
  });

  describe('DELETE /api/locations/{id}/', () => {
    it('deletes a location with its courts and closures, and records it', async () => {
      const created = await form(
        'POST',
        '/api/locations/',
        superAdmin,
        { ...minimal, name: 'Gone Club' },
        logo(PNG_1X1),
      );
      const { id, logo: logoPath } = created.json<Answer<LocationDetail>>();
      const court = await insertCourt(db(), id);
      await db()
        .insert(courtClosures)
        .values({
          courtId: court.id,
          startsAt: new Date('2040-01-01T10:00:00Z'),
          endsAt: new Date('2040-01-01T12:00:00Z'),
        });

      const res = await call('DELETE', `/api/locations/${id}/`, superAdmin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, message: LocationAdminMessages.deleted, data: null });
      expect(await rowOf(id)).toBeUndefined();
      expect(await db().select().from(courts).where(eq(courts.locationId, id))).toEqual([]);
      expect(
        await db().select().from(courtClosures).where(eq(courtClosures.courtId, court.id)),
      ).toEqual([]);
      expect(existsSync(path.join(dataDir, logoPath!.replace('/uploads/', 'uploads/')))).toBe(
        false,
      );
      const audit = await auditRowsOf(db(), 'location', id);
      expect(audit.at(-1)).toMatchObject({
        action: 'location.delete',
        actorUserId: superAdmin.user.id,
        details: { name: 'Gone Club', courts_deleted: 1 },
      });
      expect(
        (await call('GET', '/api/all_locations/')).json<PublicLocation[]>().map((l) => l.id),
      ).not.toContain(id);
    });

    it('refuses to delete a location with bookings, changing nothing', async () => {
      const club = await insertLocation(db(), { name: 'Booked Club' });
      const court = await insertCourt(db(), club.id);
      const user = await insertUser(db());
      await insertBooking(db(), {
        courtId: court.id,
        locationId: club.id,
        userId: user.id,
        startsAt: '2001-01-01T10:00:00Z',
        endsAt: '2001-01-01T11:00:00Z',
        status: 'cancelled',
      });
      const res = await call('DELETE', `/api/locations/${club.id}/`, superAdmin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        message: LocationAdminMessages.hasBookings,
        data: null,
      });
      expect(await rowOf(club.id)).toBeDefined();
      expect(await db().select().from(courts).where(eq(courts.id, court.id))).toHaveLength(1);
      expect(await auditRowsOf(db(), 'location', club.id)).toEqual([]);
    });

    it('answers 404 for a location that does not exist', async () => {
      const res = await call('DELETE', '/api/locations/987654/', superAdmin);
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(LocationAdminMessages.notFound);
    });
  });

  describe('GET /api/my_location/ and /api/get_locations_byAdmin/', () => {
    it('answer a location admin their own locations, by name', async () => {
      const res = await call('GET', '/api/my_location/', admin);
      expect(res.statusCode).toBe(200);
      expect(res.json<Location[]>().map((l) => l.name)).toEqual(['Also Mine Club', 'Mine Club']);
      expect(res.json<Location[]>()[0]).toMatchObject({
        id: alsoMine.id,
        courts_count: 0,
        time_zone: 'America/New_York',
      });

      const options = await call('GET', '/api/get_locations_byAdmin/', admin);
      expect(options.statusCode).toBe(200);
      expect(options.json()).toEqual([
        {
          id: alsoMine.id,
          name: 'Also Mine Club',
          logo: null,
          time_zone: 'America/New_York',
          currency: 'USD',
          is_active: true,
        },
        {
          id: mine.id,
          name: 'Mine Club',
          logo: null,
          time_zone: 'America/New_York',
          currency: 'USD',
          is_active: true,
        },
      ]);
    });

    it('answer a super admin every location', async () => {
      const total = await locationCount();
      expect((await call('GET', '/api/my_location/', superAdmin)).json()).toHaveLength(total);
      expect((await call('GET', '/api/get_locations_byAdmin/', superAdmin)).json()).toHaveLength(
        total,
      );
    });
  });
});
