import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessageRecord } from '@courtbook/shared';
import { ok, deferred, apiServerPerTest, type Reply } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, jsonBody, toast } from '../../../test/forms';
import { logInAs, renderWithProviders } from '../../../test/render';
import { ReplyForm } from './reply-form';

const message: ContactMessageRecord = {
  id: 4,
  first_name: 'Ann',
  last_name: 'Smith',
  email: 'ann@example.com',
  phone: '2155550123',
  message: 'Do you rent rackets?',
  is_read: true,
  created_at: '2026-03-01T10:00:00.000Z',
  location: { id: 7, name: 'North Club' },
  reply: null,
};
const answered: ContactMessageRecord = {
  ...message,
  reply: {
    message: 'Yes, at the desk.',
    replied_at: '2026-03-02T09:00:00.000Z',
    replied_by: 'Nora North',
  },
};

let replyAnswer: () => Reply | Promise<Reply>;

const testApi = apiServerPerTest();
beforeEach(async () => {
  logInAs('locationAdmin');
  replyAnswer = () => ok({ data: answered }, 'Your reply has been sent.');
  await testApi.serve({ 'POST /api/contact-us/4/reply/': () => replyAnswer() });
});
afterEach(clearToasts);

function setup() {
  const user = userEvent.setup();
  const onReplied = vi.fn();
  renderWithProviders(<ReplyForm message={message} onReplied={onReplied} />);
  return { user, onReplied };
}
const field = () => screen.getByRole('textbox', { name: /Your reply/ });
const send = () => screen.getByRole('button', { name: 'Send reply' });

describe('ReplyForm', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('says a reply is needed, for nothing or only spaces, and sends nothing', async () => {
    const { user } = setup();
    expect(field()).toHaveAccessibleDescription(/Sent by email to ann@example\.com\./);
    await user.click(send());
    expect(await screen.findByText('Please write your reply.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Please write your reply\./);
    await user.type(field(), '   ');
    await user.click(send());
    expect(screen.getByText('Please write your reply.')).toBeInTheDocument();
    // Typing clears the message once there is something to send.
    await user.type(field(), 'Yes');
    await waitFor(() => expect(screen.queryByText('Please write your reply.')).toBeNull());
    expect(testApi.requests).toHaveLength(0);
  });

  it('sends the trimmed reply, reads Loading... meanwhile, then toasts and hands back the answered message', async () => {
    const held = deferred<Reply>();
    replyAnswer = () => held.promise;
    const { user, onReplied } = setup();
    await user.type(field(), '  Yes, at the desk.  ');
    await user.click(send());
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(testApi.requests[0]?.headers.authorization).toBe('Bearer test-token');
    expect(jsonBody(testApi.requests[0])).toEqual({ reply: 'Yes, at the desk.' });

    held.resolve(ok({ data: answered }, 'Your reply has been sent.'));
    expect(await toast('Your reply has been sent.')).toBeInTheDocument();
    expect(onReplied).toHaveBeenCalledWith(answered);
  });

  it('makes new lines with Enter and sends with Ctrl+Enter, from the keyboard alone', async () => {
    const { user, onReplied } = setup();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('Yes.{Enter}See you');
    expect(testApi.requests).toHaveLength(0);
    expect(field()).toHaveValue('Yes.\nSee you');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(testApi.requests).toHaveLength(1));
    expect(jsonBody(testApi.requests[0])).toEqual({ reply: 'Yes.\nSee you' });
    await waitFor(() => expect(onReplied).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal above the field and keeps what was typed", async () => {
    replyAnswer = () => ({
      status: 409,
      body: { code: 409, message: 'This message has already been answered.' },
    });
    const { user, onReplied } = setup();
    await user.type(field(), 'Yes, at the desk.');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reply was not sent');
    expect(alert).toHaveTextContent('This message has already been answered.');
    expect(field()).toHaveValue('Yes, at the desk.');
    expect(send()).toBeEnabled();
    expect(onReplied).not.toHaveBeenCalled();
  });
});
