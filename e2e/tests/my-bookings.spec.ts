import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { book, dateIn, setStatus, startSession } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

// Each journey's own club: $25.00 an hour, tax 10.25 %, card fee 2.5 %.

/** No serious or critical WCAG 2 A/AA problem on the page. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('a player finds their bookings, opens one, and adds it to their calendar', async ({
  page,
  request,
  club,
  player: { login: player },
}, testInfo) => {
  const [soon, later] = [dateIn(10, club.timeZone), dateIn(12, club.timeZone)];

  // 1.5 hours: fee $37.50, tax $3.84 (and a $0.94 card fee by card); confirmed by staff to be paid
  // at the club, so no card fee: $41.34.
  const [single] = await book(request, player, {
    location: club.id,
    court_id: club.courts.get(4)!,
    booking_date: soon,
    start_time: '07:00:00',
    end_time: '08:30:00',
    book_for_four_weeks: false,
    total_price: '37.50',
  });
  await setStatus(request, club.staff, single!.booking_id, 'confirmed');
  // Every week for 4 weeks, 1 hour: $100.00 + $10.24 tax + $2.52 card fee = $112.76 for the series
  // (Booking Details), each session $25.00 + $2.56 + $0.63 = $28.19 (My Bookings); still held.
  const series = await book(request, player, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: later,
    start_time: '09:00:00',
    end_time: '10:00:00',
    book_for_four_weeks: true,
    total_price: '100.00',
  });
  expect(series).toHaveLength(4);

  await startSession(page, player, club.location);
  await page.goto('/user-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page).toHaveTitle(/My Bookings/);
  const table = page.getByRole('table', { name: 'Upcoming bookings' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByText('Showing 1 to 5 of 5 entries')).toBeVisible();

  const confirmed = rows.filter({ hasText: 'Court 4' });
  await expect(confirmed).toHaveCount(1);
  await expect(confirmed.locator('.confirmed')).toHaveText('Confirmed');
  await expect(confirmed).toContainText('$41.34');
  await expect(confirmed).toContainText('7:00 AM – 8:30 AM');
  const held = rows.filter({ hasText: 'Court 3' });
  await expect(held).toHaveCount(4);
  for (const row of await held.all()) {
    await expect(row.locator('.pending')).toHaveText('Pending');
    await expect(row).toContainText('$28.19');
    await expect(row).toContainText('This session of 4 weekly');
  }
  await page.screenshot({ path: testInfo.outputPath('my-bookings-desktop.png'), fullPage: true });
  await expectAccessible(page);

  await confirmed.getByRole('link', { name: `View booking ${single!.booking_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user-booking-details/${single!.booking_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText(`Booking #${single!.booking_id}`)).toBeVisible();
  await expect(page.locator('main .confirmed')).toHaveText('Confirmed');
  const where = page.getByRole('region', { name: 'Court and location' });
  await expect(where).toContainText(club.name);
  await expect(where).toContainText(club.address);
  await expect(where).toContainText('Court 4');
  const when = page.getByRole('region', { name: 'Date and time' });
  await expect(when).toContainText('7:00 AM');
  await expect(when).toContainText('8:30 AM');
  await expect(when).toContainText('1.5 hours');
  const payment = page.getByRole('region', { name: 'Payment' });
  // A receipt's lines, in order; paid at the club, so no card fee.
  await expect(payment.locator('dt')).toHaveText([
    'Court fee',
    'Tax',
    'Total to pay at the club',
    'Payment method',
  ]);
  await expect(payment.locator('dd')).toHaveText(['$37.50', '$3.84', '$41.34', 'Pay at venue']);
  await expect(page.getByRole('link', { name: 'REBOOK NOW' })).toHaveAttribute(
    'href',
    '/user-book-court',
  );
  await page.screenshot({
    path: testInfo.outputPath('booking-details-desktop.png'),
    fullPage: true,
  });
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${single!.booking_id}.ics`);
  expect(await readFile(await file.path(), 'utf8')).toContain('BEGIN:VCALENDAR');

  // Nothing has been played yet: the Past tab says so and offers to book.
  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  await page.getByText('Past', { exact: true }).click();
  await expect(page).toHaveURL(/\/user-bookings\?type=past$/);
  await expect(page.getByRole('heading', { name: 'No past bookings' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Court' })).toHaveAttribute(
    'href',
    '/user-book-court',
  );

  // A phone: the rows become cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/user-bookings');
  await expect(
    page.getByRole('region', { name: 'Upcoming bookings' }).getByRole('listitem'),
  ).toHaveCount(5);
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('my-bookings-360.png'), fullPage: true });
  await page.goto(`/user-booking-details/${series[0]!.booking_id}`);
  await expect(page.getByRole('region', { name: 'Date and time' })).toContainText(
    'Every week, 4 sessions',
  );
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$112.76');
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('booking-details-360.png'), fullPage: true });

  // Dark mode reads as well (the colour-mode preference of SPEC.md section 1).
  await page.evaluate(() => localStorage.setItem('arise-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({
    path: testInfo.outputPath('booking-details-360-dark.png'),
    fullPage: true,
  });
  await expectAccessible(page);
});

test("staff find a player's booking and its details; another player cannot open it", async ({
  page,
  request,
  club,
}) => {
  const account = await club.addPlayer('Morgan');
  const date = dateIn(15, club.timeZone);
  const [booking] = await book(request, account.login, {
    location: club.id,
    court_id: club.courts.get(2)!,
    booking_date: date,
    start_time: '11:00:00',
    end_time: '12:00:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  const id = booking!.booking_id;

  await startSession(page, club.staff, club.location);
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await page.getByLabel('Search').fill(account.email);
  await expect(page).toHaveURL(/[?&]search=bookings\./);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Morgan Booker');
  await expect(row.locator('.pending')).toHaveText('Pending');
  await row.getByRole('link', { name: `View booking ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user-booking-detail/${id}$`));
  await expect(page.getByText(`Booking #${id}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Not paid yet');
  // Staff rebook through their own wizard: the player route's guard would send them away.
  await expect(page.getByRole('link', { name: 'REBOOK NOW' })).toHaveAttribute(
    'href',
    '/book-court',
  );

  const other = await club.addPlayer('Robin');
  await startSession(page, other.login, club.location);
  await page.goto(`/user-booking-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Back to My Bookings' }).click();
  await expect(page).toHaveURL(/\/user-bookings$/);
});
