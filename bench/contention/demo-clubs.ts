/**
 * The spread mode's clubs: the three demo clubs (names, time zones, courts and fees from the
 * demo seed's own data), in the benchmark's fresh database, with verified players.
 */
import { openPostgres } from '../../apps/api/src/db/client';
import { courts, locations, users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { DEMO_LOCATIONS } from '../../apps/api/src/seed/demo-data';
import { PLAYER_PASSWORD } from './database';
import type { Club } from './load';

export interface SeededClubs {
  clubs: (Club & { timeZone: string })[];
  playerEmails: string[];
}

export async function seedDemoClubs(url: string, players: number): Promise<SeededClubs> {
  const handle = openPostgres(url, 2);
  try {
    const passwordHash = await hashPassword(PLAYER_PASSWORD);
    return await handle.db.transaction(async (tx) => {
      const clubs: SeededClubs['clubs'] = [];
      for (const demo of DEMO_LOCATIONS) {
        const [location] = await tx
          .insert(locations)
          .values({
            name: demo.name,
            address1: demo.addressLines[0],
            timeZone: demo.timeZone,
            defaultTaxBasisPoints: demo.taxBasisPoints,
            defaultCardFeeBasisPoints: demo.cardFeeBasisPoints,
          })
          .returning({ id: locations.id });
        if (!location) throw new Error(`the location ${demo.name} was not inserted`);
        const courtRows = await tx
          .insert(courts)
          .values(
            demo.courts.map((court) => ({
              locationId: location.id,
              courtNumber: court.courtNumber,
              hourlyFeeCents: court.hourlyFeeCents,
              taxBasisPoints: demo.taxBasisPoints,
              cardFeeBasisPoints: demo.cardFeeBasisPoints,
            })),
          )
          .returning({ id: courts.id, hourlyFeeCents: courts.hourlyFeeCents });
        clubs.push({ locationId: location.id, timeZone: demo.timeZone, courts: courtRows });
      }
      const playerEmails = Array.from({ length: players }, (_, i) => `player${i + 1}@bench.test`);
      await tx.insert(users).values(
        playerEmails.map((email, i) => ({
          email,
          passwordHash,
          firstName: 'Bench',
          lastName: `Player${i + 1}`,
          phone: '+12155550100',
          isVerified: true,
          homeLocationId: clubs[i % clubs.length]?.locationId,
        })),
      );
      return { clubs, playerEmails };
    });
  } finally {
    await handle.close();
  }
}
