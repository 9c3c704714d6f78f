import { expect, test } from '@playwright/test';

test.describe('a logged-out visitor', () => {
  for (const guarded of ['/user-bookings', '/user-book-court', '/user-profile']) {
    test(`is sent from ${guarded} to Search Court to choose a club and log in`, async ({
      page,
    }) => {
      await page.goto(guarded);
      await expect(page).toHaveURL(/\/user-select-location$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search Court' })).toBeVisible();
    });
  }

  for (const guarded of ['/reporting', '/dashboard', '/bookings']) {
    test(`is sent from ${guarded} to the staff sign in`, async ({ page }) => {
      await page.goto(guarded);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    });
  }

  test('sees the 404 page on an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('may open the unguarded pages', async ({ page }) => {
    for (const open of [
      '/how-it-works',
      '/privacy-policy',
      '/user-contact-us',
      '/user-select-location',
    ]) {
      await page.goto(open);
      await expect(page).toHaveURL(new RegExp(`${open}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
