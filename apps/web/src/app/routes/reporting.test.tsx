import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportBooking, ReportData } from '@courtbook/shared';
import { refuse, type RecordedRequest, type Reply } from '../../test/api-server';
import { recordDownloads } from '../../test/downloads';
import { renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';

/** A record's (or a page's) fields beside `code` and `message`, as the API answers. */
const answer = (fields: object): Reply => ({
  status: 200,
  body: { ...fields, code: 200, message: 'OK' },
});

/** The money figures of a day or the cards: card, pay at club, test, and their sum. */
const money = (revenue: string, venue: string, test: string) => ({
  revenue,
  venue_revenue: venue,
  venue_collected: '0.00',
  venue_outstanding: venue,
  test_revenue: test,
  total_revenue: ((Number(revenue) * 100 + Number(venue) * 100 + Number(test) * 100) / 100).toFixed(
    2,
  ),
});
const none = money('0.00', '0.00', '0.00');

const report = (
  location: number | null,
  bookings: number,
  revenue: string,
  { venue = '0.00', test = '0.00' } = {},
): ReportData => ({
  location,
  start_date: '2026-03-01',
  end_date: '2026-03-03',
  cards: { players: bookings + 1, bookings, courts: 4, ...money(revenue, venue, test) },
  by_day: [
    { date: '2026-03-01', bookings: 0, ...none },
    { date: '2026-03-02', bookings, ...money(revenue, venue, test) },
    { date: '2026-03-03', bookings: 0, ...none },
  ],
  by_hour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    booked_hours: hour === 18 ? 1.5 : 0,
  })),
  by_period: [],
  by_plan: [],
  by_sport: [],
  occupancy: [],
});

