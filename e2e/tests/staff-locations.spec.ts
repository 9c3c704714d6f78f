import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../fixtures/app';

async function signInAsSuperAdmin(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await form.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/reporting$/);
}

test('a super admin creates a location with two courts, and visitors can find it', async ({
  page,
  browser,
}) => {
  const name = `Greenway Tennis Park ${Date.now() % 100_000}`;
  await signInAsSuperAdmin(page);

  await page.goto('/add-locations');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address line 1').fill('9 Greenway Road');
  await page.getByLabel('Address line 3').fill('Denver, CO 80202');
  await page.getByPlaceholder('Search a time zone').fill('America/Denver');
  await page.getByRole('option', { name: 'America/Denver' }).click();
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page).toHaveURL(/\/location-details\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  for (const [number, fee] of [
    ['1', '35'],
    ['2', '42.50'],
  ] as const) {
    await page.getByRole('button', { name: 'Add court' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a court' });
    await dialog.getByLabel('Court number').fill(number);
    await dialog.getByLabel('Hourly fee').fill(fee);
    await dialog.getByRole('button', { name: 'Add court' }).click();
    await expect(dialog).toBeHidden();
  }
  const courts = page.getByRole('region', { name: /courts/i }).getByRole('row');
  await expect(courts.filter({ hasText: '$35.00' })).toHaveCount(1);
  await expect(courts.filter({ hasText: '$42.50' })).toHaveCount(1);

  // A logged-out visitor finds it on Search Court.
  const visitor = await browser.newPage();
  await openPage(visitor, '/user-select-location');
  await visitor.getByPlaceholder('Search Organization...').fill('greenway');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('radio', { name: new RegExp(name) })).toBeVisible();
  await visitor.close();
});
