import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LocationMessages,
  type Court,
  type Location,
  type LocationDetail,
} from '@courtbook/shared';
import { ok, refuse, type RecordedRequest, type Reply } from '../../test/api-server';
import { stubNodeFormData } from '../../test/forms';
import { logInAs, renderApp } from '../../test/render';
import { staffScreens } from '../../test/screens';
import { SPEC_STAFF_COURT } from '../../test/courts';

const location = (id: number, name: string, city = 'Chicago'): Location => ({
  id,
  sports: ['tennis'],
  name,
  logo: null,
  address_1: `${id} Main Street`,
  address_2: '',
  address_3: '',
  address_4: '',
  city,
  state: 'IL',
  country: 'US',
  phone: '',
  email: '',
  website: '',
  description: '',
  time_zone: 'America/Chicago',
  currency: 'USD',
  tax_percent: '8.00',
  card_fee_percent: '3.00',
  opening_hours: {},
  booking_horizon_days: 365,
  max_upcoming_bookings: null,
  max_hours_per_week: null,
  max_bookings_per_day: null,
  waitlist_offer_minutes: 15,
  is_active: id % 2 === 1,
  courts_count: id,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

const court: Court = {
  ...SPEC_STAFF_COURT,
  court_id: 11,
  location_id: 1,
  court_number: 1,
  court_fee_hrs: '45.50',
  tax_percent: '8.00',
  card_fee_percent: '3.00',
  is_active: true,
  closures: [],
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

/** A named padel court offering 90 minutes only, as Harbour Padel Club's Centre Court. */
const padelCourt: Court = {
  ...court,
  court_id: 12,
  court_number: 2,
  court_fee_hrs: '36.00',
  sport: 'padel',
  name: 'Centre Court',
  surface: 'Artificial grass',
  indoor: true,
  lights: true,
  session_minutes: [90],
  min_session_minutes: 90,
  max_session_minutes: 90,
};

const all = Array.from({ length: 12 }, (_, i) =>
  location(i + 1, `Club ${i + 1}`, i === 4 ? 'Austin' : 'Chicago'),
);
const detail: LocationDetail = { ...all[0]!, courts: [court, padelCourt] };

/** A success as the API answers it: the fields (a record, a page) beside code and message. */

/** The staff API as the screens use it; `override` answers first when it returns a reply. */
function staffApi(override?: (request: RecordedRequest) => Reply | undefined) {
  return (request: RecordedRequest): Reply => {
    const answer = override?.(request);
    if (answer) return answer;
    const url = new URL(request.url, 'http://test');
    if (request.method === 'GET' && url.pathname === '/api/locations/') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const found = all.filter((l) => `${l.name} ${l.city}`.toLowerCase().includes(search));
      return ok({
        count: found.length,
        next: null,
        previous: null,
        results: found.slice((page - 1) * 10, page * 10),
      });
    }
    if (request.method === 'GET' && url.pathname === '/api/locations/1/') return ok(detail);
    return refuse(404, 'Not found');
  };
}

const testApi = staffScreens();
const serve = testApi.serve;

describe('/locations', () => {
  it('lists a page of locations, searches, and pages on', async () => {
    await serve(staffApi());
    const user = userEvent.setup();
    renderApp('/locations');
    expect(await screen.findByText('Club 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add location' })).toHaveAttribute(
      'href',
      '/add-locations',
    );

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(screen.getByText('Club 12')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'austin');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(screen.getByText('Club 5')).toBeInTheDocument();
    expect(testApi.requests.some((r) => r.url.includes('search=austin'))).toBe(true);

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nowhere');
    expect(await screen.findByText('No locations found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('asks before deleting and shows a 409 refusal in an error toast', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'DELETE'
          ? refuse(
              409,
              'This location has bookings, so it cannot be deleted. To stop new bookings there, edit the location and turn off its Active switch instead; its bookings are kept.',
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/locations');
    await user.click(await screen.findByRole('button', { name: 'Delete Club 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    expect(within(dialog).getByText(/Delete Club 1\?/)).toBeInTheDocument();
    expect(testApi.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The refusal in plain words, with what to do instead: no field names.
    expect(
      await screen.findByText(/This location has bookings, so it cannot be deleted/),
    ).toHaveTextContent('turn off its Active switch instead');
    expect(screen.queryByText(/is_active/)).not.toBeInTheDocument();
    const deletes = testApi.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.url)).toEqual(['/api/locations/1/']);
  });

  it('hides Add and Delete from a location admin', async () => {
    logInAs('locationAdmin');
    await serve(staffApi());
    renderApp('/locations');
    expect(await screen.findByText('Club 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Club 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Club 1' })).toHaveAttribute(
      'href',
      '/update-locations/1',
    );
  });
});

describe('/add-locations', () => {
  it('shows the shared validation messages, then sends the form as multipart with the logo', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'POST' && request.url === '/api/locations/'
          ? ok(detail, 'Location created successfully.', 201)
          : undefined,
      ),
    );
    // jsdom's FormData and File are not what Node's fetch can send: use Node's, as a browser would.
    await stubNodeFormData();
    const user = userEvent.setup();
    const { router } = renderApp('/add-locations');
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Address line 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('Time zone is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Email is not valid.')).toBeInTheDocument();
    expect(testApi.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Name/), 'New Club');
    await user.type(screen.getByLabelText(/^Address line 1/), '1 River Road');
    await user.type(screen.getByPlaceholderText('Search a time zone'), 'America/Denv');
    await user.click(await screen.findByRole('option', { name: 'America/Denver' }));

    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.upload(
      fileInput,
      new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
    const logo = new NodeFile(['png-bytes'], 'logo.png', { type: 'image/png' });
    await user.upload(fileInput, logo as unknown as File);
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/location-details/1'));
    expect(await screen.findByText('Location created successfully.')).toBeInTheDocument();

    const post = testApi.requests.find((r) => r.method === 'POST');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toMatch(/name="name"\r\n\r\nNew Club\r\n/);
    expect(post?.body).toMatch(/name="time_zone"\r\n\r\nAmerica\/Denver\r\n/);
    expect(post?.body).toMatch(/name="opening_hours"\r\n\r\n\{\}\r\n/);
    expect(post?.body).toMatch(/name="booking_horizon_days"\r\n\r\n365\r\n/);
    expect(post?.body).toMatch(
      /name="logo"; filename="logo.png"\r\nContent-Type: image\/png\r\n\r\npng-bytes/,
    );
  });
});

describe('/update-locations/:id', () => {
  it('edits the booking horizon, refusing a value out of range with the shared message', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'PUT' && request.url === '/api/locations/1/'
          ? ok({ ...detail, booking_horizon_days: 30 }, 'Location updated successfully.')
          : undefined,
      ),
    );
    await stubNodeFormData();
    const user = userEvent.setup();
    const { router } = renderApp('/update-locations/1');
    const horizon = await screen.findByRole('textbox', { name: /^Booking horizon \(days\)/ });
    expect(horizon).toHaveValue('365');
    expect(screen.getByText('How many days ahead players can book, 1 to 730')).toBeVisible();

    await user.clear(horizon);
    await user.type(horizon, '731');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(LocationMessages.bookingHorizonInvalid)).toBeVisible();
    expect(testApi.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(horizon);
    await user.type(horizon, '30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/location-details/1'));
    const put = testApi.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatch(/name="booking_horizon_days"\r\n\r\n30\r\n/);
  });
});

