import {
  PLAYER_NOTE_MAX,
  PlayerMessages,
  UserType,
  type ApiEnvelope,
  type PlayerNote,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerNotes, users } from '../src/db/schema';
import { insertAccount } from './helpers/accounts';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

type NoteAnswer = ApiEnvelope & PlayerNote;
type NotesAnswer = ApiEnvelope & { notes: PlayerNote[] };

describe('player notes: /api/players/{id}/notes/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let adminOne: SignedIn;
  let adminTwo: SignedIn;
  let reportingAdmin: SignedIn;
  let player: SignedIn;
  let one: { id: number };
  let two: { id: number };
  let homeOne: { id: number };
  let visitorOfTwo: { id: number };
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    one = await insertLocation(db(), { name: 'Notes One Club' });
    two = await insertLocation(db(), { name: 'Notes Two Club' });
    superAdmin = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    adminOne = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [one.id],
    });
    adminTwo = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [two.id],
    });
    reportingAdmin = await signIn(ctx.app, db(), {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [one.id],
    });
    player = await signIn(ctx.app, db(), { userType: UserType.Player, locationIds: [one.id] });
    homeOne = await insertAccount(db(), { homeLocationId: one.id, firstName: 'Nina' });
    // Registered at location 1, booked at location 2: in both admins' scope.
    visitorOfTwo = await insertAccount(db(), { homeLocationId: one.id });
    const court2 = await insertCourt(db(), two.id);
    await insertBooking(db(), {
      courtId: court2.id,
      locationId: two.id,
      userId: visitorOfTwo.id,
      startsAt: '2031-03-01T10:00:00Z',
      endsAt: '2031-03-01T11:00:00Z',
      status: 'confirmed',
    });
  });
  afterAll(() => ctx.app.close());

  const notesUrl = (playerId: number) => `/api/players/${playerId}/notes/`;
  const list = (as: SignedIn, playerId: number) =>
    ctx.app.inject({ method: 'GET', url: notesUrl(playerId), headers: as.headers });
  const add = (as: SignedIn, playerId: number, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: notesUrl(playerId),
      headers: as.headers,
      payload: payload as object,
    });
  const remove = (as: SignedIn, playerId: number, noteId: number | string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${notesUrl(playerId)}${noteId}/`,
      headers: as.headers,
    });

  it('adds trimmed notes, lists them newest first with their author, and audits each', async () => {
    const empty = await list(adminOne, homeOne.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<NotesAnswer>()).toMatchObject({
      notes: [],
      message: PlayerMessages.notesListed,
    });

    const first = await add(adminOne, homeOne.id, {
      body: '  Prefers early courts.\nLeft-handed. ',
    });
    expect(first.statusCode).toBe(201);
    const created = first.json<NoteAnswer>();
    expect(created).toMatchObject({
      code: 201,
      message: PlayerMessages.noteCreated,
      body: 'Prefers early courts.\nLeft-handed.',
      author: { id: adminOne.user.id },
    });
    expect(created.author?.name).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(created.created_at))).toBe(false);
    const second = await add(superAdmin, homeOne.id, { body: 'Paid the deposit at the desk.' });
    expect(second.statusCode).toBe(201);
    const secondId = second.json<NoteAnswer>().id;

    const listed = (await list(adminOne, homeOne.id)).json<NotesAnswer>().notes;
    expect(listed.map((n) => [n.id, n.body, n.author?.id])).toEqual([
      [secondId, 'Paid the deposit at the desk.', superAdmin.user.id],
      [created.id, 'Prefers early courts.\nLeft-handed.', adminOne.user.id],
    ]);

    const audit = await auditRowsOf(db(), 'player_note', created.id);
    expect(audit.map((a) => [a.action, a.actorUserId, a.details])).toEqual([
      ['player_note.create', adminOne.user.id, { user_id: homeOne.id, length: 34 }],
    ]);
  });

  it('deletes a note, audited; the same id again, or another player’s, is not found', async () => {
    const note = (await add(adminOne, homeOne.id, { body: 'To be deleted' })).json<NoteAnswer>();
    const other = (
      await add(superAdmin, visitorOfTwo.id, { body: 'Someone else' })
    ).json<NoteAnswer>();

    // A note is only found under its own player.
    const wrongPlayer = await remove(adminOne, homeOne.id, other.id);
    expect(wrongPlayer.statusCode).toBe(404);
    expect(wrongPlayer.json<ApiEnvelope>().message).toBe(PlayerMessages.noteNotFound);

    const res = await remove(adminOne, homeOne.id, note.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiEnvelope>().message).toBe(PlayerMessages.noteDeleted);
    expect(await db().select().from(playerNotes).where(eq(playerNotes.id, note.id))).toEqual([]);
    const audit = await auditRowsOf(db(), 'player_note', note.id);
    expect(audit.map((a) => [a.action, a.actorUserId, a.details])).toEqual([
      ['player_note.create', adminOne.user.id, { user_id: homeOne.id, length: 13 }],
      ['player_note.delete', adminOne.user.id, { user_id: homeOne.id }],
    ]);

    const again = await remove(adminOne, homeOne.id, note.id);
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiEnvelope>().message).toBe(PlayerMessages.noteNotFound);
    expect((await list(superAdmin, visitorOfTwo.id)).json<NotesAnswer>().notes).toHaveLength(1);
  });

  it('is scoped like the player page: a location admin reaches only players of their locations', async () => {
    // Location 2's admin: not player homeOne (registered at 1, never booked at 2).
    const note = (await add(adminOne, homeOne.id, { body: 'Scoped' })).json<NoteAnswer>();
    for (const res of [
      await list(adminTwo, homeOne.id),
      await add(adminTwo, homeOne.id, { body: 'Out of scope' }),
      await remove(adminTwo, homeOne.id, note.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiEnvelope>().message).toBe(PlayerMessages.notFound);
    }
    expect(await db().select().from(playerNotes).where(eq(playerNotes.id, note.id))).toHaveLength(
      1,
    );

    // A player who booked at location 2 is in its admin's scope.
    const visiting = await add(adminTwo, visitorOfTwo.id, { body: 'Booked with us once' });
    expect(visiting.statusCode).toBe(201);
    expect((await list(adminTwo, visitorOfTwo.id)).statusCode).toBe(200);
  });

  it('refuses players (403), no token (401), staff without court bookings (403), staff and unknown ids (404)', async () => {
    expect((await list(player, homeOne.id)).statusCode).toBe(403);
    expect((await add(player, homeOne.id, { body: 'Hi' })).statusCode).toBe(403);
    expect((await remove(player, homeOne.id, 1)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: notesUrl(homeOne.id) });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await ctx.app.inject({
      method: 'POST',
      url: notesUrl(homeOne.id),
      payload: { body: 'Hi' },
    });
    expect(anonymousPost.statusCode).toBe(401);
    const reporting = await list(reportingAdmin, homeOne.id);
    expect(reporting.statusCode).toBe(403);
    expect(reporting.json<ApiEnvelope>().message).toBe(PlayerMessages.noPermission);

    expect((await list(superAdmin, 2_000_000_000)).statusCode).toBe(404);
    expect((await add(superAdmin, 2_000_000_000, { body: 'Nobody' })).statusCode).toBe(404);
    expect((await remove(superAdmin, homeOne.id, 2_000_000_000)).statusCode).toBe(404);
    // A staff member's record is not a player's.
    expect((await list(superAdmin, adminOne.user.id)).statusCode).toBe(404);
    // Nor is a deactivated player's.
    const gone = await insertAccount(db(), { homeLocationId: one.id });
    await db().update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    expect((await add(superAdmin, gone.id, { body: 'Gone' })).statusCode).toBe(404);
  });

  it.each([
    ['missing', {}, PlayerMessages.noteRequired],
    ['null', { body: null }, PlayerMessages.noteRequired],
    ['blank', { body: ' \n\t ' }, PlayerMessages.noteRequired],
    ['a number', { body: 42 }, PlayerMessages.noteRequired],
    ['too long', { body: 'x'.repeat(PLAYER_NOTE_MAX + 1) }, PlayerMessages.noteMax],
    ['a NUL', { body: 'Bad\u0000note' }, 'Note must not contain control characters.'],
    ['an escape', { body: 'Bad\u001bnote' }, 'Note must not contain control characters.'],
  ])(
    'refuses a body that is %s with the field’s message, storing nothing',
    async (_, payload, message) => {
      const before = await db().select().from(playerNotes);
      const res = await add(adminOne, homeOne.id, payload);
      expect(res.statusCode).toBe(400);
      const envelope = res.json<ApiEnvelope>();
      expect(envelope.message).toBe(message);
      expect(envelope.errors?.[0]).toBe(message);
      expect(await db().select().from(playerNotes)).toHaveLength(before.length);
    },
  );

  it('takes a note of exactly the longest length, line breaks and tabs kept', async () => {
    const long = await add(adminOne, homeOne.id, { body: 'x'.repeat(PLAYER_NOTE_MAX) });
    expect(long.statusCode).toBe(201);
    const tabbed = await add(adminOne, homeOne.id, { body: 'a\tb\r\nc' });
    expect(tabbed.json<NoteAnswer>().body).toBe('a\tb\r\nc');
  });

  it('refuses bad ids in the path with 400', async () => {
    expect((await list(superAdmin, 0)).statusCode).toBe(400);
    expect((await remove(superAdmin, homeOne.id, 'abc')).statusCode).toBe(400);
    expect((await remove(superAdmin, homeOne.id, 2_147_483_648)).statusCode).toBe(400);
  });

  it('keeps a note when its author’s account is deleted, without an author', async () => {
    const author = await signIn(ctx.app, db(), { userType: UserType.SuperAdmin });
    const note = (
      await add(author, homeOne.id, { body: 'Written by a leaver' })
    ).json<NoteAnswer>();
    await db().delete(users).where(eq(users.id, author.user.id));
    const listed = (await list(superAdmin, homeOne.id)).json<NotesAnswer>().notes;
    expect(listed.find((n) => n.id === note.id)).toMatchObject({ author: null });
  });

  it('goes with its player when the player’s account is deleted', async () => {
    const leaving = await insertAccount(db(), { homeLocationId: one.id });
    const note = (await add(superAdmin, leaving.id, { body: 'Bye' })).json<NoteAnswer>();
    await db().delete(users).where(eq(users.id, leaving.id));
    expect(await db().select().from(playerNotes).where(eq(playerNotes.id, note.id))).toEqual([]);
  });
});
