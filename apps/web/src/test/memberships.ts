import type { LocationOption, Membership, MembershipPlan } from '@courtbook/shared';
import type { Reply } from './api-server';

/** A location in the staff member's scope, for the pickers (GET /get_locations_byAdmin/). */
export const locationOption = (id: number, name: string): LocationOption => ({
  id,
  name,
  logo: null,
  time_zone: 'America/New_York',
  currency: 'USD',
  is_active: true,
});

/** An unpaginated list: the list itself. */
export const list = (items: unknown[]): Reply => ({ status: 200, body: items });

/** Gold at Sunset: 20 % off every hour, $30.00 an hour at Peak, two members. */
export const goldPlan = (change: Partial<MembershipPlan> = {}): MembershipPlan => ({
  id: 7,
  location_id: 1,
  name: 'Gold',
  price: '120.00',
  horizon_days: 60,
  rule: { kind: 'percent_off', value: '20' },
  period_rules: [{ period: 'Peak', kind: 'fixed_fee', value: '30.00' }],
  is_active: true,
  members_count: 2,
  created_at: '2026-01-05T10:00:00.000Z',
  ...change,
});

export const membership = (change: Partial<Membership> = {}): Membership => ({
  id: 31,
  user_id: 5,
  plan: { id: 7, name: 'Gold', location_id: 1, location_name: 'Sunset' },
  starts_on: '2026-01-01',
  ends_on: '2026-01-31',
  state: 'active',
  price: '120.00',
  created_at: '2026-01-01T10:00:00.000Z',
  ...change,
});
