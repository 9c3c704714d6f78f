import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_RATES,
  apiToken,
  chooseDate,
  chooseFreeCourt,
  chooseTime,
  dollars,
  halfUp,
  longDate,
  noSidewaysScroll,
  summaryRow,
  todayIn,
  tomorrowIn,
} from '../fixtures/booking';
import { openPage } from '../fixtures/app';
import { locationIdOf, registerPlayer } from '../fixtures/bookings';

interface CreatedBooking {
  booking_id: number;
  user: { email: string };
  session_dates: string[];
  total_price: string;
  on_amount: string;
}

const DOWNTOWN = 'Downtown Racquet Club';
const downtown = DEMO_RATES[DOWNTOWN];

/**
 * Search Court → the club → the login of a player of the journey's own (a player holds one unpaid
 * booking per location at a time, and these journeys run side by side) → the wizard.
 */
async function logInAsPlayer(page: Page, request: APIRequestContext) {
  const player = await registerPlayer(request, await locationIdOf(request, DOWNTOWN));
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: /Downtown Racquet Club/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(player.email);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'Login' }).click();
  // A logged-in player lands on the wizard.
  await expect(page).toHaveURL(/\/user-book-court$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Court' })).toBeVisible();
  await expect(page.getByText(DOWNTOWN)).toBeVisible();
}

/** The booking the court step's NEXT creates, from the API's answer. */
const createdBookings = (page: Page) =>
  page
    .waitForResponse(
      (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
    )
    .then(async (res) => {
      expect(res.status()).toBe(201);
      return ((await res.json()) as { data: CreatedBooking[] }).data;
    });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The court's hourly fee as the availability check reports it. */
async function hourlyFeeCents(page: Page, courtNumber: number): Promise<number> {
  const card = page.getByRole('radio', { name: `Court ${courtNumber}` });
  const text = (await card.textContent()) ?? '';
  const match = /\$(\d+)\.(\d{2}) \/ hour/.exec(text);
  expect(match).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2]);
}

