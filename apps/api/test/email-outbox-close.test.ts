import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { createTestDatabase } from './helpers/test-database';
import { testEnv } from './helpers/test-app';

/** How long the slowed database takes to record a job as completed. */
const SLOW_COMPLETE_MS = 1_000;

/**
 * pg-boss marks a sent email completed without awaiting it. An app closing right after a send
 * waits for that write before it closes the database (CI once saw "Cannot use a pool after calling
 * end on the pool" as an unhandled rejection when it did not).
 */
describe('closing the app while the outbox records a sent email', () => {
  let mail: MailCatcher;
  let database: DatabaseHandle;
  const completions: ('written' | Error)[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await mail.close();
  });

  it('writes the completion before the database closes', async () => {
    const slowDatabase: DatabaseHandle = {
      ...database,
      async executeSql(text, values) {
        if (!/state = 'completed'/.test(text)) return database.executeSql(text, values);
        await new Promise((resolve) => setTimeout(resolve, SLOW_COMPLETE_MS));
        try {
          const result = await database.executeSql(text, values);
          completions.push('written');
          return result;
        } catch (error) {
          completions.push(error as Error);
          throw error;
        }
      },
    };
    const app = await buildApp({
      serveWebApp: false,
      env: testEnv({ SMTP_URL: mail.url }),
      database: slowDatabase,
      logger: false,
    });
    await app.ready();

    await app.outbox.send({
      to: 'closing@example.com',
      subject: 'Last one',
      text: 'Sent.',
      html: '<p>Sent.</p>',
      summary: 'Sent.',
    });
    await mail.waitFor('closing@example.com', { timeoutMs: 10_000 });
    await app.close();

    expect(completions).toEqual(['written']);
  }, 30_000);
});
