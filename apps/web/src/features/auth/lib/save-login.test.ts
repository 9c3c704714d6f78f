import { describe, expect, it } from 'vitest';
import { canResendVerification, saveLogin } from './save-login';

const player = { id: 5, first_name: 'Pat', last_name: 'Player', user_type: 2, role: 'user' };

describe('saveLogin', () => {
  it('keeps the token, the role and the account without its token', () => {
    const saved = saveLogin({ ...player, access_token: 'tok' }, { id: '3', name: 'Park' });
    expect(saved?.role).toBe('user');
    expect(localStorage.getItem('user_access_valid_token')).toBe('tok');
    expect(localStorage.getItem('role')).toBe('user');
    expect(JSON.parse(localStorage.getItem('logged_user_data') ?? 'null')).toEqual(player);
    expect(localStorage.getItem('selectedLocation')).toBe('Park');
    expect(localStorage.getItem('selectedLocationId')).toBe('3');
  });

  it('derives the role from user_type when the answer has none, and keeps no location for staff', () => {
    const { role: _role, ...withoutRole } = player;
    const saved = saveLogin(
      { ...withoutRole, user_type: 1, access_token: 'tok' },
      { id: '3', name: 'Park' },
    );
    expect(saved?.role).toBe('superadmin');
    expect(localStorage.getItem('selectedLocationId')).toBeNull();
    expect(saveLogin({ ...withoutRole, access_token: 'tok2' })?.role).toBe('user');
  });

  it('refuses an answer without a token', () => {
    expect(saveLogin(player)).toBeNull();
    expect(saveLogin(null)).toBeNull();
    expect(localStorage.getItem('user_access_valid_token')).toBeNull();
  });

  it('recognises the 403 offer of a new verification email', () => {
    expect(canResendVerification({ can_resend_verification: true })).toBe(true);
    expect(canResendVerification({ can_resend_verification: 'yes' })).toBe(false);
    expect(canResendVerification(null)).toBe(false);
  });
});
