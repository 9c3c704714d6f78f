import AxeBuilder from '@axe-core/playwright';
import { chooseDate, chooseStart, DEMO_PASSWORD, longDate, todayIn } from '../fixtures/booking';
import { book, dateIn, setStatus, startSession } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

/** "2026-12-04" → "Friday 4 December", as the refusal names a day. */
const dayInWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

test('staff limit bookings a day; a player who has one that day is told at the time step', async ({
  page,
  club,
  player,
  request,
}) => {
  test.setTimeout(90_000);
  // Staff set the limit on the location form.
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/reporting$/);
  await page.goto(`/update-locations/${club.id}`);
  const perDay = page.getByRole('textbox', { name: /^Bookings per player a day/ });
  await expect(perDay).toHaveValue('');
  await perDay.fill('1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Location updated successfully.')).toBeVisible();

  // The player already plays that day (booked and confirmed at the desk).
  const date = dateIn(3, club.timeZone);
  const [held] = await book(request, player.login, {
    location: club.id,
    court_id: club.courts.get(1)!,
    booking_date: date,
    start_time: '10:00',
    end_time: '11:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  await setStatus(request, club.staff, held!.booking_id, 'confirmed');

  await startSession(page, player.login, club.location);
  await page.goto('/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  await chooseStart(page, '6:00 PM');
  const refusal = page.getByRole('alert', { name: "Over the club's booking limit" });
  await expect(refusal).toHaveText(
    `Over the club's booking limit` +
      `You have 1 of 1 booking on ${dayInWords(date)} at ${club.name}; please choose another day.`,
  );
  await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeDisabled();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.screenshot({ path: '/tmp/fair-use-step2.png', fullPage: true });

  // Another day is free of the limit: the player goes on to the courts.
  await page.getByRole('button', { name: 'PREVIOUS' }).click();
  const otherDay = dateIn(4, club.timeZone);
  if (otherDay.slice(0, 7) !== date.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('button', { name: longDate(otherDay) }).click();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await chooseStart(page, '6:00 PM');
  await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeEnabled();
  await expect(refusal).toHaveCount(0);
});
