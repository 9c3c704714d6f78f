import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, byRoute, apiServerPerTest, type Reply } from '../../../test/api-server';
import { clearToasts, jsonBody, toast } from '../../../test/forms';
import { renderWithProviders } from '../../../test/render';
import { OtpForm } from './otp-form';

let verifyReply: Reply;
let resendReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  verifyReply = ok({ data: null }, 'Code verified.');
  resendReply = ok({ data: null }, 'A new code has been sent.');
  await testApi.serve(
    byRoute({
      'POST /api/verify-otp/': () => verifyReply,
      'POST /api/resend-otp/': () => resendReply,
    }),
  );
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

function setup(initialSeconds = 59) {
  const user = userEvent.setup();
  const onVerified = vi.fn();
  renderWithProviders(
    <OtpForm email="ann@example.com" initialSeconds={initialSeconds} onVerified={onVerified} />,
  );
  return { user, onVerified };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

/** Only the countdown's clock is faked: the HTTP client and user-event keep real timeouts. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('OtpForm', () => {
  it('has six labelled single-digit boxes, the first focused', () => {
    setup();
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    expect(screen.getByRole('group', { name: '6-digit code' })).toBeInTheDocument();
  });

  it('says why a pasted code with letters fills nothing, until the next digit', async () => {
    const { user } = setup();
    await user.paste('ab12cd');
    expect(await screen.findByText('Enter the 6 digits from the email')).toBeVisible();
    expect(boxValues()).toBe('');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    await user.paste('123456');
    expect(boxValues()).toBe('123456');
    expect(screen.queryByText('Enter the 6 digits from the email')).toBeNull();
  });

  it('moves to the next box as digits are typed, and back on backspace in an empty box', async () => {
    const { user } = setup();
    await user.keyboard('12');
    expect(boxValues()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1');
  });

  it('fills up to six boxes from a paste', async () => {
    const { user } = setup();
    await user.paste('98765432');
    expect(boxValues()).toBe('987654');
    expect(box(6)).toHaveFocus();
  });

  it('submits on Enter with the code as a number, then reports success', async () => {
    const { user, onVerified } = setup();
    await user.paste('012345');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(testApi.requests[0]?.url).toBe('/api/verify-otp/');
    expect(jsonBody(testApi.requests[0])).toEqual({ email: 'ann@example.com', otp: 12345 });
  });

  it('asks for all six digits before sending anything', async () => {
    const { user } = setup();
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeVisible();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(testApi.requests).toHaveLength(0);
  });

  it('shows the server message when the code is wrong', async () => {
    verifyReply = refuse(400, 'The code is incorrect.');
    const { user, onVerified } = setup();
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await toast('The code is incorrect.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('counts down from 59, offers Resend OTP at 0, and starts again at 59 after a resend', async () => {
    fakeClock();
    const { user } = setup();
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    tick(1000);
    expect(screen.getByText('Resend OTP in 58s')).toBeInTheDocument();
    tick(57_000);
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();
    tick(1000);
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 59s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    expect(await toast('A new code has been sent.')).toBeInTheDocument();
    expect(testApi.requests.map((request) => request.url)).toEqual(['/api/resend-otp/']);
    expect(jsonBody(testApi.requests[0])).toEqual({ email: 'ann@example.com' });
    expect(boxValues()).toBe('');
  });

  it('starts where it is told (30 on the staff dialog)', () => {
    fakeClock();
    setup(30);
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    tick(30_000);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('when asked to wait, shows why and counts down the seconds the server named', async () => {
    fakeClock();
    resendReply = refuse(429, 'Please wait 12 seconds before requesting a new code.');
    const { user } = setup(0);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await toast('Please wait 12 seconds before requesting a new code.')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 12s')).toBeInTheDocument();
  });
});
