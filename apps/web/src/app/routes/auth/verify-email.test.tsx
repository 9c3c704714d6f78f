import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS } from '../../../test/forms';
import { renderApp } from '../../../test/render';

const uuid = '0b7c8f4e-2a65-4f64-9a43-5e2d3c1b9a10';
const club = { id: 7, name: 'Riverside Tennis' };
let verifyReply: Reply;

/** The answer for Pat's verified link: whether it was verified before, and Pat's club. */
const verified = (alreadyVerified: boolean, location: typeof club | null, message: string) =>
  ok({ data: { email: 'pat@example.com', already_verified: alreadyVerified, location } }, message);

const testApi = apiServerPerTest();
beforeEach(async () => {
  verifyReply = verified(false, club, 'Email verified successfully!');
  await testApi.serve({ [`GET /api/verify-email/${uuid}/`]: () => verifyReply });
});

describe('/verify-email', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('verifies the uuid, then shows the success dialog whose Login opens the club login with the email', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/verify-email?uuid=${uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying your email' }),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Email verified successfully!' });
    expect(within(dialog).getByText('You can now log in.')).toBeInTheDocument();
    expect(testApi.requests).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(router.state.location.state).toEqual({
      locationId: 7,
      locationName: 'Riverside Tennis',
      email: 'pat@example.com',
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 });
    expect(screen.getByText(/Log in to book a court at Riverside Tennis/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pat@example.com');
  });

  it('on a second click says the email is already verified, with the Login', async () => {
    verifyReply = verified(true, club, 'Your email is already verified. You can log in.');
    const user = userEvent.setup();
    const { router } = renderApp(`/verify-email?uuid=${uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email already verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your email is already verified. You can log in.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
  });

  it('without a club that takes bookings, Login goes to Search Court', async () => {
    verifyReply = verified(false, null, 'Email verified successfully!');
    const user = userEvent.setup();
    const { router } = renderApp(`/verify-email?uuid=${uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Email verified successfully!' });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-select-location'));
  });

  it('shows the failed state when the answer is not HTTP 200', async () => {
    verifyReply = refuse(400, 'This verification link is invalid or has expired.');
    renderApp(`/verify-email?uuid=${uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't verify your email" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This verification link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your club to log in' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
  });

  it('without a uuid, fails without asking the server', async () => {
    renderApp('/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't verify your email" }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has no verification code.')).toBeInTheDocument();
    expect(testApi.requests).toHaveLength(0);
  });
});
