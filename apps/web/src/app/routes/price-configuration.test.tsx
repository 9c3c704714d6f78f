import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  LocationOption,
  PriceConfiguration,
  PricePreview,
  PricePreviewRequestInput,
} from '@courtbook/shared';
import { refuse, byRoute, type Reply } from '../../test/api-server';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

/** A record as the API answers it: its fields beside code and message. */
const ok = (fields: object, text = 'OK'): Reply => ({
  status: 200,
  body: { ...fields, code: 200, message: text },
});
/** An unpaginated list (GET /get_locations_byAdmin/): the list itself. */
const list = (items: unknown[]): Reply => ({ status: 200, body: items });

const option = (id: number, name: string): LocationOption => ({
  id,
  name,
  logo: null,
  time_zone: 'America/New_York',
  currency: 'USD',
  is_active: true,
});

/** Sunset: 8 % tax, 3 % card fee; court 1 at $40 with the location's figures, court 2 with 10 % tax. */
const sunset = (): PriceConfiguration => ({
  location_id: 1,
  location_name: 'Sunset',
  currency: 'USD',
  tax_percent: '8.00',
  card_fee_percent: '3.00',
  courts: [
    {
      court_id: 11,
      court_number: 1,
      court_fee_hrs: '40.00',
      tax_percent: null,
      card_fee_percent: null,
      effective_tax_percent: '8.00',
      effective_card_fee_percent: '3.00',
      is_active: true,
    },
    {
      court_id: 12,
      court_number: 2,
      court_fee_hrs: '50.00',
      tax_percent: '10.00',
      card_fee_percent: null,
      effective_tax_percent: '10.00',
      effective_card_fee_percent: '3.00',
      is_active: false,
    },
  ],
  price_periods: [],
});

/**
 * POST /api/price-preview/ as the server answers it: the summary it quotes for the figures sent
 * (its arithmetic is the API's tests'; here, that the page asks with the figures on screen).
 */
const quotedSummaries: Record<string, string> = {
  '40.00 8.00 3.00 False': '44.40',
  '50.00 8.00 3.00 False': '55.50',
  '50.00 8.25 3.00 False': '55.63',
  '50.00 8.25 3.00 True': '222.52',
};
const pricePreview = (request: { body: string }): Reply => {
  const body = JSON.parse(request.body) as PricePreviewRequestInput;
  const figures = [body.court_fee_hrs, body.tax_percent, body.card_fee_percent];
  const summary = quotedSummaries[[...figures, body.book_for_four_weeks].join(' ')];
  if (summary === undefined) return { status: 500, body: { code: 500, message: 'Unexpected' } };
  const weekly = body.book_for_four_weeks === 'True';
  const preview: PricePreview = {
    court_id: Number(body.court_id),
    court_number: 1,
    location_id: 1,
    currency: 'USD',
    booking_date: String(body.booking_date),
    start_time: String(body.start_time),
    end_time: String(body.end_time),
    duration_time: '01:00:00',
    book_for_four_weeks: weekly ? 'True' : 'False',
    session_dates: weekly ? ['d1', 'd2', 'd3', 'd4'] : ['d1'],
    court_fee_hrs: String(body.court_fee_hrs),
    tax_percent: String(body.tax_percent),
    card_fee_percent: String(body.card_fee_percent),
    fee: '0.00',
    tax: '0.00',
    cc_fees: '0.00',
    total_price: '0.00',
    full_tax: '0.00',
    full_cc_fees: '0.00',
    on_amount: summary,
    summary,
    price_lines: body.price_periods?.length
      ? [{ period: 'Peak', minutes: 60, fee_hrs: '60.00' }]
      : [{ period: null, minutes: 60, fee_hrs: String(body.court_fee_hrs) }],
  };
  return ok(preview);
};

const testApi = staffScreens();
const serve = testApi.serve;

const summary = () => screen.getByTestId('preview-summary');

