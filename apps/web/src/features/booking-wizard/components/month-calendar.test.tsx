import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datesOfMonth, type MonthDayState } from '@courtbook/shared';
import { apiServerPerTest, ok } from '../../../test/api-server';
import { JOURNEY_TIMEOUT_MS } from '../../../test/forms';
import { renderWithProviders } from '../../../test/render';
import { DateStepMessages } from '../messages';
import { MonthCalendar } from './month-calendar';

const testApi = apiServerPerTest();

/** GET /month_availability/ at location 3: every date open but those `marks` name. */
const serveMonths = (marks: Record<string, MonthDayState>) =>
  testApi.serve({
    'GET /api/month_availability/': (request) => {
      const month = new URL(request.url, 'http://x').searchParams.get('month') ?? '';
      const days = datesOfMonth(month).map((date) => ({ date, state: marks[date] ?? 'open' }));
      return ok({ location_id: 3, month, time_zone: 'America/Chicago', days });
    },
  });

const day = (name: string) => screen.getByRole('button', { name });

// Each test clicks and types through many days: slow on a loaded machine.
describe('MonthCalendar', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('shows the current month Sunday first, with past dates disabled', () => {
    renderWithProviders(<MonthCalendar value={null} today="2026-11-18" onChange={() => {}} />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(within(firstRow!).getAllByRole('button')[0]).toHaveAccessibleName(
      'Sunday, November 1, 2026',
    );
    expect(day('Tuesday, November 17, 2026')).toBeDisabled();
    expect(day('Wednesday, November 18, 2026')).toBeEnabled();
    expect(day('Monday, November 30, 2026')).toBeEnabled();
  });

  it('offers the twelve months from the current one: in December, December to November', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonthCalendar value={null} today="2026-12-01" onChange={() => {}} />);
    const month = screen.getByRole('combobox', { name: 'Month' });
    const options = within(month).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      'May 2027',
      'June 2027',
      'July 2027',
      'August 2027',
      'September 2027',
      'October 2027',
      'November 2027',
    ]);
    expect(options.every((option) => !(option as HTMLOptionElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    // January is one arrow away, and open.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    // 1 January 2027 is a Friday.
    const firstRow = within(screen.getByRole('grid')).getAllByRole('row')[1];
    expect(within(firstRow!).getAllByRole('button')[0]).toHaveAccessibleName(
      'Friday, January 1, 2027',
    );
    expect(day('Friday, January 1, 2027')).toBeEnabled();

    await user.selectOptions(month, 'November 2027');
    expect(screen.getByRole('grid', { name: 'November 2027' })).toBeInTheDocument();
    expect(day('Tuesday, November 30, 2027')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('crosses into the new year with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<MonthCalendar value={null} today="2026-12-29" onChange={onChange} />);
    day('Tuesday, December 29, 2026').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Tuesday, January 5, 2027')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
  });

  it('selects one date by click, or by arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<MonthCalendar value={null} today="2026-11-28" onChange={onChange} />);
    await user.click(day('Sunday, November 29, 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');

    day('Saturday, November 28, 2026').focus();
    await user.keyboard('{ArrowLeft}');
    // Yesterday is past: focus stays on today.
    expect(day('Saturday, November 28, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // A week on crosses into December, which the grid then shows.
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Saturday, December 5, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');
    await user.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
  });

  it('stops the months at a short booking horizon and disables the days after it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <MonthCalendar value={null} today="2026-12-20" lastDate="2027-01-19" onChange={onChange} />,
    );
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['December 2026', 'January 2027']);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('Tuesday, January 19, 2027')).toBeEnabled();
    expect(day('Tuesday, January 19, 2027')).not.toHaveAttribute('aria-disabled');
    const beyond = DateStepMessages.beyondHorizon('2027-01-19');
    for (const name of ['Wednesday, January 20, 2027', 'Sunday, January 31, 2027']) {
      expect(day(name)).toHaveAttribute('aria-disabled', 'true');
      expect(day(name)).toHaveAccessibleDescription(beyond);
    }

    // The arrow keys reach the days after it, which say why and cannot be chosen.
    day('Tuesday, January 19, 2027').focus();
    await user.keyboard('{ArrowDown}');
    expect(day('Tuesday, January 26, 2027')).toHaveFocus();
    expect(screen.getByText(beyond, { selector: '[aria-hidden]' })).toBeVisible();
    // They stop at the end of the last month.
    await user.keyboard('{ArrowDown}');
    expect(day('Sunday, January 31, 2027')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ends with the twelfth month when the horizon reaches further', () => {
    renderWithProviders(
      <MonthCalendar value={null} today="2026-11-18" lastDate="2028-11-17" onChange={() => {}} />,
    );
    const options = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options.at(-1)).toHaveTextContent('October 2027');
  });

  it('marks the closed and full days of the month, says why on hover and focus, and keeps them from being chosen', async () => {
    await serveMonths({
      '2026-12-06': 'closed',
      '2026-12-13': 'closed',
      '2026-12-09': 'full',
      '2026-12-01': 'past',
      '2027-01-03': 'closed',
    });
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <MonthCalendar value={null} today="2026-12-01" locationId="3" onChange={onChange} />,
    );
    const sunday = day('Sunday, December 6, 2026');
    await waitFor(() => expect(sunday).toHaveAttribute('aria-disabled', 'true'));
    expect(sunday).toHaveAccessibleDescription(DateStepMessages.closed);
    expect(day('Sunday, December 13, 2026')).toHaveAccessibleDescription(DateStepMessages.closed);
    expect(day('Wednesday, December 9, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, December 9, 2026')).toHaveAccessibleDescription(DateStepMessages.full);
    // Today with every start gone.
    expect(day('Tuesday, December 1, 2026')).toHaveAccessibleDescription(DateStepMessages.past);
    expect(day('Monday, December 7, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Monday, December 7, 2026')).toHaveAccessibleDescription('');
    expect(screen.getByText(DateStepMessages.legend)).toBeVisible();

    // Hover shows the reason; a click chooses nothing.
    await user.hover(sunday);
    expect(screen.getByText(DateStepMessages.closed, { selector: '[aria-hidden]' })).toBeVisible();
    await user.click(sunday);
    expect(onChange).not.toHaveBeenCalled();
    await user.unhover(sunday);

    // Keyboard focus shows it too, and Enter chooses nothing.
    day('Monday, December 7, 2026').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Tuesday, December 8, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, December 9, 2026')).toHaveFocus();
    expect(screen.getByText(DateStepMessages.full, { selector: '[aria-hidden]' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-10');

    // The next month asks for its own days.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(day('Sunday, January 3, 2027')).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(testApi.requests.map((r) => r.url)).toEqual([
      '/api/month_availability/?location_id=3&month=2026-12',
      '/api/month_availability/?location_id=3&month=2027-01',
    ]);
  });

  it('marks the chosen date', () => {
    renderWithProviders(
      <MonthCalendar value="2026-11-30" today="2026-11-18" onChange={() => {}} />,
    );
    expect(day('Monday, November 30, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Monday, November 30, 2026')).toHaveAttribute('tabindex', '0');
  });
});
