import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import { apiServerPerTest } from '../../test/api-server';
import { logInAs, renderApp } from '../../test/render';

const testApi = apiServerPerTest();
beforeEach(async () => {
  await testApi.serve();
});

describe('landing page', () => {
  it('has the heading, Contact Us, the store badges, the How It Works steps and the list', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ready to Play?' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/user-contact-us',
    );
    expect(within(main).getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(main).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    const items = within(howItWorks).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Register',
      'Select Date and Time',
      'Book in Advance',
      'No Cancellations or Refunds',
    ]);
    const features = screen.getByRole('region', { name: 'Everything you need to get on court' });
    const listed = within(features).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Search courts',
      'Register',
      'Select date and time',
      'Book in advance',
    ]);
  });

  it('has header, main and footer landmarks, a skip link and the footer text', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByText('Terms & Conditions')).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Arise Court`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});

describe('404 page', () => {
  it('offers one clear way home', async () => {
    renderApp('/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /home/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('how it works page', () => {
  it('lists exactly the four steps, in order', async () => {
    renderApp('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    const steps = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(steps.map((step) => step.textContent).slice(0, 4)).toEqual([
      'Register',
      'Select Date and Time',
      'Book in Advance',
      'No Cancellations or Refunds',
    ]);
    expect(screen.getByText(/All bookings are final/)).toBeInTheDocument();
  });
});

describe('every route', () => {
  const concrete = (pattern: string) => pattern.replace(':id', '1');
  const staffOnly = new Set<string>([
    paths.selectLocation.path,
    paths.bookCourt.path,
    paths.bookings.path,
    paths.staffBookingDetails.path,
    paths.reporting.path,
    paths.dashboard.path,
    paths.adminRegistration.path,
    paths.updateRegistration.path,
    paths.messages.path,
    paths.locations.path,
    paths.myLocations.path,
    paths.locationDetails.path,
    paths.addLocations.path,
    paths.updateLocations.path,
    paths.users.path,
    paths.playerDetails.path,
    paths.userRegistration.path,
    paths.priceConfiguration.path,
    paths.membershipPlans.path,
    paths.courtBookings.path,
    paths.courtDetails.path,
    paths.courtSchedule.path,
    paths.profile.path,
  ]);
  const playerOnly = new Set<string>([
    paths.userBookCourt.path,
    paths.userBookings.path,
    paths.userBookingDetails.path,
    paths.userProfile.path,
    paths.waitlistOffer.path,
  ]);
  // Recovery steps need the email in navigation state; without it they go back to the first
  // step (routes/auth/recovery.test.tsx).
  const needState = new Set<string>([
    paths.newPassword.path,
    paths.userOtp.path,
    paths.userNewPassword.path,
  ]);
  const cases = Object.values(paths)
    .map((entry) => entry.path)
    .filter(
      (path) =>
        path !== paths.login.path &&
        path !== paths.userLogin.path &&
        path !== paths.userSelectLocation.path &&
        !needState.has(path),
    );

  it.each(cases)('%s renders exactly one h1 for the visitor it is meant for', async (pattern) => {
    if (staffOnly.has(pattern)) logInAs('locationAdmin');
    else if (playerOnly.has(pattern) || pattern === paths.checkoutSession.path) logInAs('player');
    const { router } = renderApp(concrete(pattern));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(concrete(pattern).split('?')[0]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
