import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotRules, SlotState } from '@courtbook/shared';
import { renderWithProviders } from '../../../test/render';
import { aDay, optionLabels, serveDays, TimeStepHarness } from '../../../test/time-step';

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
const dayOf = (date: string) =>
  aDay(date, 60, (id) =>
    Array.from({ length: 24 }, (_, hour): SlotState => {
      if (id === 1 && hour === 10) return 'booked';
      return hour >= 7 && hour < 22 ? 'free' : 'outside_hours';
    }),
  );

serveDays(dayOf);

describe('TimeStep on a 60-minute grid', () => {
  it('offers starts on the hour only, and durations in whole hours', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} rules={HOURLY} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(optionLabels(start).length).toBeGreaterThan(0));
    const starts = optionLabels(start);
    expect(starts[0]).toBe('7:00 AM');
    expect(starts.at(-1)).toBe('9:00 PM');
    expect(starts).toHaveLength(15);
    expect(starts.some((label) => label?.includes(':30'))).toBe(false);

    await user.selectOptions(start, '1140');
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(optionLabels(duration)).toEqual(['1 hour', '2 hours', '3 hours']);
  });

  it('shows the day in hours; a free hour picks its start and court', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} rules={HOURLY} />);
    const grid = await screen.findByRole('table', { name: /Courts on/ });
    expect(screen.getByText(/Choose a free hour to start there/)).toBeInTheDocument();
    expect(within(grid).queryByRole('row', { name: /^10:30 AM/ })).toBeNull();
    const tenRow = within(grid).getByRole('row', { name: /^10:00 AM/ });
    expect(within(tenRow).getByText('Booked')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Court 2 at 11:00 AM, free' }));
    expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveValue('660');
  });
});
