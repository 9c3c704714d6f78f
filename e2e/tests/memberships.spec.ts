import type { Page, TestInfo } from '@playwright/test';
import { chooseDate, chooseTime, DEMO_PASSWORD, todayIn, tomorrowIn } from '../fixtures/booking';
import { setStatus, startSession } from '../fixtures/bookings';
import { checkLightAndDark } from '../fixtures/looks';
import { expect, test } from '../fixtures/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Axe and screenshots of the page as it stands, on a desktop and a phone, light and dark. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkLightAndDark(page, testInfo, { prefix: 'memberships', name: `${name}-${size}` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

test('staff make a Gold plan and give it to a player, who books at the member price', async ({
  page,
  club,
  player,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/reporting$/);

  // A plan at the journey's club: 20 % off every hour.
  await page.getByRole('link', { name: 'Membership plans' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: club.name })).toBeVisible();
  await expect(page.getByText('No plans yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a plan' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Gold');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('120');
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText('Membership plan created successfully.')).toBeVisible();
  const gold = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gold' }) });
  await expect(gold).toContainText('20% off');
  await expect(gold).toContainText('$120.00');
  await lookAt(page, testInfo, 'plans');

  // The player's page, from the players list: a month from today.
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Search' }).fill(player.email);
  // Other journeys' players share the name: the search (once applied) leaves this one.
  const playerLink = page.getByRole('link', { name: `${player.firstName} Booker` });
  await expect(playerLink).toHaveCount(1);
  await playerLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${player.firstName} Booker` }),
  ).toBeVisible();
  await expect(page.getByText('No membership yet.')).toBeVisible();
  const give = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Give membership' }) });
  const today = todayIn(club.timeZone);
  await expect(give.getByLabel(/^Starts on/)).toHaveValue(today);
  await give.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Gold' }).click();
  await give.getByRole('button', { name: 'Give membership' }).click();
  await expect(page.getByText('Membership given successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gold' }) });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('button', { name: 'End today: Gold membership' })).toBeVisible();
  await lookAt(page, testInfo, 'player');

  // The player sees it on their profile, and the member's price at the court step.
  await startSession(page, player.login, club.location);
  await page.goto('/user-profile');
  const card = page.getByRole('region', { name: 'Membership' });
  await expect(card).toContainText(`Gold · ${club.name}`);
  await expect(card).toContainText('Active');

  await page.goto('/user-book-court');
  await chooseDate(page, tomorrowIn(club.timeZone), today);
  await chooseTime(page, { start: '6:00 PM', duration: '1 hour' });
  const court = page.getByRole('radio', { name: 'Court 1' });
  // $25.00 an hour, 20 % off.
  await expect(court).toContainText('$20.00');
  await expect(court).toContainText('Member price · Gold');
  await page.screenshot({ path: '/tmp/memberships-court-step.png', fullPage: true });

  // Booked at that price, confirmed at the desk: the report counts it under Gold.
  await court.click();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
  const upcoming = await request.get('/api/court-bookings/?type=upcoming', {
    headers: { Authorization: `Bearer ${player.login.access_token}` },
  });
  const [held] = ((await upcoming.json()) as { results: { booking_id: number }[] }).results;
  await setStatus(request, club.staff, held!.booking_id, 'confirmed');

  await startSession(page, club.staff);
  await page.goto('/reporting');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await page.getByLabel(/^From/).fill(today);
  await page.getByLabel(/^To/).fill(tomorrowIn(club.timeZone));
  const byPlan = page.getByRole('table', { name: 'Revenue by membership plan' });
  // One session priced by Gold, and the membership that started today at $120.00.
  await expect(
    byPlan.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Gold' }) }),
  ).toHaveText(/^Gold1\$[\d.]+1\$120\.00$/);
});