test.describe('the booking wizard', () => {
  test('a player books tomorrow 6:00 PM for 1.5 hours, sees the total, staff confirm it, and the player finds it in My Bookings and its details', async ({
    page,
    request,
  }, testInfo) => {
    await logInAsPlayer(page, request);
    const date = tomorrowIn(downtown.timeZone);
    await shoot(page, testInfo, 'desktop-1-date');
    await chooseDate(page, date, todayIn(downtown.timeZone));
    await chooseTime(page, { start: '6:00 PM', duration: '1.5 hours' });
    await shoot(page, testInfo, 'desktop-3-court');

    const court = await chooseFreeCourt(page);
    const feeCents = halfUp(await hourlyFeeCents(page, court), 90, 60);
    const taxCents = halfUp(feeCents, downtown.taxBp, 10_000);
    const cardCents = halfUp(feeCents, downtown.cardFeeBp, 10_000);
    const totalCents = feeCents + taxCents + cardCents;
    const created = createdBookings(page);
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    const [booking] = await created;
    expect(booking).toBeDefined();

    await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
    await expect(summaryRow(page, 'Location')).toContainText(DOWNTOWN);
    await expect(summaryRow(page, 'Court')).toContainText(`Court ${court}`);
    await expect(summaryRow(page, 'Time')).toContainText('6:00 PM – 7:30 PM');
    await expect(summaryRow(page, 'Duration')).toContainText('1.5 hours');
    await expect(summaryRow(page, 'Court fee')).toContainText(dollars(feeCents));
    await expect(summaryRow(page, 'Tax')).toContainText(dollars(taxCents));
    await expect(summaryRow(page, 'Card fee')).toContainText(dollars(cardCents));
    await expect(summaryRow(page, 'Total')).toContainText(dollars(totalCents));
    expect(booking!.on_amount).toBe(dollars(totalCents).slice(1));
    await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
    await shoot(page, testInfo, 'desktop-4-checkout');

    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await expect(page.getByText(dollars(totalCents), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CONFIRM', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'CONFIRM & PAY NOW' })).toBeVisible();
    await shoot(page, testInfo, 'desktop-5-payment');

    // A staff member confirms it (the player's own CONFIRM does not exist).
    const staff = await apiToken(request, 'superadmin@demo.test');
    const headers = { Authorization: `Bearer ${staff}` };
    const url = `/api/court-bookings/${booking!.booking_id}/`;
    const confirmed = await request.put(url, { headers, data: { status: 'confirmed' } });
    expect(confirmed.status()).toBe(200);
    const read = await request.get(url, { headers });
    expect(((await read.json()) as { status: string }).status).toBe('confirmed');

    // The payment step hands the booking to the checkout page.
    await page.getByRole('button', { name: 'CONFIRM & PAY NOW' }).click();
    await expect(page).toHaveURL(/\/checkout-session$/);

    // The player finds it, confirmed, in My Bookings and opens its details.
    await page.getByRole('banner').getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/user-bookings/);
    const link = page.getByRole('link', { name: `View booking ${booking!.booking_id}` });
    const row = page.getByRole('row').filter({ has: link });
    await expect(row.locator('.confirmed')).toHaveText('Confirmed');
    // Confirmed to be paid at the club: no card, so no card fee.
    const atClubCents = feeCents + taxCents;
    await expect(row).toContainText(dollars(atClubCents));
    await expect(row).toContainText('6:00 PM – 7:30 PM');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/user-booking-details/${booking!.booking_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await expect(page.locator('main .confirmed')).toHaveText('Confirmed');
    await expect(page.getByRole('region', { name: 'Court and location' })).toContainText(
      `Court ${court}`,
    );
    const when = page.getByRole('region', { name: 'Date and time' });
    await expect(when).toContainText('6:00 PM');
    await expect(when).toContainText('7:30 PM');
    await expect(when).toContainText('1.5 hours');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.locator('dt:text-is("Total to pay at the club") + dd')).toHaveText(
      dollars(atClubCents),
    );
    await expect(payment.locator('dt:text-is("Payment method") + dd')).toHaveText('Pay at venue');
  });

  test('the weekly option shows four dates and four times the price, on a 360 px phone', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logInAsPlayer(page, request);
    const date = tomorrowIn(downtown.timeZone);
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-1-date');
    await chooseDate(page, date, todayIn(downtown.timeZone));
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-2-time');
    await chooseTime(page, { start: '8:00 AM', duration: '1 hour', weekly: true });
    await noSidewaysScroll(page);
    const court = await chooseFreeCourt(page);
    const hourly = await hourlyFeeCents(page, court);
    await shoot(page, testInfo, 'phone-3-court');

    const created = createdBookings(page);
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    const series = await created;
    expect(series).toHaveLength(4);

    const summary = page.getByRole('table');
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    const lastDate = series[0]!.session_dates[3]!;
    await expect(summary).toContainText(
      longDate(lastDate).replace(/^(\w{3})\w*, (\w{3})\w*/, '$1, $2'),
    );
    await expect(summaryRow(page, 'Court fee (4 sessions)')).toContainText(dollars(hourly * 4));
    expect(series[0]!.total_price).toBe(dollars(hourly * 4).slice(1));
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-4-checkout');
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'phone-5-payment');
  });

  test('a super admin picks a location, books for the demo player and confirms', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Staff sign in' });
    await form.getByLabel('Email').fill('superadmin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page).toHaveURL(/\/reporting$/);

    await page.goto('/book-court');
    await expect(page).toHaveURL(/\/select-location$/);
    await page.getByPlaceholder('Search Organization...').fill('sunset');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /Sunset Padel & Tennis/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/book-court$/);
    await expect(page.getByText('Sunset Padel & Tennis')).toBeVisible();

    const { timeZone } = DEMO_RATES['Sunset Padel & Tennis'];
    await chooseDate(page, tomorrowIn(timeZone), todayIn(timeZone));
    await shoot(page, testInfo, 'desktop-2-time');
    await chooseTime(page, { start: '10:00 AM', duration: '2 hours' });
    await chooseFreeCourt(page);
    await page.getByLabel('Player email').fill('player@demo.test');
    const created = createdBookings(page);
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    const [booking] = await created;
    expect(booking!.user.email).toBe('player@demo.test');

    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await expect(page.getByText('Booking confirmed.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
  });
});