describe('/price-configuration', () => {
  it('shows the first location, and the preview follows the unsaved figures', async () => {
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset'), option(2, 'Greenlake')]),
        'GET /api/price-configuration/1/': ok(sunset()),
        'POST /api/price-preview/': pricePreview,
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/price-configuration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Price configuration' }),
    ).toBeInTheDocument();
    const fee = await screen.findByLabelText('Hourly fee of court 1');
    expect(fee).toHaveValue('40.00');
    await waitFor(() => expect(router.state.location.search).toBe('?location=1'));
    expect(screen.getByLabelText('Tax % of court 1')).toHaveAttribute(
      'placeholder',
      'Location default (8.00%)',
    );
    expect(screen.getByLabelText('Tax % of court 2')).toHaveValue('10.00');
    expect(screen.getByRole('button', { name: 'Save prices' })).toBeDisabled();

    // Court 1 for 1 hour: 40.00 + 3.20 tax + 1.20 card fee.
    await waitFor(() => expect(summary()).toHaveTextContent('$44.40'));
    await user.clear(fee);
    await user.type(fee, '50');
    // 50.00 + 4.00 + 1.50
    await waitFor(() => expect(summary()).toHaveTextContent('$55.50'));
    const tax = screen.getByLabelText('Location tax %');
    await user.clear(tax);
    await user.type(tax, '8.25');
    // 50 × 8.25 % = 4.125, rounded half-up to 4.13
    await waitFor(() => expect(summary()).toHaveTextContent('$55.63'));
    expect(screen.getByLabelText('Tax % of court 1')).toHaveAttribute(
      'placeholder',
      'Location default (8.25%)',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' }));
    await waitFor(() => expect(summary()).toHaveTextContent('$222.52'));
    expect(screen.getByText('Total for 4 sessions')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    // The server priced the figures on screen; nothing was saved.
    const asked = testApi.requests.filter((r) => r.url === '/api/price-preview/');
    expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({
      court_id: 11,
      start_time: '18:00:00',
      end_time: '19:00:00',
      book_for_four_weeks: 'True',
      court_fee_hrs: '50.00',
      tax_percent: '8.25',
      card_fee_percent: '3.00',
    });
    expect(testApi.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves every figure in one PUT, blank court percentages as the location’s', async () => {
    let saved = sunset();
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset')]),
        'GET /api/price-configuration/1/': () => ok(saved),
        'PUT /api/price-configuration/1/': (request) => {
          const body = JSON.parse(request.body) as { tax_percent: string };
          saved = {
            ...saved,
            tax_percent: Number(body.tax_percent).toFixed(2),
            courts: saved.courts.map((c) =>
              c.court_id === 12 ? { ...c, court_fee_hrs: '55.50', tax_percent: null } : c,
            ),
          };
          return ok(saved, 'Price configuration updated successfully.');
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/price-configuration?location=1');
    const fee = await screen.findByLabelText('Hourly fee of court 2');
    await user.clear(fee);
    await user.type(fee, '55.5');
    await user.clear(screen.getByLabelText('Tax % of court 2'));
    await user.clear(screen.getByLabelText('Location tax %'));
    await user.type(screen.getByLabelText('Location tax %'), '9');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Price configuration updated successfully.')).toBeVisible();
    const puts = testApi.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      [
        '/api/price-configuration/1/',
        {
          tax_percent: '9',
          card_fee_percent: '3.00',
          courts: [
            { court_id: 11, court_fee_hrs: '40.00', tax_percent: null, card_fee_percent: null },
            { court_id: 12, court_fee_hrs: '55.5', tax_percent: null, card_fee_percent: null },
          ],
          price_periods: [],
        },
      ],
    ]);
    // The saved figures are the form's new starting point.
    await waitFor(() =>
      expect(screen.getByLabelText('Hourly fee of court 2')).toHaveValue('55.50'),
    );
    expect(screen.getByLabelText('Location tax %')).toHaveValue('9.00');
    expect(screen.getByRole('button', { name: 'Save prices' })).toBeDisabled();
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('adds a price period on the week, prices the preview with it unsaved, and saves it', async () => {
    let put: unknown;
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset')]),
        'GET /api/price-configuration/1/': ok(sunset()),
        'POST /api/price-preview/': pricePreview,
        'PUT /api/price-configuration/1/': (request) => {
          put = JSON.parse(request.body);
          return ok({
            ...sunset(),
            price_periods: [
              {
                id: 5,
                name: 'Peak',
                weekdays: [1, 2, 3, 4, 5],
                start_time: '18:00',
                end_time: '22:00',
                fee_hrs: '60.00',
                court_fees: [{ court_id: 12, fee_hrs: '75.00' }],
              },
            ],
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/price-configuration');
    expect(
      await screen.findByRole('img', { name: 'The week has no price periods.' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add price period' }));
    await user.type(screen.getByLabelText('Name of price period 1'), 'Peak');
    await user.type(screen.getByLabelText('Hourly fee of price period 1'), '60');
    await user.type(screen.getByLabelText('Court 2’s own fee in price period 1'), '75');
    expect(screen.getByRole('img', { name: 'Price periods: Peak: 18:00 to 22:00.' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();

    // The preview asks with the period on screen, before it is saved, and says how it priced.
    expect(await screen.findByText('1 hour Peak at $60.00 an hour')).toBeVisible();
    await waitFor(() => {
      const asked = testApi.requests.filter((r) => r.url === '/api/price-preview/');
      expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({
        price_periods: [{ name: 'Peak', fee_hrs: '60', weekdays: [1, 2, 3, 4, 5] }],
      });
    });
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(put).toBeDefined());
    expect(put).toMatchObject({
      price_periods: [
        {
          name: 'Peak',
          weekdays: [1, 2, 3, 4, 5],
          start_time: '18:00',
          end_time: '22:00',
          fee_hrs: '60',
          court_fees: [
            { court_id: 11, fee_hrs: '' },
            { court_id: 12, fee_hrs: '75' },
          ],
        },
      ],
    });
    // The saved period is the form's new starting point, the court's own fee in its field.
    await waitFor(() =>
      expect(screen.getByLabelText('Court 2’s own fee in price period 1')).toHaveValue('75.00'),
    );
  });

  it('shows the shared validation messages, blocks saving, and shows the server’s refusal', async () => {
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset')]),
        'GET /api/price-configuration/1/': ok(sunset()),
        'PUT /api/price-configuration/1/': {
          status: 400,
          body: {
            code: 400,
            message: 'Court 12 is not a court of this location.',
            errors: ['Court 12 is not a court of this location.'],
            data: null,
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/price-configuration');
    const fee = await screen.findByLabelText('Hourly fee of court 1');
    await user.clear(fee);
    await user.type(fee, 'ten');
    expect(
      await screen.findByText(
        'Hourly fee must be an amount from 0 to 100000 with at most 2 decimals.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid hourly fee to see the price.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card fee % of court 2'), '101');
    expect(
      await screen.findByText(
        'Card fee must be a percentage from 0 to 100 with at most 2 decimals.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(testApi.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(fee);
    await user.type(fee, '45');
    await user.clear(screen.getByLabelText('Card fee % of court 2'));
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Court 12 is not a court of this location.')).toBeVisible();
    // The figures stay as typed.
    expect(screen.getByLabelText('Hourly fee of court 1')).toHaveValue('45');
  });

  it('asks before switching location with unsaved changes', async () => {
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset'), option(2, 'Greenlake')]),
        'GET /api/price-configuration/1/': ok(sunset()),
        'GET /api/price-configuration/2/': ok({
          ...sunset(),
          location_id: 2,
          location_name: 'Greenlake',
          courts: [],
        }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/price-configuration?location=1');
    const fee = await screen.findByLabelText('Hourly fee of court 1');
    await user.type(fee, '5');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Greenlake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard and switch' }));
    expect(await screen.findByText(/This location has no courts yet/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?location=2');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset')]),
        'GET /api/price-configuration/1/': ok(sunset()),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/price-configuration?location=1');
    await user.type(await screen.findByLabelText('Hourly fee of court 1'), '5');
    await user.click(screen.getAllByRole('link', { name: 'Messages' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/price-configuration');
    expect(screen.getByLabelText('Hourly fee of court 1')).toHaveValue('40.005');

    await user.click(screen.getAllByRole('link', { name: 'Messages' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave and discard' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('says so when there is no location', async () => {
    await serve(byRoute({ 'GET /api/get_locations_byAdmin/': list([]) }));
    renderApp('/price-configuration');
    expect(await screen.findByText(/No locations to configure yet/)).toBeInTheDocument();
  });

  it('shows a load failure with a way to try again', async () => {
    await serve(
      byRoute({
        'GET /api/get_locations_byAdmin/': list([option(1, 'Sunset')]),
        'GET /api/price-configuration/1/': refuse(404, 'Location not found.'),
      }),
    );
    renderApp('/price-configuration');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Location not found.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
