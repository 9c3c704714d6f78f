import type { ApiEnvelope } from '@courtbook/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeRequests, oneTimeCodes, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { bearer, insertAccount, loginToken } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { useMailingTestApp } from '../../../test/helpers/mailing-test-app';
import { refusal } from '../../../test/helpers/envelopes';

const NEW_PASSWORD = 'Fresh2@pass';
const RESET_COOKIE = 'courtbook_reset';
const VERIFY_FIRST = 'Please verify the code sent to your email first.';

describe('password recovery by emailed code', () => {
  const setup = useMailingTestApp();
  let locationId: number;

  beforeAll(async () => {
    locationId = (await insertLocation(setup.ctx.database.db)).id;
  });

  const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
    setup.ctx.app.inject({ method: 'POST', url: `/api/${url}/`, payload, cookies });
  const sendCode = (email: string) => post('send-reset-email', { email });
  const verifyCode = (email: string, otp: string | number) => post('verify-otp', { email, otp });
  /** Sets a new password as a client holding `resetToken` (the cookie /verify-otp/ set), if any. */
  const reset = (email: string, password = NEW_PASSWORD, resetToken?: string) =>
    post(
      'reset-password',
      { email, new_password: password, confirm_password: password },
      resetToken ? { [RESET_COOKIE]: resetToken } : {},
    );
  /** Verifies the newest code and keeps the reset token its answer set, as a browser would. */
  async function verifiedToken(email: string): Promise<string> {
    const verified = await verifyCode(email, await setup.mail.code(email));
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === RESET_COOKIE);
    if (!cookie) throw new Error('no reset cookie');
    return cookie.value;
  }
  /** Moves every 59-second slot back in time, as if `seconds` had passed. */
  const ageCodeRequests = (seconds: number) =>
    setup.ctx.database.db
      .update(codeRequests)
      .set({ sentAt: sql`${codeRequests.sentAt} - make_interval(secs => ${seconds})` });

  /** Moves the account's codes back in time, as if `seconds` had passed. */
  async function age(userId: number, seconds: number, fields: ('sentAt' | 'expiresAt')[]) {
    const [code] = await setup.ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, userId));
    if (!code) throw new Error('no code');
    const back = (date: Date) => new Date(date.getTime() - seconds * 1000);
    await setup.ctx.database.db
      .update(oneTimeCodes)
      .set({
        ...(fields.includes('sentAt') ? { sentAt: back(code.sentAt) } : {}),
        ...(fields.includes('expiresAt') ? { expiresAt: back(code.expiresAt) } : {}),
      })
      .where(eq(oneTimeCodes.userId, userId));
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('walks the whole journey: code, verify, new password, old tokens revoked', async () => {
    const player = await insertAccount(setup.ctx.database.db, { firstName: 'Robin' });
    const oldToken = await loginToken(setup.ctx.app, { email: player.email, location: locationId });

    const sent = await sendCode(player.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      code: 200,
      message: 'If an account exists for this email, we have sent a 6-digit code.',
      data: null,
    });
    const email = await setup.mail.waitFor(player.email);
    expect(email.subject).toBe('Your Arise Court password reset code');
    expect(email.text).toContain('Hello Robin,');
    const code = await setup.mail.code(player.email);

    const [stored] = await setup.ctx.database.db
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
    // The reset is bound to this client: a cookie scripts cannot read, sent only to the reset.
    const cookie = verified.cookies.find((c) => c.name === RESET_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/reset-password/',
    });
    expect(cookie?.maxAge).toBeGreaterThan(590);
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);

    setup.mail.clear();
    const done = await reset(player.email, NEW_PASSWORD, cookie?.value);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      code: 200,
      message: 'Your password has been reset. You can now log in.',
      data: null,
    });
    const [row] = await setup.ctx.database.db.select().from(users).where(eq(users.id, player.id));
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect((await setup.mail.waitFor(player.email)).subject).toBe(
      'Your Arise Court password was changed',
    );

    const old = await setup.ctx.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(oldToken),
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'token_not_valid' });
    await loginToken(setup.ctx.app, {
      email: player.email,
      password: NEW_PASSWORD,
      location: locationId,
    });

    expect(done.cookies.find((c) => c.name === RESET_COOKIE)?.value).toBe('');

    // A code is good for one reset only.
    expect(
      (await reset(player.email, 'Another3#pass', cookie?.value)).json<ApiEnvelope>().message,
    ).toBe(VERIFY_FIRST);
  });

  it('lets only the client that verified the code set the new password, once', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const token = await verifiedToken(player.email);

    // Someone who knows only the email, inside the code's 10 minutes: refused, nothing changed.
    const oneCharOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [undefined, 'x'.repeat(43), oneCharOff]) {
      const res = await reset(player.email, 'Stolen9!pass', forged);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiEnvelope>().message).toBe(VERIFY_FIRST);
    }
    // The token is for this account's code only.
    const other = await insertAccount(setup.ctx.database.db);
    expect((await reset(other.email, 'Stolen9!pass', token)).statusCode).toBe(400);

    expect((await reset(player.email, NEW_PASSWORD, token)).statusCode).toBe(200);
    expect((await reset(player.email, 'Again4$pass', token)).statusCode).toBe(400);
    const [row] = await setup.ctx.database.db.select().from(users).where(eq(users.id, player.id));
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
  });

  it('gives a new token to each right verification, and only the newest works', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const first = await verifiedToken(player.email);
    const second = await verifiedToken(player.email);
    expect(second).not.toBe(first);
    expect((await reset(player.email, NEW_PASSWORD, first)).statusCode).toBe(400);
    expect((await reset(player.email, NEW_PASSWORD, second)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, 59-second rule included, and sends nothing to it', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    const answers = async (email: string) => {
      const seen = [];
      for (const url of ['send-reset-email', 'resend-otp', 'resend-otp']) {
        const res = await post(url, { email });
        seen.push({ status: res.statusCode, body: res.json<unknown>() });
      }
      await ageCodeRequests(60);
      const res = await post('resend-otp', { email });
      seen.push({ status: res.statusCode, body: res.json<unknown>() });
      return seen;
    };
    const known = await answers(player.email);
    const unknown = await answers('nobody@example.test');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([200, 429, 429, 200]);
    await setup.mail.waitFor(player.email, { after: 1 });
    expect(setup.mail.to('nobody@example.test')).toHaveLength(0);
  });

  it('answers before the email is handed to the mail server', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    setup.mail.hold();
    try {
      const res = await sendCode(player.email);
      expect(res.statusCode).toBe(200);
      expect(setup.mail.to(player.email)).toHaveLength(0);
    } finally {
      setup.mail.release();
    }
    await setup.mail.waitFor(player.email);
  });

  it('refuses a new code inside 59 seconds, saying how long to wait', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    expect((await sendCode(player.email)).statusCode).toBe(200);

    for (const url of ['send-reset-email', 'resend-otp']) {
      const res = await post(url, { email: player.email });
      expect(res.statusCode).toBe(429);
      expect(res.json<ApiEnvelope<null>>()).toEqual({
        code: 429,
        message: expect.stringMatching(
          /^Please wait (59|58) seconds before requesting a new code\.$/,
        ) as string,
        data: null,
      });
    }
    await ageCodeRequests(30);
    expect((await post('resend-otp', { email: player.email })).json<ApiEnvelope>().message).toMatch(
      /^Please wait (29|28) seconds/,
    );
    await setup.mail.waitFor(player.email);
    expect(setup.mail.to(player.email)).toHaveLength(1);

    await ageCodeRequests(30);
    const resent = await post('resend-otp', { email: player.email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ code: 200, message: 'A new code has been sent.', data: null });
    await setup.mail.waitFor(player.email, { after: 1 });
    expect(setup.mail.to(player.email)).toHaveLength(2);
  });

  it('only the newest code counts', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const first = await setup.mail.code(player.email);
    await ageCodeRequests(60);
    await post('resend-otp', { email: player.email });
    const second = await setup.mail.waitFor(player.email, { after: 1 });
    const secondCode = /\b\d{6}\b/.exec(second.text)?.[0] ?? '';
    if (first !== secondCode) {
      expect((await verifyCode(player.email, first)).json<ApiEnvelope>().message).toBe(
        'The code is incorrect.',
      );
    }
    expect((await verifyCode(player.email, secondCode)).statusCode).toBe(200);
  });

  it('says a wrong code is incorrect', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const res = await verifyCode(player.email, wrongCode(await setup.mail.code(player.email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('The code is incorrect.'));
  });

  it('refuses an expired code, even the right one', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const code = await setup.mail.code(player.email);
    await age(player.id, 601, ['expiresAt']);
    const res = await verifyCode(player.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe('The code has expired. Please request a new one.');
  });

  it('voids a code after 5 wrong tries, even for the right code then', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const code = await setup.mail.code(player.email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await verifyCode(player.email, wrongCode(code))).json<ApiEnvelope>().message);
    }
    expect(messages).toEqual([
      ...Array<string>(4).fill('The code is incorrect.'),
      'Too many incorrect attempts. Please request a new code.',
    ]);
    const right = await verifyCode(player.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json<ApiEnvelope>().message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
    expect(right.cookies).toHaveLength(0);
    expect((await reset(player.email)).statusCode).toBe(400);
  });

  it('never lets parallel guesses use more than 5 tries', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    await sendCode(player.email);
    const code = await setup.mail.code(player.email);
    await Promise.all(Array.from({ length: 8 }, () => verifyCode(player.email, wrongCode(code))));
    const [row] = await setup.ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, player.id)));
    expect(row?.attempts).toBe(5);
  });

  it('refuses a reset without a verified code, or after the code expired', async () => {
    const player = await insertAccount(setup.ctx.database.db);
    expect((await reset(player.email)).json<ApiEnvelope>().message).toBe(VERIFY_FIRST);

    await sendCode(player.email);
    const code = await setup.mail.code(player.email);
    const unverified = await reset(player.email);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json<ApiEnvelope>().message).toBe(VERIFY_FIRST);

    const token = await verifiedToken(player.email);
    expect(code).toHaveLength(6);
    await age(player.id, 601, ['expiresAt']);
    expect((await reset(player.email, NEW_PASSWORD, token)).json<ApiEnvelope>().message).toBe(
      VERIFY_FIRST,
    );
    expect((await reset('nobody@example.test')).json<ApiEnvelope>().message).toBe(VERIFY_FIRST);
  });

  it('applies the strength rule to the new password', async () => {
    const res = await reset('someone@example.test', 'weakpass');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.',
    );
    const mismatch = await post('reset-password', {
      email: 'someone@example.test',
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json<ApiEnvelope>().errors).toEqual(['Passwords do not match.']);
  });

  it('lets an unverified account recover too, which verifies its email', async () => {
    const player = await insertAccount(setup.ctx.database.db, { isVerified: false });
    await sendCode(player.email);
    expect(
      (await reset(player.email, NEW_PASSWORD, await verifiedToken(player.email))).statusCode,
    ).toBe(200);
    await loginToken(setup.ctx.app, {
      email: player.email,
      password: NEW_PASSWORD,
      location: locationId,
    });
  });

  it('checks the code format', async () => {
    const res = await verifyCode('someone@example.test', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope>().message).toBe('Please enter the 6-digit code.');
  });
});
