import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../fixtures/app';
import { DEMO_PASSWORD, locationIdOf, registerPlayer } from '../fixtures/bookings';

const CLUB_A = 'Downtown Racquet Club';
const CLUB_B = 'Sunset Padel & Tennis';

/** Search Court: type, search, pick `club`. */
async function pickClub(page: Page, term: string, club: string) {
  await page.getByPlaceholder('Search Organization...').fill(term);
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: new RegExp(club) }).click();
}

/** The wizard's location header names `club`, and only it. */
async function wizardAt(page: Page, club: string, other: string) {
  await expect(page).toHaveURL(/\/user-book-court$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Book a Court' })).toBeVisible();
  await expect(main.getByText(club, { exact: true })).toBeVisible();
  await expect(main.getByText(other, { exact: true })).toHaveCount(0);
}

/** A new player of club A (so no other journey moves them), logged in there through the UI. */
async function playerAtClubA(page: Page) {
  const clubA = await locationIdOf(page.request, CLUB_A);
  const { email, password } = await registerPlayer(page.request, clubA, 'Casey');
  await openPage(page, '/user-select-location');
  await pickClub(page, 'downtown', CLUB_A);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await wizardAt(page, CLUB_A, CLUB_B);
}

/** On Search Court as the change-club page: pick club B, Continue, and the API records it. */
async function changeToClubB(page: Page) {
  await expect(page).toHaveURL(/\/user-select-location$/);
  await expect(page.getByText('You stay signed in.', { exact: false })).toBeVisible();
  const token = () => page.evaluate(() => localStorage.getItem('user_access_valid_token'));
  const session = await token();
  await pickClub(page, 'sunset', CLUB_B);
  const recorded = page.waitForResponse(
    (res) => res.url().endsWith('/api/profile/location/') && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const answer = await recorded;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { location_id: number }).location_id).toBe(
    await locationIdOf(page.request, CLUB_B),
  );
  await wizardAt(page, CLUB_B, CLUB_A);
  // Still there after a reload, and still the same session (the wizard is for signed-in players).
  await page.reload();
  await wizardAt(page, CLUB_B, CLUB_A);
  expect(await token()).toBe(session);
}

test.describe('Change club', () => {
  test('a player on the wizard at one club changes to another through the Change club link', async ({
    page,
  }) => {
    await playerAtClubA(page);
    await page.getByRole('main').getByRole('link', { name: 'Change club' }).click();
    await changeToClubB(page);

    // The user menu offers it too.
    await page.getByRole('banner').getByRole('button', { name: /Casey/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Change club' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
  });

  test('on a 390 px phone the player changes club from the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await playerAtClubA(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Change club' })
      .click();
    await changeToClubB(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('staff are offered no Change club and still choose where they book on /select-location', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Staff sign in' });
    await form.getByLabel('Email').fill('superadmin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page).toHaveURL(/\/reporting$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sam Super' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change club' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/book-court');
    await expect(page).toHaveURL(/\/select-location$/);
    await pickClub(page, 'sunset', CLUB_B);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/book-court$/);
    const main = page.getByRole('main');
    await expect(main.getByText(CLUB_B, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Change location' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Change club' })).toHaveCount(0);
  });

  test('a signed-out visitor’s Search Court still leads to the login for the chosen club', async ({
    page,
  }) => {
    await openPage(page, '/user-select-location');
    await pickClub(page, 'sunset', CLUB_B);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user-login$/);
    await expect(page.getByText(CLUB_B).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});
