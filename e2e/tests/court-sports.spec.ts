import type { Page } from '@playwright/test';
import { chooseDate, chooseStart, DEMO_PASSWORD, todayIn, tomorrowIn } from '../fixtures/booking';
import { book, setStatus, startSession } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

/** A Mantine select in the dialog: opened, then the option by its label. */
async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Issue Step 17, section 4, end to end: staff make court 1 a padel court with 90-minute sessions;
 * the player is asked the sport, offered padel's one length, and books "Centre Court"; a tennis
 * hour sits beside it on the day sheet, each as long as its court's sessions; the report counts
 * both by sport.
 */
test('staff make a padel court of 90-minute sessions; a player books it beside tennis', async ({
  page,
  club,
  player,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/reporting$/);

  // Staff: court 1 becomes "Centre Court", padel, 90 minutes only.
  await page.goto(`/location-details/${club.id}`);
  await page.getByRole('button', { name: 'Edit court 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit court 1' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Centre Court');
  await dialog.getByRole('combobox', { name: 'Sport' }).fill('padel');
  await pick(page, dialog.getByRole('combobox', { name: 'Shortest session' }), '90 min');
  await pick(page, dialog.getByRole('combobox', { name: 'Longest session' }), '90 min');
  await expect(dialog).toContainText('Offers 1.5 hours, starting every 30 minutes');
  await dialog.getByRole('button', { name: 'Save court' }).click();
  await expect(page.getByText('Court updated successfully.')).toBeVisible();
  const centre = page
    .getByRole('row')
    .filter({ has: page.getByText('Centre Court', { exact: true }) });
  await expect(centre).toContainText('Padel');

  // The player: the sport first, then padel's one length and its court by name.
  const date = tomorrowIn(club.timeZone);
  await startSession(page, player.login, club.location);
  await page.goto('/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  const sports = page.getByRole('radiogroup', { name: 'Sport' });
  await expect(sports).toBeVisible();
  await sports.getByText('Padel', { exact: true }).click();
  const duration = page.getByLabel('Duration', { exact: true });
  await expect(duration.locator('option')).toHaveText(['1.5 hours']);
  await chooseStart(page, '6:00 PM');
  await page.screenshot({ path: '/tmp/court-sports-time.png', fullPage: true });
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/court-sports-court-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const courts = page.getByRole('radio', { name: /Court/ });
  await expect(courts).toHaveCount(1);
  const court = page.getByRole('radio', { name: 'Centre Court' });
  await expect(court).toContainText('Padel');
  await court.click();
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const [padel] = ((await response.json()) as { data: { booking_id: number; end_time: string }[] })
    .data;
  expect(padel!.end_time).toBe('19:30:00');
  await setStatus(request, club.staff, padel!.booking_id, 'confirmed');

  // An hour of tennis on court 2 at the same time, confirmed at the desk.
  const [tennis] = await book(request, player.login, {
    location: club.id,
    court_id: club.courts.get(2)!,
    booking_date: date,
    start_time: '18:00',
    end_time: '19:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  await setStatus(request, club.staff, tennis!.booking_id, 'confirmed');

  // The day sheet: the two sessions side by side, each as long as its court's.
  await startSession(page, club.staff);
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);
  const sheet = page.getByRole('table', { name: /^Day sheet for / });
  await expect(sheet.getByRole('columnheader', { name: /Centre Court/ })).toContainText('Padel');
  await expect(
    sheet.getByRole('button', { name: /^Centre Court, 6:00 PM – 7:30 PM: Robin Booker/ }),
  ).toBeVisible();
  await expect(
    sheet.getByRole('button', { name: /^Court 2, 6:00 PM – 7:00 PM: Robin Booker/ }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/court-sports-sheet.png', fullPage: true });

  // The report: a session of each sport.
  await page.goto('/reporting');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await page.getByLabel(/^From/).fill(todayIn(club.timeZone));
  await page.getByLabel(/^To/).fill(date);
  const bySport = page.getByRole('table', { name: 'Bookings by sport' });
  await expect(
    bySport.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Padel' }) }),
  ).toHaveText(/^Padel11\.5 h\$[\d.]+$/);
  await expect(
    bySport.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tennis' }) }),
  ).toHaveText(/^Tennis11 h\$[\d.]+$/);
});
