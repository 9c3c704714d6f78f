import { RegistrationSchema, type ApiEnvelope } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, locations, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createAuthRepository } from './auth.repository';
import { createRegistrationService } from './registration.service';
import { insertAccount, registrationBody } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { useMailingTestApp } from '../../../test/helpers/mailing-test-app';
import { createTestApp, testEnv } from '../../../test/helpers/test-app';
import { answered, refusal } from '../../../test/helpers/envelopes';

describe('registration and email verification', () => {
  const setup = useMailingTestApp({ APP_URL: 'http://club.example:8080' });
  let locationId: number;

  beforeAll(async () => {
    locationId = (await insertLocation(setup.ctx.database.db)).id;
  });

  const register = (payload: object) =>
    setup.ctx.app.inject({ method: 'POST', url: '/api/user-register/', payload });
  const verify = (token: string) =>
    setup.ctx.app.inject({ method: 'GET', url: `/api/verify-email/${token}/` });
  const locationById = async (id: number) => {
    const [row] = await setup.ctx.database.db.select().from(locations).where(eq(locations.id, id));
    if (!row) throw new Error(`no location ${id}`);
    return row;
  };
  /** Makes the account's verification links a second past their expiry. */
  const expireLinksOf = (userId: number) =>
    setup.ctx.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailVerificationTokens.userId, userId));
  const userByEmail = async (email: string) =>
    (await setup.ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

  describe('POST /api/user-register/', () => {
    it('creates an unverified player and emails a link to verify the address', async () => {
      const body = registrationBody(locationId, {
        email: 'New.Player@Example.test',
        first_name: 'ann',
        user_type: '0',
      });
      const res = await register(body);
      expect(res.statusCode).toBe(201);
      const answer = res.json<ApiEnvelope<{ id: number; email: string }>>();
      expect(answer).toEqual({
        code: 201,
        message: 'Registration successful. Please check your email to verify your account.',
        data: { id: expect.any(Number) as number, email: 'new.player@example.test' },
      });

      const user = await userByEmail('new.player@example.test');
      expect(user).toMatchObject({
        id: answer.data.id,
        firstName: 'Ann',
        userType: 2,
        isVerified: false,
        phone: '+12155550100',
        country: 'US',
        homeLocationId: locationId,
      });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', body.password as string)).toBe(true);

      const email = await setup.mail.waitFor('new.player@example.test');
      expect(email.subject).toBe('Verify your email for Arise Court');
      expect(email.from).toContain('no-reply@arisecourt.local');
      const link = await setup.mail.verificationLink('new.player@example.test');
      expect(link).toMatch(/^http:\/\/club\.example:8080\/verify-email\?uuid=[0-9a-f-]{36}$/);
      expect(email.html).toContain(link);

      const [token] = await setup.ctx.database.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, answer.data.id));
      const hoursValid = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hoursValid).toBeGreaterThan(23.9);
      expect(hoursValid).toBeLessThanOrEqual(24);
    });

    it('lists the spec messages for bad input', async () => {
      const res = await register({
        ...registrationBody(locationId),
        first_name: 'A',
        email: 'not-an-email',
        password: 'weak',
        confirm_password: 'other',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiEnvelope<null>>();
      expect(body.code).toBe(400);
      expect(body.errors).toEqual([
        'First name must be at least 2 characters.',
        'Email is not valid.',
        'Password must be 8+ chars with upper, lower, number & special (!@#$&%).',
        'Passwords do not match.',
      ]);
      expect(body.message).toBe(body.errors?.[0]);
    });

    it('refuses an email already registered, whatever its letter case', async () => {
      await insertAccount(setup.ctx.database.db, { email: 'taken@example.test' });
      const res = await register(registrationBody(locationId, { email: 'TAKEN@example.TEST' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('An account with this email already exists.'));
      expect(setup.mail.messages).toHaveLength(0);
    });

    it('gives the same answer when two sign-ups race for one email', async () => {
      const [a, b] = await Promise.all([
        register(registrationBody(locationId, { email: 'race@example.test' })),
        register(registrationBody(locationId, { email: 'Race@Example.test' })),
      ]);
      expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 400]);
      const refused = a?.statusCode === 400 ? a : b;
      expect(refused?.json<ApiEnvelope>().message).toBe(
        'An account with this email already exists.',
      );
    });

    it('turns the unique index refusing a duplicate into the same answer', async () => {
      // The check before the insert misses a sign-up that lands between the two.
      const service = createRegistrationService({
        db: setup.ctx.database.db,
        repository: {
          ...createAuthRepository(setup.ctx.database.db),
          emailTaken: async () => false,
        },
        mailer: setup.ctx.app.mailer,
        runLater: setup.ctx.app.runLater,
        appUrl: () => setup.ctx.env.APP_URL,
      });
      await insertAccount(setup.ctx.database.db, { email: 'late@example.test' });
      const input = RegistrationSchema.parse(
        registrationBody(locationId, { email: 'Late@Example.test' }),
      );
      await expect(service.register(input)).rejects.toMatchObject({
        status: 400,
        message: 'An account with this email already exists.',
      });
    });

    it('refuses an unknown or inactive location', async () => {
      const closed = await insertLocation(setup.ctx.database.db, { isActive: false });
      for (const id of [closed.id, 999_999]) {
        const res = await register(registrationBody(locationId, { location_id: id }));
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiEnvelope>().message).toBe('Please choose a valid location.');
      }
      const missing = await register(registrationBody(locationId, { location_id: '' }));
      expect(missing.json<ApiEnvelope>().errors).toEqual(['Please choose a location.']);
    });

    it('refuses a phone number that cannot exist in the chosen country', async () => {
      const res = await register(registrationBody(locationId, { phone: '1234567' }));
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe('Phone number is not valid.');
    });

    it('lists every problem it finds at once', async () => {
      await insertAccount(setup.ctx.database.db, { email: 'both@example.test' });
      const res = await register(
        registrationBody(locationId, {
          email: 'both@example.test',
          phone: '1234567',
          location_id: 999_999,
        }),
      );
      expect(res.json<ApiEnvelope>().errors).toEqual([
        'An account with this email already exists.',
        'Phone number is not valid.',
        'Please choose a valid location.',
      ]);
    });

    it('still registers when the email cannot be sent', async () => {
      const offline = await createTestApp({
        env: testEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }),
      });
      try {
        const location = await insertLocation(offline.database.db);
        const res = await offline.app.inject({
          method: 'POST',
          url: '/api/user-register/',
          payload: registrationBody(location.id),
        });
        expect(res.statusCode).toBe(201);
      } finally {
        await offline.app.close();
      }
    });
  });

  describe('GET /api/verify-email/{uuid}/', () => {
    const INVALID = refusal('This verification link is invalid or has expired.');

    async function registered() {
      const body = registrationBody(locationId);
      const res = await register(body);
      const email = body.email as string;
      return {
        id: res.json<ApiEnvelope<{ id: number }>>().data.id,
        email,
        token: await setup.mail.verificationToken(email),
      };
    }

    it('verifies the account once, naming whom and their club; a second click says already verified', async () => {
      const { email, token } = await registered();
      const club = { id: locationId, name: (await locationById(locationId)).name };
      const click = async (message: string, alreadyVerified: boolean) => {
        const res = await verify(token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(
          answered(message, { email, already_verified: alreadyVerified, location: club }),
        );
      };
      await click('Email verified successfully!', false);
      expect((await userByEmail(email))?.isVerified).toBe(true);
      await click('Your email is already verified. You can log in.', true);
    });

    it('says already verified for a link of an account verified another way, even expired', async () => {
      const { id, email, token } = await registered();
      await setup.ctx.database.db.update(users).set({ isVerified: true }).where(eq(users.id, id));
      expect((await verify(token)).json<ApiEnvelope>().message).toBe(
        'Your email is already verified. You can log in.',
      );
      await expireLinksOf(id);
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiEnvelope<{ email: string }>>().data.email).toBe(email);
    });

    it('names no club that no longer takes bookings', async () => {
      const closing = await insertLocation(setup.ctx.database.db);
      const body = registrationBody(closing.id);
      await register(body);
      const token = await setup.mail.verificationToken(body.email as string);
      await setup.ctx.database.db
        .update(locations)
        .set({ isActive: false })
        .where(eq(locations.id, closing.id));
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiEnvelope<{ location: unknown }>>().data.location).toBeNull();
    });

    it("gives a deactivated account's link the invalid answer, spent or not", async () => {
      const { id, token } = await registered();
      await setup.ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
      expect((await verify(token)).json()).toEqual(INVALID);
      expect((await verify(token)).json()).toEqual(INVALID);
    });

    it('refuses an expired link', async () => {
      const { id, email, token } = await registered();
      await expireLinksOf(id);
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
      expect((await userByEmail(email))?.isVerified).toBe(false);
    });

    it('refuses an unknown token and anything that is not a uuid, without a 500', async () => {
      for (const token of ['3f2b8c1e-9a4d-4c6e-8b2f-1d2e3f4a5b6c', 'garbage', "1' or '1'='1"]) {
        const res = await verify(encodeURIComponent(token));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(INVALID);
      }
    });
  });

  describe('POST /api/resend-verification/', () => {
    const ANSWER = {
      code: 200,
      message:
        'If this email belongs to an account that still needs verifying, we have sent a new link.',
      data: null,
    };
    const resend = (email: string) =>
      setup.ctx.app.inject({
        method: 'POST',
        url: '/api/resend-verification/',
        payload: { email },
      });

    it('sends a new working link to an unverified account', async () => {
      const body = registrationBody(locationId);
      await register(body);
      const email = body.email as string;
      const first = await setup.mail.verificationToken(email);

      const res = await resend(email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ANSWER);
      await setup.mail.waitFor(email, { after: 1 });
      expect(setup.mail.to(email)).toHaveLength(2);
      const second = await setup.mail.verificationToken(email);
      expect(second).not.toBe(first);
      expect((await verify(second)).statusCode).toBe(200);
    });

    it('answers the same, and sends nothing, for unknown or verified accounts', async () => {
      const verified = await insertAccount(setup.ctx.database.db);
      for (const email of ['nobody@example.test', verified.email]) {
        const res = await resend(email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(ANSWER);
      }
      expect(setup.mail.messages).toHaveLength(0);
    });

    it('checks the email', async () => {
      const res = await resend('nope');
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe('Email is required and must be valid.');
    });
  });
});
