import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { courtFactsColumns } from '../../db/location-rows';
import { courts, locations, pricePeriodCourtFees, pricePeriods } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

/** A location's figures in cents and basis points. */
export interface LocationPrices {
  id: number;
  name: string;
  currency: string;
  taxBasisPoints: number;
  cardFeeBasisPoints: number;
}

export interface CourtPrices {
  id: number;
  courtNumber: number;
  hourlyFeeCents: number;
  taxBasisPoints: number;
  cardFeeBasisPoints: number;
  isActive: boolean;
}

const locationColumns = {
  id: locations.id,
  name: locations.name,
  currency: locations.currency,
  taxBasisPoints: locations.defaultTaxBasisPoints,
  cardFeeBasisPoints: locations.defaultCardFeeBasisPoints,
};

const courtColumns = {
  id: courts.id,
  courtNumber: courts.courtNumber,
  hourlyFeeCents: courts.hourlyFeeCents,
  taxBasisPoints: courts.taxBasisPoints,
  cardFeeBasisPoints: courts.cardFeeBasisPoints,
  isActive: courts.isActive,
};

const courtsOf = (executor: Database, locationId: number) =>
  executor
    .select(courtColumns)
    .from(courts)
    .where(eq(courts.locationId, locationId))
    .orderBy(asc(courts.courtNumber));

/** A saved price period with the courts that have their own fee in it. */
export interface SavedPricePeriod {
  id: number;
  name: string;
  weekdays: number[];
  startMinute: number;
  endMinute: number;
  hourlyFeeCents: number;
  courtFees: { courtId: number; hourlyFeeCents: number }[];
}

export type NewPricePeriod = Omit<SavedPricePeriod, 'id'>;

/** The location's price periods, earliest in the day first. */
export async function pricePeriodsOf(
  executor: Database,
  locationId: number,
): Promise<SavedPricePeriod[]> {
  const periods = await executor
    .select({
      id: pricePeriods.id,
      name: pricePeriods.name,
      weekdays: pricePeriods.weekdays,
      startMinute: pricePeriods.startMinute,
      endMinute: pricePeriods.endMinute,
      hourlyFeeCents: pricePeriods.hourlyFeeCents,
    })
    .from(pricePeriods)
    .where(eq(pricePeriods.locationId, locationId))
    .orderBy(asc(pricePeriods.startMinute), asc(pricePeriods.id));
  const fees =
    periods.length === 0
      ? []
      : await executor
          .select()
          .from(pricePeriodCourtFees)
          .where(
            inArray(
              pricePeriodCourtFees.periodId,
              periods.map((p) => p.id),
            ),
          )
          .orderBy(asc(pricePeriodCourtFees.courtId));
  return periods.map((period) => ({
    ...period,
    courtFees: fees
      .filter((fee) => fee.periodId === period.id)
      .map(({ courtId, hourlyFeeCents }) => ({ courtId, hourlyFeeCents })),
  }));
}

// The steps of saving prices, each run in the transaction the service opens (prices.service.ts).

/** A location in scope, locked with its courts until the transaction ends. */
export async function lockPrices(tx: Database, scope: StaffScope, locationId: number) {
  const [location] = await tx
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.id, locationId), inLocationScope(tx, scope, locations.id)))
    .for('update');
  if (!location) return undefined;
  return { location, courts: await courtsOf(tx, locationId).for('update') };
}

export async function setLocationPercentages(tx: Database, location: LocationPrices) {
  await tx
    .update(locations)
    .set({
      defaultTaxBasisPoints: location.taxBasisPoints,
      defaultCardFeeBasisPoints: location.cardFeeBasisPoints,
    })
    .where(eq(locations.id, location.id));
}

/** The location's price periods become these. */
export async function replacePricePeriods(
  tx: Database,
  locationId: number,
  periods: NewPricePeriod[],
) {
  await tx.delete(pricePeriods).where(eq(pricePeriods.locationId, locationId));
  for (const period of periods) {
    const { courtFees, ...fields } = period;
    const [row] = await tx
      .insert(pricePeriods)
      .values({ ...fields, locationId })
      .returning({ id: pricePeriods.id });
    if (!row) throw new Error('price period not inserted');
    if (courtFees.length > 0) {
      await tx
        .insert(pricePeriodCourtFees)
        .values(courtFees.map((fee) => ({ ...fee, periodId: row.id })));
    }
  }
}

export async function setCourtFigures(tx: Database, court: CourtPrices) {
  await tx
    .update(courts)
    .set({
      hourlyFeeCents: court.hourlyFeeCents,
      taxBasisPoints: court.taxBasisPoints,
      cardFeeBasisPoints: court.cardFeeBasisPoints,
    })
    .where(eq(courts.id, court.id));
}

/** The reads of the price configuration: a location's and its courts' fees and percentages. */
export function createPricesRepository(db: Database) {
  return {
    /** A location in scope with its courts by number; undefined when out of scope or missing. */
    async find(scope: StaffScope, locationId: number) {
      const [location] = await db
        .select(locationColumns)
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      if (!location) return undefined;
      return {
        location,
        courts: await courtsOf(db, location.id),
        periods: await pricePeriodsOf(db, location.id),
      };
    },

    /** A court in scope with its location's figures, and what dates it takes bookings for. */
    async findCourt(scope: StaffScope, courtId: number) {
      const [row] = await db
        .select({
          // Its slot rules too: the preview checks the session as the booking would.
          court: { ...courtColumns, ...courtFactsColumns },
          location: {
            ...locationColumns,
            timeZone: locations.timeZone,
            bookingHorizonDays: locations.bookingHorizonDays,
          },
        })
        .from(courts)
        .innerJoin(locations, eq(locations.id, courts.locationId))
        .where(and(eq(courts.id, courtId), inLocationScope(db, scope, courts.locationId)));
      return row;
    },
  };
}
export type PricesRepository = ReturnType<typeof createPricesRepository>;
