import {
  PlayerMessages,
  UserType,
  ValidationMessages as V,
  type ApiEnvelope,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { PASSWORD, loginToken, registrationBody, uniqueEmail } from './helpers/accounts';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

interface Player {
  id: number;
  email: string;
  bookings_count: number;
  location: { id: number; name: string } | null;
}

describe('players: /api/user_basic_data/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let bookingsAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let player: SignedIn;
  let one: { id: number };
  let two: { id: number };
  let stamp: string;
  const people: Record<'home1' | 'home2' | 'visitor' | 'idle2', { id: number; email: string }> =
    {} as never;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    one = await insertLocation(db(), { name: 'One Club' });
    two = await insertLocation(db(), { name: 'Two Club' });
    superAdmin = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    bookingsAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [one.id],
    });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [one.id],
    });
    player = await signIn(ctx.app, db(), { userType: UserType.Player, locationIds: [one.id] });

    stamp = `Q${Date.now()}`;
    const make = (homeLocationId: number, firstName: string, createdAt: string) =>
      insertUser(db(), {
        firstName,
        lastName: stamp,
        email: `${firstName.toLowerCase()}.${stamp}@example.test`,
        phone: '+12155550199',
        homeLocationId,
        createdAt: new Date(createdAt),
      });
    people.home1 = await make(one.id, 'Hana', '2026-01-01T10:00:00Z');
    people.home2 = await make(two.id, 'Hugo', '2026-01-02T10:00:00Z');
    people.visitor = await make(two.id, 'Vera', '2026-01-03T10:00:00Z');
    people.idle2 = await make(two.id, 'Ida', '2026-01-04T10:00:00Z');
    const court1 = await insertCourt(db(), one.id);
    const court2 = await insertCourt(db(), two.id);
    const book = (
      courtId: number,
      locationId: number,
      userId: number,
      hour: number,
      status?: 'confirmed' | 'expired' | 'cancelled',
    ) =>
      insertBooking(db(), {
        courtId,
        locationId,
        userId,
        startsAt: `2031-02-01T${String(hour).padStart(2, '0')}:00:00Z`,
        endsAt: `2031-02-01T${String(hour + 1).padStart(2, '0')}:00:00Z`,
        status: status ?? 'confirmed',
      });
    // Vera lives at Two but booked once at One (and once at Two); Hana booked twice at One, one lapsed.
    await book(court1.id, one.id, people.visitor.id, 8);
    await book(court2.id, two.id, people.visitor.id, 8);
    await book(court1.id, one.id, people.home1.id, 10);
    await book(court1.id, one.id, people.home1.id, 12, 'cancelled');
    await book(court1.id, one.id, people.home1.id, 14, 'expired');
  });
  afterAll(() => ctx.app.close());

  const list = (query: string, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user_basic_data/${query}`,
      headers: who?.headers ?? {},
    });
  const create = (payload: object, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user_basic_data/',
      headers: who?.headers ?? {},
      payload,
    });
  const results = async (query: string, who?: SignedIn) => {
    const res = await list(query, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: PlayerMessages.listed });
    expect(res.json()).not.toHaveProperty('data');
    return res.json<{ results: Player[] }>().results;
  };

  it('answers 401 without a token, 403 to players and to admins without court bookings', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await create(registrationBody(one.id), null)).statusCode).toBe(401);
    for (const who of [player, reportingAdmin]) {
      expect((await list('', who)).statusCode).toBe(403);
      const refused = await create(registrationBody(one.id), who);
      expect(refused.statusCode).toBe(403);
      if (who === reportingAdmin)
        expect(refused.json<ApiEnvelope>().message).toBe(PlayerMessages.noPermission);
    }
  });

  it('shows a super admin every player, newest first, with location and bookings count', async () => {
    const rows = await results(`?search=${stamp}`);
    expect(rows.map((p) => p.id)).toEqual([
      people.idle2.id,
      people.visitor.id,
      people.home2.id,
      people.home1.id,
    ]);
    const byId = new Map(rows.map((p) => [p.id, p]));
    expect(byId.get(people.home1.id)).toMatchObject({
      first_name: 'Hana',
      email: people.home1.email,
      phone: '+12155550199',
      country: 'US',
      is_verified: true,
      location: { id: one.id, name: 'One Club' },
      bookings_count: 2,
      created_at: '2026-01-01T10:00:00.000Z',
    });
    expect(byId.get(people.visitor.id)?.bookings_count).toBe(2);
    expect(byId.get(people.idle2.id)?.bookings_count).toBe(0);
    expect((await results('?page_size=100')).some((p) => p.id === bookingsAdmin.user.id)).toBe(
      false,
    );
  });

  it('shows a location admin only players registered or booked at their locations, counting their bookings', async () => {
    const rows = await results(`?search=${stamp}`, bookingsAdmin);
    expect(rows.map((p) => p.id)).toEqual([people.visitor.id, people.home1.id]);
    expect(rows.find((p) => p.id === people.visitor.id)?.bookings_count).toBe(1);
    expect(rows.find((p) => p.id === people.home1.id)?.bookings_count).toBe(2);
  });

  it('searches names, full name, email and phone, and pages', async () => {
    expect((await results(`?search=hugo ${stamp}`)).map((p) => p.id)).toEqual([people.home2.id]);
    expect((await results(`?search=vera.${stamp.toLowerCase()}`)).map((p) => p.id)).toEqual([
      people.visitor.id,
    ]);
    expect((await results(`?search=5550199`)).length).toBeGreaterThanOrEqual(4);
    // `_` and `%` are searched as themselves, not as LIKE's wildcards.
    expect(await results(`?search=vera_${stamp.toLowerCase()}`)).toEqual([]);
    expect(await results(`?search=${encodeURIComponent(`%${stamp}`)}`)).toEqual([]);
    const res = (await list(`?search=${stamp}&page=2&page_size=3`)).json<{ results: Player[] }>();
    expect(res).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(res.results.map((p) => p.id)).toEqual([people.home1.id]);
    // Past the last page no row carries the count: it is counted on its own.
    expect((await list(`?search=${stamp}&page=7&page_size=3`)).json()).toMatchObject({
      count: 4,
      next: null,
      previous: 2,
      results: [],
    });
    const long = await list(`?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiEnvelope>().errors?.[0]).toBe(PlayerMessages.searchMax);
  });

  it('creates a verified player at a location in scope, audited, who can log in there', async () => {
    const email = uniqueEmail('desk');
    const res = await create(
      registrationBody(one.id, { email, first_name: 'dora' }),
      bookingsAdmin,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('data');
    expect(res.json()).toMatchObject({
      code: 201,
      message: PlayerMessages.created,
      first_name: 'Dora',
      email,
      is_verified: true,
      location: { id: one.id, name: 'One Club' },
      bookings_count: 0,
    });
    const id = res.json<{ id: number }>().id;
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      userType: UserType.Player,
      isVerified: true,
      homeLocationId: one.id,
    });
    const audit = await auditRowsOf(db(), 'user', id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['player.create', bookingsAdmin.user.id],
    ]);
    expect(await loginToken(ctx.app, { email, password: PASSWORD, location: one.id })).toBeTruthy();
    expect((await results(`?search=${email}`, bookingsAdmin)).map((p) => p.id)).toEqual([id]);
  });

  it('refuses a location out of scope, a taken email and bad fields with clear messages', async () => {
    const cases: [Record<string, unknown>, string, SignedIn][] = [
      [{ location_id: two.id }, PlayerMessages.locationInvalid, bookingsAdmin],
      [{ location_id: 999_999 }, PlayerMessages.locationInvalid, superAdmin],
      [{ email: people.home1.email.toUpperCase() }, PlayerMessages.emailTaken, superAdmin],
      [{ first_name: 'A' }, V.firstNameMin, superAdmin],
      [{ password: 'short' }, V.passwordStrength, superAdmin],
      [{ confirm_password: 'Different1!' }, V.passwordsDoNotMatch, superAdmin],
      [{ location_id: '' }, V.locationRequired, superAdmin],
    ];
    for (const [overrides, message, who] of cases) {
      const email = uniqueEmail('nope');
      const res = await create(registrationBody(one.id, { email, ...overrides }), who);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<ApiEnvelope>().errors?.[0], JSON.stringify(overrides)).toBe(message);
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });
});
