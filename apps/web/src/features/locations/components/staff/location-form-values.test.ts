import { describe, expect, it } from 'vitest';
import type { LocationDetail } from '@courtbook/shared';
import { toFormValues, toOpeningHours } from './location-form-values';

describe('opening hours in the location form', () => {
  it('a new location is open all day: {}', () => {
    const values = toFormValues();
    expect(values.always_open).toBe(true);
    expect(toOpeningHours(values)).toEqual({});
  });

  it('round-trips weekdays, leaving closed days out', () => {
    const hours = {
      '1': { open: '08:00', close: '22:00' },
      '6': { open: '09:30', close: '24:00' },
    };
    const values = toFormValues({ opening_hours: hours } as unknown as LocationDetail);
    expect(values.always_open).toBe(false);
    expect(values.opening_hours[0]?.closed).toBe(true);
    expect(values.opening_hours[6]).toEqual({ closed: false, open: '09:30', close: '24:00' });
    expect(toOpeningHours(values)).toEqual(hours);
  });
});
