import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, startSession } from '../fixtures/bookings';

/**
 * Holds back every script the page asks for until `release()`, as a slow network would: what the
 * person sees meanwhile is the page's loading state, never a blank page.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  // The app's own code (the colour-scheme script in the head is not the app: it must run first).
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

for (const [name, path, heading] of [
  [
    'the email verification page',
    '/verify-email?uuid=00000000-0000-4000-8000-000000000000',
    /verif/i,
  ],
  ['the report', '/reporting', /Reporting/],
] as const) {
  test(`${name} says it is loading while its code is on its way`, async ({ page, request }) => {
    if (path === '/reporting') {
      await startSession(page, await logIn(request, 'superadmin@demo.test', DEMO_PASSWORD));
    }
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading…');
    expect(scripts.held()).toBeGreaterThan(0);

    scripts.release();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  });
}
