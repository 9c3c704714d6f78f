import type { APIRequestContext } from '@playwright/test';
import { chooseDate, chooseTime, todayIn } from '../fixtures/booking';
import { book, dateIn, setStatus, startSession, type LoggedIn } from '../fixtures/bookings';
import { checkFourLooks } from '../fixtures/looks';
import { linkIn, waitForMail } from '../fixtures/mailbox';
import { expect, test, type Club } from '../fixtures/test';

// Two courts at $25.00 an hour, tax 10 %, no card fee: an hour on court 1 is $27.50.
test.use({
  clubPlan: {
    timeZone: 'America/Chicago',
    taxPercent: '10.00',
    cardFeePercent: '0.00',
    courts: { 1: '25.00', 2: '25.00' },
  },
});

const OFFER = /^A court is free for you/;
const bearer = (login: LoggedIn) => ({ Authorization: `Bearer ${login.access_token}` });

/** Staff hold court 1 from 18:00 to 19:00 on `date`, confirmed at the desk. */
async function takeCourtOne(request: APIRequestContext, club: Club, date: string) {
  const [taken] = await book(request, club.staff, {
    location: club.id,
    court_id: club.courts.get(1)!,
    booking_date: date,
    start_time: '18:00',
    end_time: '19:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  await setStatus(request, club.staff, taken!.booking_id, 'confirmed');
  return taken!.booking_id;
}

/** A player waits for court 1, 18:00–19:00 on `date`, through the API. */
async function waitFor(request: APIRequestContext, club: Club, login: LoggedIn, date: string) {
  const res = await request.post('/api/waitlist/', {
    headers: bearer(login),
    data: {
      location_id: club.id,
      court_id: club.courts.get(1)!,
      booking_date: date,
      from_time: '18:00',
      to_time: '19:00',
      duration_minutes: 60,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const entryStatus = async (request: APIRequestContext, login: LoggedIn, id: number) => {
  const res = await request.get(`/api/waitlist/${id}/`, { headers: bearer(login) });
  return ((await res.json()) as { status: string }).status;
};

test('a player joins the waitlist from the wizard, staff cancel, the player is offered the court and pays', async ({
  page,
  request,
  club,
  player,
}, testInfo) => {
  test.slow();
  const date = dateIn(2, club.timeZone);
  const taken = await takeCourtOne(request, club, date);

  // The player wants court 1 at 6 PM: it is taken, so they join its waitlist from the court step.
  await startSession(page, player.login, club.location);
  await page.goto('/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  await chooseTime(page, { start: '6:00 PM', duration: '1 hour' });
  await expect(page.getByRole('radio', { name: 'Court 1, booked' })).toBeDisabled();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('6:00 PM');
  await expect(dialog.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('7:00 PM');
  await dialog.getByRole('combobox', { name: 'Court', exact: true }).click();
  await page.getByRole('option', { name: 'Court 1', exact: true }).click();
  await checkFourLooks(page, testInfo, { prefix: 'waitlist', name: 'join' });
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText(/You are on the waitlist\..* You are 1st in line\./)).toBeVisible();

  // Another player waits behind them.
  const second = await club.addPlayer('Blake');
  const secondEntry = await waitFor(request, club, second.login, date);

  await page.goto('/user-bookings');
  const waitlists = page.getByRole('region', { name: 'Your waitlists' });
  await expect(waitlists).toContainText('Waiting · 1st in line');

  // Staff cancel the booking: the first in line is offered the court, by email and on the page.
  const since = new Date();
  await setStatus(request, club.staff, taken, 'cancelled');
  const mail = await waitForMail(player.email, OFFER, since);
  expect(mail.text).toContain('Court 1 at');
  await expect(page.getByText('A court is free for you')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(waitlists).toContainText('Court held for you until');
  await checkFourLooks(page, testInfo, { prefix: 'waitlist', name: 'offered' });
  expect(await entryStatus(request, second.login, secondEntry)).toBe('waiting');

  // The email's link takes the held court straight to payment.
  await page.goto(linkIn(mail, /https?:\/\/\S+\/waitlist\/\d+/));
  await expect(page).toHaveURL(/\/checkout-session\?booking=\d+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $27.50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await page.goto('/user-bookings');
  await expect(waitlists).toContainText('Booked');
});

test('an offer not taken in time passes to the next in line', async ({ request, club, player }) => {
  test.slow();
  const date = dateIn(3, club.timeZone);
  // The club holds an offer for one minute.
  const set = await request.put(`/api/locations/${club.id}/`, {
    headers: bearer(club.staff),
    data: { waitlist_offer_minutes: 1 },
  });
  expect(set.status()).toBe(200);
  const taken = await takeCourtOne(request, club, date);
  const first = await waitFor(request, club, player.login, date);
  const next = await club.addPlayer('Blake');
  const nextEntry = await waitFor(request, club, next.login, date);

  const since = new Date();
  await setStatus(request, club.staff, taken, 'cancelled');
  await waitForMail(player.email, OFFER, since);
  await expect.poll(() => entryStatus(request, player.login, first)).toBe('offered');
  // The first player does nothing; a minute on, the court is offered to the next.
  await expect
    .poll(() => entryStatus(request, next.login, nextEntry), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe('offered');
  await waitForMail(next.email, OFFER, since);
  expect(await entryStatus(request, player.login, first)).toBe('passed');
});
