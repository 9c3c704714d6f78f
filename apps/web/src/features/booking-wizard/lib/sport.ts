import {
  locationSlotRules,
  slotRulesOfAnswer,
  sportsOf,
  type DayAvailability,
  type SlotRules,
  type SlotState,
} from '@courtbook/shared';

/** What the wizard books by: the sports it offers, the one it books, and that sport's rules. */
export interface SportChoice {
  /** The club's sports, by name: a choice is asked for when there are several. */
  sports: string[];
  /** The sport booked; null when the club has one sport (every court counts). */
  sport: string | null;
  /** The rules the sport's courts share (SPEC's until the day's courts are known). */
  rules: Readonly<SlotRules>;
}

/** The courts of `sport`, or all of them when it is null. */
export const courtsOfSport = <T extends { sport: string }>(
  courts: readonly T[],
  sport: string | null,
): T[] => (sport === null ? [...courts] : courts.filter((court) => court.sport === sport));

/**
 * The sports, the booked sport and its rules, from the date's courts (`day`, once it has come),
 * else the club's list of sports (`listed`, the public list of locations). The kept choice is the
 * sport booked when the club has it; else its first sport. Nothing known: the kept choice.
 */
export function sportChoiceOf(
  day: DayAvailability | undefined,
  listed: readonly string[] | undefined,
  kept: string | null,
): SportChoice {
  const sports = day ? sportsOf(day.courts).sort() : [...(listed ?? [])];
  const sport =
    sports.length === 0
      ? kept
      : sports.length === 1
        ? null
        : kept !== null && sports.includes(kept)
          ? kept
          : sports[0]!;
  const rules = locationSlotRules(
    day ? courtsOfSport(day.courts, sport).map(slotRulesOfAnswer) : [],
  );
  return { sports, sport, rules };
}

/** Which state a longer cell takes from its shorter ones: free only when all of them are. */
function mergedState(states: readonly SlotState[]): SlotState {
  if (states.every((state) => state === 'free')) return 'free';
  if (states.includes('booked')) return 'booked';
  if (states.includes('closed')) return 'closed';
  return states.find((state) => state !== 'free') ?? 'free';
}

/**
 * The day as the sport's players choose from it: only the sport's courts, in cells of the sport's
 * start step (the location's cells may be finer, for another sport's quarter hours).
 */
export function dayOfSport(
  day: DayAvailability,
  sport: string | null,
  slotMinutes: number = day.slot_minutes,
): DayAvailability {
  const courts = courtsOfSport(day.courts, sport);
  const factor = slotMinutes / day.slot_minutes;
  if (!Number.isInteger(factor) || factor <= 1) {
    return sport === null ? day : { ...day, courts };
  }
  return {
    ...day,
    slot_minutes: slotMinutes,
    courts: courts.map((court) => ({
      ...court,
      slots: Array.from({ length: Math.floor(court.slots.length / factor) }, (_, i) =>
        mergedState(court.slots.slice(i * factor, (i + 1) * factor)),
      ),
    })),
  };
}
