import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, deferred, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { fillPerson, phoneInput } from '../../../test/person-fields';
import { logInAs, renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

let contactReply: () => Reply | Promise<Reply>;

const created: Reply = ok({ data: { id: 9 } }, 'Thank you! Your message has been sent.', 201);

const testApi = apiServerPerTest();
beforeEach(async () => {
  contactReply = () => created;
  await testApi.serve({ 'POST /api/contact-us/': () => contactReply() });
});
afterEach(clearToasts);

function setup(club: { id: number; name: string } | null = null) {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm club={club} />);
  return { user };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const firstName = () => field(/First name/);
const lastName = () => field(/Last name/);
const email = () => field(/^Email/);
const message = () => field(/^Message/);
const submit = () => screen.getByRole('button', { name: 'Send message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillPerson(user, 'ann ', 'lee ', ' ann@example.com', '+17025550123');
  await fill(user, message(), '  Is court 2 lit at night?  ');
}

describe('ContactForm', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('on submit shows every required-field message, word for word, and sends nothing', async () => {
    const { user } = setup();
    await phoneInput();
    await user.click(submit());
    for (const text of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Phone number is required.',
      'Description is required.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAccessibleDescription(/Description is required\./);
    expect(await phoneInput()).toHaveAccessibleDescription('Phone number is required.');
    expect(testApi.requests).toHaveLength(0);
  });

  it('checks a field when it loses focus, not while it is first typed', async () => {
    const { user } = setup();
    await user.type(firstName(), 'a');
    expect(screen.queryByText('First name must be at least 2 characters.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('First name must be at least 2 characters.')).toBeVisible();

    await user.type(lastName(), 'b');
    expect(screen.queryByText('Last name must be at least 2 characters.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Last name must be at least 2 characters.')).toBeVisible();

    await user.type(email(), 'ann@');
    await user.tab();
    expect(await screen.findByText('Email is not valid.')).toBeVisible();

    await user.type(await phoneInput(), '70');
    await user.tab();
    expect(await screen.findByText('Phone number must be at least 7 characters.')).toBeVisible();

    await user.click(message());
    await user.tab();
    expect(await screen.findByText('Description is required.')).toBeVisible();
  });

  it('once a field was touched, checks it again on every change', async () => {
    const { user } = setup();
    await user.type(firstName(), 'a');
    await user.tab();
    expect(await screen.findByText('First name must be at least 2 characters.')).toBeVisible();
    await user.type(firstName(), 'n');
    await waitFor(() =>
      expect(screen.queryByText('First name must be at least 2 characters.')).toBeNull(),
    );
    await fill(user, firstName(), 'A'.repeat(101));
    expect(
      await screen.findByText('First name must be no more than 100 characters.'),
    ).toBeVisible();
    await user.clear(firstName());
    expect(await screen.findByText('First name is required.')).toBeVisible();

    await user.type(lastName(), 'x');
    await user.tab();
    await fill(user, lastName(), 'B'.repeat(101));
    expect(await screen.findByText('Last name must be no more than 100 characters.')).toBeVisible();
    await user.clear(lastName());
    expect(await screen.findByText('Last name is required.')).toBeVisible();

    await user.click(email());
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeVisible();
    await user.type(email(), 'ann');
    expect(await screen.findByText('Email is not valid.')).toBeVisible();
    await user.type(email(), '@example.com');
    await waitFor(() => expect(screen.queryByText('Email is not valid.')).toBeNull());

    const phone = await phoneInput();
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText('Phone number is required.')).toBeVisible();
    await user.type(phone, '70');
    expect(await screen.findByText('Phone number must be at least 7 characters.')).toBeVisible();

    await user.type(message(), 'x');
    await user.tab();
    await user.clear(message());
    expect(await screen.findByText('Description is required.')).toBeVisible();
    expect(testApi.requests).toHaveLength(0);
  });

  it('upper-cases the first letter of each name as it is typed', async () => {
    const { user } = setup();
    await user.type(firstName(), 'ann');
    await user.type(lastName(), 'lee');
    expect(firstName()).toHaveValue('Ann');
    expect(lastName()).toHaveValue('Lee');
  });

  it('sends the trimmed message without a token, reads Loading... meanwhile, then toasts and clears', async () => {
    logInAs('player');
    const held = deferred<Reply>();
    contactReply = () => held.promise;
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    const sent = testApi.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(jsonBody(sent)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '+17025550123',
      message: 'Is court 2 lit at night?',
    });

    held.resolve(created);
    expect(await toast('Thank you! Your message has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(firstName()).toHaveValue(''));
    expect(lastName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect((await phoneInput()).getAttribute('value') ?? '').not.toContain('702');
    // A cleared form shows no messages until it is used again.
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('also accepts a 200 answer', async () => {
    contactReply = () => ok({ data: null }, 'Received.');
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await toast('Received.')).toBeInTheDocument();
    await waitFor(() => expect(firstName()).toHaveValue(''));
  });

  it("on failure shows the server's message and keeps what was typed", async () => {
    contactReply = () => refuse(429, 'Too many requests. Please wait a moment and try again.');
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(
      await toast('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(firstName()).toHaveValue('Ann ');
    expect(message()).toHaveValue('  Is court 2 lit at night?  ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('on a 400 shows the first validation message', async () => {
    contactReply = () => ({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid request.',
        errors: ['Email is not valid.', 'Something else.'],
        data: null,
      },
    });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await toast('Email is not valid.')).toBeInTheDocument();
  });

  it('submits on Enter in a field, and on Ctrl+Enter in the message', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.type(email(), '{Enter}');
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(await toast('Thank you! Your message has been sent.')).toBeInTheDocument();
    clearToasts();

    await fillValid(user);
    await user.type(message(), '{Enter}');
    expect(testApi.requests).toHaveLength(1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(testApi.requests).toHaveLength(2));
  });

  it('sends the message to the chosen club, unless unticked, and keeps the choice after sending', async () => {
    const { user } = setup({ id: 7, name: 'North Club' });
    const toClub = screen.getByRole('checkbox', { name: 'Send to North Club' });
    expect(toClub).toBeChecked();
    expect(toClub).toHaveAccessibleDescription(/Untick to write only to the Arise Court team\./);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(jsonBody(testApi.requests[0])).toMatchObject({ location_id: 7, first_name: 'Ann' });
    expect(await toast('Thank you! Your message has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(firstName()).toHaveValue(''));
    expect(toClub).toBeChecked();

    await fillValid(user);
    // The keyboard alone: Space unticks it.
    toClub.focus();
    await user.keyboard(' ');
    expect(toClub).not.toBeChecked();
    await user.click(submit());
    await waitFor(() => expect(testApi.requests).toHaveLength(2));
    expect(jsonBody(testApi.requests[1])).not.toHaveProperty('location_id');
  });

  it('offers no club when none was chosen', () => {
    setup();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
