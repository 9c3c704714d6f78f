import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/bookings';

const form = (page: Page) => page.getByRole('form', { name: 'Contact Us' });
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label);
const phone = (page: Page) => form(page).getByRole('textbox', { name: 'Phone number' });
const message = (page: Page) => form(page).getByRole('textbox', { name: /^Message/ });

async function fillGood(page: Page, text: string) {
  await field(page, /First name/).fill('dana');
  await field(page, /Last name/).fill('okafor');
  await field(page, /^Email/).fill('dana.okafor@example.test');
  await phone(page).fill('2155550147');
  await message(page).fill(text);
}

test.describe('the Contact Us page', () => {
  test('shows its texts and each message for each bad field', async ({ page }) => {
    await page.goto('/user-contact-us');
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(
      page.getByText('A question about a court, a booking or your account?'),
    ).toBeVisible();

    // Everything at once on submit.
    await form(page).getByRole('button', { name: 'Send message' }).click();
    for (const text of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Phone number is required.',
      'Description is required.',
    ]) {
      await expect(form(page).getByText(text)).toBeVisible();
    }

    // Then each field on its own, as it changes.
    await field(page, /First name/).fill('a');
    await expect(form(page).getByText('First name must be at least 2 characters.')).toBeVisible();
    await field(page, /First name/).fill('b'.repeat(101));
    await expect(
      form(page).getByText('First name must be no more than 100 characters.'),
    ).toBeVisible();
    await field(page, /Last name/).fill('c');
    await expect(form(page).getByText('Last name must be at least 2 characters.')).toBeVisible();
    await field(page, /Last name/).fill('d'.repeat(101));
    await expect(
      form(page).getByText('Last name must be no more than 100 characters.'),
    ).toBeVisible();
    await field(page, /^Email/).fill('dana@');
    await expect(form(page).getByText('Email is not valid.')).toBeVisible();
    await phone(page).fill('+1702');
    await expect(form(page).getByText('Phone number must be at least 7 characters.')).toBeVisible();
    await message(page).fill('Hello');
    await expect(form(page).getByText('Description is required.')).toBeHidden();
    await message(page).fill('   ');
    await expect(form(page).getByText('Description is required.')).toBeVisible();
    // The name is upper-cased as it is typed.
    await field(page, /First name/).fill('');
    await field(page, /First name/).pressSequentially('zoe');
    await expect(field(page, /First name/)).toHaveValue('Zoe');
  });

  test('checks a fresh field when it loses focus', async ({ page }) => {
    await page.goto('/user-contact-us');
    await field(page, /^Email/).fill('nobody@');
    await expect(form(page).getByText('Email is not valid.')).toBeHidden();
    await field(page, /^Email/).blur();
    await expect(form(page).getByText('Email is not valid.')).toBeVisible();
    await message(page).focus();
    await message(page).blur();
    await expect(form(page).getByText('Description is required.')).toBeVisible();
  });

  test('sends a good message, which a super admin then finds in /messages', async ({
    page,
    browser,
  }) => {
    const unique = `Floodlights on court 3? ref ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/user-contact-us');
    await fillGood(page, unique);
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact-us/') && response.request().method() === 'POST',
    );
    await form(page).getByRole('button', { name: 'Send message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toBeUndefined();
    expect(response.request().postDataJSON()).toEqual({
      first_name: 'Dana',
      last_name: 'Okafor',
      email: 'dana.okafor@example.test',
      phone: '+12155550147',
      message: unique,
    });
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(field(page, /First name/)).toHaveValue('');
    await expect(field(page, /^Email/)).toHaveValue('');
    await expect(message(page)).toHaveValue('');

    const staff = await browser.newPage();
    await staff.goto('/login');
    const signIn = staff.getByRole('form', { name: 'Staff sign in' });
    await signIn.getByLabel('Email').fill('superadmin@demo.test');
    await signIn.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: /sign in|login/i }).click();
    await expect(staff).toHaveURL(/\/reporting$/);
    await staff.goto('/messages');
    await expect(staff.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await staff.getByLabel('Search').fill(unique);
    const row = staff.getByRole('row').filter({ hasText: 'Dana Okafor' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('dana.okafor@example.test');
    await staff.close();
  });
});
