/**
 * What the load books: `day` races for one day of one eight-court club until it is full;
 * `spread` books over the next days and every court of the three demo clubs, so most succeed.
 */
import { localDate, type CreateBookingInput } from '@courtbook/shared';
import { COURT_COUNT, seedClub, TIME_ZONE } from './database';
import { seedDemoClubs } from './demo-clubs';
import { randomBooking, spreadBooking } from './load';
import type { ContentionOptions } from './options';

export interface Scenario {
  heading: string;
  /** Where the load books, for the run's first line. */
  description: string;
  playerEmails: string[];
  /** The location players sign in at. */
  loginLocation: number;
  /** Court time on offer, in hours: the share booked is measured against it. */
  courtHours: number;
  nextBooking: () => CreateBookingInput;
}

/** "2030-05-01" + 1 → "2030-05-02" (calendar dates, so UTC arithmetic is exact). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function prepareScenario(
  options: ContentionOptions,
  databaseUrl: string,
): Promise<Scenario> {
  const now = new Date();
  if (options.mode === 'day') {
    const club = await seedClub(databaseUrl, options.clients);
    const date = addDays(localDate(now, TIME_ZONE), 1);
    return {
      heading: 'booking contention (one day)',
      description: `${COURT_COUNT} courts on ${date} (${TIME_ZONE})`,
      playerEmails: club.playerEmails,
      loginLocation: club.locationId,
      courtHours: COURT_COUNT * 24,
      nextBooking: () => randomBooking(club, date),
    };
  }
  const seeded = await seedDemoClubs(databaseUrl, options.clients);
  const clubs = seeded.clubs.map((club) => {
    const tomorrow = addDays(localDate(now, club.timeZone), 1);
    const dates = Array.from({ length: options.days }, (_, i) => addDays(tomorrow, i));
    return { ...club, dates };
  });
  const courtCount = clubs.reduce((sum, club) => sum + club.courts.length, 0);
  return {
    heading: `booking spread (${options.days} days, ${clubs.length} clubs)`,
    description: `${courtCount} courts of ${clubs.length} clubs over ${options.days} days from tomorrow`,
    playerEmails: seeded.playerEmails,
    loginLocation: clubs[0]!.locationId,
    courtHours: courtCount * 24 * options.days,
    nextBooking: () => spreadBooking(clubs),
  };
}
