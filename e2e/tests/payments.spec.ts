import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  DEMO_RATES,
  chooseDate,
  chooseFreeCourt,
  chooseTime,
  noSidewaysScroll,
  todayIn,
} from '../fixtures/booking';
import { locationIdOf, logIn, registerPlayer } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';

const SUNSET = 'Sunset Padel & Tennis';
const { timeZone } = DEMO_RATES[SUNSET];
const FAILED = 'Something went wrong. Please try again or contact support.';

interface CreatedBooking {
  booking_id: number;
  on_amount: string;
}

/** `days` after today at the location, as YYYY-MM-DD (other journeys book tomorrow). */
function daysAheadIn(zone: string, days: number): string {
  const [y, m, d] = todayIn(zone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

interface Credentials {
  email: string;
  password: string;
}

/**
 * A player of the journey's own: a player holds one unpaid booking per location at a time, and
 * these journeys run side by side.
 */
const newPlayer = async (request: APIRequestContext): Promise<Credentials> =>
  registerPlayer(request, await locationIdOf(request, SUNSET));

/** Search Court → Sunset → player login → the wizard. */
async function logInAsPlayer(page: Page, player: Credentials) {
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('sunset');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: /Sunset Padel & Tennis/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(player.email);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user-book-court$/);
}

/** Through the wizard to CONFIRM & PAY NOW; returns the booking the wizard created. */
async function bookAndGoToCheckout(
  page: Page,
  player: Credentials,
  start: string,
): Promise<CreatedBooking> {
  await logInAsPlayer(page, player);
  await chooseDate(page, daysAheadIn(timeZone, 3), todayIn(timeZone));
  await chooseTime(page, { start, duration: '1 hour' });
  await chooseFreeCourt(page);
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const [booking] = ((await response.json()) as { data: CreatedBooking[] }).data;
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await page.getByRole('button', { name: 'CONFIRM & PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout-session$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return booking!;
}

async function payWith(page: Page, cardNumber: string, amount: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay $${amount}` }).click();
}

test.describe('card payments (local test provider)', () => {
  test('a player pays with 4242…, lands on Payment Successful, and finds the booking confirmed and paid by card', async ({
    page,
    request,
  }, testInfo) => {
    const booking = await bookAndGoToCheckout(page, await newPlayer(request), '10:00 AM');
    const pay = page.getByRole('button', { name: `Pay $${booking.on_amount}` });
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId('amount-to-pay')).toHaveText(`$${booking.on_amount}`);
    await expect(page.getByRole('main')).toContainText(SUNSET);
    await expect(page.getByRole('main')).toContainText('10:00 AM – 11:00 AM');
    await expect(page.getByRole('note')).toContainText('This is a TEST payment');
    await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
    await expect(page).toHaveTitle(/Checkout/);
    await expectAccessible(page);
    await shoot(page, testInfo, 'checkout-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'checkout-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shoot(page, testInfo, 'checkout-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The field groups the digits as they are typed.
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await page.getByLabel('CVC').fill('123');
    const verified = page.waitForResponse((res) => res.url().endsWith('/api/payment-success/'));
    await pay.click();

    await expect(page).toHaveURL(/\/payment-success\?payment_intent=/);
    expect((await verified).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(`$${booking.on_amount}`)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'success-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'success-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Go to My Bookings' }).click();
    await expect(page).toHaveURL(/\/user-bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await page.goto(`/user-booking-details/${booking.booking_id}`);
    await expect(page.locator('main .confirmed')).toHaveText('Confirmed');
    await expect(
      page.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Payment method") + dd'),
    ).toHaveText('Card');
  });

  test('a declined card shows the provider message, lands on Payment Failed, and the booking stays pending', async ({
    page,
    request,
  }, testInfo) => {
    const player = await newPlayer(request);
    const booking = await bookAndGoToCheckout(page, player, '1:00 PM');
    await payWith(page, '4000 0000 0000 0002', booking.on_amount);

    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeVisible();
    await shoot(page, testInfo, 'declined-desktop');
    await expect(page).toHaveURL(/\/payment-cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText(FAILED)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Your card was declined.');
    await expectAccessible(page);
    await shoot(page, testInfo, 'failed-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'failed-360');
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');

    const { access_token: token } = await logIn(
      request,
      player.email,
      player.password,
      await locationIdOf(request, SUNSET),
    );
    const read = await request.get(`/api/court-bookings/${booking.booking_id}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = (await read.json()) as { status: string; payment_method: unknown };
    expect(found.status).toBe('pending');
    expect(found.payment_method).toBeNull();
  });
});
