import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_SLOTS, type SlotState } from '@courtbook/shared';
import { JOURNEY_TIMEOUT_MS } from '../../../test/forms';
import { renderWithProviders } from '../../../test/render';
import { aDay, optionLabels, serveDays, TimeStepHarness } from '../../../test/time-step';

/** Two courts open 08:00–22:00; `marks[date][court][half-hour index]` overrides a cell. */
let marks: Record<string, Record<number, Record<number, SlotState>>>;
const dayOf = (date: string) =>
  aDay(date, 30, (id) =>
    Array.from(
      { length: DAY_SLOTS },
      (_, i): SlotState => marks[date]?.[id]?.[i] ?? (i >= 16 && i < 44 ? 'free' : 'outside_hours'),
    ),
  );
const half = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return (h * 60 + m) / 30;
};

const testApi = serveDays(dayOf);
beforeEach(() => {
  marks = {};
});

const DATE = '2030-05-01';

describe('TimeStep', () => {
  it('offers only starts with a court free, and says why the others cannot be chosen', async () => {
    marks = {
      [DATE]: {
        1: { [half('18:00')]: 'booked', [half('18:30')]: 'booked', [half('19:00')]: 'booked' },
        2: { [half('18:00')]: 'booked', [half('18:30')]: 'closed' },
      },
    };
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(optionLabels(start, 'enabled').length).toBeGreaterThan(0));
    const enabled = optionLabels(start, 'enabled');
    expect(enabled[0]).toBe('8:00 AM');
    expect(enabled.at(-1)).toBe('9:00 PM');
    expect(optionLabels(start, 'disabled')).toEqual(
      expect.arrayContaining([
        '7:30 AM (closed)',
        '5:30 PM (full)',
        '6:00 PM (full)',
        '6:30 PM (full)',
        '9:30 PM (closed)',
      ]),
    );
    expect(enabled).toContain('7:00 PM');
  });

  it('with the weekly option, needs a court free on all four dates', async () => {
    const user = userEvent.setup();
    marks = {
      '2030-05-15': {
        1: { [half('10:00')]: 'booked' },
        2: { [half('10:30')]: 'booked' },
      },
    };
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(optionLabels(start, 'enabled')).toContain('10:00 AM'));
    await user.click(screen.getByRole('checkbox', { name: 'Book every week for 4 weeks' }));
    await waitFor(() => expect(optionLabels(start, 'disabled')).toContain('10:00 AM (full)'));
    const asked = testApi.requests
      .filter((r) => r.url.startsWith('/api/day_availability/'))
      .map((r) => new URL(r.url, 'http://x').searchParams.get('date'));
    expect(new Set(asked)).toEqual(new Set([DATE, '2030-05-08', '2030-05-15', '2030-05-22']));
  });

  it('shows the day court by court; a free cell picks its start and court', async () => {
    const user = userEvent.setup();
    marks = { [DATE]: { 1: { [half('10:00')]: 'booked' } } };
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const grid = await screen.findByRole('table', { name: /Courts on/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Start time', 'Court 1', 'Court 2']);
    const tenRow = within(grid).getByRole('row', { name: /^10:00 AM/ });
    expect(within(tenRow).getByText('Booked')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Court 2 at 10:00 AM, free' }));
    expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveValue('600');
    expect(screen.getByRole('status', { name: 'chosen court' })).toHaveTextContent('2');
    expect(within(grid).getByRole('button', { name: 'Court 2 at 10:00 AM, free' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(grid).queryByRole('button', { name: /Court 1 at 10:00 AM/ })).toBeNull();
  });

  it('is one Tab stop; the arrow keys move between free half hours and Enter picks one', async () => {
    const user = userEvent.setup();
    marks = { [DATE]: { 2: { [half('08:30')]: 'booked' } } };
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const grid = await screen.findByRole('table', { name: /Courts on/ });
    const cell = (name: string) => within(grid).getByRole('button', { name });
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([cell('Court 1 at 8:00 AM, free')]);

    cell('Court 1 at 8:00 AM, free').focus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Court 1 at 8:30 AM, free')).toHaveFocus();
    // Court 2 at 8:30 is booked: nothing to the right, so the focus stays.
    await user.keyboard('{ArrowRight}');
    expect(cell('Court 1 at 8:30 AM, free')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(cell('Court 2 at 8:00 AM, free')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveValue('480');
    expect(screen.getByRole('status', { name: 'chosen court' })).toHaveTextContent('2');
  });

  it('offers durations up to midnight, marks those with no court free, and resets to 1 hour when the start changes', async () => {
    const user = userEvent.setup();
    marks = {
      [DATE]: {
        1: { 44: 'free', 45: 'free', 46: 'booked', 47: 'free' },
        2: { [half('21:30')]: 'booked' },
      },
    };
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const start = screen.getByRole('combobox', { name: 'Start time' });
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(duration).toBeDisabled();
    await waitFor(() => expect(optionLabels(start, 'enabled')).toContain('9:00 PM'));

    await user.selectOptions(start, '9:00 PM');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 hour', '1.5 hours', '2 hours', '2.5 hours (not free)', '3 hours (not free)']);
    expect(optionLabels(duration, 'disabled')).toEqual([
      '2.5 hours (not free)',
      '3 hours (not free)',
    ]);
    await user.selectOptions(duration, '2 hours');
    expect(screen.getByText('9:00 PM to 11:00 PM')).toBeInTheDocument();

    await user.selectOptions(start, '10:00 PM');
    expect(duration).toHaveValue('60');
    expect(screen.getByText('10:00 PM to 11:00 PM')).toBeInTheDocument();
  });

  /** Every cell of both courts on the date in one state. */
  const allDay = (date: string, state: SlotState) => {
    const cells = Object.fromEntries(Array.from({ length: DAY_SLOTS }, (_, i) => [i, state]));
    marks = { ...marks, [date]: { 1: cells, 2: cells } };
  };

  it('on a day the club is closed, says so once', { timeout: JOURNEY_TIMEOUT_MS }, async () => {
    allDay(DATE, 'outside_hours');
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const alert = await screen.findByRole('alert', { name: 'Nothing open on this date' });
    expect(alert).toHaveTextContent(
      'No court is open for booking on Wednesday, May 1, 2030. Please choose another date.',
    );
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(screen.queryByText(/has passed or is fully booked/)).toBeNull();
  });

  it(
    'on a fully booked day, says it is full and shows what is booked',
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      for (const court of [1, 2]) {
        marks = {
          [DATE]: {
            ...marks[DATE],
            [court]: Object.fromEntries(Array.from({ length: 28 }, (_, i) => [16 + i, 'booked'])),
          },
        };
      }
      renderWithProviders(<TimeStepHarness date={DATE} />);
      const alert = await screen.findByRole('alert', { name: 'Fully booked' });
      expect(screen.getAllByRole('alert')).toEqual([alert]);
      const grid = screen.getByRole('table', { name: /Courts on/ });
      expect(within(grid).getAllByText('Booked').length).toBeGreaterThan(0);
    },
  );
});
