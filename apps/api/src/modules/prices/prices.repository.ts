import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { courts, locations } from '../../db/schema';
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

/** One court's new figures; a percentage left undefined follows the location's. */
export interface CourtPriceChange {
  courtId: number;
  hourlyFeeCents: number;
  taxBasisPoints?: number | undefined;
  cardFeeBasisPoints?: number | undefined;
}

export interface PriceChanges {
  taxBasisPoints?: number | undefined;
  cardFeeBasisPoints?: number | undefined;
  courts: CourtPriceChange[];
}

export type PriceUpdateResult =
  | { kind: 'updated'; location: LocationPrices; courts: CourtPrices[] }
  | { kind: 'court_not_at_location'; courtId: number };

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

const sameFigures = (a: CourtPrices, b: CourtPrices) =>
  a.hourlyFeeCents === b.hourlyFeeCents &&
  a.taxBasisPoints === b.taxBasisPoints &&
  a.cardFeeBasisPoints === b.cardFeeBasisPoints;

const auditFigures = (court: CourtPrices) => ({
  court_id: court.id,
  court_number: court.courtNumber,
  hourly_fee_cents: court.hourlyFeeCents,
  tax_bp: court.taxBasisPoints,
  card_fee_bp: court.cardFeeBasisPoints,
});

/** The only SQL of the price configuration: a location's and its courts' fees and percentages. */
export function createPricesRepository(db: Database) {
  const courtsOf = (executor: Database, locationId: number) =>
    executor
      .select(courtColumns)
      .from(courts)
      .where(eq(courts.locationId, locationId))
      .orderBy(asc(courts.courtNumber));

  return {
    /** A location in scope with its courts by number; undefined when out of scope or missing. */
    async find(scope: StaffScope, locationId: number) {
      const [location] = await db
        .select(locationColumns)
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      if (!location) return undefined;
      return { location, courts: await courtsOf(db, location.id) };
    },

    /** A court in scope with its location's figures, and what dates it takes bookings for. */
    async findCourt(scope: StaffScope, courtId: number) {
      const [row] = await db
        .select({
          court: courtColumns,
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

    /**
     * Saves the location's percentages and the listed courts' figures in one transaction, with an
     * audit row of the figures before and after. Undefined when the location is not in scope;
     * nothing changes when a listed court is not one of the location's.
     */
    async update(options: {
      scope: StaffScope;
      locationId: number;
      changes: PriceChanges;
      actorUserId: number;
    }): Promise<PriceUpdateResult | undefined> {
      const { scope, locationId, changes, actorUserId } = options;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(locationColumns)
          .from(locations)
          .where(and(eq(locations.id, locationId), inLocationScope(tx, scope, locations.id)))
          .for('update');
        if (!before) return undefined;
        const courtsBefore = await courtsOf(tx, locationId).for('update');
        const byId = new Map(courtsBefore.map((court) => [court.id, court]));
        const stranger = changes.courts.find((change) => !byId.has(change.courtId));
        if (stranger) return { kind: 'court_not_at_location', courtId: stranger.courtId };

        const location: LocationPrices = {
          ...before,
          taxBasisPoints: changes.taxBasisPoints ?? before.taxBasisPoints,
          cardFeeBasisPoints: changes.cardFeeBasisPoints ?? before.cardFeeBasisPoints,
        };
        if (
          location.taxBasisPoints !== before.taxBasisPoints ||
          location.cardFeeBasisPoints !== before.cardFeeBasisPoints
        ) {
          await tx
            .update(locations)
            .set({
              defaultTaxBasisPoints: location.taxBasisPoints,
              defaultCardFeeBasisPoints: location.cardFeeBasisPoints,
            })
            .where(eq(locations.id, locationId));
        }

        const changed: { before: CourtPrices; after: CourtPrices }[] = [];
        for (const change of changes.courts) {
          const old = byId.get(change.courtId);
          if (!old) continue;
          const next: CourtPrices = {
            ...old,
            hourlyFeeCents: change.hourlyFeeCents,
            taxBasisPoints: change.taxBasisPoints ?? location.taxBasisPoints,
            cardFeeBasisPoints: change.cardFeeBasisPoints ?? location.cardFeeBasisPoints,
          };
          if (sameFigures(old, next)) continue;
          await tx
            .update(courts)
            .set({
              hourlyFeeCents: next.hourlyFeeCents,
              taxBasisPoints: next.taxBasisPoints,
              cardFeeBasisPoints: next.cardFeeBasisPoints,
            })
            .where(eq(courts.id, old.id));
          byId.set(old.id, next);
          changed.push({ before: old, after: next });
        }

        await recordAudit(tx, {
          actorUserId,
          action: 'price_configuration.update',
          entity: 'location',
          entityId: locationId,
          details: {
            before: {
              tax_bp: before.taxBasisPoints,
              card_fee_bp: before.cardFeeBasisPoints,
              courts: changed.map((c) => auditFigures(c.before)),
            },
            after: {
              tax_bp: location.taxBasisPoints,
              card_fee_bp: location.cardFeeBasisPoints,
              courts: changed.map((c) => auditFigures(c.after)),
            },
          },
        });
        return {
          kind: 'updated',
          location,
          courts: courtsBefore.map((court) => byId.get(court.id) ?? court),
        };
      });
    },
  };
}
export type PricesRepository = ReturnType<typeof createPricesRepository>;
