/**
 * Cache keys of the memberships feature. A plan change invalidates `plans`; a membership given or
 * ended invalidates `memberships` (the player's list, and the plans' members counts with `plans`).
 */
export const membershipKeys = {
  all: ['memberships'] as const,
  locations: ['memberships', 'locations'] as const,
  plans: ['memberships', 'plans'] as const,
  plansOf: (locationId: number) => ['memberships', 'plans', locationId] as const,
  periodNames: (locationId: number) => ['memberships', 'period-names', locationId] as const,
  memberships: ['memberships', 'player'] as const,
  ofPlayer: (playerId: number) => ['memberships', 'player', playerId] as const,
  mine: ['memberships', 'mine'] as const,
};
