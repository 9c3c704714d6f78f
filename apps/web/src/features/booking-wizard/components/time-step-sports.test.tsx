import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  minutesOf,
  type CourtDay,
  type CourtQuote,
  type DayAvailability,
  type SlotState,
} from '@courtbook/shared';
import { JOURNEY_TIMEOUT_MS } from '../../../test/forms';
import { renderWithProviders } from '../../../test/render';
import { optionLabels, serveDays, TimeStepHarness } from '../../../test/time-step';
import { SPEC_COURT } from '../../../test/courts';

const DATE = '2030-05-01';
/** A date on which only the tennis court is there. */
const ONE_SPORT_DATE = '2030-05-02';
/** Quarter-hour cells: the pickleball court starts on the quarter hour. */
const CELL = 15;

/** Open 8 AM to 10 PM; the tennis court booked 10 to 11 AM. */
const cells = (courtId: number) =>
  Array.from({ length: (24 * 60) / CELL }, (_, i): SlotState => {
    const minutes = i * CELL;
    if (minutes < 8 * 60 || minutes >= 22 * 60) return 'outside_hours';
    return courtId === 3 && minutes >= 10 * 60 && minutes < 11 * 60 ? 'booked' : 'free';
  });

const court = (id: number, facts: Partial<CourtDay>): CourtDay => ({
  ...SPEC_COURT,
  court_id: id,
  court_number: id,
  slots: cells(id),
  ...facts,
});

/**
 * A club with two padel courts (90 minutes only, one of them named), a tennis court (SPEC's:
 * 1 hour and more, on the half hour) and a pickleball court starting on the quarter hour.
 */
const dayOf = (date: string): DayAvailability => ({
  location_id: 3,
  date,
  time_zone: 'America/Chicago',
  slot_minutes: CELL,
  courts:
    date === ONE_SPORT_DATE
      ? [court(3, { sport: 'tennis' })]
      : [
          court(1, { sport: 'padel', name: 'Centre Court', session_minutes: [90] }),
          court(2, { sport: 'padel', session_minutes: [90] }),
          court(3, { sport: 'tennis' }),
          court(4, { sport: 'pickleball', session_minutes: [60, 75, 90], start_step_minutes: 15 }),
        ],
});

/** $36 an hour at padel, $30 at tennis, $20 at pickleball. */
const FEES: Record<number, number> = { 1: 36, 2: 36, 3: 30, 4: 20 };

serveDays(dayOf, {
  'POST /api/quotes/': (request) => {
    const body = JSON.parse(request.body) as {
      slots: { start_time: string; end_time: string }[];
    };
    const quotes = body.slots.flatMap((slot) =>
      [1, 2, 3, 4].map((courtId): CourtQuote => {
        const minutes = minutesOf(slot.end_time) - minutesOf(slot.start_time);
        return {
          court_id: courtId,
          start_time: slot.start_time,
          end_time: slot.end_time,
          total_price: ((FEES[courtId]! * minutes) / 60).toFixed(2),
          price_lines: [],
          member_plan: null,
        };
      }),
    );
    return { status: 200, body: { code: 200, message: 'Price quoted successfully.', quotes } };
  },
});

const startSelect = () => screen.getByRole('combobox', { name: /Start time/ });
const durationSelect = () => screen.getByRole('combobox', { name: 'Duration' });

