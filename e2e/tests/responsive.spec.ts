import { expect, test } from '@playwright/test';
import { openPage } from '../fixtures/app';

test.describe('on a 360 px wide phone', () => {
  for (const url of [
    '/',
    '/how-it-works',
    '/user-select-location',
    '/privacy-policy',
    '/user-contact-us',
    '/404',
    '/500',
  ]) {
    test(`${url} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('keeps Book a Court reachable from the header', async ({ page }) => {
    await openPage(page, '/');
    const banner = page.getByRole('banner');
    const direct = banner.getByRole('link', { name: 'Book a Court' });
    if (!(await direct.isVisible())) {
      await banner.getByRole('button', { name: /menu/i }).click();
    }
    await page
      .getByRole('link', { name: 'Book a Court' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/user-select-location$/);
  });
});
