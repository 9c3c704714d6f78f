import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { registrationBody } from '../helpers/accounts';
import { emailsSent } from '../helpers/email-queue';
import { insertLocation } from '../helpers/factories';
import { createFreshPostgres, serverSettings } from '../helpers/fresh-postgres';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher';
import { startServer, type RunningServer } from '../helpers/server-process';

/** Two API processes share one queue: each message is sent by one of them, once. */
describe('email from several API processes', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let servers: RunningServer[];
  let direct: DatabaseHandle;
  let mail: MailCatcher;
  let location: { id: number };

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    mail = await startMailCatcher();
    cleanups.push(() => mail.close());
    const settings = { ...serverSettings(database), SMTP_URL: mail.url };
    servers = [await startServer(settings), await startServer(settings)];
    for (const server of servers) cleanups.push(server.stop);
    direct = openPostgres(database.url, 1);
    cleanups.push(() => direct.close());
    location = await insertLocation(direct.db);
  }, 90_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  it('delivers each of 20 messages exactly once, whichever process queued it', async () => {
    const emails = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = registrationBody(location.id) as { email: string };
        const res = await fetch(`${servers[i % 2]!.url}/api/user-register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(201);
        return body.email;
      }),
    );
    await emailsSent(direct.db, 30_000);
    for (const email of emails) expect(mail.to(email)).toHaveLength(1);
    expect(mail.messages).toHaveLength(20);
  }, 60_000);
});
