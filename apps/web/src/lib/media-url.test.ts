import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('loads uploads from this page’s origin when the API is here too', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect(mediaUrl('/uploads/logos/club.png')).toBe('/uploads/logos/club.png');
    expect(mediaUrl('logos/club.png')).toBe('/uploads/logos/club.png');
    expect(mediaUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(mediaUrl('')).toBeNull();
  });

  it('loads uploads from the API’s origin when the API is elsewhere', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.org/api');
    expect(mediaUrl('/uploads/avatars/me.webp')).toBe(
      'https://api.example.org/uploads/avatars/me.webp',
    );
    expect(mediaUrl('avatars/me.webp')).toBe('https://api.example.org/uploads/avatars/me.webp');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
