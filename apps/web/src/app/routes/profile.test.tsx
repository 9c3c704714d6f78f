import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refuse, byRoute, deferred, apiServerPerTest, type Reply } from '../../test/api-server';
import { JOURNEY_TIMEOUT_MS, clearToasts, fill, stubNodeFormData, toast } from '../../test/forms';
import { playerAccount } from '../../test/accounts';
import { removeObjectUrls, stubObjectUrls } from '../../test/downloads';
import { logInAs, renderApp } from '../../test/render';

let profileReply: () => Reply | Promise<Reply>;
let updateReply: Reply;

const testApi = apiServerPerTest();
beforeEach(async () => {
  profileReply = () => ok({ data: playerAccount, image: null });
  updateReply = ok(
    {
      data: { ...playerAccount, first_name: 'Patricia', image: '/uploads/avatars/new.png' },
      image: '/uploads/avatars/new.png',
    },
    'Profile updated successfully.',
  );
  await testApi.serve(
    byRoute({
      'GET /api/profile/': () => profileReply(),
      'PUT /api/profile/': () => updateReply,
    }),
  );
  // jsdom makes no object URLs; the preview needs one.
  stubObjectUrls(() => 'blob:preview');
});
afterEach(() => {
  removeObjectUrls();
  clearToasts();
});

// Node's File, not jsdom's: the test's fetch (Node's) can only stream its own kind in a FormData.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (bytes = 1024) => {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new NodeFile([content], 'me.png', { type: 'image/png' }) as unknown as File;
};
const puts = () => testApi.requests.filter((request) => request.method === 'PUT');

async function openProfile(path = '/user-profile') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByLabelText(/First name/);
  return view;
}

describe('profile', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('shows a loading state, then the form filled from GET /profile/, email read-only', async () => {
    const held = deferred<Reply>();
    profileReply = () => held.promise;
    logInAs('player');
    renderApp('/user-profile');
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    held.resolve(ok({ data: playerAccount }));

    expect(await screen.findByLabelText(/First name/)).toHaveValue('Pat');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Player');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('pat@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(await screen.findByLabelText(/Phone number/, {}, { timeout: 5000 })).toHaveValue(
      '+1 (702) 555-0123',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  });

  it('validates names as they change and upper-cases their first letter', async () => {
    const user = userEvent.setup();
    logInAs('player');
    await openProfile();
    await user.clear(screen.getByLabelText(/First name/));
    expect(await screen.findByText('First name is required.')).toBeVisible();
    await user.type(screen.getByLabelText(/First name/), 'p');
    expect(await screen.findByText('First name must be at least 2 characters.')).toBeVisible();
    await user.type(screen.getByLabelText(/First name/), 'atricia');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Patricia');
    await waitFor(() => expect(screen.queryByText(/First name must/)).toBeNull());
  });

  it('refuses an image of the wrong type or over 5 MB, and sends nothing while it shows', async () => {
    const user = userEvent.setup({ applyAccept: false });
    logInAs('player');
    await openProfile();
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('The image must be a JPEG, PNG or WebP file.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Keep current photo' }));
    expect(screen.queryByText('The image must be 5 MB or smaller.')).toBeNull();
  });

  it('refuses a file named .png that is not an image as soon as it is chosen, under the field', async () => {
    const user = userEvent.setup();
    logInAs('player');
    await openProfile();
    const input = screen.getByLabelText('Profile photo');
    const notes = new NodeFile(['these are my notes, not a photo'], 'me.png', {
      type: 'image/png',
    }) as unknown as File;
    await user.upload(input, notes);
    const error = await screen.findByText('The image must be a JPEG, PNG or WebP file.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(puts()).toHaveLength(0);
  });

  it('saves as multipart with the new photo, then updates the header and says so', async () => {
    await stubNodeFormData();
    const user = userEvent.setup();
    logInAs('player');
    await openProfile();
    await user.upload(screen.getByLabelText('Profile photo'), png());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
        'src',
        'blob:preview',
      ),
    );
    await fill(user, screen.getByLabelText(/First name/), 'Patricia ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toast('Profile updated successfully.')).toBeInTheDocument();
    const request = puts()[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const [name, value] of [
      ['first_name', 'Patricia'],
      ['last_name', 'Player'],
      ['phone', '+17025550123'],
      ['country', 'US'],
    ]) {
      expect(request?.body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n\\${value}\\r\\n`));
    }
    expect(request?.body).toContain('name="image"; filename="me.png"');
    const stored = JSON.parse(localStorage.getItem('logged_user_data') ?? 'null') as {
      first_name: string;
      image: string;
      user_type: number;
    };
    expect(stored).toMatchObject({
      first_name: 'Patricia',
      image: '/uploads/avatars/new.png',
      user_type: 2,
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: /Patricia Player/ })).toBeInTheDocument();
  });

  it('shows data.message when the update is refused', async () => {
    updateReply = refuse(400, 'Phone number is not valid.');
    const user = userEvent.setup();
    logInAs('player');
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await toast('Phone number is not valid.')).toBeInTheDocument();
  });

  it('says so, with a retry, when the profile cannot be loaded', async () => {
    profileReply = () => refuse(500, 'Server error.');
    logInAs('player');
    renderApp('/user-profile');
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server error.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is the staff profile at /profile, inside the back-office', async () => {
    logInAs('locationAdmin');
    await openProfile('/profile');
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
  });
});
