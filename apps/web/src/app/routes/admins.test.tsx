import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminMessages, type AdminRecord } from '@courtbook/shared';
import { apiServerPerTest, type Reply } from '../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, jsonBody, toast } from '../../test/forms';
import { fillPerson, fillNewPassword, phoneInput } from '../../test/person-fields';
import { logInAs, renderApp } from '../../test/render';

const admin = (id: number, overrides: Partial<AdminRecord> = {}): AdminRecord => ({
  id,
  first_name: 'Lena',
  last_name: `Admin${id}`,
  email: `lena${id}@example.com`,
  phone: '+12155550123',
  country: 'US',
  user_type: 1,
  permissions: ['court_bookings', 'reporting'],
  locations: [{ id: 2, name: 'Greenlake' }],
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A record's (or a page's) fields beside `code` and `message`, as the API answers. */
const answer = (fields: object, message = 'OK', status = 200): Reply => ({
  status,
  body: { ...fields, code: status, message },
});
const page = (results: unknown[]) =>
  answer({ count: results.length, next: null, previous: null, results });
/** GET /get_locations_byAdmin/ answers the bare list. */
const locations: Reply = {
  status: 200,
  body: [
    { id: 1, name: 'Sunset', logo: null, time_zone: 'UTC', currency: 'USD', is_active: true },
    { id: 2, name: 'Greenlake', logo: null, time_zone: 'UTC', currency: 'USD', is_active: true },
  ],
};

const testApi = apiServerPerTest();
const serve = testApi.serve;
afterEach(clearToasts);

const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('/dashboard (admins)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('lists admins with their role, permissions and locations, and deletes after confirming', async () => {
    logInAs('superAdmin');
    const admins = [
      admin(2),
      admin(1, { first_name: 'Sam', user_type: 0, permissions: [], locations: [] }),
    ];
    await serve({
      'GET /api/create_admin/': () => page(admins),
      'DELETE /api/create_admin/2/': () => {
        admins.splice(0, 1);
        return answer({ data: null }, 'Admin deleted successfully.');
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    const row = (await screen.findByText('Lena Admin2')).closest('tr')!;
    expect(within(row).getByText('Location admin')).toBeInTheDocument();
    expect(within(row).getByText('Court bookings')).toBeInTheDocument();
    expect(within(row).getByText('Reporting')).toBeInTheDocument();
    expect(within(row).getByText('Greenlake')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Lena Admin2' })).toHaveAttribute(
      'href',
      '/update-registraion/2',
    );
    const superRow = screen.getByText('Sam Admin1').closest('tr')!;
    expect(within(superRow).getByText('Super admin')).toBeInTheDocument();
    expect(within(superRow).getByText('All locations')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add admin' })).toHaveAttribute(
      'href',
      '/admin-registration',
    );

    await user.click(within(row).getByRole('button', { name: 'Delete Lena Admin2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Admin deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lena Admin2')).toBeNull());
  });

  it('shows the empty state', async () => {
    logInAs('superAdmin');
    await serve({ 'GET /api/create_admin/': page([]) });
    renderApp('/dashboard');
    expect(await screen.findByText('No admins found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a load error', async () => {
    logInAs('superAdmin');
    await serve({
      'GET /api/create_admin/': {
        status: 403,
        body: { code: 403, message: AdminMessages.superAdminOnly, data: null },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Could not load admins')).toBeInTheDocument();
    expect(screen.getByText(AdminMessages.superAdminOnly)).toBeInTheDocument();
  });

  it('is not open to a location admin', async () => {
    logInAs('locationAdmin');
    await serve({});
    renderApp('/dashboard');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Admins' })).toBeNull(),
    );
    expect(testApi.requests.some((r) => r.url.startsWith('/api/create_admin/'))).toBe(false);
  });
});

describe('/admin-registration (admin form)', { timeout: 2 * JOURNEY_TIMEOUT_MS }, () => {
  it('shows the shared messages on submit and sends nothing', async () => {
    logInAs('superAdmin');
    await serve({ 'GET /api/get_locations_byAdmin/': locations });
    const user = userEvent.setup();
    renderApp('/admin-registration');
    await phoneInput();
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    for (const message of [
      'First name is required.',
      'Email is required.',
      'Phone number is required.',
      'Password is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(testApi.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('full access ticks every permission; a location admin needs locations and permissions', async () => {
    logInAs('superAdmin');
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/create_admin/': page([]),
      'POST /api/create_admin/': answer(admin(9), AdminMessages.created, 201),
    });
    const user = userEvent.setup();
    renderApp('/admin-registration');
    await screen.findByLabelText(/First name/);
    await fillPerson(user, 'nora', 'lane', 'nora@example.com', '+12155550123');
    await fillNewPassword(user, 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText(AdminMessages.locationsRequired)).toBeInTheDocument();
    expect(screen.getByText(AdminMessages.permissionsRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Full access' }));
    for (const name of ['Locations', 'Court bookings', 'Reporting']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Locations' }));
    expect(screen.getByRole('checkbox', { name: 'Full access' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Court bookings' })).toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Locations' }));
    await user.click(await screen.findByRole('option', { name: 'Greenlake' }));
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await toast(AdminMessages.created)).toBeInTheDocument();
    const post = testApi.requests.find((r) => r.method === 'POST');
    expect(jsonBody(post)).toMatchObject({
      first_name: 'Nora',
      email: 'nora@example.com',
      phone: '+12155550123',
      user_type: 1,
      location_ids: [2],
      permissions: ['court_bookings', 'reporting'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admins' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a super admin needs no locations; a taken email is shown on the field', async () => {
    logInAs('superAdmin');
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'POST /api/create_admin/': {
        status: 400,
        body: {
          code: 400,
          message: AdminMessages.emailTaken,
          data: null,
          errors: [AdminMessages.emailTaken],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin-registration');
    await user.click(await screen.findByRole('radio', { name: 'Super admin' }));
    expect(screen.queryByRole('checkbox', { name: 'Full access' })).toBeNull();
    await fillPerson(user, 'Sue', 'Boss', 'taken@example.com', '+12155550123');
    await fillNewPassword(user, 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    await waitFor(() =>
      expect(field(/^Email/)).toHaveAccessibleDescription(AdminMessages.emailTaken),
    );
    expect(jsonBody(testApi.requests.find((r) => r.method === 'POST'))).toMatchObject({
      user_type: 0,
    });
  });
});

describe('/update-registraion/{id}', { timeout: 2 * JOURNEY_TIMEOUT_MS }, () => {
  it('fills the form, keeps the password when left blank and saves', async () => {
    logInAs('superAdmin');
    await serve({
      'GET /api/get_locations_byAdmin/': locations,
      'GET /api/create_admin/2/': answer(admin(2)),
      'GET /api/create_admin/': page([admin(2)]),
      'PUT /api/create_admin/2/': answer(admin(2), AdminMessages.updated),
    });
    const user = userEvent.setup();
    renderApp('/update-registraion/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Lena Admin2' }),
    ).toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue('lena2@example.com');
    expect(screen.getByRole('checkbox', { name: 'Reporting' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Full access' })).not.toBeChecked();
    await phoneInput();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toast(AdminMessages.updated)).toBeInTheDocument();
    expect(jsonBody(testApi.requests.find((r) => r.method === 'PUT'))).toMatchObject({
      password: '',
      location_ids: [2],
      permissions: ['court_bookings', 'reporting'],
    });
  });
});
