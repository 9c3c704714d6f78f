import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../fixtures/bookings';

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
