import { expect, test, type Page, type Route } from '@playwright/test';

// A club of the demo data.
const CLUB = 'Greenlake Pickleball Center';

/** A phone's pace: the CPU four times slower and a slow 4G network, as Lighthouse's mobile run. */
async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds the app's scripts back until `release()`: until then the page is its prerendered HTML
 * alone, whatever the machine's speed.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Organization' });
const found = (page: Page) =>
  page
    .getByRole('radiogroup', { name: 'Search results' })
    .getByRole('radio', { name: new RegExp(CLUB) });

test.describe('what a visitor does before the app has started', () => {
  test('on a slow phone, the name typed into Search Court as soon as it shows, and Enter, find the club', async ({
    page,
  }) => {
    await slowDown(page);
    await page.goto('/user-select-location', { waitUntil: 'commit' });
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.pressSequentially(CLUB);
    await box.press('Enter');

    await expect(found(page)).toBeVisible({ timeout: 20_000 });
    await expect(box).toHaveValue(CLUB);
  });

  test('a search typed and sent while the page is still its HTML alone runs once the app arrives', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/user-select-location', { waitUntil: 'commit' });
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.pressSequentially(CLUB);
    await box.press('Enter');
    // Enter neither reloaded the page nor lost the text, and the app has not started.
    await expect(box).toHaveValue(CLUB);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');

    await scripts.release();
    await expect(found(page)).toBeVisible();
    await expect(box).toHaveValue(CLUB);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  });

  test('text typed before the app starts is kept when the app renders the page afresh (a chosen colour mode)', async ({
    page,
  }) => {
    // A visitor who chose dark mode gets a fresh render rather than a hydrated page.
    await page.addInitScript(() => localStorage.setItem('arise-color-scheme', 'dark'));
    const scripts = await holdScripts(page);
    await page.goto('/user-select-location', { waitUntil: 'commit' });
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.pressSequentially(CLUB);
    await box.press('Enter');

    await scripts.release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(found(page)).toBeVisible();
    await expect(box).toHaveValue(CLUB);
  });

  test('a colour mode ticked before the app starts is applied once it does', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const dark = page.getByRole('banner').getByRole('radio', { name: 'Dark' });
    await dark.check({ force: true });

    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(dark).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('arise-color-scheme'))).toBe('dark');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button tapped before the app starts opens the menu once it does', async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open menu' }).click();

      await scripts.release();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'How it works' })).toBeVisible();
    });
  });
});
