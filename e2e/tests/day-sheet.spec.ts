import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { book, dateIn, startSession } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

// The journey's own club: four courts at $25.00 an hour, open all day.
test.use({ playerName: 'Casey' });
/** How long a change may take to reach an open page (the live-update target). */
const LIVE_MS = 2_000;

const sheet = (page: Page) => page.getByRole('table', { name: /^Day sheet for / });

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('staff book a walk-in from a free cell, and see a player’s booking appear without a reload', async ({
  page,
  request,
  club,
  player: account,
}, testInfo) => {
  // Two sizes and colour schemes, axe three times: longer than one journey's 60 s on a busy machine.
  test.slow();
  const date = dateIn(31, club.timeZone);

  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, club.staff);
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day sheet' })).toBeVisible();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByRole('columnheader', { name: 'Court 4' })).toBeVisible();

  // A walk-in at the desk: court 2 at 7 PM, an hour and a half, paid at the club.
  await sheet(page).getByRole('button', { name: 'Book Court 2 at 7:00 PM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Court 2 at 7:00 PM' });
  await dialog.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '1.5 hours' }).click();
  await dialog.getByText('Walk-in', { exact: true }).click();
  await dialog.getByLabel('First name').fill('walter');
  await dialog.getByLabel('Last name').fill('Inn');
  await dialog.getByLabel('Phone').fill('+1 215 555 0199');
  await expect(dialog.getByText('Court fee $37.50 plus tax')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm, pay at the club' }).click();
  await expect(dialog).toBeHidden();
  const walkIn = sheet(page).getByRole('button', {
    name: /^Court 2, 7:00 PM – 8:30 PM: Walter Inn \(walk-in\), confirmed, pay at the club/,
  });
  await expect(walkIn).toBeVisible();
  await expect(walkIn).toContainText('Walk-in · Pay at the club');

  // A player books court 3 at 8 PM from elsewhere: it shows here, with no reload.
  await expect(sheet(page).getByRole('button', { name: 'Book Court 3 at 8:00 PM' })).toBeVisible();
  await book(request, account.login, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: date,
    start_time: '20:00',
    end_time: '21:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  const hold = sheet(page).getByRole('button', {
    name: /^Court 3, 8:00 PM – 9:00 PM: Casey Booker, awaiting payment/,
  });
  await expect(hold).toBeVisible({ timeout: LIVE_MS });
  await expect(hold).toContainText(/Awaiting payment · \d\d:\d\d/);

  // Its details, and the way to its page.
  await hold.click();
  const details = page.getByRole('dialog', { name: 'Casey Booker' });
  await expect(details).toContainText(account.email);
  await expect(details.getByRole('link', { name: 'Open booking' })).toBeVisible();
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await sheet(page)
    .getByRole('button', { name: /Walter Inn/ })
    .scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'day-sheet-desktop-light');

  // A phone in dark mode: one court at a time, switched with the court picker.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(sheet(page).getByRole('columnheader')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Court' }).click();
  await page.getByRole('option', { name: 'Court 2' }).click();
  await expect(sheet(page).getByRole('columnheader', { name: 'Court 2' })).toBeVisible();
  await expect(sheet(page).getByRole('button', { name: /Walter Inn/ })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await sheet(page)
    .getByRole('button', { name: /Walter Inn/ })
    .scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'day-sheet-phone-dark');
});
