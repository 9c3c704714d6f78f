import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from '../fixtures/app';
import { DEMO_PASSWORD } from '../fixtures/booking';
import { locationIdOf } from '../fixtures/bookings';
import { linkIn, waitForMail } from '../fixtures/mailbox';

const PASSWORD = 'Court2026!';
const CLUB = 'Downtown Racquet Club';
const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Registers a player at the demo club through the API; returns the email and its link. */
async function registered(request: APIRequestContext, who: string) {
  const email = uniqueEmail(who);
  const since = new Date();
  const response = await request.post('/api/user-register/', {
    data: {
      first_name: 'Val',
      last_name: 'Idate',
      email,
      phone: '+12155550149',
      country: 'US',
      user_type: '2',
      password: PASSWORD,
      confirm_password: PASSWORD,
      location_id: await locationIdOf(request, CLUB),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const mail = await waitForMail(email, /verify/i, since);
  return { email, link: linkIn(mail, /http:\/\/[^\s"<>]+\/verify-email\?uuid=[0-9a-f-]{36}/) };
}

async function logInAtClub(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('after verifying, Login opens the club login with the email; a second click says already verified', async ({
  page,
  request,
}) => {
  const { email, link } = await registered(request, 'verified');
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Email verified successfully!' });
  await expect(dialog.getByText('You can now log in.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByText(`Welcome back! Log in to book a court at ${CLUB}.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' }).getByLabel('Email')).toHaveValue(email);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email already verified' }),
  ).toBeVisible();
  await expect(page.getByText('Your email is already verified. You can log in.')).toBeVisible();
  await expect(page.getByText("We couldn't verify your email")).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await logInAtClub(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user-book-court$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
});

test('a player page opened logged out goes through Search Court and the login, then back', async ({
  page,
}) => {
  await openPage(page, '/user-bookings');
  await expect(page).toHaveURL(/\/user-select-location$/);
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: new RegExp(CLUB) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await logInAtClub(page, 'player@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  // With the club stored, the login comes at once.
  await page.evaluate(() => localStorage.removeItem('user_access_valid_token'));
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByText(`Welcome back! Log in to book a court at ${CLUB}.`)).toBeVisible();
  await logInAtClub(page, 'player@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user-profile$/);
});

test('a staff page opened logged out goes to /login, then back', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill('superadmin@demo.test');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('an unverified login shows one message on the page and the toast, below the header', async ({
  page,
  request,
}, testInfo) => {
  const { email } = await registered(request, 'unverified');
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: new RegExp(CLUB) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await logInAtClub(page, email, PASSWORD);

  const words = 'Please verify your email before logging in. We can send you a new link.';
  const toasts = page.locator('.mantine-Notifications-root');
  const toast = toasts.getByRole('alert').filter({ hasText: words });
  await expect(toast).toBeVisible();
  // On the page, the one box with its resend offer: no red alert repeating the toast.
  const onPage = page.getByRole('main').getByRole('alert');
  await expect(onPage).toHaveCount(1);
  await expect(onPage).toContainText('Please verify your email');
  await expect(onPage.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await expect(page.getByRole('main').getByText(words)).toHaveCount(0);

  const header = await page.getByRole('banner').boundingBox();
  const shown = await toast.boundingBox();
  expect(header && shown && shown.y >= header.y + header.height).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('unverified-login.png') });
});

test('a profile photo that is not an image is refused when chosen, under the field', async ({
  page,
}) => {
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: new RegExp(CLUB) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await logInAtClub(page, 'player@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user-book-court$/);
  await page.goto('/user-profile');
  let saved = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/profile/')) saved += 1;
  });
  const input = page.getByLabel('Profile photo');
  await input.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are my notes, not a photo'),
  });
  const error = page
    .getByRole('alert')
    .filter({ hasText: 'The image must be a JPEG, PNG or WebP file.' });
  await expect(error).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(error).toBeVisible();
  expect(saved).toBe(0);
});

test('pasting a code with letters says to enter the 6 digits', async ({ page }) => {
  await page.goto('/user-forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('paster'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-otp$/);
  const first = page.getByLabel('Digit 1 of 6');
  await first.focus();
  await first.evaluate((box) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'ab12cd');
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByText('Enter the 6 digits from the email')).toBeVisible();
  await expect(first).toHaveValue('');
});

test('the registration refuses a phone number libphonenumber does not know, under the field, and keeps the country', async ({
  page,
}) => {
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: new RegExp(CLUB) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user-register/')) sent += 1;
  });
  await form.getByLabel('First name').fill('Phoebe');
  await form.getByLabel('Last name').fill('Numbers');
  await form.getByLabel('Email').fill(uniqueEmail('phone'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  const phone = form.getByLabel('Phone number');
  await phone.fill('+1 (555) 202-5550');
  await expect(form.getByText('Phone number is not valid.')).toBeVisible();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Phone number is not valid.')).toBeVisible();
  expect(sent).toBe(0);

  // Clearing "+1" and typing a US number keeps the United States (not Egypt, +20).
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await phone.press('Backspace');
  await phone.pressSequentially('2025550147');
  await expect(phone).toHaveValue('+1 (202) 555-0147');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await expect(form.getByText('Phone number is not valid.')).toHaveCount(0);
});
