import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { SignedIn } from './staff';

/** Weekdays 18:00–22:00 at $60 an hour for every court: the peak the price tests share. */
export const PEAK_PERIOD = {
  name: 'Peak',
  weekdays: [1, 2, 3, 4, 5],
  start_time: '18:00',
  end_time: '22:00',
  fee_hrs: '60.00',
};

/** Sets the location's price periods through the API (failing the test if refused). */
export async function setPricePeriods(
  app: App,
  staff: SignedIn,
  locationId: number,
  periods: object[] = [PEAK_PERIOD],
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/price-configuration/${locationId}/`,
    headers: staff.headers,
    payload: { price_periods: periods },
  });
  expect(res.statusCode, res.body).toBe(200);
}
