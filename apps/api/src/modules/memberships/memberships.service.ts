import {
  AvailabilityMessages,
  basisPointsToPercentText,
  centsToDecimal,
  decimalToCents,
  formatCalendarDate,
  localDate,
  MembershipMessages as M,
  type MemberRule,
  type MemberRuleAnswer,
  type Membership,
  type MembershipGrant,
  type MembershipPlan,
  type MembershipPlanCreate,
  type MembershipPlanUpdate,
  type PlayerRecord,
} from '@courtbook/shared';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/errors';
import { AppError } from '../../lib/errors';
import {
  requirePermission,
  scopeOf,
  type StaffActor,
  type StaffScope,
} from '../../lib/staff-scope';
import type {
  MembershipRow,
  MembershipsRepository,
  PlanRow,
  PlanValues,
} from './memberships.repository';

const ruleAnswer = (rule: MemberRule): MemberRuleAnswer => ({
  kind: rule.kind,
  value:
    rule.kind === 'fixed_fee' ? centsToDecimal(rule.value) : basisPointsToPercentText(rule.value),
});

const toPlan = (row: PlanRow): MembershipPlan => ({
  id: row.id,
  location_id: row.locationId,
  name: row.name,
  price: centsToDecimal(row.priceCents),
  horizon_days: row.horizonDays,
  rule: row.rule && ruleAnswer(row.rule),
  period_rules: row.periodRules.map((rule) => ({ period: rule.period, ...ruleAnswer(rule) })),
  is_active: row.isActive,
  members_count: row.membersCount,
  created_at: row.createdAt.toISOString(),
});

/** A membership as the API shows it; its state by the location's today. */
export function toMembership(row: MembershipRow, now: Date): Membership {
  const today = localDate(now, row.timeZone);
  return {
    id: row.id,
    user_id: row.userId,
    plan: {
      id: row.planId,
      name: row.planName,
      location_id: row.locationId,
      location_name: row.locationName,
    },
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    state: today < row.startsOn ? 'upcoming' : today > row.endsOn ? 'ended' : 'active',
    price: centsToDecimal(row.priceCents),
    created_at: row.createdAt.toISOString(),
  };
}

const planValuesOf = (input: MembershipPlanUpdate): PlanValues => ({
  name: input.name,
  priceCents: input.price === undefined ? undefined : decimalToCents(input.price),
  horizonDays: input.horizon_days,
  rule: input.rule,
  periodRules: input.period_rules,
  isActive: input.is_active,
});

export interface MembershipsServiceOptions {
  db: Database;
  repository: MembershipsRepository;
  /** A player in the staff member's scope (the players module's rule). */
  findPlayer: (scope: StaffScope, id: number) => Promise<PlayerRecord | undefined>;
}

/**
 * Membership plans (staff who manage locations, in their scope) and players' memberships (staff
 * with court bookings, for players in their scope); decision 0050. Every change is one
 * transaction with its audit row.
 */
