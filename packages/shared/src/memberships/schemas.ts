import { z } from 'zod';
import { bookingDateField } from '../booking/availability';
import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '../booking/booking-horizon';
import { decimalToCents } from '../booking/pricing';
import { moneyField, percentField, requiredField, textField } from '../locations/fields';
import { idField } from '../validation/fields';
import { MembershipMessages as M } from './messages';
import { MEMBER_RULE_KINDS, type MemberRule } from './pricing';

/** The most period rules one plan has (a location has at most 50 periods). */
export const PERIOD_RULES_LIMIT = 50;

/**
 * A price rule as staff write it: `fixed_fee` with the hourly fee ("30.00"), or `percent_off`
 * with the percentage ("20"). Parsed to cents or basis points.
 */
const memberRuleFields = {
  kind: z.enum(MEMBER_RULE_KINDS, M.ruleKindInvalid),
  value: z.union([z.string(), z.number()]),
};
const toMemberRule = (
  rule: { kind: MemberRule['kind']; value: string | number },
  ctx: z.RefinementCtx,
): MemberRule | undefined => {
  const fixed = rule.kind === 'fixed_fee';
  const parsed = (
    fixed ? moneyField(M.ruleFeeInvalid) : percentField(M.rulePercentInvalid)
  ).safeParse(rule.value);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: fixed ? M.ruleFeeInvalid : M.rulePercentInvalid,
    });
    return undefined;
  }
  return { kind: rule.kind, value: decimalToCents(parsed.data) ?? 0 };
};

export const MemberRuleInputSchema = z
  .object(memberRuleFields, M.ruleKindInvalid)
  .transform((rule, ctx) => toMemberRule(rule, ctx) ?? z.NEVER);

export const PeriodRuleInputSchema = z
  .object(
    {
      period: textField({
        label: 'Period',
        max: 60,
        maxMessage: M.periodRuleNameRequired,
        requiredMessage: M.periodRuleNameRequired,
      }),
      ...memberRuleFields,
    },
    M.ruleKindInvalid,
  )
  .transform((rule, ctx) => {
    const parsed = toMemberRule(rule, ctx);
    return parsed ? { period: rule.period, ...parsed } : z.NEVER;
  });

const horizonField = () =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .union([z.number(), z.string()], M.horizonInvalid)
        .transform(Number)
        .pipe(
          z
            .number(M.horizonInvalid)
            .int(M.horizonInvalid)
            .min(MIN_BOOKING_HORIZON_DAYS, M.horizonInvalid)
            .max(MAX_BOOKING_HORIZON_DAYS, M.horizonInvalid),
        )
        .nullable(),
    )
    .meta({
      description: `How many days ahead members may book (${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}); null for the location's own horizon. A member's horizon may exceed the public one.`,
      example: 60,
    });

const planFields = {
  name: textField({
    label: 'Name',
    max: 60,
    maxMessage: M.planNameMax,
    requiredMessage: M.planNameRequired,
  }),
  price: requiredField(M.priceInvalid, moneyField(M.priceInvalid)).meta({
    description:
      'What the membership costs, recorded with each membership and shown in reports as expected revenue (no money is taken for it here).',
    example: '120.00',
  }),
  horizon_days: horizonField().optional(),
  rule: MemberRuleInputSchema.nullable().optional().meta({
    description:
      'How the plan changes every hourly fee (the court’s own and any period without a rule of its own): `{ kind: "fixed_fee", value: "30.00" }` or `{ kind: "percent_off", value: "20" }`; null for no change.',
  }),
  period_rules: z
    .array(PeriodRuleInputSchema, M.ruleKindInvalid)
    .max(PERIOD_RULES_LIMIT, M.periodRulesMax)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      for (const rule of rules) {
        const key = rule.period.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: M.periodRulesRepeat(rule.period) });
        seen.add(key);
      }
    })
    .optional()
    .meta({ description: 'Rules for named price periods, in place of `rule` there.' }),
  is_active: z.boolean(M.ruleKindInvalid).optional(),
};

/** POST /membership-plans/: a plan at a location. */
export const MembershipPlanCreateSchema = z.object({
  location_id: idField(M.planNotFound),
  ...planFields,
});
export type MembershipPlanCreate = z.output<typeof MembershipPlanCreateSchema>;

/** PUT /membership-plans/{id}/: the plan's fields; those left out keep their value. */
export const MembershipPlanUpdateSchema = z.object({
  ...planFields,
  name: planFields.name.optional(),
  price: planFields.price.optional(),
});
export type MembershipPlanUpdate = z.output<typeof MembershipPlanUpdateSchema>;

/** GET /membership-plans/?location_id= */
export const MembershipPlanListQuerySchema = z.object({
  location_id: idField(M.planNotFound),
});

export const MemberRuleSchema = z.object({ kind: z.enum(MEMBER_RULE_KINDS), value: z.string() });
export type MemberRuleAnswer = z.infer<typeof MemberRuleSchema>;

/** A plan as staff see it; rule values as written ("30.00" an hour, "20" percent). */
export const MembershipPlanSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  price: z.string(),
  horizon_days: z.number().int().nullable(),
  rule: MemberRuleSchema.nullable(),
  period_rules: z.array(MemberRuleSchema.extend({ period: z.string() })),
  is_active: z.boolean(),
  /** Memberships that have not ended. */
  members_count: z.number().int(),
  created_at: z.string(),
});
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;
export const MembershipPlanListSchema = z.object({ plans: z.array(MembershipPlanSchema) });

/** POST /players/{id}/memberships/: a plan for a player, from one date to another (both included). */
export const MembershipGrantSchema = z
  .object({
    plan_id: idField(M.planNotFound),
    starts_on: bookingDateField(),
    ends_on: bookingDateField(),
  })
  .refine((value) => value.starts_on <= value.ends_on, {
    message: M.datesInvalid,
    path: ['ends_on'],
  });
export type MembershipGrant = z.output<typeof MembershipGrantSchema>;

/** PUT /memberships/{id}/: end a membership earlier, or later. */
export const MembershipChangeSchema = z.object({ ends_on: bookingDateField() });

export const MEMBERSHIP_STATES = ['upcoming', 'active', 'ended'] as const;

/** A player's membership: its plan, its dates at the location, and what it was priced at. */
export const MembershipSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  plan: z.object({
    id: z.number().int(),
    name: z.string(),
    location_id: z.number().int(),
    location_name: z.string(),
  }),
  starts_on: z.string(),
  ends_on: z.string(),
  /** By the location's today. */
  state: z.enum(MEMBERSHIP_STATES),
  price: z.string(),
  created_at: z.string(),
});
export type Membership = z.infer<typeof MembershipSchema>;
export const MembershipListSchema = z.object({ memberships: z.array(MembershipSchema) });
