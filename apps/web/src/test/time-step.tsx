import { useState } from 'react';
import { beforeEach } from 'vitest';
import { within } from '@testing-library/react';
import type { DayAvailability, SlotRules, SlotState } from '@courtbook/shared';
import { TimeStep, type TimeChoice } from '../features/booking-wizard/components/time-step';
import { byRoute, apiServerPerTest, type Replier, type Reply } from './api-server';
import { SPEC_COURT } from './courts';

/** A day at location 3 (Chicago) as the API answers it: courts 1 and 2, $40 an hour, `cells` each. */
export const aDay = (
  date: string,
  slotMinutes: number,
  cells: (courtId: number) => SlotState[],
): DayAvailability => ({
  location_id: 3,
  date,
  time_zone: 'America/Chicago',
  slot_minutes: slotMinutes,
  courts: [1, 2].map((id) => ({
    ...SPEC_COURT,
    court_id: id,
    court_number: id,
    court_fee_hrs: '40.00',
    slots: cells(id),
  })),
});

/**
 * For a file of TimeStep tests: GET /day_availability/ answers each date with `dayOf(date)`;
 * `routes` answer the other calls (anything else is a 404).
 */
export function serveDays(
  dayOf: (date: string) => DayAvailability,
  routes: Record<string, Replier | Reply> = {},
) {
  const testApi = apiServerPerTest();
  beforeEach(async () => {
    await testApi.serve(
      byRoute({
        'GET /api/day_availability/': (request) => {
          const date = new URL(request.url, 'http://x').searchParams.get('date') ?? '';
          return { status: 200, body: { code: 200, message: 'ok', ...dayOf(date) } };
        },
        ...routes,
      }),
    );
  });
  return testApi;
}

/** TimeStep at location 3 (Chicago), its choice kept as the wizard keeps it; the court and sport shown. */
export function TimeStepHarness({ date, rules }: { date: string; rules?: SlotRules }) {
  const [choice, setChoice] = useState<TimeChoice>({
    start: null,
    duration: 60,
    weekly: false,
    courtId: null,
    sport: null,
  });
  return (
    <>
      <TimeStep
        locationId="3"
        timeZone="America/Chicago"
        date={date}
        rules={rules}
        {...choice}
        onChange={(change) => setChoice((current) => ({ ...current, ...change }))}
      />
      <output aria-label="chosen court">{choice.courtId ?? 'none'}</output>
      <output aria-label="chosen sport">{choice.sport ?? 'none'}</output>
    </>
  );
}

/** The options of a select that can be chosen, or those that cannot, as they read. */
export const optionLabels = (select: HTMLElement, which: 'enabled' | 'disabled' = 'enabled') =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).disabled === (which === 'disabled'))
    .map((option) => option.textContent);
