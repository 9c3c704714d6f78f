import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerNote } from '@courtbook/shared';
import { deferred, ok, refuse, type Reply } from '../../../test/api-server';
import { clearToasts, fill, jsonBody, toast } from '../../../test/forms';
import { renderWithProviders } from '../../../test/render';
import { staffScreens } from '../../../test/screens';
import { PlayerNotes } from './player-notes';

const testApi = staffScreens();
const serve = testApi.serve;
afterEach(() => clearToasts());

const note = (change: Partial<PlayerNote> = {}): PlayerNote => ({
  id: 1,
  body: 'Prefers early courts.\nLeft-handed.',
  author: { id: 3, name: 'Sam Super' },
  created_at: '2026-03-01T12:00:00.000Z',
  ...change,
});

const NOTES = 'GET /api/players/5/notes/';

describe('a player’s notes', () => {
  it('says when there are no notes yet', async () => {
    await serve({ [NOTES]: ok({ notes: [] }) });
    renderWithProviders(<PlayerNotes playerId={5} />);
    const section = screen.getByRole('region', { name: 'Notes' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
    expect(await within(section).findByText('No notes yet.')).toBeVisible();
    expect(within(section).getByRole('textbox', { name: /New note/ })).toBeVisible();
  });

  it('lists each note with its author, date and text, in the order given', async () => {
    await serve({
      [NOTES]: ok({
        notes: [
          note({ id: 2, body: 'Paid at the desk.', created_at: '2026-03-02T12:00:00.000Z' }),
          note({ author: null }),
        ],
      }),
    });
    renderWithProviders(<PlayerNotes playerId={5} />);
    const list = await screen.findByRole('list', { name: 'Notes on this player' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sam Super');
    expect(items[0]).toHaveTextContent('Paid at the desk.');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T12:00:00.000Z');
    expect(items[0]).toHaveTextContent(/Mar \d, 2026/);
    // An author whose account is gone, and the note's line breaks kept.
    expect(items[1]).toHaveTextContent('A former staff member');
    expect(within(items[1]!).getByText(/Prefers early courts/).textContent).toBe(
      'Prefers early courts.\nLeft-handed.',
    );
  });

  it('adds a note: the button waits while saving, then the list refreshes and the field empties', async () => {
    let notes: PlayerNote[] = [];
    const saving = deferred<Reply>();
    await serve({
      [NOTES]: () => ok({ notes }),
      'POST /api/players/5/notes/': async () => {
        const reply = await saving.promise;
        notes = [note({ id: 9, body: 'Wants a coach.' })];
        return reply;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerNotes playerId={5} />);
    await screen.findByText('No notes yet.');
    const field = screen.getByRole('textbox', { name: /New note/ });
    await fill(user, field, '  Wants a coach.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    saving.resolve(ok(note({ id: 9, body: 'Wants a coach.' }), 'Note added.', 201));

    expect(await toast('Note added.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Notes on this player' });
    expect(list).toHaveTextContent('Wants a coach.');
    expect(field).toHaveValue('');
    const post = testApi.requests.find((r) => r.method === 'POST');
    expect(jsonBody(post)).toEqual({ body: 'Wants a coach.' });
  });

  it('refuses a blank note before sending it', async () => {
    await serve({ [NOTES]: ok({ notes: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<PlayerNotes playerId={5} />);
    await screen.findByText('No notes yet.');
    await fill(user, screen.getByRole('textbox', { name: /New note/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write the note.')).toBeVisible();
    expect(testApi.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when it refuses, keeping what was typed', async () => {
    await serve({
      [NOTES]: ok({ notes: [] }),
      'POST /api/players/5/notes/': refuse(404, 'Player not found.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerNotes playerId={5} />);
    await screen.findByText('No notes yet.');
    const field = screen.getByRole('textbox', { name: /New note/ });
    await fill(user, field, 'Late twice');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The note was not added');
    expect(alert).toHaveTextContent('Player not found.');
    expect(field).toHaveValue('Late twice');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  });

  it('deletes a note after confirming, and the list refreshes', async () => {
    let notes = [note()];
    await serve({
      [NOTES]: () => ok({ notes }),
      'DELETE /api/players/5/notes/1/': () => {
        notes = [];
        return ok({ data: null }, 'Note deleted.');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerNotes playerId={5} />);
    await user.click(await screen.findByRole('button', { name: /^Delete note by Sam Super/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(testApi.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Delete note by Sam Super/ }));
    const again = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await toast('Note deleted.')).toBeVisible();
    expect(await screen.findByText('No notes yet.')).toBeVisible();
  });

  it('says when the notes could not be loaded, with a way to try again', async () => {
    let fail = true;
    await serve({
      [NOTES]: () => (fail ? refuse(500, 'Something went wrong.') : ok({ notes: [] })),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlayerNotes playerId={5} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the notes');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notes yet.')).toBeVisible();
  });
});
