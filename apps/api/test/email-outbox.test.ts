import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from './helpers/accounts';
import { book } from './helpers/bookings';
import { emailsInQueue, emailsRetrying, emailsSent } from './helpers/email-queue';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

/**
 * Issue Step 12, section 1: every email goes through the outbox. With the mail server down, the
 * requests still answer at once and nothing is lost: once it is back, each message arrives once.
 */
describe('email while the mail server is away', () => {
  let ctx: TestContext;
  let port: number;
  let mail: MailCatcher | undefined;
  let location: { id: number };
  let court: { id: number };
  let staff: SignedIn;

  beforeAll(async () => {
    // Find a free port for the mail server, and leave it closed: SMTP is down.
    const probe = await startMailCatcher();
    port = Number(new URL(probe.url).port);
    await probe.close();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });
    location = await insertLocation(ctx.database.db, { name: 'Outbox Club' });
    court = await insertCourt(ctx.database.db, location.id, { hourlyFeeCents: 4000 });
    staff = await signIn(ctx.app, ctx.database.db, { userType: 0 });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail?.close();
  });

  it('answers a registration and a booking confirmation at once, and delivers both once when SMTP returns', async () => {
    const player = registrationBody(location.id) as { email: string };
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-register/',
      payload: player,
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const staffEmail = staff.user.email;
    const [booking] = await book(ctx.app, staff.headers, {
      location: location.id,
      court_id: court.id,
      total_price: '60',
    });
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/court-bookings/${booking!.booking_id}/`,
      headers: staff.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Both messages wait in the queue, tried and failed while the server is away.
    expect(await emailsInQueue(ctx.database.db)).toBe(2);
    await expect.poll(() => emailsRetrying(ctx.database.db), { timeout: 10_000 }).toBe(2);

    mail = await startMailCatcher({ port });
    await emailsSent(ctx.database.db, 60_000);
    expect(mail.to(player.email)).toHaveLength(1);
    expect(mail.to(player.email)[0]!.text).toMatch(/verify-email\?uuid=/);
    expect(mail.to(staffEmail)).toHaveLength(1);
    expect(mail.to(staffEmail)[0]!.subject).toBe('Your booking at Outbox Club is confirmed');
    expect(mail.messages).toHaveLength(2);
  }, 90_000);
});
