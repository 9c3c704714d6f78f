import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, saveSelectedLocation } from '../../../lib/storage';
import { useContactClub } from './use-contact-club';

describe('useContactClub', () => {
  it('is null until a club is chosen, then that club, following later choices', () => {
    const { result } = renderHook(() => useContactClub());
    expect(result.current).toBeNull();
    act(() => saveSelectedLocation({ id: 7, name: 'North Club' }));
    expect(result.current).toEqual({ id: 7, name: 'North Club' });
    act(() => saveSelectedLocation({ id: '12', name: 'South Club' }));
    expect(result.current).toEqual({ id: 12, name: 'South Club' });
  });

  it('ignores a stored id that is not a club id, and names a club stored without its name', () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedLocationId, 'abc');
    expect(renderHook(() => useContactClub()).result.current).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.selectedLocationId, '0');
    expect(renderHook(() => useContactClub()).result.current).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.selectedLocationId, '3');
    window.localStorage.removeItem(STORAGE_KEYS.selectedLocation);
    expect(renderHook(() => useContactClub()).result.current).toEqual({
      id: 3,
      name: 'the club you chose',
    });
  });
});
