import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { book, dateIn, setStatus, startSession } from '../fixtures/bookings';
import { expect, test } from '../fixtures/test';

const HEADER =
  'Created at (club time),Date played,Start,Duration,Court,Location,Player name,Email,Phone,Country,Amount,Tax,Card fee,Total,Status,Paid by,Paid at club';

/** No serious or critical WCAG 2 A/AA problem on the page. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test.use({ playerName: 'Report' });

test('a super admin reads the report and exports the filtered bookings as CSV', async ({
  page,
  request,
  club,
  player,
}) => {
  // The journey's own club ($25.00 an hour, tax 10.25 %, card fee 2.5 %), four weeks ahead.
  const date = dateIn(27, club.timeZone);
  const [booking] = await book(request, player.login, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: date,
    start_time: '07:00:00',
    end_time: '08:00:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  // Confirmed by staff (to be paid at the club): a booking in the figures, pay-at-club revenue.
  const superAdmin = club.staff;
  await setStatus(request, superAdmin, booking!.booking_id, 'confirmed');

  await startSession(page, superAdmin);
  await page.goto('/reporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  for (const card of [
    'players',
    'bookings',
    'courts',
    'revenue',
    'venue-revenue',
    'total-revenue',
  ]) {
    await expect(page.getByTestId(`card-${card}`)).toHaveText(/\S/);
  }
  for (const chart of ['Bookings by day', 'Revenue by day', 'Court use by hour of day']) {
    await expect(page.getByRole('heading', { level: 2, name: chart })).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/reporting-light.png', fullPage: true });
  await expectAccessible(page);

  // Filter: the club, the booking's date, the player's email.
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: club.name, exact: true }).click();
  await page.getByLabel(/^From/).fill(date);
  await page.getByLabel(/^To/).fill(date);
  await page.getByLabel('Search').fill(player.email);
  const table = page.getByRole('table', { name: 'Bookings in the report' });
  await expect(table.getByRole('row').filter({ hasText: player.email })).toHaveCount(1);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(page.getByTestId('card-bookings')).not.toHaveText('0');
  await expect(
    page
      .getByRole('table', { name: 'Court use by hour of day' })
      .getByRole('row', { name: /^07:00 / }),
  ).not.toHaveText(/07:00\s*0 h/);
  await page.screenshot({ path: '/tmp/reporting-filtered.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bookings-${date}-to-${date}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `,${date},07:00,1:00,3,${club.name},Report Booker,${player.email},+12155550147,US,25.00,2.56,0.00,27.56,confirmed,club,outstanding`,
  );

  // Dark mode: the same page, still readable.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('arise-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('card-revenue')).toHaveText(/\$/);
  await page.screenshot({ path: '/tmp/reporting-dark.png', fullPage: true });
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/reporting-360.png', fullPage: true });
});
