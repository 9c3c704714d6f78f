import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, deferred, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { fillPerson, fillNewPassword, phoneInput } from '../../../test/person-fields';
import { renderWithProviders } from '../../../test/render';
import { RegistrationForm } from './registration-form';

let registerReply: () => Reply | Promise<Reply>;

const created: Reply = ok(
  { data: { id: 7, email: 'ann@example.com' } },
  'Registration successful. Please check your email to verify your account.',
  201,
);

const testApi = apiServerPerTest();
beforeEach(async () => {
  registerReply = () => created;
  await testApi.serve({ 'POST /api/user-register/': () => registerReply() });
});
afterEach(clearToasts);

function setup() {
  const user = userEvent.setup();
  const onRegistered = vi.fn();
  renderWithProviders(<RegistrationForm locationId="3" onRegistered={onRegistered} />);
  return { user, onRegistered };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillPerson(user, 'ann ', 'lee', 'ann@example.com', '+17025550123');
  await fillNewPassword(user, 'Secret1!x');
}

describe('RegistrationForm', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('on submit shows every required-field message, word for word, and sends nothing', async () => {
    const { user } = setup();
    await phoneInput();
    await user.click(submit());
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Phone number is required.',
      'Password is required.',
      'Confirm password is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First name/)).toHaveAccessibleDescription('First name is required.');
    expect(testApi.requests).toHaveLength(0);
  });

  it('refuses an email longer than the 254 characters an account keeps, under the field', async () => {
    const { user } = setup();
    const tooLong = `${'a'.repeat(243)}@example.com`;
    await fill(user, field(/^Email/), tooLong);
    expect(await screen.findByText('Email must be no more than 254 characters.')).toBeVisible();
    expect(field(/^Email/)).toHaveAccessibleDescription(
      'Email must be no more than 254 characters.',
    );
    // One character fewer ("…@example.co", 254 of them) is long enough no more.
    await user.type(field(/^Email/), '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('Email must be no more than 254 characters.')).toBeNull(),
    );
  });

  it('validates each field as it changes', async () => {
    const { user } = setup();
    await user.type(field(/First name/), 'a');
    expect(await screen.findByText('First name must be at least 2 characters.')).toBeVisible();
    await fill(user, field(/First name/), 'A'.repeat(101));
    expect(
      await screen.findByText('First name must be no more than 100 characters.'),
    ).toBeVisible();
    await user.type(field(/Last name/), 'b');
    expect(await screen.findByText('Last name must be at least 2 characters.')).toBeVisible();
    await user.type(field(/^Email/), 'ann@');
    expect(await screen.findByText('Email is not valid.')).toBeVisible();
    await user.type(await phoneInput(), '70');
    expect(await screen.findByText('Phone number must be at least 7 characters.')).toBeVisible();
    await user.type(field(/^Password/), 'abc');
    expect(
      await screen.findByText(
        'Password must be 8+ chars with upper, lower, number & special (!@#$&%).',
      ),
    ).toBeVisible();
    await user.type(field(/^Confirm password/), 'abd');
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    // Changing the password re-checks a confirmation already typed.
    await user.type(field(/^Password/), '{Backspace}d');
    await waitFor(() => expect(screen.queryByText('Passwords do not match.')).toBeNull());
  });

  it('a lone dial code counts as no phone number', async () => {
    const { user } = setup();
    const phone = await phoneInput();
    expect(phone).toHaveValue('+1');
    await user.type(phone, '7');
    expect(await screen.findByText('Phone number must be at least 7 characters.')).toBeVisible();
    await user.keyboard('{Backspace}');
    expect(phone).toHaveValue('+1');
    expect(await screen.findByText('Phone number is required.')).toBeVisible();
  });

  it('upper-cases the first letter of each name as it is typed', async () => {
    const { user } = setup();
    await user.type(field(/First name/), 'ann');
    await user.type(field(/Last name/), 'lee');
    expect(field(/First name/)).toHaveValue('Ann');
    expect(field(/Last name/)).toHaveValue('Lee');
  });

  it('shows the phone input texts of the spec', async () => {
    const { user } = setup();
    const phone = await phoneInput();
    expect(phone).toHaveAttribute('placeholder', '1 (702) 123-4567');
    await user.click(screen.getByRole('button', { name: /United States/ }));
    const search = await screen.findByPlaceholderText('search');
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No entries to show')).toBeInTheDocument();
  });

  it('reads a number pasted without a country code as a national number of the country shown', async () => {
    const { user } = setup();
    const phone = await phoneInput();
    await fill(user, phone, '2155550147');
    expect(phone).toHaveValue('+1 (215) 555-0147');
    // Not a US number: left to the library, which reads the digits as an international number.
    await fill(user, phone, '447911123456');
    expect(phone).toHaveValue('+44 7911 123456');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom'),
    );
  });

  it('keeps the country in step with the phone number', async () => {
    const { user } = setup();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await fill(user, await phoneInput(), '+447911123456');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom'),
    );
  });

  it('sends the payload, reads Loading... meanwhile, then toasts and hands back the email', async () => {
    const held = deferred<Reply>();
    registerReply = () => held.promise;
    const { user, onRegistered } = setup();
    await fillValid(user);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(testApi.requests[0]?.method).toBe('POST');
    expect(jsonBody(testApi.requests[0])).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '+17025550123',
      country: 'US',
      user_type: '2',
      password: 'Secret1!x',
      confirm_password: 'Secret1!x',
      location_id: 3,
    });

    held.resolve(created);
    expect(
      await toast('Registration successful. Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledWith('ann@example.com');
  });

  it('submits on Enter, in the phone input too', async () => {
    const { user, onRegistered } = setup();
    await fillValid(user);
    await user.type(field(/^Confirm password/), '{Enter}');
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    // The phone library handles Enter itself (it reads `which`) and blurs the input, so the
    // browser's own submit never happens: the field must submit the form.
    fireEvent.keyDown(await phoneInput(), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(2));
    expect(testApi.requests).toHaveLength(2);
  });

  it('on failure shows the first of data.errors and stays', async () => {
    registerReply = () => ({
      status: 400,
      body: {
        code: 400,
        message: 'User registration failed.',
        data: null,
        errors: ['An account with this email already exists.'],
      },
    });
    const { user, onRegistered } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await toast('An account with this email already exists.')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("without data.errors shows 'User registration failed.'", async () => {
    registerReply = () => refuse(500, 'Something broke.');
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await toast('User registration failed.')).toBeInTheDocument();
  });
});
