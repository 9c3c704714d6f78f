import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createTestApp, testEnv, type TestContext } from './test-app';

export interface MailingTestApp {
  ctx: TestContext;
  mail: MailCatcher;
}

/**
 * The file's app with a mail catcher of its own as its SMTP server: both start before the
 * file's tests and close after them, and the catcher is emptied before each test. Read `ctx` and
 * `mail` inside hooks and tests, once they have started.
 */
export function useMailingTestApp(env: Record<string, string> = {}): MailingTestApp {
  const started = {} as MailingTestApp;
  beforeAll(async () => {
    started.mail = await startMailCatcher();
    started.ctx = await createTestApp({ env: testEnv({ SMTP_URL: started.mail.url, ...env }) });
  });
  afterAll(async () => {
    await started.ctx?.app.close();
    await started.mail?.close();
  });
  beforeEach(() => started.mail.clear());
  return started;
}
