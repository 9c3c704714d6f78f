import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  chooseDate,
  chooseFreeCourt,
  chooseTime,
  noSidewaysScroll,
  todayIn,
} from '../fixtures/booking';
import { dateIn, startSession, type LoggedIn } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

// Coming back to a step, the player's own hold is theirs (DESIGN.md section 4): shown as
// "Your hold · mm:ss left", chosen, and NEXT keeps it; and the hold can be given back in the wizard.

interface Created {
  booking_id: number;
  court_id: number;
  status: string;
}

const YOUR_HOLD = /^Your hold · 1[45]:\d\d left$/;

/** Every POST /api/court-bookings/ the page makes, counted from now on. */
function countBookingPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/court-bookings/')) {
      posts.push(request.url());
    }
  });
  return posts;
}

/** Step 3's NEXT: the booking it made (one, or the four of a weekly series). */
async function createAtCourtStep(page: Page): Promise<Created[]> {
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/court-bookings/') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: Created[] };
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();
  return data;
}

async function pendingIds(request: APIRequestContext, login: LoggedIn): Promise<number[]> {
  const response = await request.get('/api/court-bookings/?type=upcoming', {
    headers: { Authorization: `Bearer ${login.access_token}` },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: Created[] };
  return results.filter((b) => b.status === 'pending').map((b) => b.booking_id);
}

const shots = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
};

for (const weekly of [false, true]) {
  test(`back at the court and time steps, the player's own ${weekly ? 'weekly ' : ''}hold is theirs and NEXT keeps it`, async ({
    page,
    request,
    club,
    player: { login: player },
  }, testInfo) => {
    await startSession(page, player, club.location);
    const date = dateIn(2, club.timeZone);
    await openPage(page, '/user-book-court');
    await chooseDate(page, date, todayIn(club.timeZone));
    await chooseTime(page, { start: '7:00 AM', duration: '1 hour', weekly });
    const court = await chooseFreeCourt(page);
    const held = await createAtCourtStep(page);
    const posts = countBookingPosts(page);

    // PREVIOUS to the court step: the held court is the player's, chosen, and NEXT goes on.
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
    const own = page.getByRole('radio', { name: `Court ${court}, your hold` });
    await expect(own).toBeEnabled();
    await expect(own).toBeChecked();
    await expect(own.getByText(YOUR_HOLD)).toBeVisible();
    await expect(page.getByText(/is no longer free/)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /booked/ })).toHaveCount(0);
    if (!weekly) await shots(page, testInfo, 'court-step-own-hold-desktop');
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();

    // Back to the time step: the hold's cells are the player's too, and forward again keeps it.
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Time Slot' })).toBeVisible();
    for (const time of ['7:00 AM', '7:30 AM']) {
      const cell = page.getByRole('button', { name: `Court ${court} at ${time}, your hold` });
      await expect(cell).toBeVisible();
      await expect(cell).toContainText(/Your hold/);
    }
    await expect(page.getByLabel('Start time', { exact: true })).toHaveValue(String(7 * 60));
    if (!weekly) {
      await shots(page, testInfo, 'time-step-own-hold-desktop');
      await page.setViewportSize({ width: 360, height: 740 });
      await noSidewaysScroll(page);
      await shots(page, testInfo, 'time-step-own-hold-phone');
      // In dark mode too the hold's cells stand apart from the free ones (a dashed border when
      // not chosen) and their words keep their contrast, chosen or not.
      await page.emulateMedia({ colorScheme: 'dark' });
      const cell = (time: string) =>
        page.getByRole('button', { name: `Court ${court} at ${time}, your hold` });
      await expect(cell('7:30 AM')).toHaveCSS('border-style', 'dashed');
      await expect(cell('7:00 AM')).toHaveAttribute('aria-pressed', 'true');
      const contrast = await new AxeBuilder({ page })
        .include('table')
        .withRules(['color-contrast'])
        .analyze();
      expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target))).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
    await expect(own).toBeChecked();
    await expect(page.getByText(/is no longer free/)).toHaveCount(0);
    if (!weekly) {
      await noSidewaysScroll(page);
      await shots(page, testInfo, 'court-step-own-hold-phone');
    }
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible();

    // One booking all along: NEXT asked for none again, and the player holds only the first.
    expect(posts).toHaveLength(0);
    expect(held).toHaveLength(weekly ? 4 : 1);
    expect(await pendingIds(request, player)).toEqual(held.map((b) => b.booking_id));
  });
}

test('the hold counts down on the Payment step too, and is released from the wizard', async ({
  page,
  request,
  club,
  player: { login: player },
}, testInfo) => {
  await startSession(page, player, club.location);
  const date = dateIn(2, club.timeZone);
  await openPage(page, '/user-book-court');
  await chooseDate(page, date, todayIn(club.timeZone));
  await chooseTime(page, { start: '9:00 AM', duration: '1 hour' });
  const court = await chooseFreeCourt(page);
  const [held] = await createAtCourtStep(page);
  await expect(page.getByRole('button', { name: 'Release hold' })).toBeVisible();

  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
  const release = page.getByRole('button', { name: 'Release hold' });
  await expect(release).toBeVisible();
  await shots(page, testInfo, 'payment-step-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await shots(page, testInfo, 'payment-step-phone');

  await release.click();
  await expect(page.getByText('Hold released: the court is free again.')).toBeVisible();
  // Back at the court step, the court free for anyone again.
  await expect(page.getByRole('heading', { level: 2, name: 'Select Court' })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Court ${court}`, exact: true })).toBeEnabled();
  await expect(page.getByText(/Your hold/)).toHaveCount(0);
  expect(await pendingIds(request, player)).not.toContain(held!.booking_id);
});
