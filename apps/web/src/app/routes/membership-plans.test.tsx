import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, ok, refuse, type Reply } from '../../test/api-server';
import { clearToasts, fill, jsonBody, toast } from '../../test/forms';
import { goldPlan, list, locationOption } from '../../test/memberships';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

const testApi = staffScreens();
const serve = testApi.serve;
afterEach(clearToasts);

const locations = list([locationOption(1, 'Sunset'), locationOption(2, 'Greenlake')]);
const priceConfiguration = ok({
  location_id: 1,
  location_name: 'Sunset',
  currency: 'USD',
  tax_percent: '8.00',
  card_fee_percent: '3.00',
  courts: [],
  price_periods: [
    {
      name: 'Peak',
      weekdays: [1, 2, 3, 4, 5],
      start_time: '17:00',
      end_time: '21:00',
      fee_hrs: '60.00',
      court_fees: [],
    },
  ],
});

describe('/membership-plans', () => {
  it('lists the first location’s plans, with their rules in words', async () => {
    const held = deferred<Reply>();
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/membership-plans/': () => held.promise,
    });
    const { router } = renderApp('/membership-plans');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership plans' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loading plans…')).toBeInTheDocument();
    held.resolve(
      ok({
        plans: [
          goldPlan(),
          goldPlan({
            id: 8,
            name: 'Off-peak',
            rule: null,
            period_rules: [],
            horizon_days: null,
            is_active: false,
            members_count: 0,
          }),
        ],
      }),
    );

    const table = await screen.findByRole('table', { name: 'Membership plans at Sunset' });
    expect(router.state.location.search).toBe('?location=1');
    expect(testApi.requests.some((r) => r.url === '/api/membership-plans/?location_id=1')).toBe(
      true,
    );
    const gold = within(table).getByRole('rowheader', { name: 'Gold' }).closest('tr')!;
    expect(gold).toHaveTextContent('$120.00');
    expect(gold).toHaveTextContent('60 days');
    expect(gold).toHaveTextContent('20% off');
    expect(gold).toHaveTextContent('Peak: $30.00 an hour');
    expect(gold).toHaveTextContent('Active');
    const offPeak = within(table).getByRole('rowheader', { name: 'Off-peak' }).closest('tr')!;
    expect(offPeak).toHaveTextContent('Location’s');
    expect(offPeak).toHaveTextContent('No change');
    expect(offPeak).toHaveTextContent('Inactive');
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('scope', 'col');
    }
  });

  it('says so when the location has no plan', async () => {
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/membership-plans/': ok({ plans: [] }),
    });
    renderApp('/membership-plans?location=2');
    expect(await screen.findByText('No plans yet')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Greenlake' })).toBeVisible();
  });

  it('adds a plan with a period rule, and shows the server’s refusal in the form', async () => {
    let refuseNext = true;
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/membership-plans/': ok({ plans: [] }),
      'GET /api/price-configuration/1/': priceConfiguration,
      'POST /api/membership-plans/': () => {
        if (refuseNext) {
          refuseNext = false;
          return refuse(409, 'This location already has a plan with that name.');
        }
        return ok(goldPlan(), 'Membership plan created successfully.', 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/membership-plans');
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a plan' });

    // The shared schema speaks first.
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText('Please enter a name for the plan.')).toBeVisible();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Gold');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Price' }), '120');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Percentage off' }), '20');
    await user.click(await within(dialog).findByRole('button', { name: 'Add period rule' }));
    expect(within(dialog).getByLabelText('Period of period rule 1')).toHaveValue('Peak');
    await user.click(within(dialog).getByLabelText('Price rule of period rule 1'));
    await user.click(await screen.findByRole('option', { name: 'Fixed hourly fee' }));
    await fill(user, within(dialog).getByLabelText('Figure of period rule 1'), '30.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));

    expect(
      await within(dialog).findByText('This location already has a plan with that name.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await toast('Membership plan created successfully.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = testApi.requests.filter((r) => r.method === 'POST');
    expect(jsonBody(posts[1])).toEqual({
      location_id: 1,
      name: 'Gold',
      price: '120',
      horizon_days: null,
      rule: { kind: 'percent_off', value: '20' },
      period_rules: [{ period: 'Peak', kind: 'fixed_fee', value: '30.00' }],
      is_active: true,
    });
  });

  it('keeps the 409 of a plan with members in the delete dialog', async () => {
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/membership-plans/': ok({ plans: [goldPlan()] }),
      'DELETE /api/membership-plans/7/': refuse(
        409,
        'This plan has members. End their memberships or deactivate the plan instead.',
      ),
    });
    const user = userEvent.setup();
    renderApp('/membership-plans');
    await user.click(await screen.findByRole('button', { name: 'Delete plan Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This plan has members. End their memberships or deactivate the plan instead.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
