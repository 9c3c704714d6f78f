import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsSent } from './helpers/email-queue';
import { insertBooking, insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const HOUR = 3_600_000;
/** A half-hour boundary `hours` from now, as the grid has them. */
const onGrid = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * HOUR) / 1_800_000) * 1_800_000);

/** Issue Step 12, section 1: a reminder before play (BOOKING_REMINDER_HOURS), once per session. */
describe('reminders before play', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let player: SignedIn;
  let location: { id: number };
  let courtId: number;

  const session = (
    startsIn: number,
    status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed',
  ) => {
    const startsAt = onGrid(startsIn);
    return insertBooking(ctx.database.db, {
      courtId,
      locationId: location.id,
      userId: player.user.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      status,
      ...(status === 'pending' ? { holdExpiresAt: new Date(Date.now() + 600_000) } : {}),
      timeZone: 'America/New_York',
    });
  };
  const reminders = () =>
    mail.to(player.user.email).filter((m) => m.subject.startsWith('Reminder:'));

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({
      env: testEnv({ SMTP_URL: mail.url, BOOKING_REMINDER_HOURS: '24' }),
    });
    location = await insertLocation(ctx.database.db, {
      name: 'Reminder Club',
      timeZone: 'America/New_York',
    });
    courtId = (await insertCourt(ctx.database.db, location.id, { courtNumber: 3 })).id;
    player = await signIn(ctx.app, ctx.database.db, { userType: 2, locationIds: [location.id] });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('reminds a confirmed session starting within the hours, once, with its calendar data', async () => {
    const due = await session(3);
    await session(30); // later than 24 hours
    await session(5, 'pending');
    await session(7, 'cancelled');

    expect(await ctx.app.sendDueReminders()).toBe(1);
    expect(await ctx.app.sendDueReminders()).toBe(0);
    await emailsSent(ctx.database.db);
    const [reminder, ...more] = reminders();
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toMatch(/^Reminder: court 3 at Reminder Club, /);
    expect(reminder!.text).toContain(`A reminder of your booking ${due.id} at Reminder Club`);
    expect(reminder!.text).toContain('To be paid at the club');
    const [ics] = reminder!.attachments;
    expect(ics!.content).toContain(`UID:booking-${due.id}@arisecourt`);
    expect(ics!.content).toContain('STATUS:CONFIRMED');
  });

  it('sends each reminder once when several processes look at the same moment', async () => {
    await session(9);
    const sent = await Promise.all([ctx.app.sendDueReminders(), ctx.app.sendDueReminders()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    await emailsSent(ctx.database.db);
    expect(reminders()).toHaveLength(2);
  });
});