describe('/update-locations/:id fair use', () => {
  it('sets a limit, leaves the others off, and refuses one out of range with the shared message', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'PUT' && request.url === '/api/locations/1/'
          ? ok({ ...detail, max_upcoming_bookings: 2 }, 'Location updated successfully.')
          : undefined,
      ),
    );
    await stubNodeFormData();
    const user = userEvent.setup();
    const { router } = renderApp('/update-locations/1');
    const upcoming = await screen.findByRole('textbox', { name: /^Upcoming bookings per player/ });
    expect(upcoming).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Hours per player a week/ })).toHaveValue('');

    await user.type(upcoming, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(LocationMessages.maxUpcomingBookingsInvalid)).toBeVisible();
    expect(testApi.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(upcoming);
    await user.type(upcoming, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/location-details/1'));
    const put = testApi.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatch(/name="max_upcoming_bookings"\r\n\r\n2\r\n/);
    expect(put?.body).toMatch(/name="max_hours_per_week"\r\n\r\n\r\n/);
  });
});

describe('/location-details/:id', () => {
  it('adds a court in a validated form and shows a duplicate number refusal', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'POST' && request.url === '/api/courts/'
          ? refuse(
              409,
              'Court number 1 already exists at this location. Please choose another number.',
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/location-details/1');
    expect(await screen.findByText('Court 1')).toBeInTheDocument();
    expect(screen.getByText('$45.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add court' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a court' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const addCourt = () => user.click(within(dialog).getByRole('button', { name: 'Add court' }));
    const says = (text: string) => within(dialog).findByText(text);
    await addCourt();
    expect(await says('Court number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Hourly fee is required.')).toBeInTheDocument();

    await user.type(field(/^Court number/), '1');
    await user.type(field(/^Hourly fee/), '40.123');
    await addCourt();
    expect(
      await says('Hourly fee must be an amount from 0 to 100000 with at most 2 decimals.'),
    ).toBeInTheDocument();

    await user.clear(field(/^Hourly fee/));
    await user.type(field(/^Hourly fee/), '40');
    await addCourt();
    expect(
      await says('Court number 1 already exists at this location. Please choose another number.'),
    ).toBeInTheDocument();
    const post = testApi.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      location_id: 1,
      court_number: 1,
      court_fee_hrs: '40.00',
      tax_percent: '8.00',
      card_fee_percent: '3.00',
      is_active: true,
      // A new court is SPEC's court unless staff say otherwise.
      sport: 'tennis',
      name: null,
      surface: null,
      indoor: false,
      lights: false,
      start_step_minutes: 30,
      min_session_minutes: 60,
      max_session_minutes: null,
      session_step_minutes: 30,
    });
  });

  it("lists each court's name, sport, surface, roof, lights and sessions", async () => {
    await serve(staffApi());
    renderApp('/location-details/1');
    const table = within(await screen.findByRole('region', { name: 'Courts table' }));
    const row = (text: string) => table.getByText(text).closest('tr')!;
    const centre = within(row('Centre Court'));
    expect(centre.getByText('Court 2 · Padel · Artificial grass · Indoor · Lights')).toBeVisible();
    expect(centre.getByText('90 min')).toBeVisible();
    expect(centre.getByText('starts every 30 min')).toBeVisible();
    const first = within(row('Court 1'));
    expect(first.getByText('Tennis · Outdoor')).toBeVisible();
    expect(first.getByText('From 60 min')).toBeVisible();
    expect(first.getByText('by 30 min, starts every 30 min')).toBeVisible();
  });

  it('edits a court: its facts and sessions load, the shared rules check them, the server’s 400 shows', async () => {
    const refusal = LocationMessages.sessionLongerThanHours('2 hours', '1.5 hours');
    await serve(
      staffApi((request) =>
        request.method === 'PUT' && request.url === '/api/courts/12/'
          ? refuse(400, refusal)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/location-details/1');
    await user.click(await screen.findByRole('button', { name: 'Edit court 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit court 2' }));
    expect(dialog.getByLabelText(/^Name/)).toHaveValue('Centre Court');
    expect(dialog.getByRole('combobox', { name: /^Sport/ })).toHaveValue('Padel');
    expect(dialog.getByLabelText(/^Surface/)).toHaveValue('Artificial grass');
    expect(dialog.getByRole('switch', { name: 'Indoor' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Lights' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: 'Sessions start' })).toHaveValue(
      'Every 30 minutes',
    );
    expect(dialog.getByRole('combobox', { name: 'Shortest session' })).toHaveValue('90 min');
    expect(dialog.getByRole('combobox', { name: 'Longest session' })).toHaveValue('90 min');
    const offer = dialog.getByRole('status');
    expect(offer).toHaveTextContent('Offers 1.5 hours, starting every 30 minutes.');

    const choose = async (label: string, option: string) => {
      await user.click(dialog.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    // A longest shorter than the shortest: said at once, and again on the field when saving.
    await choose('Longest session', '60 min');
    expect(offer).toHaveTextContent(LocationMessages.longestBeforeShortest);
    await user.click(dialog.getByRole('button', { name: 'Save court' }));
    expect(await dialog.findByText(LocationMessages.longestBeforeShortest)).toBeVisible();
    expect(testApi.requests.some((r) => r.method === 'PUT')).toBe(false);

    await choose('Longest session', '150 min');
    await choose('Sessions start', 'Every 15 minutes');
    expect(offer).toHaveTextContent(
      'Offers 1.5 hours, 2 hours or 2.5 hours, starting every 15 minutes.',
    );
    await user.clear(dialog.getByRole('combobox', { name: /^Sport/ }));
    await user.type(dialog.getByRole('combobox', { name: /^Sport/ }), 'Beach tennis');
    await user.clear(dialog.getByLabelText(/^Name/));
    await user.click(dialog.getByRole('button', { name: 'Save court' }));
    expect(await dialog.findByText(refusal)).toBeVisible();
    const put = testApi.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      sport: 'beach tennis',
      name: null,
      surface: 'Artificial grass',
      indoor: true,
      lights: true,
      start_step_minutes: 15,
      min_session_minutes: 90,
      max_session_minutes: 150,
      session_step_minutes: 30,
    });
  });

  it('refuses a blank sport and a shortest session off the start grid with the shared messages', async () => {
    await serve(staffApi());
    const user = userEvent.setup();
    renderApp('/location-details/1');
    await user.click(await screen.findByRole('button', { name: 'Add court' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a court' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Offers 1 hour or longer in steps of 30 minutes, up to closing, starting every 30 minutes.',
    );
    await user.type(dialog.getByLabelText(/^Court number/), '3');
    await user.type(dialog.getByLabelText(/^Hourly fee/), '30');
    await user.clear(dialog.getByRole('combobox', { name: /^Sport/ }));
    await user.click(dialog.getByRole('combobox', { name: 'Sessions start' }));
    await user.click(await screen.findByRole('option', { name: 'Every 15 minutes' }));
    await user.click(dialog.getByRole('combobox', { name: 'Shortest session' }));
    await user.click(await screen.findByRole('option', { name: '45 min' }));
    await user.click(dialog.getByRole('combobox', { name: 'Sessions start' }));
    await user.click(await screen.findByRole('option', { name: 'Every 30 minutes' }));
    await user.click(dialog.getByRole('button', { name: 'Add court' }));
    expect(await dialog.findByText(LocationMessages.sportInvalid)).toBeVisible();
    expect(dialog.getByText(LocationMessages.sessionOffGrid(30))).toBeVisible();
    expect(testApi.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the courts in a named table region, each icon button named', async () => {
    await serve(staffApi());
    renderApp('/location-details/1');
    const region = await screen.findByRole('region', { name: 'Courts table' });
    const table = within(region).getByRole('table');
    expect(await within(table).findByText('Court 1')).toBeInTheDocument();
    for (const name of ['Closures of court 1', 'Edit court 1', 'Delete court 1']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(table).getByRole('switch', { name: 'Court 1 active' })).toBeChecked();
    // However narrow the page, the location's status badge keeps its whole word ('Activ…' was cut).
    const [status] = screen.getAllByText(/^(Active|Inactive)$/);
    expect(status!.closest('.mantine-Badge-root')).toHaveStyle({ minWidth: 'max-content' });
  });

  it('deletes a court and shows the server’s message', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'DELETE' && request.url === '/api/courts/11/'
          ? ok({ data: null }, 'Court 1 is gone.')
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/location-details/1');
    await user.click(await screen.findByRole('button', { name: 'Delete court 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete court' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Court 1 is gone.')).toBeInTheDocument();
  });

  it('adds a closure on the half hour and checks the order first', async () => {
    await serve(
      staffApi((request) =>
        request.method === 'POST' && request.url === '/api/courts/11/closures/'
          ? ok({ id: 5 }, 'Closure added successfully.', 201)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/location-details/1');
    await user.click(await screen.findByRole('button', { name: 'Closures of court 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Closures of court 1' });
    expect(within(dialog).getByText('No upcoming closures.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Start'), '2030-05-01T12:00');
    await user.type(within(dialog).getByLabelText('End'), '2030-05-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('End'));
    await user.type(within(dialog).getByLabelText('End'), '2030-05-01T14:30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Resurfacing');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Closure added successfully.')).toBeInTheDocument();
    const post = testApi.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      start: '2030-05-01T12:00',
      end: '2030-05-01T14:30',
      reason: 'Resurfacing',
    });
  });
});
