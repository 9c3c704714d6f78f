import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServerPerTest, byRoute, ok } from '../../test/api-server';
import { playerAccount } from '../../test/accounts';
import { JOURNEY_TIMEOUT_MS } from '../../test/forms';
import { membership } from '../../test/memberships';
import { logInAs, renderApp } from '../../test/render';

const testApi = apiServerPerTest();

const serveMemberships = (memberships: unknown[]) =>
  testApi.serve(
    byRoute({
      'GET /api/profile/': ok({ data: playerAccount, image: null }),
      'GET /api/my-memberships/': ok({ memberships }),
    }),
  );

describe('the player’s Membership card', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('lists the player’s memberships with their club, dates and state', async () => {
    await serveMemberships([
      membership(),
      membership({ id: 32, state: 'upcoming', starts_on: '2026-02-01', ends_on: '2026-02-28' }),
    ]);
    logInAs('player');
    renderApp('/user-profile');
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Gold · Sunset');
    expect(items[0]).toHaveTextContent('Thu, Jan 1, 2026 – Sat, Jan 31, 2026');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent('Upcoming');
    expect(
      testApi.requests.find((r) => r.url === '/api/my-memberships/')?.headers.authorization,
    ).toBe('Bearer test-token');
  });

  it('says "No membership" when there is none', async () => {
    await serveMemberships([]);
    logInAs('player');
    renderApp('/user-profile');
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(card).findByText('No membership')).toBeVisible();
    expect(within(card).getByText(/Ask at the club’s desk/)).toBeVisible();
  });
});
