import { ContactMessageMessages, ValidationMessages, type ApiEnvelope } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { insertLocation } from './helpers/factories';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

describe('POST /api/contact-us/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  const valid = {
    first_name: 'jo',
    last_name: 'Park',
    email: 'jo@example.com',
    phone: '2155550123',
    message: '  Do you have lights for evening games?  ',
  };

  it('stores the message without a token and answers 201', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact-us/', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 201,
      message: 'Thank you! Your message has been sent.',
    });
    const rows = await ctx.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Jo',
      message: 'Do you have lights for evening games?',
      isRead: false,
    });
  });

  it('accepts five messages an hour from one address, then answers 429', async () => {
    const limited = await createTestApp({ env: testEnv({ RATE_LIMIT_MULTIPLIER: '1' }) });
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: valid,
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiEnvelope>().message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    await limited.app.close();
  });

  it('refuses a missing description and a bad email with the spec messages, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { ...valid, email: 'jo@', message: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().errors).toEqual([
      ValidationMessages.emailInvalid,
      ValidationMessages.contactMessageRequired,
    ]);
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('keeps the club the visitor wrote from, and refuses a club that does not exist', async () => {
    const club = await insertLocation(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { ...valid, location_id: club.id },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<ApiEnvelope<{ id: number }>>().data.id;
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ locationId: club.id });

    const before = (await ctx.database.db.select().from(contactMessages)).length;
    for (const locationId of [999_999, 'abc', 0]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: { ...valid, location_id: locationId },
      });
      expect(refused.statusCode, String(locationId)).toBe(400);
      expect(refused.json<ApiEnvelope>().message).toBe(ContactMessageMessages.locationInvalid);
    }
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });
});
