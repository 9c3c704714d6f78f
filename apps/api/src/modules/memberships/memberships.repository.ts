import type { MemberRule, MemberRuleKind } from '@courtbook/shared';
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import {
  locations,
  membershipPlanPeriodRules,
  membershipPlans,
  memberships,
} from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

/** A plan as stored, with its period rules and how many memberships it has that have not ended. */
export interface PlanRow {
  id: number;
  locationId: number;
  timeZone: string;
  name: string;
  priceCents: number;
  horizonDays: number | null;
  rule: MemberRule | null;
  periodRules: (MemberRule & { period: string })[];
  isActive: boolean;
  membersCount: number;
  createdAt: Date;
}

/** A plan's values as the service writes them. */
export interface PlanValues {
  name?: string | undefined;
  priceCents?: number | undefined;
  horizonDays?: number | null | undefined;
  rule?: MemberRule | null | undefined;
  periodRules?: (MemberRule & { period: string })[] | undefined;
  isActive?: boolean | undefined;
}

export interface MembershipRow {
  id: number;
  userId: number;
  planId: number;
  planName: string;
  locationId: number;
  locationName: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  priceCents: number;
  createdAt: Date;
}

const periodRulesOfPlan = sql<{ period: string; kind: MemberRuleKind; value: number }[]>`(
  select coalesce(json_agg(json_build_object(
    'period', ${membershipPlanPeriodRules.periodName},
    'kind', ${membershipPlanPeriodRules.ruleKind},
    'value', ${membershipPlanPeriodRules.ruleValue}
  ) order by ${membershipPlanPeriodRules.periodName}), '[]')
  from ${membershipPlanPeriodRules}
  where ${membershipPlanPeriodRules.planId} = ${membershipPlans.id}
)`;

// Memberships whose last day is not before the location's today.
const membersCountOfPlan = sql<number>`(
  select count(*)::int from ${memberships}
  where ${memberships.planId} = ${membershipPlans.id}
    and ${memberships.endsOn} >= (now() at time zone ${locations.timeZone})::date
)`;

const planColumns = {
  id: membershipPlans.id,
  locationId: membershipPlans.locationId,
  timeZone: locations.timeZone,
  name: membershipPlans.name,
  priceCents: membershipPlans.priceCents,
  horizonDays: membershipPlans.horizonDays,
  ruleKind: membershipPlans.ruleKind,
  ruleValue: membershipPlans.ruleValue,
  periodRules: periodRulesOfPlan,
  isActive: membershipPlans.isActive,
  membersCount: membersCountOfPlan,
  createdAt: membershipPlans.createdAt,
};

const toPlanRow = ({
  ruleKind,
  ruleValue,
  ...row
}: Omit<PlanRow, 'rule'> & {
  ruleKind: MemberRuleKind | null;
  ruleValue: number | null;
}): PlanRow => ({
  ...row,
  rule: ruleKind === null || ruleValue === null ? null : { kind: ruleKind, value: ruleValue },
});

const membershipColumns = {
  id: memberships.id,
  userId: memberships.userId,
  planId: memberships.planId,
  planName: membershipPlans.name,
  locationId: membershipPlans.locationId,
  locationName: locations.name,
  timeZone: locations.timeZone,
  startsOn: memberships.startsOn,
  endsOn: memberships.endsOn,
  priceCents: memberships.priceCents,
  createdAt: memberships.createdAt,
};

