import type { Page } from '@playwright/test';
import { chooseDate, chooseStart, todayIn } from '../fixtures/booking';
import { dateIn, startSession } from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true });

test.describe('the wizard’s steps', () => {
  test('NEXT and PREVIOUS move the keyboard focus to the new step’s heading', async ({
    page,
    club,
    player: { login: player },
  }) => {
    await startSession(page, player, club.location);
    await openPage(page, '/user-book-court');
    await chooseDate(page, dateIn(2, club.timeZone), todayIn(club.timeZone));
    await expect(heading(page, 'Time Slot')).toBeFocused();
    // The next Tab goes into the step, not to the footer.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Start time', { exact: true })).toBeFocused();

    await chooseStart(page, '8:00 AM');
    await next(page).click();
    await expect(heading(page, 'Select Court')).toBeFocused();
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await expect(heading(page, 'Time Slot')).toBeFocused();
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await expect(heading(page, 'Choose Date')).toBeFocused();
  });

  test('the browser’s Back and Forward move between the steps, and a reload keeps the step', async ({
    page,
    club,
    player: { login: player },
  }) => {
    await startSession(page, player, club.location);
    await openPage(page, '/user-book-court');
    await chooseDate(page, dateIn(2, club.timeZone), todayIn(club.timeZone));
    await expect(heading(page, 'Time Slot')).toBeVisible();
    await chooseStart(page, '8:00 AM');
    await next(page).click();
    await expect(heading(page, 'Select Court')).toBeVisible();

    await page.goBack();
    await expect(heading(page, 'Time Slot')).toBeVisible();
    await expect(page).toHaveURL(/\/user-book-court\?step=time$/);
    await expect(heading(page, 'Time Slot')).toBeFocused();
    await page.goBack();
    await expect(heading(page, 'Choose Date')).toBeVisible();
    await expect(page).toHaveURL(/\/user-book-court$/);
    await page.goForward();
    await expect(heading(page, 'Time Slot')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'Select Court')).toBeVisible();
    await expect(page).toHaveURL(/\/user-book-court\?step=court$/);

    await page.reload();
    await expect(heading(page, 'Select Court')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Time Slot')).toBeVisible();
    await expect(page.getByLabel('Start time', { exact: true })).toHaveValue(String(8 * 60));
  });

  test('a step the choices do not reach yet is not opened from the address', async ({
    page,
    club,
    player: { login: player },
  }) => {
    await startSession(page, player, club.location);
    await openPage(page, '/user-book-court?step=payment');
    await expect(heading(page, 'Choose Date')).toBeVisible();
    await expect(page).toHaveURL(/\/user-book-court$/);
  });
});
