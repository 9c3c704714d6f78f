import type { Page, TestInfo } from '@playwright/test';
import { chooseStart, longDate, startOption } from '../fixtures/booking';
import { startSession } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A December day for the browser's clock, so the journey meets the turn of the year whatever the
 * real date: today when it is December, else the coming 1 December (noon UTC: still 1 December
 * at the club in Chicago). It is never before the server's today, so the server books it.
 */
function aDecemberDay(now = new Date()): Date {
  return now.getUTCMonth() === 11 ? now : new Date(Date.UTC(now.getUTCFullYear(), 11, 1, 12));
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first `weekday` (0 = Sunday) of January after the December day, as YYYY-MM-DD. */
function januaryWeekday(december: Date, weekday: number): string {
  const year = december.getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return `${year}-01-${pad(1 + ((weekday - first + 7) % 7))}`;
}

/** Desktop and phone, light and dark; `settle` runs after each resize (a hover to show again). */
async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  settle: () => Promise<void> = async () => {},
) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await settle();
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${size}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('in December the calendar reaches January; the Sundays of a club closed on Sundays say so and cannot be chosen', async ({
  page,
  request,
  club,
  player: { login },
}, testInfo) => {
  // Open 8 AM to 10 PM, Monday to Saturday.
  const hours = Object.fromEntries(
    ['1', '2', '3', '4', '5', '6'].map((day) => [day, { open: '08:00', close: '22:00' }]),
  );
  const updated = await request.put(`/api/locations/${club.id}/`, {
    headers: { Authorization: `Bearer ${club.staff.access_token}` },
    data: { opening_hours: hours },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  const december = aDecemberDay();
  await page.clock.setFixedTime(december);
  await startSession(page, login, club.location);
  await openPage(page, '/user-book-court');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Date' })).toBeVisible();

  const year = december.getUTCFullYear();
  const month = page.getByRole('combobox', { name: 'Month' });
  const options = month.getByRole('option');
  await expect(options).toHaveCount(12);
  await expect(options.first()).toHaveText(`December ${year}`);
  await expect(options.last()).toHaveText(`November ${year + 1}`);

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('grid', { name: `January ${year + 1}` })).toBeVisible();
  const closed = 'Closed: no court is open on this day.';
  const firstSunday = januaryWeekday(december, 0);
  const sunday = page.getByRole('button', { name: longDate(firstSunday) });
  const monday = page.getByRole('button', { name: longDate(nextDay(firstSunday)) });
  await expect(sunday).toHaveAttribute('aria-disabled', 'true');
  await expect(sunday).toHaveAccessibleDescription(closed);
  await expect(monday).not.toHaveAttribute('aria-disabled');
  await expect(page.getByText(/Crossed-out days are closed or fully booked/)).toBeVisible();

  // Pointing at the Sunday says why; choosing it does nothing.
  await sunday.hover();
  const tooltip = page.getByText(closed, { exact: true }).and(page.locator('[aria-hidden]'));
  await expect(tooltip).toBeVisible();
  await shoot(page, testInfo, 'closed-sunday', () => sunday.hover());
  // Playwright waits for an aria-disabled button to be enabled: a click is forced, as a person's is.
  await sunday.click({ force: true });
  await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeDisabled();

  // So does focusing it from the keyboard.
  await page.mouse.move(0, 0);
  await monday.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(sunday).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeDisabled();

  // The Monday can be chosen, and the API takes the January date: its start times are offered.
  await monday.click();
  await shoot(page, testInfo, 'january');
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Time Slot' })).toBeVisible();
  await expect(startOption(page, '9:00 AM')).toBeEnabled();
  await chooseStart(page, '9:00 AM');
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Court 1$/ })).toBeEnabled();
});
