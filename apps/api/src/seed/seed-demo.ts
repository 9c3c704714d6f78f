import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import {
  courts,
  locations,
  membershipPlans,
  memberships,
  pricePeriods,
  staffLocations,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { demoAssetsDir } from '../paths';
import { DEMO_ACCOUNTS, DEMO_LOCATIONS, DEMO_PASSWORD } from './demo-data';
import { addCalendarDays, localDate, UserType } from '@courtbook/shared';

export interface SeedDemoOptions {
  db: Database;
  uploadsDir: string;
}

/** True when the database holds no location and no account yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !location && !user;
}

/**
 * Fills an empty database with four clubs, their courts and one account per role; the last club
 * has its own rules (sports, prices, a membership plan the demo player holds).
 */
export async function seedDemo({ db, uploadsDir }: SeedDemoOptions): Promise<void> {
  const logosDir = path.join(uploadsDir, 'logos');
  await mkdir(logosDir, { recursive: true });
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const locationIds: number[] = [];
    const plans: { planId: number; priceCents: number; timeZone: string }[] = [];
    for (const demo of DEMO_LOCATIONS) {
      await copyFile(path.join(demoAssetsDir, demo.logoFile), path.join(logosDir, demo.logoFile));
      const [address1, address2, address3, address4] = demo.addressLines;
      const [location] = await tx
        .insert(locations)
        .values({
          name: demo.name,
          logo: `/uploads/logos/${demo.logoFile}`,
          address1,
          address2,
          address3,
          address4,
          city: demo.city,
          state: demo.state,
          country: 'US',
          phone: demo.phone,
          email: demo.email,
          website: demo.website,
          description: demo.description,
          timeZone: demo.timeZone,
          defaultTaxBasisPoints: demo.taxBasisPoints,
          defaultCardFeeBasisPoints: demo.cardFeeBasisPoints,
        })
        .returning({ id: locations.id });
      if (!location) throw new Error(`could not create demo location ${demo.name}`);
      locationIds.push(location.id);
      await tx.insert(courts).values(
        demo.courts.map((court) => ({
          locationId: location.id,
          courtNumber: court.courtNumber,
          hourlyFeeCents: court.hourlyFeeCents,
          taxBasisPoints: demo.taxBasisPoints,
          cardFeeBasisPoints: demo.cardFeeBasisPoints,
          ...court.facts,
        })),
      );
      if (demo.pricePeriods) {
        await tx
          .insert(pricePeriods)
          .values(demo.pricePeriods.map((period) => ({ ...period, locationId: location.id })));
      }
      if (demo.membershipPlan) {
        const { name, priceCents, horizonDays, percentOffBasisPoints } = demo.membershipPlan;
        const [plan] = await tx
          .insert(membershipPlans)
          .values({
            locationId: location.id,
            name,
            priceCents,
            horizonDays,
            ruleKind: 'percent_off',
            ruleValue: percentOffBasisPoints,
          })
          .returning({ id: membershipPlans.id });
        if (plan) plans.push({ planId: plan.id, priceCents, timeZone: demo.timeZone });
      }
    }

    const firstLocationId = locationIds[0];
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          phone: '+12155550100',
          userType: account.userType,
          isVerified: true,
          homeLocationId: account.userType === UserType.Player ? firstLocationId : null,
          permissions: account.userType === UserType.LocationAdmin ? ['full_access'] : [],
        })
        .returning({ id: users.id });
      if (account.userType === UserType.LocationAdmin && user && firstLocationId !== undefined) {
        await tx.insert(staffLocations).values({ userId: user.id, locationId: firstLocationId });
      }
      if (account.userType === UserType.Player && user) {
        for (const plan of plans) {
          const startsOn = localDate(new Date(), plan.timeZone);
          await tx.insert(memberships).values({
            planId: plan.planId,
            userId: user.id,
            startsOn,
            endsOn: addCalendarDays(startsOn, 364),
            priceCents: plan.priceCents,
          });
        }
      }
    }
  });
}
