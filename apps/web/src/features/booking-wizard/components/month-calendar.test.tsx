import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { MonthCalendar } from './month-calendar';

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
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

  it('offers the twelve months of the current year only, earlier ones disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonthCalendar value={null} today="2026-11-18" onChange={() => {}} />);
    const month = screen.getByRole('combobox', { name: 'Month' });
    const options = within(month).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
    ]);
    expect(options[9]).toBeDisabled();
    await user.selectOptions(month, 'December 2026');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    // 1 December 2026 is a Tuesday: two empty cells before it.
    expect(day('Tuesday, December 1, 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
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

  it('disables the days after the booking horizon and the months beyond it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MonthCalendar value={null} today="2026-10-20" lastDate="2026-11-19" onChange={() => {}} />,
    );
    const month = screen.getByRole('combobox', { name: 'Month' });
    const options = within(month).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([
      ...Array.from({ length: 9 }, () => true),
      false, // October: today
      false, // November: the horizon
      true, // December: beyond it
    ]);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('Thursday, November 19, 2026')).toBeEnabled();
    expect(day('Friday, November 20, 2026')).toBeDisabled();
    expect(day('Monday, November 30, 2026')).toBeDisabled();

    // The arrow keys stop at the last open date too.
    day('Thursday, November 19, 2026').focus();
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday, November 19, 2026')).toHaveFocus();
  });

  it('keeps to the current year when the horizon reaches into the next', () => {
    renderWithProviders(
      <MonthCalendar value={null} today="2026-12-20" lastDate="2027-12-20" onChange={() => {}} />,
    );
    expect(day('Thursday, December 31, 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('marks the chosen date', () => {
    renderWithProviders(
      <MonthCalendar value="2026-11-30" today="2026-11-18" onChange={() => {}} />,
    );
    expect(day('Monday, November 30, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Monday, November 30, 2026')).toHaveAttribute('tabindex', '0');
  });
});
