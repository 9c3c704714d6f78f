import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_RULES, formatSessionLength, slotRulesOf } from '@courtbook/shared';
import { sessionOffer, sessionRange, sessionSteps } from './court-sessions';

const rules = (min: number, max: number | null, step = 30, start = 30) =>
  slotRulesOf({
    startStepMinutes: start,
    minSessionMinutes: min,
    maxSessionMinutes: max,
    sessionStepMinutes: step,
  });

describe('court sessions in words', () => {
  it('names a few lengths one by one', () => {
    expect(sessionOffer(rules(60, 120))).toBe(
      'Offers 1 hour, 1.5 hours or 2 hours, starting every 30 minutes',
    );
    expect(sessionOffer(rules(90, 90))).toBe('Offers 1.5 hours, starting every 30 minutes');
    expect(sessionOffer(rules(45, 90, 15, 15))).toBe(
      'Offers 45, 60, 75 or 90 minutes, starting every 15 minutes',
    );
  });

  it('gives a range for many lengths, and says up to closing when there is no longest', () => {
    expect(sessionOffer(rules(60, 300))).toBe(
      'Offers 1 hour to 5 hours in steps of 30 minutes, starting every 30 minutes',
    );
    expect(sessionOffer(DEFAULT_SLOT_RULES)).toBe(
      'Offers 1 hour or longer in steps of 30 minutes, up to closing, starting every 30 minutes',
    );
  });

  it('says them compactly for tables and the day sheet', () => {
    expect(sessionRange(rules(90, 90))).toBe('90 min');
    expect(sessionRange(rules(60, 120))).toBe('60–120 min');
    expect(sessionRange(DEFAULT_SLOT_RULES)).toBe('From 60 min');
    expect(sessionSteps(rules(60, 120))).toBe('by 30 min, starts every 30 min');
    expect(sessionSteps(rules(90, 90, 30, 15))).toBe('starts every 15 min');
  });

  it('reads quarter hours in minutes', () => {
    expect(formatSessionLength(60)).toBe('1 hour');
    expect(formatSessionLength(150)).toBe('2.5 hours');
    expect(formatSessionLength(75)).toBe('75 minutes');
  });
});
