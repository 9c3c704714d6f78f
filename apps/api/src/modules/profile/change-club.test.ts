import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationMessages, type ApiEnvelope } from '@courtbook/shared';
import { bearer, insertAccount, loginToken } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';

describe('PUT /api/profile/location/ (change club)', () => {
  let ctx: TestContext;
  let home: { id: number; name: string };
  let other: { id: number; name: string };
  let closed: { id: number; name: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    home = await insertLocation(ctx.database.db, { name: 'Home Club' });
    other = await insertLocation(ctx.database.db, { name: 'Other Club' });
    closed = await insertLocation(ctx.database.db, { name: 'Closed Club', isActive: false });
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  async function player() {
    const user = await insertAccount(ctx.database.db, { homeLocationId: home.id });
    const token = await loginToken(ctx.app, { email: user.email, location: home.id });
    return bearer(token);
  }

  const change = (headers: Record<string, string>, location: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/location/',
      headers,
      payload: { location },
    });

  it('makes the new club the player’s current one and keeps the session', async () => {
    const headers = await player();
    const res = await change(headers, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message: 'Your club has been changed.',
      role: 'user',
      location_id: other.id,
      location_name: 'Other Club',
    });

    // The same token still works, and the profile names the new club.
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<ApiEnvelope>().data).toMatchObject({
      location_id: other.id,
      location_name: 'Other Club',
    });
  });

  it('refuses a club that is closed or does not exist, and keeps the current one', async () => {
    const headers = await player();
    for (const location of [closed.id, 2_000_000_000]) {
      const res = await change(headers, location);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(ValidationMessages.locationRequired);
    }
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/', headers });
    expect(profile.json<ApiEnvelope<{ location_id: number }>>().data.location_id).toBe(home.id);
  });

  it('is for players: staff are refused, and so is a request without a token', async () => {
    const admin = await insertAccount(ctx.database.db, { userType: 0, homeLocationId: null });
    const staffHeaders = bearer(await loginToken(ctx.app, { email: admin.email }));
    expect((await change(staffHeaders, other.id)).statusCode).toBe(403);
    expect((await change({}, other.id)).statusCode).toBe(401);
  });
});
