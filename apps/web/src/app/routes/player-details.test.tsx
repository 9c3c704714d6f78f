import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Membership, PlayerRecord } from '@courtbook/shared';
import { ok, refuse, type Reply } from '../../test/api-server';
import { clearToasts, jsonBody, toast } from '../../test/forms';
import { goldPlan, list, locationOption, membership } from '../../test/memberships';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

const testApi = staffScreens();
const serve = testApi.serve;
afterEach(() => {
  vi.useRealTimers();
  return clearToasts();
});

const pat: PlayerRecord = {
  id: 5,
  first_name: 'Pat',
  last_name: 'Player',
  email: 'pat@example.com',
  phone: '+17025550123',
  country: 'US',
  is_verified: true,
  location: { id: 1, name: 'Sunset' },
  bookings_count: 3,
  created_at: '2026-01-02T10:00:00.000Z',
};

function servePlayer(memberships: () => Membership[], extra: Record<string, () => Reply> = {}) {
  return serve({
    'GET /api/players/5/': ok(pat),
    'GET /api/players/5/memberships/': () => ok({ memberships: memberships() }),
    'GET /api/players/5/notes/': ok({ notes: [] }),
    'GET /api/get_locations_byAdmin/': list([locationOption(1, 'Sunset')]),
    'GET /api/membership-plans/': ok({
      plans: [goldPlan(), goldPlan({ id: 9, name: 'Old', is_active: false })],
    }),
    ...extra,
  });
}

describe('/users/{id}', () => {
  it('shows the profile, the memberships and links to the bookings', async () => {
    await servePlayer(() => [membership()]);
    renderApp('/users/5');
    // The first test also loads the page's lazy module, which on a busy machine takes seconds.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pat Player' }, { timeout: 10_000 }),
    ).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('pat@example.com');
    expect(profile).toHaveTextContent('Sunset');
    const table = await screen.findByRole('table', { name: 'The player’s memberships' });
    const row = within(table).getByRole('rowheader', { name: 'Gold' }).closest('tr')!;
    expect(row).toHaveTextContent('Thu, Jan 1, 2026 – Sat, Jan 31, 2026');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'Upcoming bookings' })).toHaveAttribute(
      'href',
      '/court-bookings?search=pat%40example.com',
    );
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('No notes yet.')).toBeVisible();
    expect(screen.queryByText(/payments/i)).not.toBeInTheDocument();
  });

  it('gives a membership from the active plans, the refusal shown in the form', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T15:00:00Z'));
    let given: Membership[] = [];
    let refuseNext = true;
    await servePlayer(() => given, {
      'POST /api/players/5/memberships/': () => {
        if (refuseNext) {
          refuseNext = false;
          return refuse(
            409,
            'The player already has the Gold membership from 2026-03-01 to 2026-03-31 at this location. End it first, or choose other dates.',
          );
        }
        given = [membership({ starts_on: '2026-03-05', ends_on: '2026-04-04' })];
        return ok(given[0]!, 'Membership given successfully.', 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/users/5');
    expect(await screen.findByText('No membership yet.')).toBeVisible();
    const form = (await screen.findByRole('heading', { name: 'Give membership' })).closest('form')!;
    expect(within(form).getByLabelText(/Starts on/)).toHaveValue('2026-03-05');
    expect(within(form).getByLabelText(/Ends on/)).toHaveValue('2026-04-04');

    const give = within(form).getByRole('button', { name: 'Give membership' });
    await waitFor(() => expect(give).toBeEnabled());
    await user.click(give);
    expect(await within(form).findByText('Please choose a plan.')).toBeVisible();
    await user.click(within(form).getAllByLabelText(/^Plan/)[0]!);
    expect(screen.queryByRole('option', { name: 'Old' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await user.click(within(form).getByRole('button', { name: 'Give membership' }));
    expect(await within(form).findByText(/already has the Gold membership/)).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Give membership' }));
    expect(await toast('Membership given successfully.')).toBeVisible();
    await screen.findByRole('table', { name: 'The player’s memberships' });
    const posts = testApi.requests.filter((r) => r.method === 'POST');
    expect(jsonBody(posts[1])).toEqual({
      plan_id: 7,
      starts_on: '2026-03-05',
      ends_on: '2026-04-04',
    });
  });

  it('ends an active membership today, by the club’s date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:00 UTC on Mar 6 is still Mar 5 in New York.
    vi.setSystemTime(new Date('2026-03-06T02:00:00Z'));
    let current = [membership({ starts_on: '2026-03-01', ends_on: '2026-03-31' })];
    await servePlayer(() => current, {
      'PUT /api/memberships/31/': () => {
        current = [membership({ starts_on: '2026-03-01', ends_on: '2026-03-05' })];
        return ok(current[0]!, 'Membership updated successfully.');
      },
    });
    const user = userEvent.setup();
    renderApp('/users/5');
    await user.click(await screen.findByRole('button', { name: 'End today: Gold membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'End membership today?' });
    expect(dialog).toHaveTextContent('Thu, Mar 5, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'End today' }));
    expect(await toast('Membership updated successfully.')).toBeVisible();
    const put = testApi.requests.find((r) => r.method === 'PUT');
    expect(jsonBody(put)).toEqual({ ends_on: '2026-03-05' });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'The player’s memberships' })).toHaveTextContent(
        'Sun, Mar 1, 2026 – Thu, Mar 5, 2026',
      ),
    );
  });

  it('says when the player is not in scope', async () => {
    await serve({ 'GET /api/players/99/': refuse(404, 'Player not found.') });
    renderApp('/users/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Player not found' }),
    ).toBeVisible();
  });
});
