import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRequests, oneTimeCodes } from '../src/db/schema';
import type { MailSender } from '../src/lib/email/mailer';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createOneTimeCodesRepository } from '../src/modules/auth/one-time-codes.repository';
import { createPasswordResetService } from '../src/modules/auth/password-reset.service';
import { insertAccount } from './helpers/accounts';
import { emailsQueuedTo, emailsSent } from './helpers/email-queue';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

const FAILURE = 'the change failed after its email was queued';

/**
 * Issue Step 12: each email is queued in the transaction that makes the change it reports. A
 * change that rolls back leaves no email behind, even one already written to the outbox; a change
 * that commits is delivered once.
 */
describe('emails queued inside their change’s transaction', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  const db = () => ctx.database.db;

  /** Writes the message to the outbox through the caller's transaction, then fails that change. */
  const queueThenFail: MailSender['send'] = async (message, options) => {
    await ctx.app.outbox.send(message, options);
    throw new Error(FAILURE);
  };

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  it('a reset code: none stored, none emailed when its change fails; else one email', async () => {
    const account = await insertAccount(db(), { firstName: 'Robin' });
    const codesOf = () =>
      db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, account.id));
    let task: Promise<void> | undefined;
    const service = createPasswordResetService({
      accounts: createAuthRepository(db()),
      codes: createOneTimeCodesRepository(db()),
      mailer: { send: queueThenFail },
      runLater: (_name, run) => void (task = run()),
      secret: ctx.env.jwtSecret,
      appUrl: ctx.env.APP_URL,
    });
    await service.sendCode(account.email);
    await expect(task).rejects.toThrow(FAILURE);
    expect(await codesOf()).toHaveLength(0);
    expect(await emailsQueuedTo(db(), account.email)).toBe(0);

    // The 59-second slot that request took is given back, and the app's own request goes through.
    await db().delete(codeRequests);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-reset-email/',
      payload: { email: account.email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await mail.waitFor(account.email);
    await emailsSent(db());
    expect(await codesOf()).toHaveLength(1);
    expect(await emailsQueuedTo(db(), account.email)).toBe(1);
    expect(mail.to(account.email)).toHaveLength(1);
    expect(mail.to(account.email)[0]!.text).toMatch(/\b\d{6}\b/);
  });
});
