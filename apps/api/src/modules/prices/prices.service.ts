import {
  amountsOf,
  basisPointsToPercentText,
  bookingHorizonProblem,
  centsToDecimal,
  percentTextToBasisPoints,
  feeSegmentsOfFigures,
  priceLineOf,
  priceOfFigures,
  PriceMessages,
  hhmmOf,
  sessionDates,
  slotProblem,
  slotRulesOf,
  timeOf,
  weekdayOf,
  type PriceConfiguration,
  type PriceConfigurationUpdate,
  type PriceCourt,
  type PricePeriod,
  type PricePeriodInput,
  type PricePeriodRecord,
  type PricePreview,
  type PricePreviewRequest,
} from '@courtbook/shared';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  requirePermission,
  scopeOf,
  type StaffActor,
  type StaffScope,
} from '../../lib/staff-scope';
import { feeCents } from '../courts';
import {
  lockPrices,
  pricePeriodsOf,
  replacePricePeriods,
  setCourtFigures,
  setLocationPercentages,
  type CourtPrices,
  type LocationPrices,
  type NewPricePeriod,
  type PricesRepository,
  type SavedPricePeriod,
} from './prices.repository';

/** One court's new figures; a percentage left undefined follows the location's. */
interface CourtPriceChange {
  courtId: number;
  hourlyFeeCents: number;
  taxBasisPoints?: number | undefined;
  cardFeeBasisPoints?: number | undefined;
}

interface PriceChanges {
  taxBasisPoints?: number | undefined;
  cardFeeBasisPoints?: number | undefined;
  courts: CourtPriceChange[];
  /** Undefined keeps the location's periods. */
  pricePeriods?: NewPricePeriod[] | undefined;
}

type PriceUpdateResult =
  | {
      kind: 'updated';
      location: LocationPrices;
      courts: CourtPrices[];
      periods: SavedPricePeriod[];
    }
  | { kind: 'court_not_at_location'; courtId: number };

const sameFigures = (a: CourtPrices, b: CourtPrices) =>
  a.hourlyFeeCents === b.hourlyFeeCents &&
  a.taxBasisPoints === b.taxBasisPoints &&
  a.cardFeeBasisPoints === b.cardFeeBasisPoints;

const auditPeriod = (period: NewPricePeriod) => ({
  name: period.name,
  weekdays: period.weekdays,
  start_minute: period.startMinute,
  end_minute: period.endMinute,
  hourly_fee_cents: period.hourlyFeeCents,
  court_fees: period.courtFees.map((fee) => [fee.courtId, fee.hourlyFeeCents]),
});

const auditFigures = (court: CourtPrices) => ({
  court_id: court.id,
  court_number: court.courtNumber,
  hourly_fee_cents: court.hourlyFeeCents,
  tax_bp: court.taxBasisPoints,
  card_fee_bp: court.cardFeeBasisPoints,
});

/**
 * Saves the location's percentages and the listed courts' figures in one transaction, with an
 * audit row of the figures before and after. Undefined when the location is not in scope;
 * nothing changes when a listed court is not one of the location's.
 */
async function savePrices(
  tx: Database,
  options: { scope: StaffScope; locationId: number; changes: PriceChanges; actorUserId: number },
): Promise<PriceUpdateResult | undefined> {
  const { scope, locationId, changes, actorUserId } = options;
  const locked = await lockPrices(tx, scope, locationId);
  if (!locked) return undefined;
  const { location: before, courts: courtsBefore } = locked;
  const byId = new Map(courtsBefore.map((court) => [court.id, court]));
  const stranger = [
    ...changes.courts,
    ...(changes.pricePeriods ?? []).flatMap((period) => period.courtFees),
  ].find((change) => !byId.has(change.courtId));
  if (stranger) return { kind: 'court_not_at_location', courtId: stranger.courtId };
  const periodsBefore = await pricePeriodsOf(tx, locationId);
  if (changes.pricePeriods) await replacePricePeriods(tx, locationId, changes.pricePeriods);

  const location: LocationPrices = {
    ...before,
    taxBasisPoints: changes.taxBasisPoints ?? before.taxBasisPoints,
    cardFeeBasisPoints: changes.cardFeeBasisPoints ?? before.cardFeeBasisPoints,
  };
  if (
    location.taxBasisPoints !== before.taxBasisPoints ||
    location.cardFeeBasisPoints !== before.cardFeeBasisPoints
  ) {
    await setLocationPercentages(tx, location);
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
    await setCourtFigures(tx, next);
    byId.set(old.id, next);
    changed.push({ before: old, after: next });
  }

  await recordAudit(tx, actorUserId, 'price_configuration.update', locationId, {
    before: {
      tax_bp: before.taxBasisPoints,
      card_fee_bp: before.cardFeeBasisPoints,
      courts: changed.map((c) => auditFigures(c.before)),
      ...(changes.pricePeriods && { price_periods: periodsBefore.map(auditPeriod) }),
    },
    after: {
      tax_bp: location.taxBasisPoints,
      card_fee_bp: location.cardFeeBasisPoints,
      courts: changed.map((c) => auditFigures(c.after)),
      ...(changes.pricePeriods && { price_periods: changes.pricePeriods.map(auditPeriod) }),
    },
  });
  return {
    kind: 'updated',
    location,
    courts: courtsBefore.map((court) => byId.get(court.id) ?? court),
    periods: changes.pricePeriods ? await pricePeriodsOf(tx, locationId) : periodsBefore,
  };
}

