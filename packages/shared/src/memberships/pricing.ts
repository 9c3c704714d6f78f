import type { FeeSegment } from '../prices/periods';

/**
 * How a membership plan changes an hourly fee: to a fixed fee (cents), or by a percentage off
 * (basis points: 2000 = 20 %).
 */
export const MEMBER_RULE_KINDS = ['fixed_fee', 'percent_off'] as const;
export type MemberRuleKind = (typeof MEMBER_RULE_KINDS)[number];

export interface MemberRule {
  kind: MemberRuleKind;
  value: number;
}

/**
 * A plan as pricing reads it: `rule` for every minute (the court's own fee and any period
 * without a rule of its own), `periodRules` by period name; null rule = no change there.
 */
export interface MemberPricing {
  planName: string;
  rule: MemberRule | null;
  periodRules: Readonly<Record<string, MemberRule>>;
}

/** An hourly fee under a rule, in whole cents (a percentage off rounds half up). */
export function memberHourlyFee(feeCents: number, rule: MemberRule | null): number {
  if (!rule) return feeCents;
  if (rule.kind === 'fixed_fee') return rule.value;
  return Math.floor((feeCents * (10_000 - rule.value) * 2 + 10_000) / 20_000);
}

/**
 * A session's segments at the member's fees: each keeps its minutes and period, its hourly fee
 * changed by the period's own rule, else the plan's rule. The price then follows as for anyone
 * (`priceSessions`), so a member's quote and booking agree like everyone's.
 */
export function memberSegments(
  segments: readonly FeeSegment[],
  pricing: MemberPricing,
): FeeSegment[] {
  return segments.map((segment) => {
    const rule =
      (segment.period === undefined ? undefined : pricing.periodRules[segment.period]) ??
      pricing.rule;
    return { ...segment, hourlyFeeCents: memberHourlyFee(segment.hourlyFeeCents, rule) };
  });
}
