import { describe, expect, it } from 'vitest';
import { readEmailState, readLocationState } from './nav-state';

describe('navigation state', () => {
  it('reads an email, ignoring anything else', () => {
    expect(readEmailState({ email: ' pat@example.com ' })).toBe('pat@example.com');
    expect(readEmailState({ email: '' })).toBeNull();
    expect(readEmailState({ email: 5 })).toBeNull();
    expect(readEmailState(null)).toBeNull();
    expect(readEmailState('pat@example.com')).toBeNull();
  });

  it('reads a location id (number or numeric string) and an optional name', () => {
    expect(readLocationState({ locationId: 3, locationName: 'Park' })).toEqual({
      id: '3',
      name: 'Park',
    });
    expect(readLocationState({ locationId: '7' })).toEqual({ id: '7', name: null });
    expect(readLocationState({ locationId: 0 })).toBeNull();
    expect(readLocationState({ locationId: 'abc', locationName: 'Park' })).toBeNull();
    expect(readLocationState(undefined)).toBeNull();
  });
});
