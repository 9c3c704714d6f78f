import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { book, dateIn, payByCard, startSession } from '../fixtures/bookings';
import { checkFourLooks, checkLightAndDark, expectAccessible } from '../fixtures/looks';
import { expect, test, type Club } from '../fixtures/test';

// Each journey's own club, priced as the demo's Downtown: court 3 is $40.00 an hour, tax 8 %,
// card fee 3 %: one hour charges $44.40.
test.use({
  clubPlan: {
    timeZone: 'America/New_York',
    taxPercent: '8.00',
    cardFeePercent: '3.00',
    courts: { 3: '40.00' },
  },
});
const DAYS_AHEAD = 13;

/** Axe in light and dark, and screenshots: desktop light and dark, then 360 px wide. */
async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  await checkLightAndDark(page, testInfo, { prefix: 'courtbookings', name });
  const shot = async (suffix: string) => {
    const path = `/tmp/courtbookings-${name}-${suffix}.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${suffix}`, { path, contentType: 'image/png' });
  };
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await shot('360');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new player with a pending one-hour booking on the club's court 3 at `start` (HH:00). */
async function pendingBooking(
  request: APIRequestContext,
  club: Club,
  start: number,
  firstName: string,
) {
  const { login: player, email } = await club.addPlayer(firstName);
  const date = dateIn(DAYS_AHEAD, club.timeZone);
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  const [booking] = await book(request, player, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: date,
    start_time: hour(start),
    end_time: hour(start + 1),
    book_for_four_weeks: false,
    total_price: '40.00',
  });
  expect(booking!.status).toBe('pending');
  return { booking: booking!, player, email };
}

