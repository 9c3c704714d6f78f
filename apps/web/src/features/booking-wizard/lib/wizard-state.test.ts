import { describe, expect, it } from 'vitest';
import {
  clearWizardState,
  initialWizardState,
  readWizardState,
  wizardStorageKey,
  writeWizardState,
} from './wizard-state';

describe('wizard state in session storage', () => {
  it('reads back what it wrote, per route', () => {
    const state = { ...initialWizardState('3'), step: 2, date: '2026-11-28', start: 1080 };
    writeWizardState('/user-book-court', state);
    expect(readWizardState('/user-book-court', '3')).toEqual(state);
    expect(readWizardState('/book-court', '3')).toEqual(initialWizardState('3'));
    clearWizardState('/user-book-court');
    expect(readWizardState('/user-book-court', '3')).toEqual(initialWizardState('3'));
  });

  it('starts afresh for another location', () => {
    writeWizardState('/book-court', { ...initialWizardState('3'), step: 1, date: '2026-11-28' });
    expect(readWizardState('/book-court', '4')).toEqual(initialWizardState('4'));
  });

  it('ignores what it cannot trust', () => {
    sessionStorage.setItem(wizardStorageKey('/book-court'), '{broken');
    expect(readWizardState('/book-court', '3')).toEqual(initialWizardState('3'));
    sessionStorage.setItem(
      wizardStorageKey('/book-court'),
      JSON.stringify({ ...initialWizardState('3'), step: 9 }),
    );
    expect(readWizardState('/book-court', '3')).toEqual(initialWizardState('3'));
  });

  it('reads a wizard kept before sports were asked, with no sport chosen', () => {
    const { sport, ...before } = {
      ...initialWizardState('3'),
      step: 1,
      date: '2026-11-28',
      sport: 'padel',
    };
    sessionStorage.setItem(wizardStorageKey('/book-court'), JSON.stringify(before));
    expect(sport).toBe('padel');
    expect(readWizardState('/book-court', '3')).toEqual({ ...before, sport: null });
  });

  it('keeps the sport chosen', () => {
    const state = { ...initialWizardState('3'), step: 1, date: '2026-11-28', sport: 'padel' };
    writeWizardState('/user-book-court', state);
    expect(readWizardState('/user-book-court', '3')).toEqual(state);
  });
});
