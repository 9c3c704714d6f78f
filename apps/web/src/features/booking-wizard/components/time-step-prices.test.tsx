import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_SLOTS, minutesOf, timeOf, type CourtQuote, type SlotState } from '@courtbook/shared';
import { renderWithProviders } from '../../../test/render';
import { aDay, optionLabels, serveDays, TimeStepHarness } from '../../../test/time-step';

const DATE = '2030-05-01';
const TEN = (10 * 60) / 30;

/** Court 1 free all day but 10:00; court 2 free all day. */
const dayOf = (date: string) =>
  aDay(date, 30, (id) =>
    Array.from({ length: DAY_SLOTS }, (_, i): SlotState => {
      if (i < 16 || i >= 44) return 'outside_hours';
      return id === 1 && i === TEN ? 'booked' : 'free';
    }),
  );

/** As the server would price: court 1 $40 an hour and court 2 $50, both $60 from 18:00 ("Peak"). */
const priceOf = (courtId: number, start: number, end: number): CourtQuote => {
  const peakFrom = Math.max(start, Math.min(end, 18 * 60));
  const plain = peakFrom - start;
  const peak = end - peakFrom;
  const plainFee = courtId === 1 ? 40 : 50;
  return {
    court_id: courtId,
    start_time: timeOf(start),
    end_time: timeOf(end),
    total_price: ((plain * plainFee + peak * 60) / 60).toFixed(2),
    price_lines: [
      ...(plain > 0 ? [{ period: null, minutes: plain, fee_hrs: `${plainFee}.00` }] : []),
      ...(peak > 0 ? [{ period: 'Peak', minutes: peak, fee_hrs: '60.00' }] : []),
    ],
    member_plan: null,
  };
};

const testApi = serveDays(dayOf, {
  'POST /api/quotes/': (request) => {
    const body = JSON.parse(request.body) as {
      slots: { start_time: string; end_time: string }[];
    };
    const quotes = body.slots.flatMap((slot) =>
      [1, 2].map((court) => priceOf(court, minutesOf(slot.start_time), minutesOf(slot.end_time))),
    );
    return { status: 200, body: { code: 200, message: 'Price quoted successfully.', quotes } };
  },
});

describe('TimeStep prices', () => {
  it('says what each start costs at the cheapest free court, as the server quotes it', async () => {
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const start = screen.getByRole('combobox', { name: /Start time/ });
    await waitFor(() => expect(optionLabels(start)).toContain('8:00 AM · from $40.00'));
    const enabled = optionLabels(start);
    // Court 1 is booked at 10:00: the price is court 2's, the only free one.
    expect(enabled).toContain('10:00 AM · $50.00');
    // 17:30–18:30 is half plain, half peak: $50 at court 1, $55 at court 2.
    expect(enabled).toContain('5:30 PM · from $50.00');
    expect(enabled).toContain('6:00 PM · $60.00');
    expect(screen.getByText('Prices for 1 hour, before tax and card fee.')).toBeInTheDocument();

    // One request priced every start at the minimum length.
    const asked = testApi.requests.filter((r) => r.url.startsWith('/api/quotes/'));
    expect(asked).toHaveLength(1);
    const body = JSON.parse(asked[0]!.body) as {
      booking_date: string;
      slots: { start_time: string; end_time: string }[];
    };
    expect(body.booking_date).toBe(DATE);
    expect(body.slots[0]).toEqual({ start_time: '00:00:00', end_time: '01:00:00' });
    expect(body.slots.every((s) => minutesOf(s.end_time) - minutesOf(s.start_time) === 60)).toBe(
      true,
    );
  });

  it('shows each free cell’s price in the grid, and the chosen session’s at its length', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeStepHarness date={DATE} />);
    const grid = await screen.findByRole('table', { name: /Courts on/ });
    const cell = await within(grid).findByRole('button', {
      name: 'Court 2 at 10:00 AM, free, $50.00',
    });
    expect(cell).toHaveTextContent('$50.00');
    expect(
      within(grid).getByRole('button', { name: 'Court 1 at 6:00 PM, free, $60.00' }),
    ).toBeInTheDocument();

    await user.click(cell);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '90');
    // 10:00–11:30 at the one free court, court 2: 1.5 hours at $50.
    expect(await screen.findByText('10:00 AM to 11:30 AM · $75.00')).toBeInTheDocument();
  });
});
