import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessageRecord } from '@courtbook/shared';
import { ok, refuse, type RecordedRequest, type Reply } from '../../test/api-server';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

const message = (
  id: number,
  firstName: string,
  isRead = false,
  extra: Partial<ContactMessageRecord> = {},
): ContactMessageRecord => ({
  id,
  first_name: firstName,
  last_name: 'Smith',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '2155550123',
  message: `Hello from ${firstName}.\nDo you have lights for evening games?`,
  is_read: isRead,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  location: { id: 7, name: 'North Club' },
  reply: null,
  ...extra,
});

/** A record's (or a page's) fields beside `code` and `message`, as the API answers. */
const answer = (fields: object, text = 'OK'): Reply => ({
  status: 200,
  body: { ...fields, code: 200, message: text },
});

/** An inbox kept in memory, answering the staff calls of /messages. */
function inboxApi(messages: ContactMessageRecord[]) {
  return (request: RecordedRequest): Reply => {
    const url = new URL(request.url, 'http://test');
    if (request.method === 'GET' && url.pathname === '/api/contact-us/') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const found = messages.filter((m) =>
        `${m.first_name} ${m.last_name} ${m.email} ${m.message}`.toLowerCase().includes(search),
      );
      return answer({ count: found.length, next: null, previous: null, results: found });
    }
    const match = /^\/api\/contact-us\/(\d+)\/(reply\/)?$/.exec(url.pathname);
    const target = messages.find((m) => m.id === Number(match?.[1]));
    if (request.method === 'POST' && match?.[2] && target) {
      const { reply } = JSON.parse(request.body) as { reply: string };
      target.is_read = true;
      target.reply = {
        message: reply,
        replied_at: '2026-03-05T09:30:00.000Z',
        replied_by: 'Nora North',
      };
      return ok({ data: target }, 'Your reply has been sent.');
    }
    if (request.method === 'PATCH' && target) {
      target.is_read = (JSON.parse(request.body) as { is_read: boolean }).is_read;
      return answer(target, 'Message updated.');
    }
    if (request.method === 'DELETE' && target) {
      messages.splice(messages.indexOf(target), 1);
      return answer({ data: null }, 'Message deleted.');
    }
    return refuse(404, 'Message not found.');
  };
}

const testApi = staffScreens();
const serve = testApi.serve;

/** Waits until the inbox's first message row reads `status` (Read, Unread, Answered). */
const firstRowReads = (status: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText(status)).toBeInTheDocument();
  });

/** The inbox holds Ben's one message, opened from its row. */
async function openBensMessage() {
  await serve(inboxApi([message(2, 'Ben')]));
  const user = userEvent.setup();
  renderApp('/messages');
  await user.click(await screen.findByRole('button', { name: 'Read the message from Ben Smith' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message from Ben Smith' });
  return { user, dialog };
}

describe('/messages', () => {
  it('lists messages with their status, searches, and shows the empty state', async () => {
    await serve(inboxApi([message(3, 'Cat', true), message(2, 'Ben'), message(1, 'Ann')]));
    const user = userEvent.setup();
    renderApp('/messages');
    expect(await screen.findByText('Cat Smith')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Cat Smith',
      'Ben Smith',
      'Ann Smith',
    ]);
    expect(within(rows[0]!).getByText('Read')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ben@example.com')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'ann@');
    await waitFor(() => expect(screen.queryByText('Ben Smith')).not.toBeInTheDocument());
    expect(testApi.requests.some((r) => r.url.includes('search=ann%40'))).toBe(true);
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByText('No messages found.')).toBeInTheDocument();
  });

  it('sends the received-date range, and ignores one whose start is after its end, saying why', async () => {
    await serve(inboxApi([message(1, 'Ann')]));
    const user = userEvent.setup();
    renderApp('/messages');
    expect(await screen.findByText('Ann Smith')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Received from'), '2026-03-01');
    await waitFor(() =>
      expect(testApi.requests.some((r) => r.url.includes('start_date=2026-03-01'))).toBe(true),
    );
    await user.type(screen.getByLabelText('Received to'), '2026-02-01');
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();
    expect(testApi.requests.some((r) => r.url.includes('end_date=2026-02-01'))).toBe(false);
  });

  it('opens a message to read it whole, which marks it read; then marks it unread', async () => {
    const { user, dialog } = await openBensMessage();
    expect(within(dialog).getByText(/Do you have lights for evening games\?/)).toBeInTheDocument();
    await firstRowReads('Read');
    const patches = testApi.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/contact-us/2/', { is_read: true }],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark unread' }));
    await firstRowReads('Unread');
  });

  it('asks before deleting a message', async () => {
    await serve(inboxApi([message(2, 'Ben'), message(1, 'Ann')]));
    const user = userEvent.setup();
    renderApp('/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Delete the message from Ben Smith' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(testApi.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ben Smith')).not.toBeInTheDocument());
    expect(screen.getByText('Ann Smith')).toBeInTheDocument();
    expect(testApi.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/contact-us/2/',
    ]);
  });

  it("shows each message's club, or none, and whether it was answered", async () => {
    const answered = {
      message: 'Yes, until 10 PM.',
      replied_at: '2026-03-04T09:00:00.000Z',
      replied_by: 'Nora North',
    };
    await serve(
      inboxApi([
        message(2, 'Ben', true, { reply: answered }),
        message(1, 'Ann', false, { location: null }),
      ]),
    );
    renderApp('/messages');
    expect(await screen.findByText('Ben Smith')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Club' })).toBeInTheDocument();
    const [ben, ann] = screen.getAllByRole('row').slice(1);
    expect(within(ben!).getByText('North Club')).toBeInTheDocument();
    expect(within(ben!).getByText('Answered')).toBeInTheDocument();
    expect(within(ann!).getByText('No club')).toBeInTheDocument();
    expect(within(ann!).queryByText('Answered')).toBeNull();
  });

  it('answers a message from its modal: the reply shows under it, and the row reads Answered', async () => {
    const { user, dialog } = await openBensMessage();
    expect(within(dialog).getByText(/Sent from North Club/)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Your reply/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('Yes, until 10 PM.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    const shown = await within(dialog).findByRole('region', { name: 'Reply' });
    expect(within(shown).getByText('Yes, until 10 PM.')).toBeInTheDocument();
    expect(within(shown).getByText(/Answered by Nora North/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Your reply/ })).toBeNull();
    // The question stays above its answer.
    expect(within(dialog).getByText(/Do you have lights for evening games\?/)).toBeInTheDocument();
    await firstRowReads('Answered');
    const posts = testApi.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/contact-us/2/reply/', { reply: 'Yes, until 10 PM.' }],
    ]);
  });

  it('shows an answered message with its reply and no form', async () => {
    const reply = {
      message: 'We open at 7.',
      replied_at: '2026-03-04T09:00:00.000Z',
      replied_by: null,
    };
    await serve(inboxApi([message(2, 'Ben', true, { reply, location: null })]));
    const user = userEvent.setup();
    renderApp('/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Read the message from Ben Smith' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message from Ben Smith' });
    expect(within(dialog).getByText(/Sent to the Arise Court team/)).toBeInTheDocument();
    expect(within(dialog).getByText('We open at 7.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Answered by a former staff member/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
