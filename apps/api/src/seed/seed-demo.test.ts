import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import {
  courts,
  locations,
  membershipPlans,
  memberships,
  pricePeriods,
  staffLocations,
  users,
} from '../db/schema';
import { sessionMinutesOf, slotRulesOf } from '@courtbook/shared';
import { verifyPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './demo-data';
import { isDatabaseEmpty, seedDemo } from './seed-demo';

describe('demo data', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-uploads-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('goes into an empty database', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo({ db: database.db, uploadsDir });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('has four clubs with logos, four address lines, time zones and 4 to 8 courts', async () => {
    const clubs = await database.db.select().from(locations).orderBy(asc(locations.id));
    expect(clubs).toHaveLength(4);
    const logoFiles = await readdir(path.join(uploadsDir, 'logos'));
    for (const club of clubs) {
      expect(club.logo).toMatch(/^\/uploads\/logos\/.+\.svg$/);
      expect(logoFiles).toContain(path.basename(club.logo ?? ''));
      expect([club.address1, club.address2, club.address3, club.address4].every(Boolean)).toBe(
        true,
      );
      expect(Intl.supportedValuesOf('timeZone')).toContain(club.timeZone);
      const clubCourts = await database.db
        .select()
        .from(courts)
        .where(eq(courts.locationId, club.id));
      expect(clubCourts.length).toBeGreaterThanOrEqual(4);
      expect(clubCourts.length).toBeLessThanOrEqual(8);
      for (const court of clubCourts) {
        expect(court.hourlyFeeCents).toBeGreaterThan(0);
        expect(court.taxBasisPoints).toBeGreaterThan(0);
        expect(court.cardFeeBasisPoints).toBeGreaterThan(0);
      }
    }
  });

  it('has one verified account per role, all with the demo password', async () => {
    const accounts = await database.db.select().from(users).orderBy(asc(users.userType));
    expect(accounts.map((a) => [a.email, a.userType, a.isVerified])).toEqual([
      ['superadmin@demo.test', 0, true],
      ['admin@demo.test', 1, true],
      ['player@demo.test', 2, true],
    ]);
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(account.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('has a club with its own rules: padel at 90 minutes beside tennis at 60, peak prices, and a plan the demo player holds', async () => {
    const [harbour] = await database.db
      .select()
      .from(locations)
      .where(eq(locations.name, 'Harbour Padel Club'));
    const clubCourts = await database.db
      .select()
      .from(courts)
      .where(eq(courts.locationId, harbour!.id))
      .orderBy(asc(courts.courtNumber));
    expect(clubCourts.map((court) => [court.sport, sessionMinutesOf(slotRulesOf(court))])).toEqual([
      ['padel', [90]],
      ['padel', [90]],
      ['padel', [90]],
      ['padel', [90]],
      ['tennis', [60, 90, 120]],
      ['tennis', [60, 90, 120]],
    ]);
    expect(clubCourts[0]!.name).toBe('Centre Court');
    const periods = await database.db
      .select()
      .from(pricePeriods)
      .where(eq(pricePeriods.locationId, harbour!.id));
    expect(periods.map((period) => period.name).sort()).toEqual(['Peak', 'Weekend']);
    const held = await database.db
      .select({ email: users.email, plan: membershipPlans.name })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .innerJoin(users, eq(users.id, memberships.userId));
    expect(held).toEqual([{ email: 'player@demo.test', plan: 'Harbour Member' }]);
  });

  it('makes the location admin the admin of the first club', async () => {
    const [first] = await database.db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@demo.test'));
    const assigned = await database.db
      .select()
      .from(staffLocations)
      .where(eq(staffLocations.userId, admin?.id ?? -1));
    expect(assigned).toEqual([{ userId: admin?.id, locationId: first?.id }]);
  });
});
