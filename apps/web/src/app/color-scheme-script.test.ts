import { afterEach, describe, expect, it } from 'vitest';
import script from '../../public/color-scheme.js?raw';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/storage';
import { DEFAULT_COLOR_SCHEME } from './provider';

// public/color-scheme.js runs before React, so it must agree with the provider's settings.
function runScript(prefersDark: boolean) {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  });
  try {
    (new Function(script) as () => void)();
  } finally {
    window.matchMedia = original;
  }
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

describe('public/color-scheme.js', () => {
  it('reads the same storage key and default as the app', () => {
    expect(script).toContain(`'${COLOR_SCHEME_STORAGE_KEY}'`);
    expect(script).toContain(`: '${DEFAULT_COLOR_SCHEME}'`);
  });

  it('applies a stored light or dark choice', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runScript(false)).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runScript(true)).toBe('light');
  });

  it('resolves auto, and no choice, from the system preference', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    expect(runScript(true)).toBe('dark');
    expect(runScript(false)).toBe('light');
    localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    expect(runScript(true)).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(runScript(false)).toBe('light');
  });
});
