import { ContactMessageMessages, UserType, type ApiEnvelope } from '@courtbook/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('staff contact messages: /api/contact-us/', () => {
  let ctx: TestContext;
  let north: { id: number; name: string };
  let south: { id: number; name: string };
  let superAdmin: SignedIn;
  let northAdmin: SignedIn;
  let southAdmin: SignedIn;
  let bothAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let player: SignedIn;
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    north = await insertLocation(db, { name: 'Inbox North Club' });
    south = await insertLocation(db, { name: 'Inbox South Club' });
    const admin = (locationIds: number[], permissions?: string[]) =>
      signIn(ctx.app, db, {
        userType: UserType.LocationAdmin,
        locationIds,
        ...(permissions ? { permissions } : {}),
      });
    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    northAdmin = await admin([north.id]);
    southAdmin = await admin([south.id]);
    bothAdmin = await admin([north.id, south.id]);
    reportingAdmin = await admin([north.id], ['reporting']);
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [north.id] });
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

  // Ann wrote from the north club, Ben from no club, Cat from the south club.
  let ids: { ann: number; ben: number; cat: number };
  beforeEach(async () => {
    await ctx.database.db.delete(contactMessages);
    ids = {
      ann: await insert('Ann', '2026-03-01T10:00:00Z', { locationId: north.id }),
      ben: await insert('Ben', '2026-03-02T23:30:00Z', { message: 'Is 100% of the fee_due?' }),
      cat: await insert('Cat', '2026-03-03T08:00:00Z', { isRead: true, locationId: south.id }),
    };
  });

  const list = (query: string, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({ method: 'GET', url: `/api/contact-us/${query}`, headers: who?.headers });
  const names = (res: { json: () => { results: { first_name: string }[] } }) =>
    res.json().results.map((m) => m.first_name);

  it('answers 401 without a token and 403 to players', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', player)).statusCode).toBe(403);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ann}/`,
      headers: player.headers,
      payload: { is_read: true },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('lists every message newest first, with its club, for a super admin', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: ContactMessageMessages.listed,
      count: 3,
      next: null,
      previous: null,
    });
    expect(res.json()).not.toHaveProperty('data');
    expect(names(res)).toEqual(['Cat', 'Ben', 'Ann']);
    expect(res.json<{ results: unknown[] }>().results[2]).toEqual({
      id: ids.ann,
      first_name: 'Ann',
      last_name: 'Smith',
      email: 'ann@example.com',
      phone: '2155550123',
      message: 'Hello from Ann',
      is_read: false,
      created_at: '2026-03-01T10:00:00.000Z',
      location: { id: north.id, name: 'Inbox North Club' },
      reply: null,
    });
    expect(res.json<{ results: { location: unknown }[] }>().results[1]?.location).toBeNull();
  });

  it('shows a location admin only the messages sent from their clubs, whatever their permissions', async () => {
    for (const [who, expected] of [
      [northAdmin, ['Ann']],
      [reportingAdmin, ['Ann']],
      [southAdmin, ['Cat']],
      [bothAdmin, ['Cat', 'Ann']],
    ] as const) {
      const res = await list('', who);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual(expected);
      expect(res.json<{ count: number }>().count).toBe(expected.length);
    }
    expect(names(await list('?search=ben', northAdmin))).toEqual([]);
    const nobody = await signIn(ctx.app, ctx.database.db, { userType: UserType.LocationAdmin });
    expect((await list('', nobody)).json()).toMatchObject({ count: 0, results: [] });
  });

  it("answers 404 to a location admin for another club's message or one sent from no club, changing nothing", async () => {
    for (const id of [ids.cat, ids.ben]) {
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/contact-us/${id}/`,
        headers: northAdmin.headers,
        payload: { is_read: false },
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toMatchObject({ code: 404, message: ContactMessageMessages.notFound });
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/contact-us/${id}/`,
        headers: northAdmin.headers,
      });
      expect(del.statusCode).toBe(404);
      expect(await auditRowsOf(ctx.database.db, 'contact_message', id)).toEqual([]);
    }
    const all = (await list('')).json<{ results: { first_name: string; is_read: boolean }[] }>()
      .results;
    expect(all.map((m) => [m.first_name, m.is_read])).toEqual([
      ['Cat', true],
      ['Ben', false],
      ['Ann', false],
    ]);
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
      expect(typeof res.json<ApiEnvelope>().message).toBe('string');
    }
    const badBody = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ann}/`,
      headers: superAdmin.headers,
      payload: { is_read: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<ApiEnvelope>().message).toBe(ContactMessageMessages.readRequired);
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/contact-us/abc/',
      headers: superAdmin.headers,
    });
    expect(badId.statusCode).toBe(400);
  });

  it("marks a message of the admin's club read and unread, audited", async () => {
    const patch = (isRead: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/contact-us/${ids.ann}/`,
        headers: northAdmin.headers,
        payload: { is_read: isRead },
      });
    const read = await patch(true);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      code: 200,
      message: ContactMessageMessages.updated,
      id: ids.ann,
      first_name: 'Ann',
      is_read: true,
    });
    expect(read.json()).not.toHaveProperty('data');
    expect((await patch(false)).json<{ is_read: boolean }>().is_read).toBe(false);
    const audit = await auditRowsOf(ctx.database.db, 'contact_message', ids.ann);
    expect(audit.map((r) => [r.action, r.actorUserId])).toEqual([
      ['contact_message.mark_read', northAdmin.user.id],
      ['contact_message.mark_unread', northAdmin.user.id],
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
    expect(res.json()).toEqual({ code: 200, message: ContactMessageMessages.deleted, data: null });
    expect(names(await list(''))).toEqual(['Cat', 'Ann']);
    const audit = await auditRowsOf(ctx.database.db, 'contact_message', ids.ben);
    expect(audit.map((r) => r.action)).toEqual(['contact_message.delete']);

    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 404, message: ContactMessageMessages.notFound });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-us/${ids.ben}/`,
      headers: superAdmin.headers,
      payload: { is_read: true },
    });
    expect(patch.statusCode).toBe(404);
  });
});
