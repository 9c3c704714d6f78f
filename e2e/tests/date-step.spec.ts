import type { Page, TestInfo } from '@playwright/test';
import { longDate } from '../fixtures/booking';
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

/** The first `weekday` (0 = Sunday) of January after the December day, as YYYY-MM-DD. */
function januaryWeekday(december: Date, weekday: number): string {
  const year = december.getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return `${year}-01-${pad(1 + ((weekday - first + 7) % 7))}`;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${size}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('in December the calendar offers the next twelve months, and a January date can be booked', async ({
  page,
  club,
  player: { login },
}, testInfo) => {
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
  const monday = januaryWeekday(december, 1);
  await page.getByRole('button', { name: longDate(monday) }).click();
  await shoot(page, testInfo, 'january');
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();

  // The API takes the January date: its start times are offered.
  await expect(page.getByRole('heading', { level: 2, name: 'Time Slot' })).toBeVisible();
  const start = page.getByLabel('Start time', { exact: true });
  await expect(start.getByRole('option', { name: '9:00 AM', exact: true })).toBeEnabled();
  await start.selectOption({ label: '9:00 AM' });
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Court 1$/ })).toBeEnabled();
});
