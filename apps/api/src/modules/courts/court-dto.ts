import {
  basisPointsToPercentText,
  centsToDecimal,
  courtFactsOf,
  decimalToCents,
  localDateTime,
  percentTextToBasisPoints,
  type Closure,
  type Court,
  type CourtFactsRow,
  type CourtUpdate,
  type courtFactFields,
} from '@courtbook/shared';
import type { ClosureRow, CourtChanges, CourtRow } from './courts.repository';

/** A closure as staff see it: local times at the location beside the UTC instants. */
export const toClosure = (row: ClosureRow, timeZone: string): Closure => ({
  id: row.id,
  court_id: row.courtId,
  start: localDateTime(row.startsAt, timeZone),
  end: localDateTime(row.endsAt, timeZone),
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

export const toCourt = (row: CourtRow, closures: Closure[]): Court => ({
  ...courtFactsOf(row),
  court_id: row.id,
  location_id: row.locationId,
  court_number: row.courtNumber,
  court_fee_hrs: centsToDecimal(row.hourlyFeeCents),
  tax_percent: basisPointsToPercentText(row.taxBasisPoints),
  card_fee_percent: basisPointsToPercentText(row.cardFeeBasisPoints),
  is_active: row.isActive,
  closures,
  min_session_minutes: row.minSessionMinutes,
  max_session_minutes: row.maxSessionMinutes,
  session_step_minutes: row.sessionStepMinutes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A fee the schema has already checked ("45.00") → cents. */
export const feeCents = (fee: string): number => {
  const cents = decimalToCents(fee);
  if (cents === undefined) throw new RangeError(`not an amount: ${fee}`);
  return cents;
};

/** The API's names of what a court is and how its sessions run → their columns. */
const FACT_COLUMNS = {
  sport: 'sport',
  name: 'name',
  surface: 'surface',
  indoor: 'indoor',
  lights: 'lights',
  start_step_minutes: 'startStepMinutes',
  min_session_minutes: 'minSessionMinutes',
  max_session_minutes: 'maxSessionMinutes',
  session_step_minutes: 'sessionStepMinutes',
} as const satisfies Record<keyof CourtFactsInput, keyof CourtRow>;

type CourtFactsInput = Pick<CourtUpdate, keyof typeof courtFactFields>;

/** The facts a form names, as columns; those it leaves out are left out. */
export function courtFactChangesOf(input: CourtFactsInput): Partial<CourtFactsRow> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FACT_COLUMNS)) {
    const value = input[field as keyof CourtFactsInput];
    if (value !== undefined) changes[column] = value;
  }
  return changes;
}

/** The API's field names → the columns they set; fields left out are left out. */
export function courtChangesOf(input: CourtUpdate): CourtChanges {
  const changes: CourtChanges = courtFactChangesOf(input);
  if (input.court_number !== undefined) changes.courtNumber = input.court_number;
  if (input.court_fee_hrs !== undefined) changes.hourlyFeeCents = feeCents(input.court_fee_hrs);
  if (input.tax_percent !== undefined) {
    changes.taxBasisPoints = percentTextToBasisPoints(input.tax_percent);
  }
  if (input.card_fee_percent !== undefined) {
    changes.cardFeeBasisPoints = percentTextToBasisPoints(input.card_fee_percent);
  }
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  return changes;
}
