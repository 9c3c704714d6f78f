import { beforeEach, vi } from 'vitest';
import { apiServerPerTest } from './api-server';
import { logInAs } from './render';

/**
 * For a file of staff screen tests: whole screens against a real HTTP server (slower than the 5 s
 * default on a busy machine), with `who` logged in before each test. Gives the file's API server.
 */
export function staffScreens(who: Parameters<typeof logInAs>[0] = 'superAdmin') {
  vi.setConfig({ testTimeout: 30_000 });
  const testApi = apiServerPerTest();
  beforeEach(() => {
    logInAs(who);
  });
  return testApi;
}
