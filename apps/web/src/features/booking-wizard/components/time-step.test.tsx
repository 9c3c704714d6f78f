import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, startApiServer, type TestApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { TimeStep, type TimeChoice } from './time-step';

const courts = [1, 2].map((id) => ({
  court_id: id,
  court_number: id,
  court_fee_hrs: '40.00',
  is_booked: false,
}));

let server: TestApiServer;
let occupancy: { court_id: number; start_time: string; end_time: string }[];

beforeEach(async () => {
  occupancy = [];
  server = await startApiServer(
    byRoute({
      'POST /api/check_court_availability/': {
        status: 200,
        body: { code: 200, message: 'ok', courts },
      },
      'GET /api/get_courtbookings/': () => ({
        status: 200,
        body: {
          code: 200,
          message: 'ok',
          count: occupancy.length,
          next: null,
          previous: null,
          results: occupancy,
        },
      }),
    }),
  );
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function Harness({ date, now }: { date: string; now: Date }) {
  const [choice, setChoice] = useState<TimeChoice>({ start: null, duration: 60, weekly: false });
  return (
    <TimeStep
      locationId="3"
      timeZone="America/Chicago"
      date={date}
      now={now}
      {...choice}
      onChange={(change) => setChoice((current) => ({ ...current, ...change }))}
    />
  );
}

const optionLabels = (select: HTMLElement, which: 'enabled' | 'disabled') =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).disabled === (which === 'disabled'))
    .map((option) => option.textContent);

describe('TimeStep', () => {
  it("disables today's starts before the next half-hour boundary, in the location's zone", async () => {
    // 15:10 UTC is 9:10 AM in Chicago (CST): 9:30 AM is the first open start.
    renderWithProviders(<Harness date="2026-11-18" now={new Date('2026-11-18T15:10:00Z')} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    const enabled = optionLabels(start, 'enabled');
    expect(enabled[0]).toBe('9:30 AM');
    expect(enabled.at(-1)).toBe('11:00 PM');
    expect(optionLabels(start, 'disabled')).toContain('9:00 AM');
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    const probe = server.requests.find((r) => r.url === '/api/check_court_availability/');
    expect(JSON.parse(probe?.body ?? '{}')).toMatchObject({ start_time: '09:30:00' });
  });

  it('offers 12:00 AM to 11:00 PM every 30 minutes on a later date, full starts disabled', async () => {
    occupancy = [
      { court_id: 1, start_time: '18:00:00', end_time: '20:00:00' },
      { court_id: 2, start_time: '18:00:00', end_time: '19:00:00' },
    ];
    renderWithProviders(<Harness date="2026-11-20" now={new Date('2026-11-18T15:10:00Z')} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(optionLabels(start, 'disabled')).toContain('6:00 PM'));
    expect(optionLabels(start, 'disabled')).toEqual([
      'Choose a start time',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
    ]);
    expect(optionLabels(start, 'enabled')).toHaveLength(44);
    expect(optionLabels(start, 'enabled')[0]).toBe('12:00 AM');
  });

  it('offers durations up to midnight and resets to 1 hour when the start changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness date="2026-11-20" now={new Date('2026-11-18T15:10:00Z')} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(duration).toBeDisabled();

    await user.selectOptions(start, '9:00 PM');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 hour', '1.5 hours', '2 hours', '2.5 hours', '3 hours']);
    await user.selectOptions(duration, '2.5 hours');
    expect(screen.getByText('9:00 PM to 11:30 PM')).toBeInTheDocument();

    await user.selectOptions(start, '11:00 PM');
    expect(duration).toHaveValue('60');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 hour']);
    expect(screen.getByText('11:00 PM to 12:00 AM')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' }));
    expect(screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' })).toBeChecked();
  });
});
