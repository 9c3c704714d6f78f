import { UserType, type WalkIn } from '@courtbook/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The walk-in's player record: the one made for the same name, phone and email at an earlier
 * visit, or a new one (no password: nobody can sign in as it until they recover it by email).
 */
export async function walkInPlayer(db: Database, walkIn: WalkIn): Promise<number> {
  const email = walkIn.email ?? '';
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isWalkIn, true),
        eq(users.phone, walkIn.phone),
        sql`lower(${users.email}) = ${email}`,
        sql`lower(${users.firstName}) = ${walkIn.first_name.toLowerCase()}`,
        sql`lower(${users.lastName}) = ${walkIn.last_name.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (known) return known.id;
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: '',
      firstName: walkIn.first_name,
      lastName: walkIn.last_name,
      phone: walkIn.phone,
      userType: UserType.Player,
      isWalkIn: true,
    })
    .returning({ id: users.id });
  return created!.id;
}