/** The SQL of membership plans and memberships; writes take the service's transaction. */
export function createMembershipsRepository(db: Database) {
  const plans = (executor: Database) =>
    executor
      .select(planColumns)
      .from(membershipPlans)
      .innerJoin(locations, eq(locations.id, membershipPlans.locationId));
  const membershipsQuery = (executor: Database) =>
    executor
      .select(membershipColumns)
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .innerJoin(locations, eq(locations.id, membershipPlans.locationId));

  async function writePeriodRules(tx: Database, planId: number, rules: PlanValues['periodRules']) {
    if (rules === undefined) return;
    await tx.delete(membershipPlanPeriodRules).where(eq(membershipPlanPeriodRules.planId, planId));
    if (rules.length === 0) return;
    await tx.insert(membershipPlanPeriodRules).values(
      rules.map((rule) => ({
        planId,
        periodName: rule.period,
        ruleKind: rule.kind,
        ruleValue: rule.value,
      })),
    );
  }

  const planColumnsOf = (values: PlanValues) =>
    Object.fromEntries(
      Object.entries({
        name: values.name,
        priceCents: values.priceCents,
        horizonDays: values.horizonDays,
        ruleKind: values.rule === undefined ? undefined : (values.rule?.kind ?? null),
        ruleValue: values.rule === undefined ? undefined : (values.rule?.value ?? null),
        isActive: values.isActive,
      }).filter(([, value]) => value !== undefined),
    );

  return {
    /** Whether the location exists and is in the staff member's scope. */
    async isLocationInScope(scope: StaffScope, locationId: number) {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      return row !== undefined;
    },

    async listPlans(locationId: number): Promise<PlanRow[]> {
      const rows = await plans(db)
        .where(eq(membershipPlans.locationId, locationId))
        .orderBy(asc(membershipPlans.name));
      return rows.map(toPlanRow);
    },

    /** The plan, if its location is in the scope. */
    async findPlan(scope: StaffScope, id: number, executor: Database = db) {
      const [row] = await plans(executor).where(
        and(
          eq(membershipPlans.id, id),
          inLocationScope(executor, scope, membershipPlans.locationId),
        ),
      );
      return row && toPlanRow(row);
    },

    /** Whether another plan of the location has the name (case-insensitive). */
    async planNameTaken(locationId: number, name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: membershipPlans.id })
        .from(membershipPlans)
        .where(
          and(
            eq(membershipPlans.locationId, locationId),
            sql`lower(${membershipPlans.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(membershipPlans.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insertPlan(tx: Database, locationId: number, values: PlanValues): Promise<number> {
      const [row] = await tx
        .insert(membershipPlans)
        .values({
          locationId,
          name: values.name ?? '',
          priceCents: values.priceCents ?? 0,
          ...planColumnsOf(values),
        })
        .returning({ id: membershipPlans.id });
      if (!row) throw new Error('plan not inserted');
      await writePeriodRules(tx, row.id, values.periodRules);
      return row.id;
    },

    async updatePlan(tx: Database, id: number, values: PlanValues): Promise<void> {
      const columns = planColumnsOf(values);
      if (Object.keys(columns).length > 0) {
        await tx.update(membershipPlans).set(columns).where(eq(membershipPlans.id, id));
      }
      await writePeriodRules(tx, id, values.periodRules);
    },

    /** Deletes the plan; a membership of it makes the database refuse (foreign key). */
    async deletePlan(tx: Database, id: number): Promise<void> {
      await tx.delete(membershipPlans).where(eq(membershipPlans.id, id));
    },

    /** The player's memberships at locations in the scope (every one for `all`), latest first. */
    async membershipsOf(userId: number, scope: StaffScope): Promise<MembershipRow[]> {
      return membershipsQuery(db)
        .where(
          and(
            eq(memberships.userId, userId),
            inLocationScope(db, scope, membershipPlans.locationId),
          ),
        )
        .orderBy(desc(memberships.startsOn), desc(memberships.id));
    },

    async findMembership(scope: StaffScope, id: number, executor: Database = db) {
      const [row] = await membershipsQuery(executor).where(
        and(eq(memberships.id, id), inLocationScope(executor, scope, membershipPlans.locationId)),
      );
      return row;
    },

    /** The player's other membership at the location that shares a day with the dates, if any. */
    async overlapping(
      executor: Database,
      at: {
        userId: number;
        locationId: number;
        startsOn: string;
        endsOn: string;
        exceptId?: number;
      },
    ) {
      const [row] = await membershipsQuery(executor)
        .where(
          and(
            eq(memberships.userId, at.userId),
            eq(membershipPlans.locationId, at.locationId),
            lte(memberships.startsOn, at.endsOn),
            gte(memberships.endsOn, at.startsOn),
            at.exceptId === undefined ? undefined : ne(memberships.id, at.exceptId),
          ),
        )
        .limit(1);
      return row;
    },

    async insertMembership(
      tx: Database,
      values: {
        planId: number;
        userId: number;
        startsOn: string;
        endsOn: string;
        priceCents: number;
        createdById: number;
      },
    ): Promise<number> {
      const [row] = await tx.insert(memberships).values(values).returning({ id: memberships.id });
      if (!row) throw new Error('membership not inserted');
      return row.id;
    },

    async setEndsOn(tx: Database, id: number, endsOn: string): Promise<void> {
      await tx.update(memberships).set({ endsOn }).where(eq(memberships.id, id));
    },

    /** Locks the player's memberships (and so their dates) until the transaction ends. */
    async lockMembershipsOf(tx: Database, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(727277, ${userId}::int)`);
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
