import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { WEEKDAY_NAMES } from '@courtbook/shared';
import {
  WEEKDAYS,
  addDays,
  bookableMonths,
  formatLongDate,
  lastDateOf,
  monthGrid,
  monthKeyOf,
  monthName,
  monthOf,
  yearOf,
} from '../lib/calendar';
import classes from './month-calendar.module.css';

export interface MonthCalendarProps {
  /** The chosen date (YYYY-MM-DD), if any. */
  value: string | null;
  onChange: (date: string) => void;
  /** Today at the location: earlier dates are disabled, and the months shown start with its. */
  today: string;
  /** The last date the location takes bookings for (its horizon): later dates are disabled. */
  lastDate?: string;
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** "2027-01" → "January 2027". */
const monthLabel = (month: string) => `${monthName(monthOf(month))} ${yearOf(month)}`;

/**
 * A Sunday-first month grid of the twelve months from the current one (SPEC.md section 2, step 1,
 * as DESIGN.md section 4 reads it), up to the location's booking horizon. Plain elements rather
 * than Mantine's: the grid holds up to 31 buttons, and each Mantine component adds render work and
 * (inputs) a second render to the page's first commit.
 */
export function MonthCalendar({ value, onChange, today, lastDate: horizon }: MonthCalendarProps) {
  const months = bookableMonths(today, horizon);
  const endOfMonths = lastDateOf(months.at(-1)!);
  const lastDate = horizon !== undefined && horizon < endOfMonths ? horizon : endOfMonths;
  const start = value && value >= today && value <= lastDate ? value : today;
  const [month, setMonth] = useState(monthKeyOf(start));
  const [focusDate, setFocusDate] = useState(start);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  // Within the visible month, the roving tab stop is the focused, chosen, or first open date.
  const firstOpen = month === monthKeyOf(today) ? today : `${month}-01`;
  const tabStop =
    monthKeyOf(focusDate) === month
      ? focusDate
      : value && monthKeyOf(value) === month
        ? value
        : firstOpen;
  const shown = months.indexOf(month);

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusDate(next === monthKeyOf(today) ? today : `${next}-01`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(tabStop, step);
    const clamped = next < today ? today : next > lastDate ? lastDate : next;
    moved.current = true;
    setFocusDate(clamped);
    setMonth(monthKeyOf(clamped));
  };

  const monthSelectId = `calendar-month-${months[0]}`;
  return (
    <div className={classes.calendar}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Previous month"
          disabled={shown <= 0}
          onClick={() => showMonth(months[shown - 1]!)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <div className={classes.month}>
          <label htmlFor={monthSelectId} className={classes.monthLabel}>
            Month
          </label>
          <div className={classes.monthField}>
            <select
              id={monthSelectId}
              className={classes.monthSelect}
              value={month}
              onChange={(event) => showMonth(event.currentTarget.value)}
            >
              {months.map((key) => (
                <option key={key} value={key}>
                  {monthLabel(key)}
                </option>
              ))}
            </select>
            <IconChevronDown size={16} aria-hidden className={classes.monthChevron} />
          </div>
        </div>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Next month"
          disabled={shown >= months.length - 1}
          onClick={() => showMonth(months[shown + 1]!)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <table
        ref={grid}
        role="grid"
        aria-label={monthLabel(month)}
        className={classes.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => (
              <th key={day} scope="col" abbr={WEEKDAY_NAMES[index]} className={classes.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(yearOf(month), monthOf(month)).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={`empty-${column}`} />
                ) : (
                  <td key={date} role="gridcell" aria-selected={date === value}>
                    <button
                      type="button"
                      className={classes.day}
                      data-date={date}
                      data-today={date === today || undefined}
                      data-selected={date === value || undefined}
                      aria-label={formatLongDate(date)}
                      aria-pressed={date === value}
                      disabled={date < today || date > lastDate}
                      tabIndex={date === tabStop ? 0 : -1}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => onChange(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
