import type { MemberRuleAnswer, MembershipPlan } from '@courtbook/shared';
import { formatMoney } from '../../../lib/format-money';
import { PlanPageMessages as M } from '../messages';

/** "20" or "20.00" → "20", "12.50" → "12.5": a percentage as people write it. */
const percentText = (value: string): string => {
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
};

/** A rule in words: "20% off", "$30.00 an hour", or "No change" without one. */
export function ruleWords(rule: MemberRuleAnswer | null, currency = 'USD'): string {
  if (!rule) return M.noChange;
  return rule.kind === 'percent_off'
    ? `${percentText(rule.value)}% off`
    : `${formatMoney(rule.value, currency)} an hour`;
}

/** The plan's period rules, one line each: "Peak: 10% off". */
export const periodRuleLines = (plan: MembershipPlan, currency = 'USD'): string[] =>
  plan.period_rules.map((rule) => `${rule.period}: ${ruleWords(rule, currency)}`);

export const horizonWords = (plan: MembershipPlan): string =>
  plan.horizon_days === null ? M.locationHorizon : M.horizonDays(plan.horizon_days);
