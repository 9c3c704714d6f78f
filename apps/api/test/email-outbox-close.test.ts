import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { createTestDatabase } from './helpers/test-database';
import { testEnv } from './helpers/test-app';

/** How long the slowed database takes over the statement a test slows. */
const SLOW_MS = 1_000;

const COMPLETES = /state = 'completed'/;
/** pg-boss's worker taking the next job (the poll that finds a queued email). */
const FETCHES = /FOR UPDATE SKIP LOCKED/;

const message = (to: string) => ({
  to,
  subject: 'Last one',
  text: 'Sent.',
  html: '<p>Sent.</p>',
  summary: 'Sent.',
});

/**
 * pg-boss marks a sent email completed without awaiting it, and its `stop` returns while a poll
 * for the next job is still on its way. An app closing at such a moment waits for the send and the
 * completion it leads to before it closes the database (CI twice saw "Cannot use a pool after
 * calling end on the pool" as an unhandled rejection when it did not).
 */
describe('closing the app while the outbox is at work', () => {
  let mail: MailCatcher;
  let database: DatabaseHandle;
  /** What became of each completion the slowed database was asked to write. */
  let completions: ('written' | Error)[];

  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    await mail.close();
  });

  /**
   * The app on a fresh database whose `slowed` statement waits SLOW_MS first; `onSlowed` hears
   * when one starts waiting.
   */
  async function appSlowing(slowed: RegExp, onSlowed = () => {}): Promise<App> {
    completions = [];
    database = await createTestDatabase();
    const slowDatabase: DatabaseHandle = {
      ...database,
      async executeSql(text, values) {
        if (slowed.test(text)) {
          onSlowed();
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        }
        if (!COMPLETES.test(text)) return database.executeSql(text, values);
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
    return app;
  }

  it('writes the completion of a sent email before the database closes', async () => {
    const app = await appSlowing(COMPLETES);

    await app.outbox.send(message('closing@example.com'));
    await mail.waitFor('closing@example.com', { timeoutMs: 10_000 });
    await app.close();

    expect(completions).toEqual(['written']);
  }, 30_000);

  it('sends an email taken by a poll still on its way when closing starts, and records it', async () => {
    let polling: () => void = () => {};
    const pollStarted = new Promise<void>((resolve) => (polling = resolve));
    const app = await appSlowing(FETCHES, () => polling());

    await app.outbox.send(message('taken-late@example.com'));
    await pollStarted;
    await app.close();

    expect(mail.to('taken-late@example.com')).toHaveLength(1);
    expect(completions).toEqual(['written']);
  }, 30_000);
});