const percent = basisPointsToPercentText;
const optionalBasisPoints = (text: string | undefined) =>
  text === undefined ? undefined : percentTextToBasisPoints(text);

/** A court's percentage is shown as null while it is the location's (courts store the copy). */
const toPriceCourt = (court: CourtPrices, location: LocationPrices): PriceCourt => ({
  court_id: court.id,
  court_number: court.courtNumber,
  court_fee_hrs: centsToDecimal(court.hourlyFeeCents),
  tax_percent:
    court.taxBasisPoints === location.taxBasisPoints ? null : percent(court.taxBasisPoints),
  card_fee_percent:
    court.cardFeeBasisPoints === location.cardFeeBasisPoints
      ? null
      : percent(court.cardFeeBasisPoints),
  effective_tax_percent: percent(court.taxBasisPoints),
  effective_card_fee_percent: percent(court.cardFeeBasisPoints),
  is_active: court.isActive,
});

const toPricePeriod = (period: SavedPricePeriod): PricePeriodRecord => ({
  id: period.id,
  name: period.name,
  weekdays: period.weekdays,
  start_time: hhmmOf(period.startMinute),
  end_time: hhmmOf(period.endMinute),
  fee_hrs: centsToDecimal(period.hourlyFeeCents),
  court_fees: period.courtFees.map((fee) => ({
    court_id: fee.courtId,
    fee_hrs: centsToDecimal(fee.hourlyFeeCents),
  })),
});

/** A period as staff sent it, in cents and minutes; a court's blank fee is no fee of its own. */
const newPricePeriodOf = (period: PricePeriodInput): NewPricePeriod => ({
  name: period.name,
  weekdays: [...period.weekdays].sort((a, b) => a - b),
  startMinute: period.start_time,
  endMinute: period.end_time,
  hourlyFeeCents: feeCents(period.fee_hrs),
  courtFees: period.court_fees.flatMap((fee) =>
    fee.fee_hrs === undefined
      ? []
      : [{ courtId: fee.court_id, hourlyFeeCents: feeCents(fee.fee_hrs) }],
  ),
});

/** A period as pricing reads it. */
const asPricePeriod = (period: NewPricePeriod): PricePeriod => ({
  name: period.name,
  weekdays: period.weekdays,
  startMinute: period.startMinute,
  endMinute: period.endMinute,
  hourlyFeeCents: period.hourlyFeeCents,
  courtFeeCents: Object.fromEntries(period.courtFees.map((f) => [f.courtId, f.hourlyFeeCents])),
});

const toConfiguration = (
  location: LocationPrices,
  courts: CourtPrices[],
  periods: SavedPricePeriod[],
): PriceConfiguration => ({
  location_id: location.id,
  location_name: location.name,
  currency: location.currency,
  tax_percent: percent(location.taxBasisPoints),
  card_fee_percent: percent(location.cardFeeBasisPoints),
  courts: courts.map((court) => toPriceCourt(court, location)),
  price_periods: periods.map(toPricePeriod),
});

const manage = (actor: StaffActor) =>
  requirePermission(actor, 'locations', PriceMessages.noPermission);

