import { expect, test } from '@playwright/test';
import { openPage } from '../fixtures/app';

test.describe('Search Court', () => {
  test('a visitor searches with too few and then enough letters, picks a location and continues to its login', async ({
    page,
  }) => {
    await openPage(page, '/user-select-location');
    const box = page.getByPlaceholder('Search Organization...');
    await expect(page.getByText('Enter at least 3 characters')).toBeVisible();
    const results = page.getByRole('radiogroup', { name: 'Search results' });

    await box.fill('gr');
    await box.press('Enter');
    await expect(results.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

    await box.fill('gre');
    await page.getByRole('button', { name: 'Search' }).click();
    const club = results.getByRole('radio', { name: /Greenlake Pickleball Center/ });
    await expect(club).toBeVisible();
    await expect(club).toContainText('88 Harbor Drive');
    await expect(club.locator('img')).toHaveAttribute('src', /\/uploads\/logos\//);

    // Keyboard: focus the result and choose it with Space.
    await club.focus();
    await page.keyboard.press('Space');
    await expect(club).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/user-login$/);
    await expect(page.getByText('Greenlake Pickleball Center').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });

  test('says so when no organization matches', async ({ page }) => {
    await openPage(page, '/user-select-location');
    await page.getByPlaceholder('Search Organization...').fill('zzzz');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/No organization matches/)).toBeVisible();
  });
});
