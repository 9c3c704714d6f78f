import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { bearer, insertAccount, loginToken } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { startMailCatcher, type MailCatcher } from '../../../test/helpers/mail-catcher';
import { createTestApp, testEnv, type TestContext } from '../../../test/helpers/test-app';

const NEW_PASSWORD = 'Fresh2@pass';

describe('password recovery by emailed code', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let locationId: number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    locationId = (await insertLocation(ctx.database.db)).id;
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });
  beforeEach(() => mail.clear());

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}/`, payload });
  const sendCode = (email: string) => post('send-reset-email', { email });
  const verifyCode = (email: string, otp: string | number) => post('verify-otp', { email, otp });
  const reset = (email: string, password = NEW_PASSWORD) =>
    post('reset-password', { email, new_password: password, confirm_password: password });

  /** Moves the account's codes back in time, as if `seconds` had passed. */
  async function age(userId: number, seconds: number, fields: ('sentAt' | 'expiresAt')[]) {
    const [code] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, userId));
    if (!code) throw new Error('no code');
    const back = (date: Date) => new Date(date.getTime() - seconds * 1000);
    await ctx.database.db
      .update(oneTimeCodes)
      .set({
        ...(fields.includes('sentAt') ? { sentAt: back(code.sentAt) } : {}),
        ...(fields.includes('expiresAt') ? { expiresAt: back(code.expiresAt) } : {}),
      })
      .where(eq(oneTimeCodes.userId, userId));
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('walks the whole journey: code, verify, new password, old tokens revoked', async () => {
    const player = await insertAccount(ctx.database.db, { firstName: 'Robin' });
    const oldToken = await loginToken(ctx.app, { email: player.email, location: locationId });

    const sent = await sendCode(player.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      code: 200,
      message: 'If an account exists for this email, we have sent a 6-digit code.',
      data: null,
    });
    const email = await mail.waitFor(player.email);
    expect(email.subject).toBe('Your Arise Court password reset code');
    expect(email.text).toContain('Hello Robin,');
    const code = await mail.code(player.email);

    const [stored] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, player.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const minutesValid = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(9.9);

    const verified = await verifyCode(player.email, Number(code));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ code: 200, message: 'Code verified.', data: null });

    mail.clear();
    const done = await reset(player.email);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      code: 200,
      message: 'Your password has been reset. You can now log in.',
      data: null,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.id));
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect((await mail.waitFor(player.email)).subject).toBe(
      'Your Arise Court password was changed',
    );

    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(oldToken),
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'token_not_valid' });
    await loginToken(ctx.app, {
      email: player.email,
      password: NEW_PASSWORD,
      location: locationId,
    });

    // A code is good for one reset only.
    expect((await reset(player.email, 'Another3#pass')).json().message).toBe(
      'Please verify the code sent to your email first.',
    );
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    for (const url of ['send-reset-email', 'resend-otp']) {
      const first = await post(url, { email: 'nobody@example.test' });
      const again = await post(url, { email: 'nobody@example.test' });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
    }
    expect(mail.messages).toHaveLength(0);
  });

  it('refuses a new code inside 59 seconds, saying how long to wait', async () => {
    const player = await insertAccount(ctx.database.db);
    expect((await sendCode(player.email)).statusCode).toBe(200);

    for (const url of ['send-reset-email', 'resend-otp']) {
      const res = await post(url, { email: player.email });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        code: 429,
        message: expect.stringMatching(
          /^Please wait (59|58) seconds before requesting a new code\.$/,
        ),
        data: null,
      });
    }
    await age(player.id, 30, ['sentAt']);
    expect((await post('resend-otp', { email: player.email })).json().message).toMatch(
      /^Please wait (29|28) seconds/,
    );
    expect(mail.to(player.email)).toHaveLength(1);

    await age(player.id, 30, ['sentAt']);
    const resent = await post('resend-otp', { email: player.email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ code: 200, message: 'A new code has been sent.', data: null });
    expect(mail.to(player.email)).toHaveLength(2);
  });

  it('only the newest code counts', async () => {
    const player = await insertAccount(ctx.database.db);
    await sendCode(player.email);
    const first = await mail.code(player.email);
    await age(player.id, 60, ['sentAt']);
    await post('resend-otp', { email: player.email });
    const second = await mail.waitFor(player.email, { after: 1 });
    const secondCode = /\b\d{6}\b/.exec(second.text)?.[0] ?? '';
    if (first !== secondCode) {
      expect((await verifyCode(player.email, first)).json().message).toBe('The code is incorrect.');
    }
    expect((await verifyCode(player.email, secondCode)).statusCode).toBe(200);
  });

  it('says a wrong code is incorrect', async () => {
    const player = await insertAccount(ctx.database.db);
    await sendCode(player.email);
    const res = await verifyCode(player.email, wrongCode(await mail.code(player.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The code is incorrect.',
      data: null,
      errors: ['The code is incorrect.'],
    });
  });

  it('refuses an expired code, even the right one', async () => {
    const player = await insertAccount(ctx.database.db);
    await sendCode(player.email);
    const code = await mail.code(player.email);
    await age(player.id, 601, ['expiresAt']);
    const res = await verifyCode(player.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code has expired. Please request a new one.');
  });

  it('voids a code after 5 wrong tries, even for the right code then', async () => {
    const player = await insertAccount(ctx.database.db);
    await sendCode(player.email);
    const code = await mail.code(player.email);
    const messages = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await verifyCode(player.email, wrongCode(code))).json().message);
    }
    expect(messages).toEqual([
      ...Array(4).fill('The code is incorrect.'),
      'Too many incorrect attempts. Please request a new code.',
    ]);
    const right = await verifyCode(player.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many incorrect attempts. Please request a new code.');
    expect((await reset(player.email)).statusCode).toBe(400);
  });

  it('never lets parallel guesses use more than 5 tries', async () => {
    const player = await insertAccount(ctx.database.db);
    await sendCode(player.email);
    const code = await mail.code(player.email);
    await Promise.all(Array.from({ length: 8 }, () => verifyCode(player.email, wrongCode(code))));
    const [row] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, player.id)));
    expect(row?.attempts).toBe(5);
  });

  it('refuses a reset without a verified code, or after the code expired', async () => {
    const player = await insertAccount(ctx.database.db);
    const VERIFY_FIRST = 'Please verify the code sent to your email first.';
    expect((await reset(player.email)).json().message).toBe(VERIFY_FIRST);

    await sendCode(player.email);
    const code = await mail.code(player.email);
    const unverified = await reset(player.email);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(VERIFY_FIRST);

    expect((await verifyCode(player.email, code)).statusCode).toBe(200);
    await age(player.id, 601, ['expiresAt']);
    expect((await reset(player.email)).json().message).toBe(VERIFY_FIRST);
    expect((await reset('nobody@example.test')).json().message).toBe(VERIFY_FIRST);
  });

  it('applies the strength rule to the new password', async () => {
    const res = await reset('someone@example.test', 'weakpass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.',
    );
    const mismatch = await post('reset-password', {
      email: 'someone@example.test',
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().errors).toEqual(['Passwords do not match.']);
  });

  it('lets an unverified account recover too, which verifies its email', async () => {
    const player = await insertAccount(ctx.database.db, { isVerified: false });
    await sendCode(player.email);
    await verifyCode(player.email, await mail.code(player.email));
    expect((await reset(player.email)).statusCode).toBe(200);
    await loginToken(ctx.app, {
      email: player.email,
      password: NEW_PASSWORD,
      location: locationId,
    });
  });

  it('checks the code format', async () => {
    const res = await verifyCode('someone@example.test', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter the 6-digit code.');
  });
});
