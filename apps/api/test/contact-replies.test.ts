import {
  CONTACT_MESSAGE_MAX,
  ContactMessageMessages,
  UserType,
  type ApiEnvelope,
  type ContactMessageRecord,
  type PageAnswer,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages, users } from '../src/db/schema';
import { emailsInQueue, emailsSent } from './helpers/email-queue';
import { insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

describe('answering a contact message: POST /api/contact-us/{id}/reply/', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let north: { id: number; name: string };
  let south: { id: number; name: string };
  let superAdmin: SignedIn;
  let northAdmin: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    const db = ctx.database.db;
    north = await insertLocation(db, { name: 'Reply North Club' });
    south = await insertLocation(db, { name: 'Reply South Club' });
    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    northAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [north.id],
    });
    await db
      .update(users)
      .set({ firstName: 'Nora', lastName: 'North' })
      .where(eq(users.id, northAdmin.user.id));
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [north.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  const insert = async (firstName: string, locationId: number | null) => {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({
        firstName,
        lastName: 'Smith',
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '2155550123',
        message: `Hello from ${firstName}.\nDo you rent rackets?`,
        locationId,
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  };

  // Ann wrote from the north club, Ben from no club, Cat from the south club.
  let ids: { ann: number; ben: number; cat: number };
  beforeEach(async () => {
    await emailsSent(ctx.database.db);
    mail.clear();
    await ctx.database.db.delete(contactMessages);
    ids = {
      ann: await insert('Ann', north.id),
      ben: await insert('Ben', null),
      cat: await insert('Cat', south.id),
    };
  });

  const reply = (id: number | string, payload: unknown, who: SignedIn | null = northAdmin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/contact-us/${id}/reply/`,
      ...(who ? { headers: who.headers } : {}),
      payload: payload as object,
    });
  const rowOf = async (id: number) =>
    (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

  it("stores a club admin's reply with who and when, marks the message read, and emails the sender once", async () => {
    const before = Date.now();
    const res = await reply(ids.ann, { reply: '  We do: $5 an hour.\n\nSee you soon!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: ContactMessageMessages.replied });
    const body = res.json<ApiEnvelope<ContactMessageRecord>>().data;
    expect(body).toMatchObject({
      id: ids.ann,
      message: 'Hello from Ann.\nDo you rent rackets?',
      is_read: true,
      location: { id: north.id, name: 'Reply North Club' },
      reply: { message: 'We do: $5 an hour.\n\nSee you soon!', replied_by: 'Nora North' },
    });
    const repliedAt = Date.parse(body.reply!.replied_at);
    expect(repliedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(repliedAt).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await rowOf(ids.ann)).toMatchObject({
      isRead: true,
      reply: 'We do: $5 an hour.\n\nSee you soon!',
      repliedByUserId: northAdmin.user.id,
    });
    const audit = await auditRowsOf(ctx.database.db, 'contact_message', ids.ann);
    expect(audit.map((r) => [r.action, r.actorUserId])).toEqual([
      ['contact_message.reply', northAdmin.user.id],
    ]);

    await emailsSent(ctx.database.db);
    const sent = mail.to('ann@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Re: your message to Reply North Club');
    expect(sent[0]!.text).toContain('Hello Ann,');
    expect(sent[0]!.text).toContain('We do: $5 an hour.\n\nSee you soon!');
    expect(sent[0]!.text).toContain('Nora North, Reply North Club');
    expect(sent[0]!.text).toContain('> Hello from Ann.\n> Do you rent rackets?');
    expect(sent[0]!.html).toContain('We do: $5 an hour.<br><br>See you soon!');
    expect(mail.messages).toHaveLength(1);

    // The inbox shows the answer with the message.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact-us/',
      headers: northAdmin.headers,
    });
    expect(list.json<PageAnswer<ContactMessageRecord>>().results[0]!.reply).toEqual(body.reply);
  });

  it('answers a message once: a second reply, even at the same moment, is 409 and sends nothing', async () => {
    const [first, second] = await Promise.all([
      reply(ids.ann, { reply: 'First answer.' }),
      reply(ids.ann, { reply: 'Second answer.' }, superAdmin),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 409,
      message: ContactMessageMessages.alreadyAnswered,
    });
    const again = await reply(ids.ann, { reply: 'Third answer.' });
    expect(again.statusCode).toBe(409);

    await emailsSent(ctx.database.db);
    expect(mail.to('ann@example.com')).toHaveLength(1);
    const stored = (await rowOf(ids.ann)).reply;
    expect(mail.to('ann@example.com')[0]!.text).toContain(stored!);
    expect(await auditRowsOf(ctx.database.db, 'contact_message', ids.ann)).toHaveLength(1);
  });

  it("refuses another club's message and one from no club to a location admin (404), players (403) and strangers (401)", async () => {
    for (const id of [ids.cat, ids.ben]) {
      const res = await reply(id, { reply: 'Not mine to answer.' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, message: ContactMessageMessages.notFound });
    }
    expect((await reply(ids.ann, { reply: 'Hi' }, player)).statusCode).toBe(403);
    expect((await reply(ids.ann, { reply: 'Hi' }, null)).statusCode).toBe(401);
    expect((await reply(999_999, { reply: 'Hi' }, superAdmin)).statusCode).toBe(404);

    for (const id of [ids.ann, ids.ben, ids.cat]) {
      expect(await rowOf(id)).toMatchObject({ reply: null, repliedAt: null, isRead: false });
    }
    expect(await emailsInQueue(ctx.database.db)).toBe(0);
    expect(mail.messages).toHaveLength(0);
  });

  it('lets the super admin answer any message; one from no club is signed with the product', async () => {
    const res = await reply(ids.ben, { reply: 'Yes, at every club.' }, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiEnvelope<ContactMessageRecord>>().data.location).toBeNull();
    expect((await reply(ids.cat, { reply: 'Yes.' }, superAdmin)).statusCode).toBe(200);

    await emailsSent(ctx.database.db);
    expect(mail.to('ben@example.com')[0]!.subject).toBe('Re: your message to Arise Court');
    expect(mail.to('cat@example.com')[0]!.subject).toBe('Re: your message to Reply South Club');
  });

  it('refuses bad input with a clear 400, storing and sending nothing', async () => {
    const cases: [number | string, unknown, string][] = [
      [ids.ann, {}, ContactMessageMessages.replyRequired],
      [ids.ann, { reply: '' }, ContactMessageMessages.replyRequired],
      [ids.ann, { reply: '  \n\t ' }, ContactMessageMessages.replyRequired],
      [ids.ann, { reply: 42 }, ContactMessageMessages.replyRequired],
      [ids.ann, { reply: null }, ContactMessageMessages.replyRequired],
      [ids.ann, { reply: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, ContactMessageMessages.replyMax],
      [ids.ann, { reply: 'Hello\u0000there' }, 'Reply must not contain control characters.'],
    ];
    for (const [id, payload, message] of cases) {
      const res = await reply(id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message });
    }
    for (const id of ['abc', '0', '-1']) {
      const res = await reply(id, { reply: 'Hi' });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json<ApiEnvelope>().message).toBe('string');
    }
    expect(await rowOf(ids.ann)).toMatchObject({ reply: null, repliedAt: null, isRead: false });
    expect(await auditRowsOf(ctx.database.db, 'contact_message', ids.ann)).toEqual([]);
    expect(await emailsInQueue(ctx.database.db)).toBe(0);
  });

  it('keeps no reply when its email cannot be queued', async () => {
    const send = vi
      .spyOn(ctx.app.outbox, 'send')
      .mockRejectedValueOnce(new Error('the queue is away'));
    try {
      const res = await reply(ids.ann, { reply: 'This one is lost.' });
      expect(res.statusCode).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect(await rowOf(ids.ann)).toMatchObject({ reply: null, repliedAt: null, isRead: false });
    expect(await auditRowsOf(ctx.database.db, 'contact_message', ids.ann)).toEqual([]);
    expect((await reply(ids.ann, { reply: 'This one arrives.' })).statusCode).toBe(200);
  });

  it('keeps the reply when the staff account that sent it is deleted', async () => {
    const leaver = await signIn(ctx.app, ctx.database.db, {
      userType: UserType.LocationAdmin,
      locationIds: [north.id],
    });
    expect((await reply(ids.ann, { reply: 'Bye for now.' }, leaver)).statusCode).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, leaver.user.id));
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact-us/',
      headers: superAdmin.headers,
    });
    const ann = list.json<PageAnswer<ContactMessageRecord>>().results.find((m) => m.id === ids.ann);
    expect(ann!.reply).toMatchObject({ message: 'Bye for now.', replied_by: null });
  });
});
