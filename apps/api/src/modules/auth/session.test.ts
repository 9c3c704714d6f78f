import type { ApiEnvelope, LoginResult } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  insertAccount,
  loginToken,
  PASSWORD,
  uniqueEmail,
} from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';

describe('login, logout and access tokens', () => {
  let ctx: TestContext;
  let club: { id: number; name: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    club = await insertLocation(ctx.database.db, { name: 'Harbour Tennis' });
  });
  afterAll(() => ctx.app.close());

  const login = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/login/', payload });
  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
  const TOKEN_NOT_VALID = { code: 'token_not_valid', data: null };

  describe('POST /api/login/', () => {
    it('logs a player in at a location, which becomes their current one', async () => {
      const home = await insertLocation(ctx.database.db, { name: 'Home Club' });
      const player = await insertAccount(ctx.database.db, {
        email: 'pat@example.test',
        firstName: 'Pat',
        lastName: 'Player',
        homeLocationId: home.id,
      });
      const res = await login({ email: 'PAT@example.test', password: PASSWORD, location: club.id });
      expect(res.statusCode).toBe(200);
      const body = res.json<ApiEnvelope<LoginResult>>();
      expect(body).toEqual({
        code: 200,
        message: 'Login successful.',
        data: {
          id: player.id,
          first_name: 'Pat',
          last_name: 'Player',
          email: 'pat@example.test',
          phone: '+12155550100',
          country: 'US',
          image: null,
          user_type: 2,
          role: 'user',
          is_verified: true,
          location_id: club.id,
          location_name: 'Harbour Tennis',
          permissions: [],
          access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) as string,
        },
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.id));
      expect(row?.lastLocationId).toBe(club.id);
      expect((await profile(body.data.access_token)).statusCode).toBe(200);
    });

    it('accepts the location id as a string, as a form sends it', async () => {
      const player = await insertAccount(ctx.database.db);
      const res = await login({ email: player.email, password: PASSWORD, location: `${club.id}` });
      expect(res.statusCode).toBe(200);
    });

    it('signs a token with sub, ver and a 7-day expiry', async () => {
      const player = await insertAccount(ctx.database.db, { tokenVersion: 3 });
      const token = await loginToken(ctx.app, { email: player.email, location: club.id });
      const [, payload = ''] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        exp: number;
        iat: number;
      };
      expect(claims).toMatchObject({ sub: String(player.id), ver: 3 });
      expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
    });

    it('gives one answer for a wrong password and for an unknown email', async () => {
      const player = await insertAccount(ctx.database.db);
      const wrong = await login({ email: player.email, password: 'Wrong1!x', location: club.id });
      const unknown = await login({ email: uniqueEmail(), password: PASSWORD, location: club.id });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 401,
          message: 'The email or password is incorrect.',
          data: null,
        });
      }
    });

    it('refuses a deactivated account like a wrong password', async () => {
      const player = await insertAccount(ctx.database.db, { isActive: false });
      const res = await login({ email: player.email, password: PASSWORD, location: club.id });
      expect(res.statusCode).toBe(401);
    });

    it('asks an unverified player to verify first, offering a new link', async () => {
      const player = await insertAccount(ctx.database.db, { isVerified: false });
      const res = await login({ email: player.email, password: PASSWORD, location: club.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 403,
        message: 'Please verify your email before logging in. We can send you a new link.',
        data: { can_resend_verification: true },
      });
    });

    it('asks a player for an existing, active location', async () => {
      const player = await insertAccount(ctx.database.db);
      const closed = await insertLocation(ctx.database.db, { isActive: false });
      for (const location of [undefined, '', 999_999, closed.id]) {
        const res = await login({ email: player.email, password: PASSWORD, location });
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiEnvelope>().message).toBe('Please choose a location.');
      }
    });

    it('logs staff in without a location (and ignores one given)', async () => {
      const admin = await insertAccount(ctx.database.db, { userType: 0, firstName: 'Sam' });
      const res = await login({ email: admin.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiEnvelope<LoginResult>>().data).toMatchObject({
        user_type: 0,
        role: 'superadmin',
        location_id: null,
        location_name: null,
        permissions: [],
      });
      const locationAdmin = await insertAccount(ctx.database.db, {
        userType: 1,
        permissions: ['reporting', 'court_bookings'],
      });
      const withLocation = await login({
        email: locationAdmin.email,
        password: PASSWORD,
        location: 999_999,
      });
      expect(withLocation.statusCode).toBe(200);
      expect(withLocation.json<ApiEnvelope<LoginResult>>().data).toMatchObject({
        role: 'superadmin',
        permissions: ['reporting', 'court_bookings'],
      });
    });

    it('checks the input with the spec messages', async () => {
      const res = await login({ email: 'nope', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().errors).toEqual([
        'Email is required and must be valid.',
        'Password is required',
      ]);
    });
  });

  describe('POST /api/logout/ and token checks', () => {
    it('revokes every token of the account', async () => {
      const player = await insertAccount(ctx.database.db);
      const first = await loginToken(ctx.app, { email: player.email, location: club.id });
      const second = await loginToken(ctx.app, { email: player.email, location: club.id });

      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/logout/',
        headers: bearer(first),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, message: 'You have been logged out.', data: null });

      for (const token of [first, second]) {
        const after = await profile(token);
        expect(after.statusCode).toBe(401);
        expect(after.json()).toMatchObject(TOKEN_NOT_VALID);
      }
      const fresh = await loginToken(ctx.app, { email: player.email, location: club.id });
      expect((await profile(fresh)).statusCode).toBe(200);
    });

    it('needs a token', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/logout/', payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(TOKEN_NOT_VALID);
    });

    it('refuses tampered, foreign, expired and malformed tokens', async () => {
      const player = await insertAccount(ctx.database.db);
      const token = await loginToken(ctx.app, { email: player.email, location: club.id });
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      const secret = new TextEncoder().encode(ctx.env.jwtSecret);
      const expired = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(player.id))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret);
      const otherSecret = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(player.id))
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(40)));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

      for (const bad of [
        `${header}.${forged}.${signature}`,
        `${token.slice(0, -2)}xx`,
        expired,
        otherSecret,
        unsigned,
        'not-a-token',
      ]) {
        const res = await profile(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject(TOKEN_NOT_VALID);
      }
      const noScheme = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile/',
        headers: { authorization: token },
      });
      expect(noScheme.statusCode).toBe(401);
    });

    it('refuses the token of an account deactivated since', async () => {
      const player = await insertAccount(ctx.database.db);
      const token = await loginToken(ctx.app, { email: player.email, location: club.id });
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, player.id));
      expect((await profile(token)).statusCode).toBe(401);
    });
  });
});