export function createMembershipsService({
  db,
  repository,
  findPlayer,
}: MembershipsServiceOptions) {
  const planManager = (actor: StaffActor) => {
    requirePermission(actor, 'locations', M.noPermission);
    return scopeOf(actor);
  };
  const playerManager = (actor: StaffActor) => {
    requirePermission(actor, 'court_bookings', M.noPlayerPermission);
    return scopeOf(actor);
  };

  async function planIn(scope: StaffScope, id: number, executor: Database = db) {
    const plan = await repository.findPlan(scope, id, executor);
    if (!plan) throw AppError.notFound(M.planNotFound);
    return plan;
  }

  async function playerIn(scope: StaffScope, userId: number) {
    const player = await findPlayer(scope, userId);
    if (!player) throw AppError.notFound(M.playerNotFound);
    return player;
  }

  /** Refuses dates that share a day with the player's other membership at the location. */
  async function refuseOverlap(
    tx: Database,
    at: { userId: number; locationId: number; startsOn: string; endsOn: string; exceptId?: number },
  ) {
    const other = await repository.overlapping(tx, at);
    if (other) {
      throw AppError.conflict(
        M.overlaps(
          other.planName,
          formatCalendarDate(other.startsOn),
          formatCalendarDate(other.endsOn),
        ),
      );
    }
  }

  return {
    async listPlans(actor: StaffActor, locationId: number): Promise<MembershipPlan[]> {
      const scope = planManager(actor);
      if (!(await repository.isLocationInScope(scope, locationId))) {
        throw AppError.notFound(AvailabilityMessages.locationNotFound);
      }
      return (await repository.listPlans(locationId)).map(toPlan);
    },

    async createPlan(actor: StaffActor, input: MembershipPlanCreate): Promise<MembershipPlan> {
      const scope = planManager(actor);
      if (!(await repository.isLocationInScope(scope, input.location_id))) {
        throw AppError.notFound(AvailabilityMessages.locationNotFound);
      }
      if (await repository.planNameTaken(input.location_id, input.name)) {
        throw AppError.conflict(M.planNameTaken);
      }
      const id = await db.transaction(async (tx) => {
        const planId = await repository.insertPlan(tx, input.location_id, planValuesOf(input));
        await recordAudit(tx, actor.id, 'membership_plan.create', planId, { name: input.name });
        return planId;
      });
      return toPlan(await planIn(scope, id));
    },

    async updatePlan(
      actor: StaffActor,
      id: number,
      input: MembershipPlanUpdate,
    ): Promise<MembershipPlan> {
      const scope = planManager(actor);
      const plan = await planIn(scope, id);
      if (
        input.name !== undefined &&
        (await repository.planNameTaken(plan.locationId, input.name, id))
      ) {
        throw AppError.conflict(M.planNameTaken);
      }
      await db.transaction(async (tx) => {
        await repository.updatePlan(tx, id, planValuesOf(input));
        await recordAudit(tx, actor.id, 'membership_plan.update', id, {
          fields: Object.keys(input),
        });
      });
      return toPlan(await planIn(scope, id));
    },

    async deletePlan(actor: StaffActor, id: number): Promise<void> {
      const scope = planManager(actor);
      const plan = await planIn(scope, id);
      await deleteUnlessReferenced(
        db,
        async (tx) => {
          await repository.deletePlan(tx, id);
          await recordAudit(tx, actor.id, 'membership_plan.delete', id, { name: plan.name });
        },
        () => AppError.conflict(M.planInUse),
      );
    },

    async membershipsOfPlayer(
      actor: StaffActor,
      userId: number,
      now = new Date(),
    ): Promise<Membership[]> {
      const scope = playerManager(actor);
      await playerIn(scope, userId);
      const rows = await repository.membershipsOf(userId, scope);
      return rows.map((row) => toMembership(row, now));
    },

    /** The player's own memberships, at every location. */
    async mine(userId: number, now = new Date()): Promise<Membership[]> {
      const rows = await repository.membershipsOf(userId, { kind: 'all' });
      return rows.map((row) => toMembership(row, now));
    },

    async grant(
      actor: StaffActor,
      userId: number,
      input: MembershipGrant,
      now = new Date(),
    ): Promise<Membership> {
      const scope = playerManager(actor);
      await playerIn(scope, userId);
      const plan = await planIn(scope, input.plan_id);
      if (!plan.isActive) throw AppError.conflict(M.planInactive);
      const id = await db.transaction(async (tx) => {
        // One grant or change of the player's memberships at a time: no two overlap.
        await repository.lockMembershipsOf(tx, userId);
        await refuseOverlap(tx, {
          userId,
          locationId: plan.locationId,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
        });
        const membershipId = await repository.insertMembership(tx, {
          planId: plan.id,
          userId,
          startsOn: input.starts_on,
          endsOn: input.ends_on,
          priceCents: plan.priceCents,
          createdById: actor.id,
        });
        await recordAudit(tx, actor.id, 'membership.grant', membershipId, {
          plan_id: plan.id,
          player_id: userId,
          starts_on: input.starts_on,
          ends_on: input.ends_on,
        });
        return membershipId;
      });
      const row = await repository.findMembership(scope, id);
      if (!row) throw new Error('a new membership is not in the scope that made it');
      return toMembership(row, now);
    },

    async changeEnd(
      actor: StaffActor,
      id: number,
      endsOn: string,
      now = new Date(),
    ): Promise<Membership> {
      const scope = playerManager(actor);
      const found = await repository.findMembership(scope, id);
      if (!found) throw AppError.notFound(M.membershipNotFound);
      if (endsOn < found.startsOn) throw AppError.badRequest(M.datesInvalid);
      await db.transaction(async (tx) => {
        await repository.lockMembershipsOf(tx, found.userId);
        await refuseOverlap(tx, {
          userId: found.userId,
          locationId: found.locationId,
          startsOn: found.startsOn,
          endsOn,
          exceptId: id,
        });
        await repository.setEndsOn(tx, id, endsOn);
        await recordAudit(tx, actor.id, 'membership.update', id, {
          ends_on: { from: found.endsOn, to: endsOn },
        });
      });
      const row = await repository.findMembership(scope, id);
      if (!row) throw new Error('a membership left the scope while it was changed');
      return toMembership(row, now);
    },
  };
}
export type MembershipsService = ReturnType<typeof createMembershipsService>;
