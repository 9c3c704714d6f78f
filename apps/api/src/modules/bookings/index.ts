/**
 * The bookings module's public interface: what other modules and plugins may use. Anything else in
 * this folder is its own (lint enforces it).
 */
export type { SendConfirmation } from './booking-confirmation';
export {
  bookingCount,
  bothOf,
  COURT_HOLDERS,
  foldTallyChanges,
  matchingRowsCount,
  talliedForStatus,
  talliedForType,
} from './booking-counts.repository';
export { hasEnded, notEnded, searchFilter, statusFilter } from './booking-filters.repository';
export { everBooked, holdsCourtAt } from './booking-holds.repository';
export { bookingLifecycle } from './booking-lifecycle';
export { venuePaidBy, type BookingQueriesRepository } from './booking-queries.repository';
export { shownStatus } from './booking-shown-status';
export type { CardRefunds, PendingRefund, RefundOrder, RefundStart } from './booking-refund';
export type { DeskReceipts } from './booking-status.service';
export { viewerOf, type BookingsService } from './bookings.service';
export { isGivenBack } from './given-back';
export { createOfferHolds, type OfferHolds, type OfferHoldOutcome } from './offer-hold.service';
