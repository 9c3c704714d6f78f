import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('a visitor on the public pages', () => {
  test('sees the landing page with its banner, call to action, app badges and steps', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Not a business? Book on the arisecourt app')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
    for (const step of [
      /search courts/i,
      /register/i,
      /select date and time/i,
      /book in advance/i,
    ]) {
      await expect(page.getByRole('main').getByText(step).first()).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByText('Terms & Conditions')).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));

    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/user-contact-us$/);
  });

  test('offers Book a Court and a Staff Sign In that opens in a new tab', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Book a Court' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
    const staff = banner.getByRole('link', { name: 'Staff Sign In' });
    await expect(staff).toHaveAttribute('href', '/login');
    await expect(staff).toHaveAttribute('target', '_blank');
  });

  test('can deep-link to How It Works and refresh it', async ({ page }) => {
    const response = await page.goto('/how-it-works');
    expect(response?.status()).toBe(200);
    const steps = [
      'Register',
      'Select Date and Time',
      'Book in Advance',
      'No Cancellations or Refunds',
    ];
    for (const step of steps) await expect(page.getByRole('heading', { name: step })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/how-it-works$/);
    for (const step of steps) await expect(page.getByRole('heading', { name: step })).toBeVisible();
  });

  test('sees a friendly 404 page', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
    await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
  });

  test('meets accessibility rules on the landing and how-it-works pages', async ({ page }) => {
    for (const url of ['/', '/how-it-works']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });
});
