import { describe, expect, it, vi } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  STORAGE_KEYS,
  clearAllStorage,
  clearSession,
  getLoggedUserData,
  getRole,
  getSelectedLocation,
  getToken,
  parseLoggedUserData,
  saveSelectedLocation,
  saveSession,
  subscribeToStorage,
} from './storage';

const user = { first_name: 'Ann', last_name: 'Lee', user_type: 1, email: 'ann@example.com' };

describe('storage', () => {
  it('uses the exact key names of the spec', () => {
    saveSession({ token: 'abc', role: 'superadmin', user });
    saveSelectedLocation({ id: 5, name: 'Downtown Club' });
    expect(localStorage.getItem('user_access_valid_token')).toBe('abc');
    expect(localStorage.getItem('role')).toBe('superadmin');
    expect(JSON.parse(localStorage.getItem('logged_user_data') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('selectedLocation')).toBe('Downtown Club');
    expect(localStorage.getItem('selectedLocationId')).toBe('5');
    expect(STORAGE_KEYS).toEqual({
      token: 'user_access_valid_token',
      role: 'role',
      user: 'logged_user_data',
      selectedLocation: 'selectedLocation',
      selectedLocationId: 'selectedLocationId',
    });
  });

  it('reads what it wrote', () => {
    saveSession({ token: 'abc', role: 'user', user: { ...user, user_type: 2 } });
    saveSelectedLocation({ id: '9', name: 'Park' });
    expect(getToken()).toBe('abc');
    expect(getRole()).toBe('user');
    expect(getLoggedUserData()).toMatchObject({ first_name: 'Ann', user_type: 2 });
    expect(getSelectedLocation()).toEqual({ id: '9', name: 'Park' });
  });

  it('ignores values it does not understand', () => {
    localStorage.setItem('role', 'owner');
    localStorage.setItem('user_access_valid_token', '   ');
    localStorage.setItem('logged_user_data', '{not json');
    expect(getRole()).toBeNull();
    expect(getToken()).toBeNull();
    expect(getLoggedUserData()).toBeNull();
  });

  it('reads user_type given as a numeric string, and nothing else', () => {
    expect(
      parseLoggedUserData('{"first_name":"A","last_name":"B","user_type":"0"}')?.user_type,
    ).toBe(0);
    expect(parseLoggedUserData('{"user_type":""}')?.user_type).toBe(-1);
    expect(parseLoggedUserData('{"user_type":null}')?.user_type).toBe(-1);
    expect(parseLoggedUserData('[1,2]')).toBeNull();
  });

  it('clearSession forgets who is logged in but keeps the chosen location', () => {
    saveSession({ token: 'abc', role: 'user', user });
    saveSelectedLocation({ id: 5, name: 'Downtown Club' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(getLoggedUserData()).toBeNull();
    expect(getSelectedLocation()).toEqual({ id: '5', name: 'Downtown Club' });
  });

  it('clearAllStorage clears everything except the colour mode', () => {
    saveSession({ token: 'abc', role: 'user', user });
    saveSelectedLocation({ id: 5, name: 'Downtown Club' });
    localStorage.setItem('something-else', 'x');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    clearAllStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('tells subscribers about every write, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    saveSession({ token: 'abc', role: 'user', user });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearAllStorage();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
