import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { book, dateIn, setStatus, startSession } from '../fixtures/bookings';
import { checkLightAndDark } from '../fixtures/looks';
import { expect, test } from '../fixtures/test';

// The journey's own club: court 3 at $40.00 an hour, tax 8 %; paid at the club, no card fee:
// one hour is $43.20.
test.use({
  clubPlan: {
    timeZone: 'America/New_York',
    taxPercent: '8.00',
    cardFeePercent: '3.00',
    courts: { 3: '40.00' },
  },
});

/** Axe and screenshots in light and dark, at the page's current width. */
async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  await checkLightAndDark(page, testInfo, { prefix: 'markpaid', name });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The same at 360 px wide (a phone: the list shows cards), then back to the desktop width. */
async function checkPhoneLooks(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await checkLooks(page, testInfo, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('staff mark a pay-at-club booking paid at the desk, and the report counts it collected', async ({
  page,
  request,
  club,
}, testInfo) => {
  test.slow();
  const { login, email } = await club.addPlayer('Desk');
  const date = dateIn(6, club.timeZone);
  const bookAt = async (start: string, end: string) => {
    const [booking] = await book(request, login, {
      location: club.id,
      court_id: club.courts.get(3)!,
      booking_date: date,
      start_time: start,
      end_time: end,
      book_for_four_weeks: false,
      total_price: '40.00',
    });
    // Confirmed by staff: to be paid at the club.
    await setStatus(request, club.staff, booking!.booking_id, 'confirmed');
    return booking!;
  };
  const paid = await bookAt('09:00:00', '10:00:00');
  await bookAt('11:00:00', '12:00:00');
  const who = `booking ${paid.booking_id} of Desk Booker`;

  await startSession(page, club.staff);
  await page.goto(`/court-bookings?location=${club.id}`);
  await page.getByLabel('Search').fill(email);
  const table = page.getByRole('table', { name: 'Upcoming bookings' });
  // The search is sent once typing pauses; until its answer lands the list is dimmed (axe would
  // read the dimmed rows as too faint).
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(2);
  const dialog = page.getByRole('dialog', { name: 'Mark paid at the club' });
  // On a phone the list is cards, each with the same button; the dialog fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: `Mark paid ${who}` }).click();
  await expect(dialog).toBeVisible();
  await checkLooks(page, testInfo, 'dialog-360');
  // The window widens (a tablet turns): the cards give way to the table, the dialog stays open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: `Mark paid ${who}` }).click();
  await expect(dialog).toContainText('$43.20 paid at the desk');
  // Asking without a method says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toContainText('Please choose how it was paid: cash or card.');
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await checkLooks(page, testInfo, 'dialog');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Booking marked paid.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Mark paid ${who}` })).toHaveCount(0);

  // Export CSV takes the list as filtered: both bookings, one paid in cash, one still to pay.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^court-bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Booking ID,Created at (club time),Date played,Start,End,Court,Location,Player name,Email,Phone,Status,Paid by,Paid at club,Amount,Tax,Card fee,Total',
  );
  expect(lines).toHaveLength(3);
  const row = (start: string) => lines.find((line) => line.includes(`,${date},${start},`));
  const rest = `3,${club.name},Desk Booker,${email},+12155550147,confirmed,club`;
  // The booking's id and when it was made (club time), then what was booked and paid.
  expect(row('09:00')).toMatch(
    new RegExp(`^${paid.booking_id},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`),
  );
  expect(row('09:00')).toContain(`,09:00,10:00,${rest},cash,40.00,3.20,0.00,43.20`);
  expect(row('11:00')).toContain(`,11:00,12:00,${rest},outstanding,40.00,3.20,0.00,43.20`);

  // The details page says how and when it was paid, and its history who marked it.
  await page.getByRole('link', { name: `View ${who}` }).click();
  await expect(page.getByText(/^Paid at the desk · cash · .+ by \S+/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Marked paid at the club',
  );

  // The report: of the $86.40 to be paid at the club, $43.20 is collected and $43.20 still due.
  await page.goto('/reporting');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await expect(page.getByTestId('card-venue-revenue')).toHaveText('$86.40');
  await expect(page.getByText('Collected $43.20 · Outstanding $43.20')).toBeVisible();
  await page.getByLabel('Search').fill(email);
  const report = page.getByRole('table', { name: 'Bookings in the report' });
  await expect(report.getByRole('row').filter({ hasText: 'At club · cash' })).toHaveCount(1);
  await expect(report.getByRole('row').filter({ hasText: 'At club · outstanding' })).toHaveCount(1);
  await checkLooks(page, testInfo, 'report');
  await checkPhoneLooks(page, testInfo, 'report');
});