/** The price configuration screen's use cases: every call needs `locations` and stays in scope. */
export function createPricesService({
  db,
  repository,
}: {
  db: Database;
  repository: PricesRepository;
}) {
  return {
    async get(actor: StaffActor, locationId: number): Promise<PriceConfiguration> {
      manage(actor);
      const found = await repository.find(scopeOf(actor), locationId);
      if (!found) throw AppError.notFound(PriceMessages.locationNotFound);
      return toConfiguration(found.location, found.courts, found.periods);
    },

    async update(
      actor: StaffActor,
      locationId: number,
      input: PriceConfigurationUpdate,
    ): Promise<PriceConfiguration> {
      manage(actor);
      const result = await db.transaction((tx) =>
        savePrices(tx, {
          scope: scopeOf(actor),
          locationId,
          actorUserId: actor.id,
          changes: {
            taxBasisPoints: optionalBasisPoints(input.tax_percent),
            cardFeeBasisPoints: optionalBasisPoints(input.card_fee_percent),
            courts: input.courts.map((court) => ({
              courtId: court.court_id,
              hourlyFeeCents: feeCents(court.court_fee_hrs),
              taxBasisPoints: optionalBasisPoints(court.tax_percent),
              cardFeeBasisPoints: optionalBasisPoints(court.card_fee_percent),
            })),
            pricePeriods: input.price_periods?.map(newPricePeriodOf),
          },
        }),
      );
      if (!result) throw AppError.notFound(PriceMessages.locationNotFound);
      if (result.kind === 'court_not_at_location') {
        throw AppError.badRequest(PriceMessages.courtNotAtLocation(result.courtId));
      }
      return toConfiguration(result.location, result.courts, result.periods);
    },

    /**
     * What a booking of the court would be charged, from its saved figures or the unsaved ones
     * given. A price calculator: opening hours, closures and past dates are not checked here, but
     * dates beyond the location's booking horizon are refused, as a booking of them would be.
     */
    async preview(
      actor: StaffActor,
      input: PricePreviewRequest,
      now = new Date(),
    ): Promise<PricePreview> {
      manage(actor);
      const found = await repository.findCourt(scopeOf(actor), input.court_id);
      if (!found) throw AppError.notFound(PriceMessages.courtNotFound);
      const { court, location } = found;
      // The request schema checked the base grid; the court's own rules may be coarser.
      const slotProblemOfCourt = slotProblem(input.start_time, input.end_time, slotRulesOf(court));
      if (slotProblemOfCourt) throw AppError.badRequest(slotProblemOfCourt);
      const dates = sessionDates(input.booking_date, input.book_for_four_weeks);
      const beyondHorizon = bookingHorizonProblem({ dates, now, location });
      if (beyondHorizon) throw AppError.badRequest(beyondHorizon);
      const figures = {
        courtFee: input.court_fee_hrs ?? centsToDecimal(court.hourlyFeeCents),
        taxPercent: input.tax_percent ?? percent(court.taxBasisPoints),
        cardFeePercent: input.card_fee_percent ?? percent(court.cardFeeBasisPoints),
        durationMinutes: input.end_time - input.start_time,
        weekly: input.book_for_four_weeks,
      };
      const periodsAt = {
        courtId: court.id,
        weekday: weekdayOf(input.booking_date),
        start: input.start_time,
        periods: (
          input.price_periods?.map(newPricePeriodOf) ?? (await pricePeriodsOf(db, location.id))
        ).map(asPricePeriod),
      };
      return {
        court_id: court.id,
        court_number: court.courtNumber,
        location_id: location.id,
        currency: location.currency,
        booking_date: input.booking_date,
        start_time: timeOf(input.start_time),
        end_time: timeOf(input.end_time),
        duration_time: timeOf(figures.durationMinutes),
        book_for_four_weeks: input.book_for_four_weeks ? 'True' : 'False',
        session_dates: dates,
        court_fee_hrs: figures.courtFee,
        tax_percent: figures.taxPercent,
        card_fee_percent: figures.cardFeePercent,
        ...amountsOf(priceOfFigures(figures, periodsAt)),
        price_lines: feeSegmentsOfFigures(figures, periodsAt).map(priceLineOf),
      };
    },
  };
}
export type PricesService = ReturnType<typeof createPricesService>;
