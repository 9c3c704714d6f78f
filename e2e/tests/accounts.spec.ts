import { expect, test, type Page } from '@playwright/test';
import { codeIn, linkIn, waitForMail } from '../fixtures/mailbox';
import { greenSquarePng } from '../fixtures/pngs';
import { openPage } from '../fixtures/app';

const PASSWORD = 'Court2026!';
const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Search Court → pick the demo club → the player login for it. */
async function openPlayerLogin(page: Page) {
  await openPage(page, '/user-select-location');
  await page.getByPlaceholder('Search Organization...').fill('downtown');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: /Downtown Racquet Club/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByText('Downtown Racquet Club').first()).toBeVisible();
}

/** A refused login's message: under the form (role=alert), which stays, and in the toast. */
async function refusedWith(page: Page, formName: string, message: string) {
  const form = page.getByRole('form', { name: formName });
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(
    page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: message }),
  ).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test.describe('a player account', () => {
  test('registers, verifies by email, logs in, edits the profile with a photo, and logs out', async ({
    page,
  }) => {
    const email = uniqueEmail('newplayer');
    await openPlayerLogin(page);

    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('robin');
    await expect(form.getByLabel('First name')).toHaveValue('Robin');
    await form.getByLabel('Last name').fill('Hood');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('2155550147');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect(
      form.getByText('Password must be 8+ chars with upper, lower, number & special (!@#$&%).'),
    ).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    const since = new Date();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/Registration successful/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();

    // Not verified yet: the login says so.
    await logIn(page, email, PASSWORD);
    await expect(page.getByText(/verify your email/i).first()).toBeVisible();

    const mail = await waitForMail(email, /verify/i, since);
    const link = linkIn(mail, /http:\/\/[^\s"<>]+\/verify-email\?uuid=[0-9a-f-]{36}/);
    await page.goto(link);
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(page.getByText('You can now log in.')).toBeVisible();

    await openPlayerLogin(page);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/user-book-court$/);
    const userMenu = page.getByRole('banner').getByRole('button', { name: 'Robin Hood' });
    await expect(userMenu).toBeVisible();

    await page.goto('/user-profile');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await page.getByLabel(/First name/).fill('Robyn');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: greenSquarePng() });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/First name/)).toHaveValue('Robyn');
    await expect(page.locator('img[src*="/uploads/avatars/"]').first()).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Robyn Hood' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user_access_valid_token'))).toBeNull();
    // Logged out, with no club stored: Search Court, to log in there and come back.
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/user-select-location$/);
  });

  test('recovers a forgotten password with the emailed code and logs in with the new one', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('forgetful');
    // The body of /all_locations/ is the list itself.
    const locations = (await (await request.get('/api/all_locations/')).json()) as {
      id: number;
    }[];
    const registered = await request.post('/api/user-register/', {
      data: {
        first_name: 'Fay',
        last_name: 'Gotten',
        email,
        phone: '+12155550148',
        country: 'US',
        user_type: '2',
        password: PASSWORD,
        confirm_password: PASSWORD,
        location_id: locations[0]?.id,
      },
    });
    expect(registered.status()).toBe(201);
    const verifyMail = await waitForMail(email, /verify/i);
    const uuid = /uuid=([0-9a-f-]{36})/.exec(verifyMail.text)?.[1];
    expect((await request.get(`/api/verify-email/${uuid}/`)).status()).toBe(200);

    await page.goto('/user-forgot-password');
    const since = new Date();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user-otp$/);
    await expect(page.getByText(/Resend OTP in \d+s/)).toBeVisible();

    const code = codeIn(await waitForMail(email, /code/i, since));
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user-new-password$/);

    const newPassword = 'Fresh2026#';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/user-select-location$/);

    await openPlayerLogin(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toHaveText(
      'The email or password is incorrect.',
    );
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/user-book-court$/);
  });
});

test('an email one character past the 254 the address can hold is refused with its message', async ({
  page,
}) => {
  // A well-formed address of 255 characters: the longest local part, then labels of 63.
  const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
  expect(email).toHaveLength(255);
  await openPlayerLogin(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Long');
  await form.getByLabel('Last name').fill('Address');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('2155550147');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Email must be no more than 254 characters.')).toBeVisible();
  await expect(form).toBeVisible();
  expect(sent).toEqual([]);

  // One character less is an address the app takes.
  await form.getByLabel('Email').fill(email.slice(1));
  await expect(form.getByText('Email must be no more than 254 characters.')).toHaveCount(0);
});

test.describe('a refused login', () => {
  test('shows the message under the player login form as well as in the toast', async ({
    page,
  }) => {
    await openPlayerLogin(page);
    await logIn(page, 'player@demo.test', 'Wrong-password1!');
    await refusedWith(page, 'Log in', 'The email or password is incorrect.');
    await expect(page).toHaveURL(/\/user-login$/);
  });

  test('shows the message under the staff sign-in form as well as in the toast', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Staff sign in' });
    await form.getByLabel('Email').fill('superadmin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill('Wrong-password1!');
    await form.getByRole('button', { name: /sign in|login/i }).click();
    await refusedWith(page, 'Staff sign in', 'The email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('staff', () => {
  test('a super admin signs in and reaches /reporting', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Staff sign in' });
    await form.getByLabel('Email').fill('superadmin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await form.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page).toHaveURL(/\/reporting$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sam Super' })).toBeVisible();
    // A signed-in super admin who opens the login page again goes straight to /reporting.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/reporting$/);
  });
});