describe('TimeStep at a club with several sports', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('asks the sport first, and offers the chosen sport’s starts and durations', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const sports = await screen.findByRole('radiogroup', { name: 'Sport' });
    expect(
      within(sports)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Padel', 'Pickleball', 'Tennis']);
    // The first sport until another is chosen: padel, 90 minutes on the half hour.
    expect(within(sports).getByRole('radio', { name: 'Padel' })).toBeChecked();
    await waitFor(() => expect(optionLabels(startSelect())).toContain('8:00 AM · $54.00'));
    const starts = optionLabels(startSelect());
    expect(starts.some((label) => label?.includes(':15'))).toBe(false);
    expect(screen.getByText('Prices for 1.5 hours, before tax and card fee.')).toBeInTheDocument();
    await user.selectOptions(startSelect(), String(10 * 60));
    expect(optionLabels(durationSelect())).toEqual(['1.5 hours']);
    expect(durationSelect()).toHaveValue('90');

    // Tennis: SPEC's hour and more; its court is booked at 10 AM.
    await user.click(within(sports).getByRole('radio', { name: 'Tennis' }));
    expect(screen.getByRole('status', { name: 'chosen sport' })).toHaveTextContent('tennis');
    await waitFor(() => expect(optionLabels(startSelect())).toContain('8:00 AM · $30.00'));
    expect(optionLabels(startSelect(), 'disabled')).toContain('10:00 AM (full)');
    await user.selectOptions(startSelect(), String(12 * 60));
    expect(optionLabels(durationSelect()).slice(0, 3)).toEqual(['1 hour', '1.5 hours', '2 hours']);
    await user.selectOptions(durationSelect(), '120');

    // Back to padel: 2 hours is not a padel session, so it becomes padel's shortest.
    await user.click(within(sports).getByRole('radio', { name: 'Padel' }));
    expect(startSelect()).toHaveValue(String(12 * 60));
    expect(durationSelect()).toHaveValue('90');
    expect(screen.getByText('12:00 PM to 1:30 PM', { exact: false })).toBeInTheDocument();
  });

  it('offers quarter-hour starts for a sport whose courts start on the quarter hour', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} />);
    await user.click(await screen.findByRole('radio', { name: 'Pickleball' }));
    await waitFor(() => expect(optionLabels(startSelect())).toContain('8:15 AM · $20.00'));
    expect(optionLabels(startSelect()).slice(0, 4)).toEqual([
      '8:00 AM · $20.00',
      '8:15 AM · $20.00',
      '8:30 AM · $20.00',
      '8:45 AM · $20.00',
    ]);
    await user.selectOptions(startSelect(), String(8 * 60 + 15));
    expect(optionLabels(durationSelect())).toEqual(['1 hour', '75 minutes', '1.5 hours']);
    const grid = screen.getByRole('table', { name: /Pickleball courts on/ });
    expect(
      within(grid).getByRole('button', { name: 'Court 4 at 8:45 AM, free, $20.00' }),
    ).toBeInTheDocument();
  });

  it('shows only the chosen sport’s courts in the grid, by their names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const grid = await screen.findByRole('table', { name: /Padel courts on/ });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Start time', 'Centre Court', 'Court 2']);
    // Padel starts on the half hour: its rows do too, though the club's cells are quarter hours.
    expect(within(grid).queryByRole('row', { name: /^8:15 AM/ })).toBeNull();
    await user.click(
      await within(grid).findByRole('button', { name: 'Centre Court at 9:30 AM, free, $54.00' }),
    );
    expect(startSelect()).toHaveValue(String(9 * 60 + 30));
    expect(screen.getByRole('status', { name: 'chosen court' })).toHaveTextContent('1');

    await user.click(screen.getByRole('radio', { name: 'Tennis' }));
    const tennis = screen.getByRole('table', { name: /Tennis courts on/ });
    expect(
      within(tennis)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Start time', 'Court 3']);
    // The padel court chosen is not a tennis court.
    expect(screen.getByRole('status', { name: 'chosen court' })).toHaveTextContent('none');
    expect(within(tennis).getByRole('row', { name: /^10:00 AM/ })).toHaveTextContent('Booked');
  });

  it('asks nothing when the courts are of one sport', async () => {
    renderWithProviders(<TimeStepHarness date={ONE_SPORT_DATE} />);
    const grid = await screen.findByRole('table', { name: /^Courts on/ });
    expect(screen.queryByRole('radiogroup', { name: 'Sport' })).toBeNull();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(2);
  });
});
