/** How long a freed slot is held for the player it is offered to, per location (Step 18). */
export const DEFAULT_WAITLIST_OFFER_MINUTES = 15;
export const MIN_WAITLIST_OFFER_MINUTES = 1;
export const MAX_WAITLIST_OFFER_MINUTES = 120;

/** Open waitlist entries a player may have at one location. */
export const MAX_WAITLIST_ENTRIES_PER_LOCATION = 5;

/** Within this long of play, an offer is held for a shorter time (`offerHoldMinutes`). */
export const SHORT_OFFER_WITHIN_MINUTES = 120;
/** The longest an offer is held within SHORT_OFFER_WITHIN_MINUTES of play. */
export const SHORT_OFFER_MINUTES = 5;

/**
 * How long an offer is held: the location's setting, but within two hours of play no more than
 * 5 minutes, so a slot near play is not kept idle; never past the start of play.
 */
export function offerHoldMinutes(settingMinutes: number, minutesUntilPlay: number): number {
  const held =
    minutesUntilPlay <= SHORT_OFFER_WITHIN_MINUTES
      ? Math.min(settingMinutes, SHORT_OFFER_MINUTES)
      : settingMinutes;
  return Math.max(0, Math.min(held, Math.floor(minutesUntilPlay)));
}

/**
 * What a player sees of an entry: waiting in line, offered a session (held for them), booked
 * (the offer paid), passed (the offer lapsed untaken), left (they left the line), or expired
 * (play would have started).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'passed',
  'left',
  'expired',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A session the entry asks for, in minutes after midnight: within its range, of its duration. */
export interface WaitedRange {
  from: number;
  to: number;
  durationMinutes: number;
}

/**
 * The starts of sessions of the entry's duration that lie in its range and overlap `freed`,
 * stepping by `stepMinutes` from the range's start: the sessions a freed slot can give it,
 * earliest first.
 */
export function startsWithin(
  wanted: WaitedRange,
  freed: { start: number; end: number },
  stepMinutes: number,
): number[] {
  const starts: number[] = [];
  const firstStart = Math.ceil(wanted.from / stepMinutes) * stepMinutes;
  for (let start = firstStart; start + wanted.durationMinutes <= wanted.to; start += stepMinutes) {
    const end = start + wanted.durationMinutes;
    if (start < freed.end && end > freed.start) starts.push(start);
  }
  return starts;
}
