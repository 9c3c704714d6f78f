import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  MembershipPlanCreateSchema,
  type MemberRuleKind,
  type MembershipPlan,
} from '@courtbook/shared';

export type RuleKindChoice = MemberRuleKind | 'none';

export interface PeriodRuleValues {
  period: string;
  kind: MemberRuleKind;
  value: string;
}

/** The plan form's fields: the API's own, with "no change" as a rule kind to choose. */
export interface PlanFormValues {
  name: string;
  price: string;
  /** '' for the location's own horizon. */
  horizon_days: string;
  rule: { kind: RuleKindChoice; value: string };
  period_rules: PeriodRuleValues[];
  is_active: boolean;
}

/** What POST and PUT /membership-plans/ take: the values as staff wrote them ("20", "30.00"). */
export interface PlanBody {
  location_id: number;
  name: string;
  price: string;
  horizon_days: number | null;
  rule: { kind: MemberRuleKind; value: string } | null;
  period_rules: PeriodRuleValues[];
  is_active: boolean;
}

export const toPlanFormValues = (plan?: MembershipPlan): PlanFormValues => ({
  name: plan?.name ?? '',
  price: plan?.price ?? '',
  horizon_days: plan?.horizon_days === null || !plan ? '' : String(plan.horizon_days),
  rule: plan?.rule ? { ...plan.rule } : { kind: 'percent_off', value: '' },
  period_rules: (plan?.period_rules ?? []).map((rule) => ({ ...rule })),
  is_active: plan?.is_active ?? true,
});

export const toPlanBody = (values: PlanFormValues, locationId: number): PlanBody => {
  const horizon = values.horizon_days.trim();
  return {
    location_id: locationId,
    name: values.name.trim(),
    price: values.price.trim(),
    horizon_days: horizon === '' ? null : Number(horizon),
    rule:
      values.rule.kind === 'none'
        ? null
        : { kind: values.rule.kind, value: values.rule.value.trim() },
    period_rules: values.period_rules.map((rule) => ({ ...rule, value: rule.value.trim() })),
    is_active: values.is_active,
  };
};

const schemaResolver = zodResolver(MembershipPlanCreateSchema);

/**
 * Checks the form with the server's plan schema (the horizon as typed, so the schema judges what
 * was written); the form then sends the body as written, not the schema's output, whose rules are
 * already in cents and basis points.
 */
export const planResolver =
  (locationId: number): Resolver<PlanFormValues, unknown, PlanBody> =>
  async (values, context, options) => {
    const body = toPlanBody(values, locationId);
    const horizon = values.horizon_days.trim();
    const checked = await schemaResolver(
      { ...body, horizon_days: horizon === '' ? null : horizon },
      context,
      options as never,
    );
    return Object.keys(checked.errors).length > 0
      ? { values: {}, errors: checked.errors as never }
      : { values: body, errors: {} };
  };
