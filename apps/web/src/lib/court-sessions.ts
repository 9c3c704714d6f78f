import { formatSessionLength, sessionMinutesOf, type SlotRules } from '@courtbook/shared';

/**
 * What a court's rules offer, in words, for the staff pages (the court form, the courts table,
 * the day sheet). The rules themselves come from the shared helpers (`slotRulesOf`,
 * `slotRulesOfAnswer`); this only says them.
 */

/** Lengths of this many or fewer are named one by one. */
const LISTED_LENGTHS = 4;

const inHours = (minutes: number) => minutes >= 60 && minutes % 30 === 0;

/** ["a", "b", "c"] → "a, b or c". */
const orList = (items: readonly (string | number)[]): string =>
  items.length <= 1
    ? String(items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** [60, 90] → "1 hour or 1.5 hours"; [45, 60, 75] → "45, 60 or 75 minutes" (one unit throughout). */
const lengthsWords = (lengths: readonly number[]) =>
  lengths.every(inHours) ? orList(lengths.map(formatSessionLength)) : `${orList(lengths)} minutes`;

const upToClosing = (rules: SlotRules) => rules.maxDurationMinutes === undefined;

/**
 * The court form's line: "Offers 1 hour, 1.5 hours or 2 hours, starting every 30 minutes";
 * "Offers 1 hour or longer in steps of 30 minutes, up to closing, starting every 30 minutes".
 */
export function sessionOffer(rules: SlotRules): string {
  const lengths = sessionMinutesOf(rules);
  const first = lengths[0] ?? rules.minDurationMinutes;
  const last = lengths.at(-1) ?? first;
  const starts = `starting every ${rules.slotMinutes} minutes`;
  const steps = `in steps of ${rules.durationStepMinutes} minutes`;
  if (upToClosing(rules) && lengths.length > 1) {
    return `Offers ${formatSessionLength(first)} or longer ${steps}, up to closing, ${starts}`;
  }
  if (lengths.length <= LISTED_LENGTHS) return `Offers ${lengthsWords(lengths)}, ${starts}`;
  return `Offers ${formatSessionLength(first)} to ${formatSessionLength(last)} ${steps}, ${starts}`;
}

/** The lengths, compactly: "90 min", "60–120 min", "From 60 min" (up to closing). */
export function sessionRange(rules: SlotRules): string {
  const lengths = sessionMinutesOf(rules);
  const first = lengths[0] ?? rules.minDurationMinutes;
  const last = lengths.at(-1) ?? first;
  if (upToClosing(rules) && lengths.length > 1) return `From ${first} min`;
  return first === last ? `${first} min` : `${first}–${last} min`;
}

/** The steps beside `sessionRange`: "by 30 min, starts every 30 min"; "starts every 15 min". */
export function sessionSteps(rules: SlotRules): string {
  const starts = `starts every ${rules.slotMinutes} min`;
  return sessionMinutesOf(rules).length > 1
    ? `by ${rules.durationStepMinutes} min, ${starts}`
    : starts;
}
