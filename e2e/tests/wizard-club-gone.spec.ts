import type { Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { startSession } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

const shots = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
};

test('when the player’s club is gone, the wizard offers Change club', async ({
  page,
  request,
  club,
  player: { login: player },
}, testInfo) => {
  await startSession(page, player, club.location);
  const gone = await request.put(`/api/locations/${club.id}/`, {
    headers: { Authorization: `Bearer ${club.staff.access_token}` },
    data: { is_active: false },
  });
  expect(gone.status(), await gone.text()).toBe(200);

  await openPage(page, '/user-book-court');
  const alert = page.getByRole('alert').filter({ hasText: 'Booking is not possible here' });
  await expect(alert).toBeVisible();
  const change = alert.getByRole('link', { name: 'Change club' });
  await expect(change).toBeVisible();
  await shots(page, testInfo, 'club-gone-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await shots(page, testInfo, 'club-gone-phone');
  await change.click();
  await expect(page).toHaveURL(/\/user-select-location$/);
});
