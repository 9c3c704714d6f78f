import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { chooseDate, chooseFreeCourt, chooseTime, todayIn } from '../fixtures/booking';
import { book, dateIn, dateLabel, startSession, type LoggedIn } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

// Each journey's own club and player: $25.00 an hour.

interface Created {
  booking_id: number;
  court_id: number;
  status: string;
  on_amount: string;
}

/** Whether a court is booked for a time, as the public availability call answers. */
async function isBooked(
  request: APIRequestContext,
  slot: { location: number; date: string; start: string; end: string; courtId: number },
) {
  const response = await request.post('/api/check_court_availability/', {
    data: {
      location_id: slot.location,
      date: slot.date,
      start_time: slot.start,
      end_time: slot.end,
      book_for_four_weeks: false,
    },
  });
  expect(response.status()).toBe(200);
  const { courts } = (await response.json()) as {
    courts: { court_id: number; is_booked: boolean }[];
  };
  return courts.find((court) => court.court_id === slot.courtId)?.is_booked;
}

async function ownList(request: APIRequestContext, login: LoggedIn, type: string) {
  const response = await request.get(`/api/court-bookings/?type=${type}`, {
    headers: { Authorization: `Bearer ${login.access_token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; results: Created[] };
}

/** Step 3's NEXT, answering the booking the wizard created. */
async function createAtCourtStep(page: Page): Promise<Created> {
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const [booking] = ((await response.json()) as { data: Created[] }).data;
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
  return booking!;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('one hold a wizard, a payment to come back to, and a hold given back', async ({
  page,
  request,
  club,
  player: { login: player },
}, testInfo) => {
  await startSession(page, player, club.location);
  const date = dateIn(16, club.timeZone);

  // The wizard holds 7:00 AM, then the player goes back and picks 9:00 AM instead.
  await openPage(page, '/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  await chooseTime(page, { start: '7:00 AM', duration: '1 hour' });
  await chooseFreeCourt(page);
  const first = await createAtCourtStep(page);
  await page.getByRole('button', { name: 'PREVIOUS' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await page.getByRole('button', { name: 'PREVIOUS' }).click();
  await chooseTime(page, { start: '9:00 AM', duration: '1 hour' });
  await chooseFreeCourt(page);
  const second = await createAtCourtStep(page);
  expect(second.booking_id).not.toBe(first.booking_id);

  // Only one hold: the first court and time are free again, for anyone.
  const firstSlot = {
    location: club.id,
    date,
    start: '07:00:00',
    end: '08:00:00',
    courtId: first.court_id,
  };
  expect(await isBooked(request, firstSlot)).toBe(false);
  const upcoming = await ownList(request, player, 'upcoming');
  expect(upcoming.results.map((b) => b.booking_id)).toEqual([second.booking_id]);
  // Replaced, not lapsed: it is in no list of the player's.
  expect((await ownList(request, player, 'lapsed')).count).toBe(0);

  // To the card page; a reload keeps the booking.
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await page.getByRole('button', { name: 'CONFIRM & PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout-session$/);
  const pay = page.getByRole('button', { name: `Pay $${second.on_amount}` });
  await expect(pay).toBeEnabled();
  await page.reload();
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('main')).toContainText('9:00 AM – 10:00 AM');

  // The player leaves without paying and finds the booking in My Bookings with Pay now.
  await openPage(page, '/user-bookings');
  const payNow = page.getByRole('link', {
    name: new RegExp(`^Pay now for booking ${second.booking_id}, 1[45]:\\d\\d left$`),
  });
  await expect(payNow).toBeVisible();
  await payNow.click();
  await expect(page).toHaveURL(new RegExp(`/checkout-session\\?booking=${second.booking_id}$`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  await openPage(page, '/user-bookings');
  const paidRow = page.getByRole('row').filter({
    has: page.getByRole('link', { name: `View booking ${second.booking_id}` }),
  });
  await expect(paidRow.getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay now for booking/ })).toHaveCount(0);

  // Another booking, held and then given back from My Bookings: its court is free at once.
  const courts = club.courts;
  const [held] = await book(request, player, {
    location: club.id,
    court_id: courts.get(2)!,
    booking_date: date,
    start_time: '11:00:00',
    end_time: '12:00:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  const heldSlot = {
    location: club.id,
    date,
    start: '11:00:00',
    end: '12:00:00',
    courtId: courts.get(2)!,
  };
  expect(await isBooked(request, heldSlot)).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: `View booking ${held!.booking_id}` })).toBeVisible();
  await shoot(page, testInfo, 'my-bookings-desktop');
  await openPage(page, `/user-booking-details/${held!.booking_id}`);
  await expect(
    page.getByRole('button', { name: `Release hold on booking ${held!.booking_id}` }),
  ).toBeVisible();
  await shoot(page, testInfo, 'booking-details-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'booking-details-phone');
  await openPage(page, '/user-bookings');
  await expect(
    page.getByRole('link', { name: new RegExp(`^Pay now for booking ${held!.booking_id}`) }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'my-bookings-phone');

  await page.getByRole('button', { name: `Release hold on booking ${held!.booking_id}` }).click();
  await expect(page.getByText('Hold released: the court is free again.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: `View booking ${held!.booking_id}` }),
  ).not.toBeVisible();
  expect(await isBooked(request, heldSlot)).toBe(false);
});

test('a second wizard at the club is refused while the first hold stands, and leads to it', async ({
  page,
  club,
  player: { login: player },
}, testInfo) => {
  await startSession(page, player, club.location);
  const date = dateIn(12, club.timeZone);

  // The first tab holds a court at 7:00 AM.
  await openPage(page, '/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  await chooseTime(page, { start: '7:00 AM', duration: '1 hour' });
  const heldCourt = await chooseFreeCourt(page);
  const held = await createAtCourtStep(page);

  // A second tab of the same browser tries another court at 9:00 AM: refused, naming the hold.
  const second = await page.context().newPage();
  await openPage(second, '/user-book-court');
  await chooseDate(second, date, todayIn(club.timeZone));
  await chooseTime(second, { start: '9:00 AM', duration: '1 hour' });
  await chooseFreeCourt(second);
  const refused = second.waitForResponse(
    (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
  );
  await second.getByRole('button', { name: 'NEXT', exact: true }).click();
  expect((await refused).status()).toBe(409);
  const alert = second.getByRole('alert').filter({ hasText: 'The court could not be booked' });
  await expect(alert).toContainText(
    `You already hold Court ${heldCourt} on ${dateLabel(date)}, 7:00 AM to 8:00 AM, at this location.`,
  );
  await expect(second.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await shoot(second, testInfo, 'second-hold-refused');

  // "Go to your hold" opens the first hold's checkout.
  await alert.getByRole('link', { name: 'Go to your hold' }).click();
  await expect(second).toHaveURL(new RegExp(`/checkout-session\\?booking=${held.booking_id}$`));
  await expect(second.getByRole('main')).toContainText('7:00 AM – 8:00 AM');
  await expect(second.getByRole('button', { name: `Pay $${held.on_amount}` })).toBeEnabled();
});
