import AxeBuilder from '@axe-core/playwright';
import {
  DEMO_PASSWORD,
  book,
  dateIn,
  locationIdOf,
  logIn,
  registerPlayer,
  startSession,
} from '../fixtures/bookings';
import { openPage } from '../fixtures/app';
import { expect, test } from '../fixtures/test';

// A demo club.
const GREENLAKE = 'Greenlake Pickleball Center';

test.describe('a visitor on the public pages', () => {
  test('sees the landing page with its banner, call to action, app badges and steps', async ({
    page,
  }) => {
    await openPage(page, '/');
    await expect(page.getByText('Not a business? Book on the arisecourt app')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
    const list = page.getByRole('region', { name: 'Everything you need to get on court' });
    for (const item of ['Search courts', 'Register', 'Select date and time', 'Book in advance']) {
      await expect(list.getByRole('heading', { name: item, exact: true })).toBeVisible();
    }
    const howItWorks = page.getByRole('region', { name: 'How It Works' });
    for (const step of [
      'Register',
      'Select Date and Time',
      'Book in Advance',
      'No Cancellations or Refunds',
    ]) {
      await expect(howItWorks.getByRole('heading', { name: step, exact: true })).toBeVisible();
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

  test('sees the landing page and Search Court before their code has loaded, with working links', async ({
    page,
  }) => {
    // The app's scripts never arrive: what shows is the prerendered HTML alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await page.getByRole('banner').getByRole('link', { name: 'Book a Court' }).click();
    await expect(page).toHaveURL(/\/user-select-location$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Court' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organization' })).toBeVisible();

    // With its scripts, the app takes the page over.
    await page.unroute('**/assets/*.js');
    await openPage(page, '/user-select-location');
    await page.getByRole('textbox', { name: 'Organization' }).fill('green');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: new RegExp(GREENLAKE) })).toBeVisible();
  });

  test('offers Book a Court and a Staff Sign In that opens in a new tab', async ({ page }) => {
    await openPage(page, '/');
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

  test('reads the privacy policy, with its sections and date', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective date: 07-29-2025')).toBeVisible();
    for (const section of [
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Data Security',
      'Your Rights',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(section) }),
      ).toBeVisible();
    }
    await expect(page.getByText(/not meant for children under 13/)).toBeVisible();
  });

  test('sees the 500 page with a way home and a way to try again', async ({ page }) => {
    await page.goto('/500');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
  });

  test('serves its fonts and images itself', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const outside: string[] = [];
    const fonts: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) outside.push(url);
    });
    page.on('response', (response) => {
      if (/\.woff2$/.test(response.url()) && response.ok()) fonts.push(response.url());
    });
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});

const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/privacy-policy',
  '/user-contact-us',
  '/404',
  '/500',
  '/user-select-location',
  '/user-login',
];

for (const scheme of ['light', 'dark'] as const) {
  test(`every public page meets WCAG 2 A/AA in ${scheme} mode: no serious or critical problem`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/Arise Court/);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test('shows where the keyboard focus is on every control of the public pages', async ({ page }) => {
  test.setTimeout(90_000);
  for (const url of ['/', '/how-it-works', '/privacy-policy', '/user-contact-us', '/404']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Read the focused look at once, not half-way through a border transition.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    const seen = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return null;
        const style = getComputedStyle(active);
        const ringed =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ||
          style.boxShadow !== 'none';
        // Text fields show focus by their border colour instead.
        const focusedBorder = style.borderColor;
        active.blur();
        const restingBorder = getComputedStyle(active).borderColor;
        active.focus();
        return {
          name: `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? ''} ${active.id}`,
          ring: ringed || focusedBorder !== restingBorder,
        };
      });
      if (!focus || seen.has(focus.name)) break;
      seen.add(focus.name);
      expect(focus.ring, `${url}: no visible focus on ${focus.name}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(3);
  }
});

test('any other path: a player sees the 404 page, staff see a not-found panel in the staff layout', async ({
  page,
  request,
}) => {
  const greenlake = await locationIdOf(request, GREENLAKE);
  const account = await registerPlayer(request, greenlake, 'Ira');
  const player = await logIn(request, account.email, account.password, greenlake);
  await startSession(page, player, { id: greenlake, name: GREENLAKE });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);

  const staff = await logIn(request, 'superadmin@demo.test', DEMO_PASSWORD);
  await startSession(page, staff);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the back-office' })).toHaveAttribute(
    'href',
    '/reporting',
  );
});

test('a logged-in player finds their next bookings on the home page', async ({
  page,
  request,
  club,
}) => {
  // At the journey's own club: no other journey's bookings there.
  const { login: player } = await club.addPlayer('Noor');
  const day = dateIn(50, club.timeZone);
  await book(request, player, {
    location: club.id,
    court_id: club.courts.get(2)!,
    booking_date: day,
    start_time: '21:00:00',
    end_time: '22:00:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });

  await startSession(page, player, club.location);
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Play?' })).toBeVisible();
  await expect(page.getByText(/Welcome back, Noor!/)).toBeVisible();
  const next = page.getByRole('region', { name: 'Your next bookings' });
  const card = next.getByRole('listitem').filter({ hasText: '9:00 PM – 10:00 PM' });
  await expect(card).toContainText(`${club.name}, Court 2`);
  await expect(card).toContainText('Pending');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Book a Court' }).first(),
  ).toHaveAttribute('href', '/user-book-court');
  await card.getByRole('link', { name: /Booking details/ }).click();
  await expect(page).toHaveURL(/\/user-booking-details\/\d+$/);
});
