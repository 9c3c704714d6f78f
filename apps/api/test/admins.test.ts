import {
  AdminMessages,
  PaginationMessages,
  UserType,
  ValidationMessages as V,
  type AdminRecord,
  type Answer,
  type ApiEnvelope,
  type PageAnswer,
  type ProfileAnswer,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, staffLocations, users } from '../src/db/schema';
import { PASSWORD, loginToken, bearer, uniqueEmail } from './helpers/accounts';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('admins: /api/create_admin/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let fullAdmin: SignedIn;
  let player: SignedIn;
  let first: { id: number; name: string };
  let second: { id: number; name: string };
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    first = await insertLocation(db(), { name: 'Alpha Club' });
    second = await insertLocation(db(), { name: 'Beta Club' });
    superAdmin = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    fullAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['full_access'],
      locationIds: [first.id],
    });
    player = await signIn(ctx.app, db(), { userType: UserType.Player, locationIds: [first.id] });
  });
  afterAll(() => ctx.app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: SignedIn | null = superAdmin,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/create_admin/${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  const body = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'lena',
    last_name: 'Admin',
    email: uniqueEmail('lena'),
    phone: '(215) 555-0123',
    country: 'US',
    user_type: 1,
    location_ids: [second.id],
    permissions: ['court_bookings'],
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '', superAdmin, body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; email: string }>();
  };

  it('answers 401 without a token and 403 to players and location admins, even with full access', async () => {
    const admin = await create();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', ''],
      ['POST', ''],
      ['GET', `${admin.id}/`],
      ['PUT', `${admin.id}/`],
      ['DELETE', `${admin.id}/`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expect((await call(method, url, player, payload)).statusCode).toBe(403);
      const refused = await call(method, url, fullAdmin, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiEnvelope>().message).toBe(AdminMessages.superAdminOnly);
    }
    expect((await call('GET', `${admin.id}/`)).statusCode).toBe(200);
  });

  it('creates a verified location admin with locations and permissions, audited, who can log in', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await call(
      'POST',
      '',
      superAdmin,
      body({ email, location_ids: [second.id, second.id] }),
    );
    expect(res.statusCode).toBe(201);
    const admin = res.json<Answer<AdminRecord>>();
    expect(admin).not.toHaveProperty('data');
    expect(admin).toMatchObject({
      code: 201,
      message: AdminMessages.created,
      first_name: 'Lena',
      last_name: 'Admin',
      email: email.toLowerCase(),
      phone: '+12155550123',
      country: 'US',
      user_type: 1,
      permissions: ['court_bookings'],
      locations: [{ id: second.id, name: 'Beta Club' }],
    });
    const [row] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(row?.isVerified).toBe(true);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const audit = await auditRowsOf(db(), 'user', admin.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['admin.create', superAdmin.user.id],
    ]);

    const token = await loginToken(ctx.app, { email });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(token),
    });
    expect(profile.json<ProfileAnswer>().data).toMatchObject({
      user_type: 1,
      permissions: ['court_bookings'],
    });
  });

  it('creates a super admin with no locations or permissions stored', async () => {
    const admin = await create({
      user_type: 0,
      location_ids: [first.id],
      permissions: ['reporting'],
    });
    const got = (await call('GET', `${admin.id}/`)).json<Answer<AdminRecord>>();
    expect(got).toMatchObject({
      code: 200,
      message: AdminMessages.fetched,
      id: admin.id,
      user_type: 0,
      permissions: [],
      locations: [],
    });
  });

  it('refuses bad input with the shared messages, the first the most useful, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, V.firstNameRequired],
      [{ email: 'nope' }, V.emailInvalid],
      [{ phone: '12' }, V.phoneMin],
      [{ password: 'weak' }, V.passwordStrength],
      [{ confirm_password: 'Other1!x' }, V.passwordsDoNotMatch],
      [{ user_type: 2 }, AdminMessages.userTypeRequired],
      [{ user_type: undefined }, AdminMessages.userTypeRequired],
      [{ location_ids: [] }, AdminMessages.locationsRequired],
      [{ permissions: [] }, AdminMessages.permissionsRequired],
      [{ permissions: ['root'] }, AdminMessages.permissionInvalid],
      [{ location_ids: ['x'] }, AdminMessages.locationInvalid],
      [{ location_ids: [999_999] }, AdminMessages.locationInvalid],
      [{ phone: '555-0000000' }, V.phoneInvalid],
    ];
    for (const [overrides, message] of cases) {
      const email = uniqueEmail('bad');
      const res = await call('POST', '', superAdmin, body({ email, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<ApiEnvelope>().errors?.[0], JSON.stringify(overrides)).toBe(message);
      const sent = typeof overrides.email === 'string' ? overrides.email : email;
      expect(await db().select().from(users).where(eq(users.email, sent))).toEqual([]);
    }
  });

  it('refuses an email already used by any account, whatever its case', async () => {
    const res = await call(
      'POST',
      '',
      superAdmin,
      body({ email: player.user.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(AdminMessages.emailTaken);
    const again = await Promise.all(
      [1, 2].map(() => call('POST', '', superAdmin, body({ email: 'twin@example.test' }))),
    );
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('lists staff only, newest first, with search, created-date range and pages', async () => {
    const stamp = `Zed${Date.now()}`;
    const ids: number[] = [];
    for (const [i, day] of ['2025-01-10', '2025-01-11', '2025-01-12'].entries()) {
      const admin = await create({ last_name: `${stamp}${i}` });
      await db()
        .update(users)
        .set({ createdAt: new Date(`${day}T12:00:00Z`) })
        .where(eq(users.id, admin.id));
      ids.push(admin.id);
    }
    const all = (await call('GET', '?page_size=100')).json<PageAnswer<AdminRecord>>();
    expect(all).toMatchObject({ code: 200, message: AdminMessages.listed });
    expect(all).not.toHaveProperty('data');
    expect(all.results.every((a) => a.user_type === 0 || a.user_type === 1)).toBe(true);
    expect(all.results.some((a) => a.id === player.user.id)).toBe(false);

    const found = (await call('GET', `?search=${stamp.toLowerCase()}`)).json<
      PageAnswer<AdminRecord>
    >();
    expect(found.results.map((a) => a.id)).toEqual([ids[2], ids[1], ids[0]]);
    const ranged = (
      await call('GET', `?search=${stamp}&start_date=2025-01-11&end_date=2025-01-11`)
    ).json<PageAnswer<AdminRecord>>();
    expect(ranged.results.map((a) => a.id)).toEqual([ids[1]]);
    const paged = (await call('GET', `?search=${stamp}&page=2&page_size=2`)).json<
      PageAnswer<AdminRecord>
    >();
    expect(paged).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(paged.results.map((a) => a.id)).toEqual([ids[0]]);
    // Past the last page no row carries the count: it is counted on its own.
    const beyond = (await call('GET', `?search=${stamp}&page=5&page_size=2`)).json<
      PageAnswer<AdminRecord>
    >();
    expect(beyond).toMatchObject({ count: 3, next: null, previous: 2, results: [] });

    expect((await call('GET', '?page=0')).json<ApiEnvelope>().errors?.[0]).toBe(
      PaginationMessages.page,
    );
    const backwards = await call('GET', '?start_date=2025-02-01&end_date=2025-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiEnvelope>().errors?.[0]).toBe(V.startDateAfterEnd);
  });

  it('answers 404 for a player id, an unknown id and a removed admin', async () => {
    const removed = await create();
    expect((await call('DELETE', `${removed.id}/`)).statusCode).toBe(200);
    for (const id of [player.user.id, 999_999, removed.id]) {
      const res = await call('GET', `${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(AdminMessages.notFound);
      expect((await call('PUT', `${id}/`, superAdmin, body())).statusCode).toBe(404);
      expect((await call('DELETE', `${id}/`)).statusCode).toBe(404);
    }
  });

  it('updates every field, keeps the password when blank, audited; new permissions apply at once', async () => {
    const email = uniqueEmail('upd');
    const admin = await create({ email, permissions: ['reporting'], location_ids: [first.id] });
    const token = await loginToken(ctx.app, { email });
    const players = () =>
      ctx.app.inject({ method: 'GET', url: '/api/user_basic_data/', headers: bearer(token) });
    expect((await players()).statusCode).toBe(403);

    const res = await call(
      'PUT',
      `${admin.id}/`,
      superAdmin,
      body({
        email,
        first_name: 'Nora',
        permissions: ['court_bookings', 'reporting'],
        location_ids: [first.id, second.id],
        password: '',
        confirm_password: '',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: AdminMessages.updated,
      first_name: 'Nora',
      permissions: ['court_bookings', 'reporting'],
      locations: [{ id: first.id }, { id: second.id }],
    });
    // The old token still works (no password change) and carries the new permission.
    expect((await players()).statusCode).toBe(200);
    expect(await loginToken(ctx.app, { email })).toBeTruthy();
    const audit = await auditRowsOf(db(), 'user', admin.id);
    expect(audit.map((a) => a.action)).toEqual(['admin.create', 'admin.update']);
    expect(audit[1]?.details).toMatchObject({ password_changed: false });

    const taken = await call('PUT', `${admin.id}/`, superAdmin, body({ email: player.user.email }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ApiEnvelope>().message).toBe(AdminMessages.emailTaken);
    const weak = await call(
      'PUT',
      `${admin.id}/`,
      superAdmin,
      body({ email, password: 'weak', confirm_password: 'weak' }),
    );
    expect(weak.json<ApiEnvelope>().errors?.[0]).toBe(V.passwordStrength);
  });

  it("a password change ends the admin's sessions and the new password logs in", async () => {
    const email = uniqueEmail('pw');
    const admin = await create({ email });
    const token = await loginToken(ctx.app, { email });
    const res = await call(
      'PUT',
      `${admin.id}/`,
      superAdmin,
      body({ email, password: 'NewSecret2@', confirm_password: 'NewSecret2@' }),
    );
    expect(res.statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    expect(await loginToken(ctx.app, { email, password: 'NewSecret2@' })).toBeTruthy();
  });

  it('removes an admin by deactivating: sessions end, bookings they made keep their author', async () => {
    const email = uniqueEmail('gone');
    const admin = await create({ email, location_ids: [first.id] });
    const token = await loginToken(ctx.app, { email });
    const court = await insertCourt(db(), first.id);
    const booking = await insertBooking(db(), {
      courtId: court.id,
      locationId: first.id,
      userId: player.user.id,
      startsAt: '2031-01-01T10:00:00Z',
      endsAt: '2031-01-01T11:00:00Z',
    });
    await db().update(bookings).set({ createdById: admin.id }).where(eq(bookings.id, booking.id));

    const res = await call('DELETE', `${admin.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: AdminMessages.deleted, data: null });
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.createdById).toBe(admin.id);
    expect(
      await db().select().from(staffLocations).where(eq(staffLocations.userId, admin.id)),
    ).toEqual([]);
    const audit = await auditRowsOf(db(), 'user', admin.id);
    expect(audit.map((a) => [a.action, a.actorUserId]).at(-1)).toEqual([
      'admin.delete',
      superAdmin.user.id,
    ]);
  });

  it('refuses to delete or demote the last super admin, and to delete or demote yourself', async () => {
    // Only the signed-in super admin is active now.
    await db()
      .update(users)
      .set({ isActive: false })
      .where(eq(users.userType, UserType.SuperAdmin));
    await db().update(users).set({ isActive: true }).where(eq(users.id, superAdmin.user.id));
    const me = superAdmin.user.id;
    const last = await call('DELETE', `${me}/`);
    expect(last.statusCode).toBe(409);
    expect(last.json<ApiEnvelope>().message).toBe(AdminMessages.lastSuperAdminDelete);
    const demote = await call(
      'PUT',
      `${me}/`,
      superAdmin,
      body({ email: superAdmin.user.email, user_type: 1 }),
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json<ApiEnvelope>().message).toBe(AdminMessages.lastSuperAdminDemote);

    const other = await create({ user_type: 0 });
    const self = await call('DELETE', `${me}/`);
    expect(self.statusCode).toBe(409);
    expect(self.json<ApiEnvelope>().message).toBe(AdminMessages.deleteSelf);
    const selfDemote = await call(
      'PUT',
      `${me}/`,
      superAdmin,
      body({ email: superAdmin.user.email, user_type: 1 }),
    );
    expect(selfDemote.json<ApiEnvelope>().message).toBe(AdminMessages.changeOwnType);
    const [row] = await db().select().from(users).where(eq(users.id, me));
    expect(row).toMatchObject({ userType: 0, isActive: true });

    // Two super admins removing each other at once: one of them stays.
    const otherSession = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    await call('DELETE', `${other.id}/`);
    const both = await Promise.all([
      call('DELETE', `${otherSession.user.id}/`, superAdmin),
      call('DELETE', `${me}/`, otherSession),
    ]);
    // The loser is refused as the last super admin, or finds its own session already ended.
    const [won, lost] = both.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const left = await db().select().from(users).where(eq(users.userType, UserType.SuperAdmin));
    expect(left.filter((u) => u.isActive)).toHaveLength(1);
  });
});
