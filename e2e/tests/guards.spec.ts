import { expect, test } from '@playwright/test';

test.describe('a logged-out visitor', () => {
  for (const guarded of [
    '/user-bookings',
    '/user-book-court',
    '/user-profile',
    '/reporting',
    '/dashboard',
    '/bookings',
  ]) {
    test(`is sent from ${guarded} to /`, async ({ page }) => {
      await page.goto(guarded);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
    });
  }

  test('is sent to / from an unknown path behind the admin shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
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
