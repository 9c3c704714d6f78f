import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerMessages, type PlayerRecord } from '@courtbook/shared';
import { apiServerPerTest, type Reply } from '../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, jsonBody, toast } from '../../test/forms';
import { fillPerson, fillNewPassword, phoneInput } from '../../test/person-fields';
import { logInAs, renderApp } from '../../test/render';

const player = (id: number, overrides: Partial<PlayerRecord> = {}): PlayerRecord => ({
  id,
  first_name: 'Pia',
  last_name: `Player${id}`,
  email: `pia${id}@example.com`,
  phone: '+12155550123',
  country: 'US',
  is_verified: true,
  location: { id: 1, name: 'Sunset' },
  bookings_count: id,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A record's (or a page's) fields beside `code` and `message`, as the API answers. */
const answer = (fields: object, message = 'OK', status = 200): Reply => ({
  status,
  body: { ...fields, code: status, message },
});

const testApi = apiServerPerTest();
const serve = testApi.serve;
afterEach(clearToasts);

const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('/users (players)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('lists players with location and bookings count, and searches', async () => {
    logInAs('locationAdmin');
    const players = [player(3, { is_verified: false }), player(2, { location: null })];
    await serve({
      'GET /api/user_basic_data/': (request) => {
        const search = new URL(request.url, 'http://test').searchParams.get('search') ?? '';
        const found = players.filter((p) => p.last_name.toLowerCase().includes(search));
        return answer({ count: found.length, next: null, previous: null, results: found });
      },
    });
    const user = userEvent.setup();
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    const row = (await screen.findByText('Pia Player3')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['pia3@example.com', '+12155550123', 'Sunset', '3']);
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pia Player3' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/\d+$/),
    );
    const other = screen.getByText('Pia Player2').closest('tr')!;
    expect(within(other).getAllByRole('cell')[3]?.textContent).toBe('—');
    expect(screen.getByRole('link', { name: 'Add player' })).toHaveAttribute(
      'href',
      '/user-registraion',
    );

    await fill(user, screen.getByRole('textbox', { name: 'Search' }), 'player2');
    await waitFor(() => expect(screen.queryByText('Pia Player3')).toBeNull());
    await fill(user, screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No players found.')).toBeInTheDocument();
  });
});

describe('/user-registraion (player form)', { timeout: 2 * JOURNEY_TIMEOUT_MS }, () => {
  it('checks the fields with the shared messages, then creates the player at the one location', async () => {
    logInAs('locationAdmin');
    await serve({
      // A bare list, as GET /get_locations_byAdmin/ answers.
      'GET /api/get_locations_byAdmin/': {
        status: 200,
        body: [
          {
            id: 4,
            name: 'Greenlake',
            logo: null,
            time_zone: 'UTC',
            currency: 'USD',
            is_active: true,
          },
        ],
      },
      'GET /api/user_basic_data/': answer({ count: 0, next: null, previous: null, results: [] }),
      'POST /api/user_basic_data/': answer(player(9), PlayerMessages.created, 201),
    });
    const user = userEvent.setup();
    renderApp('/user-registraion');
    await phoneInput();
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    for (const message of [
      'First name is required.',
      'Email is required.',
      'Password is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Greenlake'),
    );
    await fillPerson(user, 'pia', 'park', 'pia@example.com', '+12155550123');
    await fillNewPassword(user, 'Secret1!x', 'Secret1!y');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    await fill(user, field(/^Confirm password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(await toast(PlayerMessages.created)).toBeInTheDocument();
    expect(jsonBody(testApi.requests.find((r) => r.method === 'POST'))).toMatchObject({
      first_name: 'Pia',
      email: 'pia@example.com',
      phone: '+12155550123',
      location_id: 4,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Players' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