test('a super admin finds a pending booking, confirms it, cancels it, and reads its history', async ({
  page,
  request,
  club,
}, testInfo) => {
  // Two pages, each checked in light, dark and at 360 px: longer than one journey's 30 s.
  test.slow();
  const { booking, email } = await pendingBooking(request, club, 14, 'Quinn');
  const who = `booking ${booking.booking_id} of Quinn Booker`;
  await startSession(page, club.staff);

  await page.goto('/court-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Court bookings' })).toBeVisible();
  await expect(page).toHaveTitle(/Court bookings/);
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Search').fill(email);
  const table = page.getByRole('table', { name: 'Upcoming bookings' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(row).toContainText(club.name);
  await expect(row).toContainText('2:00 PM – 3:00 PM');
  await expect(row).toContainText('Court 3');
  await expect(row).toContainText('$44.40');
  await expect(row.locator('[data-status="pending"]')).toHaveText('Pending');
  await checkLooks(page, testInfo, 'list');

  // Details: the player, the hold, and Confirm.
  await row.getByRole('link', { name: `View ${who}` }).click();
  await expect(page).toHaveURL(new RegExp(`/court-details/${booking.booking_id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Court booking details' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText(email);
  await expect(page.getByRole('timer')).toContainText(/On hold/);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Booked');
  await checkLooks(page, testInfo, 'details-pending');

  await page.getByRole('button', { name: `Confirm ${who}` }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Confirm booking' });
  await confirmDialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Booking confirmed.')).toBeVisible();
  await expect(page.locator('[data-status="confirmed"]')).toHaveText('Confirmed');
  await expect(page.getByRole('timer')).toHaveCount(0);

  // Back to the list as it was left (the search kept), then cancel from the row.
  await page.getByRole('link', { name: 'Back to court bookings' }).click();
  await expect(page).toHaveURL(/\/court-bookings\?search=/);
  await expect(row.locator('[data-status="confirmed"]')).toBeVisible();
  await row.getByRole('button', { name: `Cancel ${who}` }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(cancelDialog).toContainText('The whole series (1 session) is cancelled.');
  // Confirmed by staff, to be paid at the club: nothing to refund.
  await expect(cancelDialog.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/courtbookings-cancel-modal.png' });
  await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(row.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: `Cancel ${who}` })).toHaveCount(0);

  // The history names who did what.
  await row.getByRole('link', { name: `View ${who}` }).click();
  const history = page.getByRole('region', { name: 'History' });
  const items = history.locator('.mantine-Timeline-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Booked');
  await expect(items.nth(0)).toContainText('by Quinn Booker');
  await expect(items.nth(1)).toContainText('Confirmed (to be paid at the club)');
  await expect(items.nth(1)).toContainText('by Sam Super');
  await expect(items.nth(2)).toContainText('Cancelled');
  await expect(items.nth(2)).toContainText('by Sam Super');
  await checkLooks(page, testInfo, 'details-cancelled');
});

test('a super admin cancels a booking paid by card with its refund ticked, and the player reads it', async ({
  page,
  request,
  club,
}, testInfo) => {
  // Staff's page, then the player's in four looks: longer than one journey's 30 s.
  test.slow();
  const { booking, player } = await pendingBooking(request, club, 16, 'Rory');
  await payByCard(request, player, booking.booking_id);
  await startSession(page, club.staff);

  await page.goto(`/court-details/${booking.booking_id}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Card · Paid ($44.40)');
  await expect(page.locator('[data-status="confirmed"]')).toBeVisible();

  await page
    .getByRole('button', { name: `Cancel booking ${booking.booking_id} of Rory Booker` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  // Paid by card: the refund is ticked from the start.
  await expect(
    dialog.getByRole('checkbox', { name: 'Refund the card payment ($44.40)' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled and its card payment refunded.')).toBeVisible();
  await expect(page.locator('[data-status="cancelled"]')).toBeVisible();
  await expect(payment).toContainText('Card · Refunded ($44.40)');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Card payment refunded');
  await expect(history.locator('.mantine-Timeline-item').last()).toContainText('by Sam Super');
  // Refunded whole: nothing more on offer.
  await expect(
    page.getByRole('button', { name: `Refund booking ${booking.booking_id} of Rory Booker` }),
  ).toHaveCount(0);

  // The player is told the club cancelled it and refunded the card, that day at the club.
  const today = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: club.timeZone,
  }).format(new Date());
  await startSession(page, player, club.location);
  await page.goto(`/user-booking-details/${booking.booking_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.locator('main .cancelled')).toHaveText('Cancelled');
  await expect(page.getByRole('note')).toHaveText(
    `Cancelled by the club · Refunded $44.40 to your card on ${today}`,
  );
  // The receipt's lines: court fee, tax, card fee, total charged; then how, and the refund.
  const paid = page.getByRole('region', { name: 'Payment' });
  await expect(paid.locator('dt')).toHaveText([
    'Court fee',
    'Tax',
    'Card fee',
    'Total charged',
    'Payment method',
    'Refunded to the card',
  ]);
  await expect(paid.locator('dd')).toHaveText([
    '$40.00',
    '$3.20',
    '$1.20',
    '$44.40',
    'Card',
    `$44.40 on ${today}Booking cancelled by the club`,
  ]);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'REBOOK NOW' })).toBeVisible();
  await checkFourLooks(page, testInfo, {
    prefix: 'courtbookings',
    name: 'player-details-refunded',
  });

  // Not coming up any more: My Bookings lists it under Past.
  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  await expect(page).toHaveURL(/\/user-bookings$/);
  await expect(page.getByRole('heading', { name: 'No upcoming bookings' })).toBeVisible();
  await page.getByText('Past', { exact: true }).click();
  await expect(page).toHaveURL(/\/user-bookings\?type=past$/);
  const pastRow = page
    .getByRole('table', { name: 'Past bookings' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `View booking ${booking.booking_id}` }) });
  await expect(pastRow.locator('.cancelled')).toHaveText('Cancelled');
});

test("staff rows of a weekly series each show their session's amount", async ({
  page,
  request,
  club,
}) => {
  const { login: player, email } = await club.addPlayer('Wren');
  const series = await book(request, player, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: dateIn(DAYS_AHEAD + 1, club.timeZone),
    start_time: '09:00:00',
    end_time: '10:00:00',
    book_for_four_weeks: true,
    total_price: '160.00',
  });
  expect(series).toHaveLength(4);
  await startSession(page, club.staff);

  await page.goto('/court-bookings');
  await page.getByLabel('Search').fill(email);
  const rows = page
    .getByRole('table', { name: 'Upcoming bookings' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(rows).toHaveCount(4);
  // One hour at $40 with 8 % tax and 3 % card fee is $44.40 a session, $177.60 the series.
  for (const row of await rows.all()) {
    await expect(row).toContainText('$44.40');
    await expect(row).toContainText('This session of 4 weekly');
    await expect(row).not.toContainText('$177.60');
  }
  // The series shown as one: its details page has the series' total.
  await rows
    .first()
    .getByRole('link', { name: `View booking ${series[0]!.booking_id} of Wren Booker` })
    .click();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.locator('dt:text-is("Court fee (4 sessions)") + dd')).toHaveText('$160.00');
  await expect(payment.locator('dt:text-is("Total to pay") + dd')).toHaveText('$177.60');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goBack();
  const cards = page.getByRole('region', { name: 'Upcoming bookings' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card).toContainText('$44.40');
});
