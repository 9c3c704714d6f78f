import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { chooseDate, startOption, todayIn } from '../fixtures/booking';
import { DEMO_PASSWORD, logIn, setStatus, startSession } from '../fixtures/bookings';

/** A location and court of this journey's own, so no other spec's demo prices change. */
async function createPricedLocation(request: APIRequestContext, name: string) {
  const admin = await logIn(request, 'superadmin@demo.test', DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const location = await request.post('/api/locations/', {
    headers,
    data: {
      name,
      address_1: '1 Price Street',
      time_zone: 'America/New_York',
      tax_percent: '8',
      card_fee_percent: '3',
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  // The new location's fields sit beside code and message.
  const { id } = (await location.json()) as { id: number };
  const court = await request.post('/api/courts/', {
    headers,
    data: { location_id: id, court_number: 1, court_fee_hrs: '40' },
  });
  expect(court.status(), await court.text()).toBe(201);
  return id;
}

async function signInAsSuperAdmin(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/reporting$/);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a super admin changes a court fee, sees the preview follow, saves, and finds it saved', async ({
  page,
  request,
}) => {
  // Two axe scans and four full-page screenshots: about 15 to 25 s alone, more than the default
  // 60 s on a loaded machine (the same as the other journeys with axe scans).
  test.setTimeout(90_000);
  const name = `Price Lab ${Date.now() % 100_000}`;
  const locationId = await createPricedLocation(request, name);
  await signInAsSuperAdmin(page);

  await page.goto('/price-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Price configuration' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Location' });
  await picker.fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`location=${locationId}$`));

  const fee = page.getByLabel('Hourly fee of court 1');
  await expect(fee).toHaveValue('40.00');
  const summary = page.getByTestId('preview-summary');
  // 1 hour: 40.00 + 8 % tax 3.20 + 3 % card fee 1.20
  await expect(summary).toHaveText('$44.40');
  await fee.fill('50');
  await expect(summary).toHaveText('$55.50');
  await page.getByRole('checkbox', { name: 'Book every week for 4 weeks' }).check();
  await expect(summary).toHaveText('$222.00');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/prices-light.png', fullPage: true });

  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Price configuration updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save prices' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Hourly fee of court 1')).toHaveValue('50.00');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(name);

  await page.evaluate(() => localStorage.setItem('arise-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByLabel('Hourly fee of court 1')).toHaveValue('50.00');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/prices-dark.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('preview-summary')).toHaveText('$55.50');
  await page.screenshot({ path: '/tmp/prices-phone-dark.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('arise-color-scheme', 'light'));
  await page.reload();
  await expect(page.getByLabel('Hourly fee of court 1')).toHaveValue('50.00');
  await page.screenshot({ path: '/tmp/prices-phone-light.png', fullPage: true });
});

test('a super admin sets a peak period on the week; the preview and the quote price by it', async ({
  page,
  request,
  player: journeyPlayer,
}) => {
  test.setTimeout(90_000);
  const name = `Peak Lab ${Date.now() % 100_000}`;
  const locationId = await createPricedLocation(request, name);
  await signInAsSuperAdmin(page);
  await page.goto(`/price-configuration?location=${locationId}`);
  await expect(page.getByLabel('Hourly fee of court 1')).toHaveValue('40.00');
  await expect(page.getByRole('img', { name: 'The week has no price periods.' })).toBeVisible();

  await page.getByRole('button', { name: 'Add price period' }).click();
  await page.getByLabel('Name of price period 1').fill('Peak');
  await page.getByLabel('Hourly fee of price period 1').fill('60');
  await expect(
    page.getByRole('img', { name: 'Price periods: Peak: 18:00 to 22:00.' }),
  ).toBeVisible();

  // A Monday three weeks ahead, at 6 PM for an hour: all of it at peak, before saving.
  const monday = new Date();
  monday.setDate(monday.getDate() + 21 + ((8 - monday.getDay()) % 7));
  const mondayText = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Date').fill(mondayText);
  // 60.00 + 8 % tax 4.80 + 3 % card fee 1.80
  await expect(page.getByTestId('preview-summary')).toHaveText('$66.60');
  await expect(page.getByText('1 hour Peak at $60.00 an hour')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Price configuration updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name of price period 1')).toHaveValue('Peak');

  // A player's quote (no token needed): 17:30–19:00 is 30 minutes at $40 and an hour at $60.
  const courts = await request.get(`/api/locations/${locationId}/courts/`, {
    headers: {
      Authorization: `Bearer ${(await logIn(request, 'superadmin@demo.test', DEMO_PASSWORD)).access_token}`,
    },
  });
  const [court] = (await courts.json()) as { court_id: number }[];
  const quote = await request.post('/api/quote/', {
    data: {
      location_id: locationId,
      court_id: court!.court_id,
      booking_date: mondayText,
      start_time: '17:30',
      end_time: '19:00',
      book_for_four_weeks: 'False',
    },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  expect(await quote.json()).toMatchObject({ total_price: '80.00' });

  // The player (the journey's own: its bookings are the only ones it has) sees each start's
  // price before choosing, in the list and on the grid.
  const player = await logIn(request, journeyPlayer.email, journeyPlayer.password, locationId);
  await startSession(page, player, { id: locationId, name });
  await page.goto('/user-book-court');
  await chooseDate(page, mondayText, todayIn('America/New_York'));
  await expect(startOption(page, '5:00 PM')).toHaveText('5:00 PM · $40.00');
  // 17:30–18:30: half an hour at $40 and half at the peak's $60.
  await expect(startOption(page, '5:30 PM')).toHaveText('5:30 PM · $50.00');
  await expect(startOption(page, '6:00 PM')).toHaveText('6:00 PM · $60.00');
  const peakCell = page.getByRole('button', { name: 'Court 1 at 6:00 PM, free, $60.00' });
  await expect(peakCell).toHaveText('$60.00');
  await peakCell.click();
  await page.getByLabel('Duration', { exact: true }).selectOption({ label: '1.5 hours' });
  await expect(page.getByText('6:00 PM to 7:30 PM · $90.00')).toBeVisible();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Court 1' })).toContainText('$90.00');
  await expect(page.getByRole('radio', { name: 'Court 1' })).toContainText('Peak price');

  // Booked and confirmed at the desk: the report puts its fee under Peak.
  await page.getByRole('radio', { name: 'Court 1' }).click();
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
  const upcoming = await request.get('/api/court-bookings/?type=upcoming', {
    headers: { Authorization: `Bearer ${player.access_token}` },
  });
  const [held] = ((await upcoming.json()) as { results: { booking_id: number }[] }).results;
  const staff = await logIn(request, 'superadmin@demo.test', DEMO_PASSWORD);
  await setStatus(request, staff, held!.booking_id, 'confirmed');
  await startSession(page, staff);
  await page.goto('/reporting');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByLabel(/^From/).fill(mondayText);
  await page.getByLabel(/^To/).fill(mondayText);
  const byPeriod = page.getByRole('table', { name: 'Revenue by price period' });
  await expect(byPeriod.getByRole('row', { name: /^Peak/ })).toHaveText('Peak1.5 h$90.00');
});