const row = (id: number, player: string, paidBy: ReportBooking['paid_by']): ReportBooking => ({
  booking_id: id,
  booked_at: '2026-03-01 09:00',
  booking_date: '2026-03-02',
  start_time: '18:00',
  duration: '1:30',
  court_number: 3,
  location_id: 1,
  location_name: 'Sunset',
  player_name: player,
  email: `${player.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '+12155550100',
  country: 'US',
  amount: '60.00',
  tax: '4.80',
  card_fee: '1.80',
  total: '66.60',
  status: 'completed',
  paid_by: paidBy,
  venue_payment: paidBy === 'club' ? 'outstanding' : null,
});

/** The staff calls of /reporting, answered from memory. */
function reportsApi(options: { csv?: Reply } = {}) {
  return (request: RecordedRequest): Reply => {
    const url = new URL(request.url, 'http://test');
    const location = url.searchParams.get('location');
    switch (url.pathname) {
      case '/api/get_locations_byAdmin/':
        // A bare list, as the API answers it.
        return {
          status: 200,
          body: [
            {
              id: 1,
              name: 'Sunset',
              logo: null,
              time_zone: 'UTC',
              currency: 'USD',
              is_active: true,
            },
            {
              id: 2,
              name: 'Greenlake',
              logo: null,
              time_zone: 'UTC',
              currency: 'USD',
              is_active: true,
            },
          ],
        };
      case '/api/reporting-data/':
        // Greenlake also took payments through the local test provider.
        return answer(
          location === '2'
            ? report(2, 1, '22.20', { test: '40.00' })
            : report(null, 5, '133.20', { venue: '43.20' }),
        );
      case '/api/reporting-bookings/': {
        const search = url.searchParams.get('search') ?? '';
        const rows = [row(1, 'Ann Able', 'card'), row(2, 'Ben Best', 'club')].filter((r) =>
          r.player_name.toLowerCase().includes(search.toLowerCase()),
        );
        return answer({ count: rows.length, next: null, previous: null, results: rows });
      }
      case '/api/download_csv/':
        return options.csv ?? { status: 200, raw: 'Booking date,Reservation date\n' };
      default:
        return refuse(404, 'Not found');
    }
  };
}

const testApi = staffScreens();
const serve = testApi.serve;

const card = (label: string) => screen.getByTestId(`card-${label}`).textContent;
const requestsTo = (path: string) =>
  testApi.requests.filter((r) => r.url.startsWith(path)).map((r) => new URL(r.url, 'http://test'));

describe('/reporting', () => {
  it('shows the cards, the charts as tables, and the bookings with their status', async () => {
    await serve(reportsApi());
    renderApp('/reporting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    await waitFor(() => expect(card('revenue')).toBe('$133.20'));
    expect([card('players'), card('bookings'), card('courts')]).toEqual(['6', '5', '4']);
    // Card and pay at club apart, and their total; no test payments, so no card for them.
    expect([card('venue-revenue'), card('total-revenue')]).toEqual(['$43.20', '$176.40']);
    expect(screen.getByText('Card + pay at club')).toBeInTheDocument();
    expect(screen.queryByTestId('card-test-payments')).toBeNull();

    const byDay = screen.getByRole('table', { name: 'Revenue by day' });
    expect(within(byDay).getByRole('columnheader', { name: 'Pay at club' })).toBeInTheDocument();
    expect(
      within(byDay).getByRole('row', { name: 'Mar 2 $133.20 $43.20 $176.40' }),
    ).toBeInTheDocument();
    const byHour = screen.getByRole('table', { name: 'Court use by hour of day' });
    expect(within(byHour).getByRole('row', { name: '18:00 1.5 h' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Bookings in the report' });
    expect(await within(table).findByText('Ann Able')).toBeInTheDocument();
    expect(within(table).getAllByText('Completed')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /Ann Able .* Card Completed/ })).toBeVisible();
    expect(
      within(table).getByRole('row', { name: /Ben Best .* At club · outstanding Completed/ }),
    ).toBeVisible();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();

    // The default range: the last 30 days and the next 30, sent with every call.
    const [first] = requestsTo('/api/reporting-data/');
    const start = first!.searchParams.get('start_date')!;
    const end = first!.searchParams.get('end_date')!;
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(59);
  });

  it('shows money by price period and the occupancy of open hours as tables', async () => {
    const periods = {
      by_period: [
        { period: null, minutes: 120, ...money('40.00', '0.00', '0.00') },
        { period: 'Peak', minutes: 90, ...money('60.00', '30.00', '0.00') },
      ],
      by_plan: [
        {
          plan: null,
          bookings: 3,
          ...money('40.00', '0.00', '0.00'),
          memberships: 0,
          membership_revenue: '0.00',
        },
        {
          plan: 'Gold',
          bookings: 2,
          ...money('60.00', '30.00', '0.00'),
          memberships: 4,
          membership_revenue: '480.00',
        },
      ],
      by_sport: [
        { sport: 'padel', bookings: 2, minutes: 180, ...money('60.00', '30.00', '0.00') },
        { sport: 'tennis', bookings: 3, minutes: 120, ...money('40.00', '0.00', '0.00') },
      ],
      // Mondays 08:00 and 18:00 and Tuesdays 08:00 are open; Sunday never is.
      occupancy: [
        { weekday: 1, hour: 8, open_minutes: 120, booked_minutes: 30 },
        { weekday: 1, hour: 18, open_minutes: 480, booked_minutes: 297 },
        { weekday: 2, hour: 8, open_minutes: 60, booked_minutes: 60 },
      ],
    };
    await serve((request) =>
      request.url.startsWith('/api/reporting-data/')
        ? answer({ ...report(null, 5, '133.20'), ...periods })
        : reportsApi()(request),
    );
    renderApp('/reporting');
    const byPeriod = await screen.findByRole('table', { name: 'Revenue by price period' });
    expect(
      within(byPeriod)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Price periodCourt hoursFees', 'Court’s own fee2 h$40.00', 'Peak1.5 h$90.00']);
    const byPlan = screen.getByRole('table', { name: 'Revenue by membership plan' });
    expect(
      within(byPlan)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PlanSessionsRevenueNew membershipsExpected',
      'Public price3$40.000$0.00',
      'Gold2$90.004$480.00',
    ]);
    const bySport = screen.getByRole('table', { name: 'Bookings by sport' });
    expect(
      within(bySport)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SportSessionsCourt hoursRevenue', 'Padel23 h$90.00', 'Tennis32 h$40.00']);

    const occupancy = screen.getByRole('table', {
      name: 'Share of open court hours booked, by weekday and hour',
    });
    // Only the hours the club opens, as columns; Monday first, every weekday a row.
    expect(
      within(occupancy)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', '08:00', '18:00']);
    const rows = within(occupancy).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(within(occupancy).getByRole('row', { name: 'Monday 25% 62%' })).toBeInTheDocument();
    expect(within(occupancy).getByRole('row', { name: /^Tuesday 100% .*Closed$/ })).toBeVisible();
    expect(
      within(occupancy).getByRole('row', { name: /^Sunday .*Closed .*Closed$/ }),
    ).toBeVisible();
    const busy = within(occupancy).getByRole('cell', { name: '62%' });
    expect(busy).toHaveAttribute('title', 'Monday 18:00: 62% booked (4.95 h of 8 h)');
  });

  it('says when no session is in a price period and no court is open', async () => {
    await serve(reportsApi());
    renderApp('/reporting');
    expect(
      await screen.findByText('No paid or pay-at-club sessions in this range.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No court is open in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revenue by price period' })).toBeNull();
  });

  it('covers the last 30 days and the next 30 by default, and says so', async () => {
    // Only the date is fixed: the timers the page and the tests wait on stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 9, 30));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await serve(reportsApi());
    renderApp('/reporting');
    const range = await screen.findByTestId('report-range');
    expect(range).toHaveTextContent('Showing Oct 30 – Dec 28: the last 30 and next 30 days');
    expect(screen.getByLabelText<HTMLInputElement>(/^From/).value).toBe('2026-10-30');
    expect(screen.getByLabelText<HTMLInputElement>(/^To/).value).toBe('2026-12-28');
    await waitFor(() => expect(requestsTo('/api/reporting-data/')).toHaveLength(1));
    expect(Object.fromEntries(requestsTo('/api/reporting-data/')[0]!.searchParams)).toEqual({
      start_date: '2026-10-30',
      end_date: '2026-12-28',
    });

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-12-01' } });
    expect(range).toHaveTextContent('Showing Dec 1 – Dec 28 (28 days)');
  });

  it('draws axes of round values and labels, and tells each bar on hover and from the keys', async () => {
    await serve(reportsApi());
    const user = userEvent.setup();
    renderApp('/reporting');
    await waitFor(() => expect(card('revenue')).toBe('$133.20'));
    const chart = (name: string) => screen.getByRole('figure', { name });
    const axis = (name: string, which: 'x-axis' | 'y-axis') =>
      [...within(chart(name)).getByTestId(which).querySelectorAll('span')].map(
        (label) => label.textContent,
      );

    // Up to the largest day ($176.40 = card + pay at club), in round steps, from 0.
    expect(axis('Revenue by day', 'y-axis')).toEqual(['$0', '$50', '$100', '$150', '$200']);
    expect(axis('Revenue by day', 'x-axis')).toEqual(['Mar 1', 'Mar 2', 'Mar 3']);
    // Counts step by whole numbers; 24 hours are labelled every 4.
    expect(axis('Bookings by day', 'y-axis')).toEqual(['0', '2', '4', '6']);
    expect(axis('Court use by hour of day', 'y-axis')).toEqual(['0 h', '0.5 h', '1 h', '1.5 h']);
    expect(axis('Court use by hour of day', 'x-axis')).toEqual([
      '00:00',
      '04:00',
      '08:00',
      '12:00',
      '16:00',
      '20:00',
    ]);
    // The legend names the stacked kinds of money.
    expect(within(chart('Revenue by day')).getByTestId('chart-legend')).toHaveTextContent(
      'CardPay at club',
    );

    // Hover: the day's figures, each kind and the total.
    const revenue = within(chart('Revenue by day')).getByRole('group', {
      name: 'Revenue by day: 3 bars',
    });
    await user.hover(revenue.querySelector('[data-bar="1"]')!);
    expect(within(revenue).getByTestId('chart-tooltip')).toHaveTextContent(
      'Mar 2Card: $133.20Pay at club: $43.20Total: $176.40',
    );
    await user.unhover(revenue);
    expect(within(revenue).queryByTestId('chart-tooltip')).toBeNull();

    // Keys: one Tab stop a chart; it starts on the first day with money and moves with the arrows,
    // and screen readers hear each bar.
    revenue.focus();
    expect(revenue).toHaveAccessibleDescription('Use the arrow keys to read each bar.');
    expect(
      await within(chart('Revenue by day')).findByText(
        'Mar 2: Card $133.20, Pay at club $43.20, total $176.40',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(revenue).getByTestId('chart-tooltip')).toHaveTextContent('Mar 3');
    expect(
      within(chart('Revenue by day')).getByText(
        'Mar 3: Card $0.00, Pay at club $0.00, total $0.00',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(within(revenue).getByTestId('chart-tooltip')).toHaveTextContent('Mar 1');
    await user.tab();
    expect(within(revenue).queryByTestId('chart-tooltip')).toBeNull();
  });

  it('keeps cells whole and lets a narrow screen scroll the table sideways, and says so', async () => {
    // A phone: the table is wider than its box (jsdom lays nothing out, so the sizes are given).
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    await serve(reportsApi());
    renderApp('/reporting');
    const region = await screen.findByRole('region', { name: 'Bookings table' });
    expect(within(region).getByRole('table', { name: 'Bookings in the report' })).toBeVisible();
    expect(region).toHaveAttribute('tabindex', '0');
    // The overflow is measured once the table is in the page, a render after it appears.
    expect(await screen.findByText('Scroll sideways to see every column.')).toBeVisible();
    expect(region.parentElement).toHaveAttribute('data-more');
    // Scrolled to the far right: the fade on the edge goes.
    region.scrollLeft = 742;
    fireEvent.scroll(region);
    await waitFor(() => expect(region.parentElement).not.toHaveAttribute('data-more'));
  });

  it('refetches when the location, the dates or the search change', async () => {
    await serve(reportsApi());
    const user = userEvent.setup();
    renderApp('/reporting');
    await waitFor(() => expect(card('revenue')).toBe('$133.20'));

    await user.click(
      screen.getAllByLabelText('Location').find((element) => element.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Greenlake' }));
    await waitFor(() => expect(card('revenue')).toBe('$22.20'));
    expect(card('test-payments')).toBe('$40.00');
    expect(screen.getByText('Local test provider: no money moved')).toBeInTheDocument();
    expect(card('total-revenue')).toBe('$62.20');
    expect(screen.getByText('Card + pay at club + test payments')).toBeInTheDocument();
    expect(requestsTo('/api/reporting-data/').at(-1)!.searchParams.get('location')).toBe('2');

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-03-03' } });
    await waitFor(() => {
      const last = requestsTo('/api/reporting-bookings/').at(-1)!;
      expect([
        last.searchParams.get('start_date'),
        last.searchParams.get('end_date'),
        last.searchParams.get('location'),
      ]).toEqual(['2026-03-01', '2026-03-03', '2']);
    });

    await user.type(screen.getByLabelText('Search'), 'ben');
    await waitFor(() => expect(screen.queryByText('Ann Able')).not.toBeInTheDocument());
    expect(screen.getByText('Ben Best')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-05' } });
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the filtered CSV with the token', async () => {
    await serve(reportsApi());
    const { saved, names } = recordDownloads('blob:report');
    const user = userEvent.setup();
    renderApp('/reporting');
    await waitFor(() => expect(card('revenue')).toBe('$133.20'));
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-03-03' } });
    await user.type(screen.getByLabelText('Search'), 'ann');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['bookings-2026-03-01-to-2026-03-03.csv']));
    const request = testApi.requests.find((r) => r.url.startsWith('/api/download_csv/'))!;
    expect(request.headers.authorization).toBe('Bearer test-token');
    const params = new URL(request.url, 'http://test').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-03',
      search: 'ann',
    });
    expect(await saved[0]?.text()).toContain('Booking date,Reservation date');
  });

  it('shows the server message when the export is refused', async () => {
    await serve(
      reportsApi({
        csv: {
          status: 403,
          body: {
            code: 403,
            message:
              'Only a super admin or an admin with the reporting permission can see reports.',
            data: null,
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/reporting');
    await waitFor(() => expect(card('revenue')).toBe('$133.20'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Only a super admin or an admin with the reporting permission can see reports.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error when the report cannot be loaded', async () => {
    await serve((request) =>
      request.url.startsWith('/api/reporting-data/')
        ? refuse(500, 'Something went wrong.')
        : reportsApi()(request),
    );
    renderApp('/reporting');
    expect(await screen.findByText('Could not load the report')).toBeInTheDocument();
  });
});
