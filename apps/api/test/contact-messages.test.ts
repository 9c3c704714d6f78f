import { ContactMessageMessages as M, UserType } from '@courtbook/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('staff contact messages: /api/contact-us/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let fullAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let player: SignedIn;
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    fullAdmin = await signIn(ctx.app, db, { userType: UserType.LocationAdmin });
    reportingAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
    });
    const location = await insertLocation(db);
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [location.id] });
  });
  afterAll(() => ctx.app.close());

  const insert = async (
    firstName: string,
    createdAt: string,
    extra: Partial<typeof contactMessages.$inferInsert> = {},
  ) => {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({
        firstName,
        lastName: 'Smith',
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '2155550123',
        message: `Hello from ${firstName}`,
        createdAt: new Date(createdAt),
        ...extra,
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  };

  let ids: { ann: number; ben: number; cat: number };
  beforeEach(async () => {
    await ctx.database.db.delete(contactMessages);
    ids = {
      ann: await insert('Ann', '2026-03-01T10:00:00Z'),
      ben: await insert('Ben', '2026-03-02T23:30:00Z', { message: 'Is 100% of the fee_due?' }),
      cat: await insert('Cat', '2026-03-03T08:00:00Z', { isRead: true }),
    };
  });

  const list = (query: string, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({ method: 'GET', url: `/api/contact-us/${query}`, headers: who?.headers });
  const names = (res: { json: () => { results: { first_name: string }[] } }) =>
    res.json().results.map((m) => m.first_name);

  it('answers 401 without a token and 403 to players and admins without full access', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', player)).statusCode).toBe(403);
    const refused = await list('', reportingAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.noPermission);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ann}/`,
      headers: player.headers,
      payload: { is_read: true },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('lists newest first with every field for a super admin and a full-access admin', async () => {
    for (const who of [superAdmin, fullAdmin]) {
      const res = await list('', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: M.listed,
        count: 3,
        next: null,
        previous: null,
      });
      expect(res.json()).not.toHaveProperty('data');
      expect(names(res)).toEqual(['Cat', 'Ben', 'Ann']);
    }
    expect((await list('')).json().results[2]).toEqual({
      id: ids.ann,
      first_name: 'Ann',
      last_name: 'Smith',
      email: 'ann@example.com',
      phone: '2155550123',
      message: 'Hello from Ann',
      is_read: false,
      created_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('searches names, email and text, with LIKE wildcards taken literally', async () => {
    expect(names(await list('?search=ann'))).toEqual(['Ann']);
    expect(names(await list('?search=ben%20smith'))).toEqual(['Ben']);
    expect(names(await list('?search=cat@example'))).toEqual(['Cat']);
    expect(names(await list('?search=100%25'))).toEqual(['Ben']);
    expect(names(await list('?search=_'))).toEqual(['Ben']);
    expect(names(await list('?search=%25%25'))).toEqual([]);
  });

  it('filters on the day received and on unread', async () => {
    expect(names(await list('?start_date=2026-03-02'))).toEqual(['Cat', 'Ben']);
    expect(names(await list('?end_date=2026-03-02'))).toEqual(['Ben', 'Ann']);
    expect(names(await list('?start_date=2026-03-02&end_date=2026-03-02'))).toEqual(['Ben']);
    expect(names(await list('?unread=true'))).toEqual(['Ben', 'Ann']);
    expect(names(await list('?unread=false'))).toEqual(['Cat']);
  });

  it('pages', async () => {
    const first = await list('?page_size=2');
    expect(first.json()).toMatchObject({ count: 3, next: 2, previous: null });
    expect(names(first)).toEqual(['Cat', 'Ben']);
    const second = await list('?page_size=2&page=2');
    expect(second.json()).toMatchObject({ next: null, previous: 1 });
    expect(names(second)).toEqual(['Ann']);
  });

  it('refuses bad input with a 400 envelope', async () => {
    for (const query of [
      '?page=0',
      '?page_size=x',
      '?start_date=2026-02-30',
      '?start_date=2026-03-03&end_date=2026-03-01',
      '?unread=maybe',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(typeof res.json().message).toBe('string');
    }
    const badBody = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ann}/`,
      headers: superAdmin.headers,
      payload: { is_read: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe(M.readRequired);
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/contact-us/abc/',
      headers: superAdmin.headers,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('marks a message read and unread, audited', async () => {
    const patch = (isRead: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/contact-us/${ids.ann}/`,
        headers: fullAdmin.headers,
        payload: { is_read: isRead },
      });
    const read = await patch(true);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      code: 200,
      message: M.updated,
      id: ids.ann,
      first_name: 'Ann',
      is_read: true,
    });
    expect(read.json()).not.toHaveProperty('data');
    expect((await patch(false)).json().is_read).toBe(false);
    const audit = await auditRowsOf(ctx.database.db, 'contact_message', ids.ann);
    expect(audit.map((r) => [r.action, r.actorUserId])).toEqual([
      ['contact_message.mark_read', fullAdmin.user.id],
      ['contact_message.mark_unread', fullAdmin.user.id],
    ]);
  });

  it('deletes a message, audited, and answers 404 for an unknown id', async () => {
    const del = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/contact-us/${ids.ben}/`,
        headers: superAdmin.headers,
      });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: M.deleted, data: null });
    expect(names(await list(''))).toEqual(['Cat', 'Ann']);
    const audit = await auditRowsOf(ctx.database.db, 'contact_message', ids.ben);
    expect(audit.map((r) => r.action)).toEqual(['contact_message.delete']);

    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 404, message: M.notFound });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ben}/`,
      headers: superAdmin.headers,
      payload: { is_read: true },
    });
    expect(patch.statusCode).toBe(404);
  });
});
