import { and, asc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, locations, payments, refunds } from '../../db/schema';

/** A card payment whose money arrived: still standing, or refunded (in part or whole) since. */
const paidStatuses = inArray(payments.status, ['succeeded', 'refunded']);

const paymentColumns = {
  id: payments.id,
  seriesId: payments.seriesId,
  amountCents: payments.amountCents,
  createdAt: payments.createdAt,
};

const refundColumns = {
  id: refunds.id,
  seriesId: refunds.seriesId,
  bookingId: refunds.bookingId,
  amountCents: refunds.amountCents,
  reason: refunds.reason,
  updatedAt: refunds.updatedAt,
};

/** The sessions of a series paid at the desk, together: the first's id names their receipt. */
const deskColumns = {
  firstBookingId: min(bookings.id),
  seriesId: bookings.seriesId,
  paidAt: min(bookings.venuePaidAt),
};

export type PaymentSource = Awaited<ReturnType<typeof paymentsOfSeries>>[number];
export type RefundSource = Awaited<ReturnType<typeof refundsOfSeries>>[number];
export type DeskSource = NonNullable<Awaited<ReturnType<typeof deskPaymentOfSeries>>>;

export const paymentsOfSeries = (db: Database, seriesId: string) =>
  db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.seriesId, seriesId), paidStatuses));

export const refundsOfSeries = (db: Database, seriesId: string) =>
  db
    .select(refundColumns)
    .from(refunds)
    .where(and(eq(refunds.seriesId, seriesId), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.id));

export async function deskPaymentOfSeries(db: Database, seriesId: string) {
  const [desk] = await db
    .select(deskColumns)
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), isNotNull(bookings.venuePaidAt)))
    .groupBy(bookings.seriesId);
  if (!desk?.firstBookingId || !desk.paidAt) return undefined;
  return { firstBookingId: desk.firstBookingId, seriesId: desk.seriesId, paidAt: desk.paidAt };
}

export async function paymentById(db: Database, id: number) {
  const [payment] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.id, id), paidStatuses));
  return payment;
}

export async function refundById(db: Database, id: number) {
  const [refund] = await db
    .select(refundColumns)
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'succeeded')));
  return refund;
}

/** The desk payment a booking's id names: only the first session of those paid together. */
export async function deskPaymentByFirstBooking(db: Database, bookingId: number) {
  const [row] = await db
    .select({ seriesId: bookings.seriesId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), isNotNull(bookings.venuePaidAt)));
  if (!row) return undefined;
  const desk = await deskPaymentOfSeries(db, row.seriesId);
  return desk?.firstBookingId === bookingId ? desk : undefined;
}

/** The ids of the sessions paid at the desk in a series, and who took the money. */
export const deskSessionsOf = (db: Database, seriesId: string) =>
  db
    .select({
      id: bookings.id,
      takenBy: sql<string | null>`(
        select u.first_name || ' ' || u.last_name from users u
        where u.id = bookings.venue_paid_by_id
      )`,
      method: bookings.venuePaidMethod,
    })
    .from(bookings)
    .where(and(eq(bookings.seriesId, seriesId), isNotNull(bookings.venuePaidAt)))
    .orderBy(asc(bookings.startsAt));

/** How the club introduces itself on a receipt. */
export async function clubOf(db: Database, locationId: number) {
  const [club] = await db
    .select({
      name: locations.name,
      address1: locations.address1,
      address2: locations.address2,
      address3: locations.address3,
      address4: locations.address4,
      city: locations.city,
      state: locations.state,
      country: locations.country,
      phone: locations.phone,
      email: locations.email,
    })
    .from(locations)
    .where(eq(locations.id, locationId));
  return club;
}
export type ClubRow = NonNullable<Awaited<ReturnType<typeof clubOf>>>;
