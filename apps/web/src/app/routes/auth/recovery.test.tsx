import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refuse, byRoute, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { renderApp } from '../../../test/render';

let sendReply: Reply;

const answer = (message: string, code: number | string = 200): Reply => ({
  status: 200,
  body: { code, message, data: null },
});

const testApi = apiServerPerTest();
beforeEach(async () => {
  // SPEC.md section 8: this call's success code is the string "200".
  sendReply = answer('If an account exists for this email, we have sent a 6-digit code.', '200');
  await testApi.serve(
    byRoute({
      'POST /api/send-reset-email/': () => sendReply,
      'POST /api/verify-otp/': answer('Code verified.'),
      'POST /api/reset-password/': answer('Your password has been reset. You can now log in.'),
    }),
  );
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const bodyOf = (url: string) => jsonBody(testApi.requests.find((request) => request.url === url));
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('player password recovery', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('email → code → new password → /user-select-location', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user-forgot-password');
    await heading('Forgot password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/user-select-location',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required and must be valid.')).toBeVisible();

    await fill(user, screen.getByLabelText(/^Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Enter your code');
    expect(router.state.location.pathname).toBe('/user-otp');
    expect(router.state.location.state).toEqual({ email: 'pat@example.com' });
    expect(bodyOf('/api/send-reset-email/')).toEqual({ email: 'pat@example.com' });
    expect(screen.getByText(/We sent a 6-digit code to pat@example.com/)).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();

    await user.paste('123456');
    await user.keyboard('{Enter}');
    await heading('Set a new password');
    expect(router.state.location.pathname).toBe('/user-new-password');
    expect(router.state.location.state).toEqual({ email: 'pat@example.com' });
    expect(bodyOf('/api/verify-otp/')).toEqual({ email: 'pat@example.com', otp: 123456 });
    expect(
      screen.getByText(
        'Your new password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character.',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), 'short');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.',
      ),
    ).toBeVisible();
    await fill(user, screen.getByLabelText(/^New password/), 'Secret1!x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1!y');
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    await fill(user, screen.getByLabelText(/^Confirm password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-select-location'));
    expect(await toast('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(bodyOf('/api/reset-password/')).toEqual({
      email: 'pat@example.com',
      new_password: 'Secret1!x',
      confirm_password: 'Secret1!x',
    });
  });

  it('shows the server message when no code could be sent', async () => {
    sendReply = refuse(429, 'Please wait 40 seconds before requesting a new code.');
    const user = userEvent.setup();
    const { router } = renderApp('/user-forgot-password');
    await heading('Forgot password');
    await fill(user, screen.getByLabelText(/^Email/), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await toast('Please wait 40 seconds before requesting a new code.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-forgot-password');
  });

  it.each([
    ['/user-otp', '/user-forgot-password'],
    ['/user-new-password', '/user-forgot-password'],
    ['/new-password', '/forgot-password'],
  ])('%s without an email in navigation state goes back to %s', async (from, to) => {
    const { router } = renderApp(from);
    await heading('Forgot password');
    expect(router.state.location.pathname).toBe(to);
  });
});

describe('staff password recovery', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('opens the code dialog at 30 s; closing clears it; a second send starts at 59 s', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await heading('Forgot password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await fill(user, screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the 6-digit code' });
    expect(within(dialog).getByText('Resend OTP in 30s')).toBeInTheDocument();
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('123');
    expect((box(3) as HTMLInputElement).value).toBe('3');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Enter the 6-digit code' });
    expect(within(again).getByText('Resend OTP in 59s')).toBeInTheDocument();
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect((box(3) as HTMLInputElement).value).toBe('');
  });

  it('code → /new-password (6+ characters) → /login with a success toast', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    await heading('Forgot password');
    await fill(user, screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter the 6-digit code' });
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste('654321');
    await user.keyboard('{Enter}');

    await heading('Set a new password');
    expect(router.state.location.pathname).toBe('/new-password');
    expect(router.state.location.state).toEqual({ email: 'sam@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(
      await screen.findByText('Password is required and must be at least 6 characters long.'),
    ).toBeVisible();
    expect(screen.getByText('Please confirm your password.')).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/), 'Secret1!x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1!');
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    await user.type(screen.getByLabelText(/^Confirm password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await toast('Your password has been reset. You can now log in.')).toBeInTheDocument();
    expect(bodyOf('/api/reset-password/')).toEqual({
      email: 'sam@example.com',
      new_password: 'Secret1!x',
      confirm_password: 'Secret1!x',
    });
    await act(async () => {});
  });
});
