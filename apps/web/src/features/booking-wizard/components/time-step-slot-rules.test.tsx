import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayAvailability, SlotRules, SlotState } from '@courtbook/shared';
import { byRoute, apiServerPerTest } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { TimeStep, type TimeChoice } from './time-step';

/** A location on a 60-minute grid: starts on the hour from 7 AM, whole hours, ending by 10 PM. */
const HOURLY: SlotRules = {
  slotMinutes: 60,
  minDurationMinutes: 60,
  durationStepMinutes: 60,
  dayStart: 7 * 60,
  dayEnd: 22 * 60,
};
const DATE = '2030-05-01';

/** Its day as the API answers it: two courts, hour cells, court 1 booked 10–11 AM. */
const dayOf = (date: string): DayAvailability => ({
  location_id: 3,
  date,
  time_zone: 'America/Chicago',
  slot_minutes: 60,
  courts: [1, 2].map((id) => ({
    court_id: id,
    court_number: id,
    court_fee_hrs: '40.00',
    slots: Array.from({ length: 24 }, (_, hour): SlotState => {
      if (id === 1 && hour === 10) return 'booked';
      return hour >= 7 && hour < 22 ? 'free' : 'outside_hours';
    }),
  })),
});

const testApi = apiServerPerTest();
beforeEach(async () => {
  await testApi.serve(
    byRoute({
      'GET /api/day_availability/': (request) => {
        const date = new URL(request.url, 'http://x').searchParams.get('date') ?? '';
        return { status: 200, body: { code: 200, message: 'ok', ...dayOf(date) } };
      },
    }),
  );
});

function Harness() {
  const [choice, setChoice] = useState<TimeChoice>({
    start: null,
    duration: 60,
    weekly: false,
    courtId: null,
  });
  return (
    <TimeStep
      locationId="3"
      timeZone="America/Chicago"
      date={DATE}
      rules={HOURLY}
      {...choice}
      onChange={(change) => setChoice((current) => ({ ...current, ...change }))}
    />
  );
}

const labels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('TimeStep on a 60-minute grid', () => {
  it('offers starts on the hour only, and durations in whole hours', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(labels(start).length).toBeGreaterThan(0));
    const starts = labels(start);
    expect(starts[0]).toBe('7:00 AM');
    expect(starts.at(-1)).toBe('9:00 PM');
    expect(starts).toHaveLength(15);
    expect(starts.some((label) => label?.includes(':30'))).toBe(false);

    await user.selectOptions(start, '1140');
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(labels(duration)).toEqual(['1 hour', '2 hours', '3 hours']);
  });

  it('shows the day in hours; a free hour picks its start and court', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const grid = await screen.findByRole('table', { name: /Courts on/ });
    expect(screen.getByText(/Choose a free hour to start there/)).toBeInTheDocument();
    expect(within(grid).queryByRole('row', { name: /^10:30 AM/ })).toBeNull();
    const tenRow = within(grid).getByRole('row', { name: /^10:00 AM/ });
    expect(within(tenRow).getByText('Booked')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Court 2 at 11:00 AM, free' }));
    expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveValue('660');
  });
});
