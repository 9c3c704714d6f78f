import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, book, dateIn, logIn, type LoggedIn } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

const SUNSET = 'Sunset Padel & Tennis';
const PASSWORD = 'Court2026!';

async function signIn(page: Page, email: string, password = DEMO_PASSWORD, lands = /\/reporting$/) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(lands);
}

/** No serious or critical WCAG 2 A/AA problem on the page. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** A verified player made through the staff API (POST /user_basic_data/), logged in at `location`. */
async function playerAt(
  request: APIRequestContext,
  staff: LoggedIn,
  location: number,
  email: string,
): Promise<LoggedIn> {
  const res = await request.post('/api/user_basic_data/', {
    headers: { Authorization: `Bearer ${staff.access_token}` },
    data: {
      first_name: 'Scope',
      last_name: 'Tester',
      email,
      phone: '+12155550147',
      country: 'US',
      password: PASSWORD,
      confirm_password: PASSWORD,
      location_id: location,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return logIn(request, email, PASSWORD, location);
}

test('a super admin adds a location admin for one location, who sees only its bookings', async ({
  page,
  request,
  club,
  otherClub,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const superAdmin = club.staff;

  // One booking at the journey's club, one at its other club, by players whose emails share the
  // stamp.
  const here = await playerAt(request, superAdmin, club.id, `scope.${stamp}.here@example.test`);
  const there = await playerAt(
    request,
    superAdmin,
    otherClub.id,
    `scope.${stamp}.there@example.test`,
  );
  const date = dateIn(60, club.timeZone);
  for (const [where, player] of [
    [club, here],
    [otherClub, there],
  ] as const) {
    await book(request, player, {
      location: where.id,
      court_id: where.courts.get(3)!,
      booking_date: date,
      start_time: '10:00:00',
      end_time: '11:00:00',
      book_for_four_weeks: false,
      total_price: '25.00',
    });
  }

  // A super admin of this test's own: logging out revokes every session of an account, and
  // other journeys use the demo super admin at the same time.
  const boss = `boss.${stamp}@example.test`;
  const made = await request.post('/api/create_admin/', {
    headers: { Authorization: `Bearer ${superAdmin.access_token}` },
    data: {
      first_name: 'Bea',
      last_name: 'Boss',
      email: boss,
      phone: '+12155550123',
      country: 'US',
      user_type: 0,
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The super admin adds the location admin through the form.
  const email = `desk.${stamp}@example.test`;
  await signIn(page, boss, PASSWORD);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add admin' }).click();
  await expect(page).toHaveURL(/\/admin-registration$/);
  await page.getByRole('radio', { name: 'Location admin' }).check();
  await page.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Court bookings' }).check();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Desk');
  await page.getByLabel('Email').fill(email);
  // A national number, read in the country shown (the input may already hold the dial code).
  await page.getByLabel('Phone number').fill('2155550123');
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 (215) 555-0123');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Location admin');
  await expect(row).toContainText('Court bookings');
  await expect(row).toContainText(club.name);
  await page.screenshot({ path: testInfo.outputPath('admins-list.png'), fullPage: true });

  // Log out through the user menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Bea Boss/ })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Without reporting, the first page the permissions allow: never "No access".
  await signIn(page, email, PASSWORD, /\/court-bookings$/);
  await expect(page.getByText('No access')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Back-office' }).getByRole('link');
  await expect(menu).toHaveText([
    'Day sheet',
    'Court bookings',
    'My locations',
    'Players',
    'Messages',
    'Profile',
  ]);

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await page.getByLabel('Search').fill(`scope.${stamp}`);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(page.getByText(`scope.${stamp}.here@example.test`)).toBeVisible();
  await expect(page.getByText(`scope.${stamp}.there@example.test`)).toHaveCount(0);
});

test('staff add a player at /user-registraion and find them at /users', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `walkin.${stamp}@example.test`;
  await signIn(page, 'superadmin@demo.test');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add player' }).click();
  await expect(page).toHaveURL(/\/user-registraion$/);
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: SUNSET }).click();
  await page.getByLabel('First name').fill('Walker');
  await page.getByLabel('Last name').fill(`In${stamp}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('2155550147');
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 (215) 555-0147');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('Search').fill(`In${stamp}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Walker');
  await expect(row).toContainText(SUNSET);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
});

test('the admins list and the admin form pass an axe scan, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'superadmin@demo.test');
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('arise-color-scheme', value), scheme);
    for (const [path, heading] of [
      ['/dashboard', 'Admins'],
      ['/admin-registration', 'Add an admin'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/dashboard') await expect(page.getByText(/Showing \d+ to/)).toBeVisible();
      else await expect(page.getByLabel('Phone number')).toBeVisible();
      await expectAccessible(page);
      const name = path.slice(1);
      await page.screenshot({ path: `/tmp/admins-${name}-${scheme}.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: `/tmp/admins-${name}-${scheme}-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
  await page.goto('/users');
  await expect(page.getByText(/Showing \d+ to/)).toBeVisible();
  await page.screenshot({ path: '/tmp/admins-users-dark.png', fullPage: true });
});
