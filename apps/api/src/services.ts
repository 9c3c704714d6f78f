import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { MailSender } from './lib/email/mailer';
import { createImageStore } from './lib/image-store';
import type { AnyPaymentProvider } from './lib/payments';
import type { TokenService } from './lib/tokens';
import { createAdminsRepository } from './modules/admins/admins.repository';
import { createAdminsService } from './modules/admins/admins.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createOneTimeCodesRepository } from './modules/auth/one-time-codes.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createRegistrationService } from './modules/auth/registration.service';
import { createSessionService } from './modules/auth/session.service';
import { createAvailabilityRepository } from './modules/availability/availability.repository';
import { createAvailabilityService } from './modules/availability/availability.service';
import { createOccupancyRepository } from './modules/availability/occupancy.repository';
import { createOccupancyService } from './modules/availability/occupancy.service';
import { createConfirmationSender } from './modules/bookings/booking-confirmation';
import { createBookingHistoryRepository } from './modules/bookings/booking-history.repository';
import { createBookingHistoryService } from './modules/bookings/booking-history.service';
import { createBookingQueriesRepository } from './modules/bookings/booking-queries.repository';
import { createBookingRemindersRepository } from './modules/bookings/booking-reminders.repository';
import { createReminderSender } from './modules/bookings/booking-reminders.service';
import {
  createBookingStatusService,
  createMarkPaidService,
} from './modules/bookings/booking-status.service';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createBookingWriteRepository } from './modules/bookings/create-booking.repository';
import {
  createBookingCreator,
  createBookingQuoter,
  createFairUseChecker,
} from './modules/bookings/create-booking.service';
import { createBookingMover } from './modules/bookings/move-booking.service';
import { createRefundBookingService } from './modules/bookings/refund-booking.service';
import { createHoldReleaser } from './modules/bookings/release-hold.service';
import { createContactAdminRepository } from './modules/contact/contact-admin.repository';
import { createContactAdminService } from './modules/contact/contact-admin.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createClosuresRepository } from './modules/courts/closures.repository';
import { createClosuresService } from './modules/courts/closures.service';
import { createCourtsRepository } from './modules/courts/courts.repository';
import { createCourtsService } from './modules/courts/courts.service';
import { createLocationAdminRepository } from './modules/locations/location-admin.repository';
import { createLocationAdminService } from './modules/locations/location-admin.service';
import { createLocationsRepository } from './modules/locations/locations.repository';
import { createLocationsService } from './modules/locations/locations.service';
import { createChargeCheck, createCheckoutService } from './modules/payments/checkout.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createCardRefunds } from './modules/payments/refund-payment';
import { createSettlePayment } from './modules/payments/settle-payment.service';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { createPlayersRepository } from './modules/players/players.repository';
import { createMembershipsRepository } from './modules/memberships/memberships.repository';
import { createMembershipsService } from './modules/memberships/memberships.service';
import { createPlayersService } from './modules/players/players.service';
import { createPlayerNotesRepository } from './modules/players/player-notes.repository';
import { createPlayerNotesService } from './modules/players/player-notes.service';
import { createPricesRepository } from './modules/prices/prices.repository';
import { createPricesService } from './modules/prices/prices.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createProfileService } from './modules/profile/profile.service';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createReportsService } from './modules/reports/reports.service';
import { createCourtScheduleRepository } from './modules/schedule/court-schedule.repository';
import { createCourtScheduleService } from './modules/schedule/court-schedule.service';
import {
  createWaitlistOffers,
  createWaitlistRepository,
  createWaitlistService,
} from './modules/waitlist';
import { createOfferHolds } from './modules/bookings';
import type { RunLater } from './plugins/background';
import type { CourtEvents } from './plugins/court-events';

/** What the use cases are built from: the infrastructure the app's plugins open. */
export interface ServiceDependencies {
  env: Env;
  db: Database;
  /** The email outbox: every message is queued, never sent from a request. */
  outbox: MailSender;
  runLater: RunLater;
  tokens: TokenService;
  payments: AnyPaymentProvider;
  courtEvents: CourtEvents;
  log: FastifyBaseLogger;
}

const uploadsDir = (env: Env) => path.join(env.dataDir, 'uploads');

function accountServices({ env, db, outbox, runLater, tokens }: ServiceDependencies) {
  const accounts = createAuthRepository(db);
  const players = createPlayersRepository(db);
  return {
    registration: createRegistrationService({
      db,
      repository: accounts,
      mailer: outbox,
      runLater,
      appUrl: () => env.APP_URL,
    }),
    session: createSessionService({ repository: accounts, tokens }),
    passwordReset: createPasswordResetService({
      db,
      accounts,
      codes: createOneTimeCodesRepository(db),
      mailer: outbox,
      runLater,
      secret: env.jwtSecret,
      appUrl: () => env.APP_URL,
    }),
    profile: createProfileService({
      db,
      repository: createProfileRepository(db),
      avatars: createImageStore(uploadsDir(env), 'avatars'),
    }),
    admins: createAdminsService({ db, repository: createAdminsRepository(db) }),
    players: createPlayersService({ db, repository: players }),
    playerNotes: createPlayerNotesService({
      db,
      repository: createPlayerNotesRepository(db),
      findPlayer: (scope, id) => players.find(scope, id),
    }),
    memberships: createMembershipsService({
      db,
      repository: createMembershipsRepository(db),
      findPlayer: (scope, id) => players.find(scope, id),
    }),
  };
}

function venueServices({ env, db, courtEvents }: ServiceDependencies) {
  const courtRows = createCourtsRepository(db);
  const closureRows = createClosuresRepository(db);
  const locations = createLocationsService({
    repository: createLocationsRepository(db),
    publicCacheMs: env.PUBLIC_CACHE_MS,
  });
  const courts = createCourtsService({
    db,
    repository: courtRows,
    closures: closureRows,
    // A court's sport shows in the public list.
    onChange: locations.forgetPublicList,
  });
  return {
    locations,
    locationAdmin: createLocationAdminService({
      db,
      repository: createLocationAdminRepository(db),
      logos: createImageStore(uploadsDir(env), 'logos'),
      courts: { list: (locationId) => courts.listOfLocation(locationId) },
      // A staff change shows in this process's public list at once (others within PUBLIC_CACHE_MS).
      onChange: locations.forgetPublicList,
    }),
    courts,
    closures: createClosuresService({
      db,
      courts: courtRows,
      closures: closureRows,
    }),
    prices: createPricesService({ db, repository: createPricesRepository(db) }),
    availability: createAvailabilityService(createAvailabilityRepository(db), courtEvents, {
      cacheMs: env.AVAILABILITY_CACHE_MS,
      caches: env.AVAILABILITY_CACHES,
    }),
    occupancy: createOccupancyService(createOccupancyRepository(db)),
    courtSchedule: createCourtScheduleService(createCourtScheduleRepository(db)),
  };
}

function bookingServices(deps: ServiceDependencies) {
  const { env, db, outbox, payments: provider, log } = deps;
  const sendMail: MailSender['send'] = (message, options) => outbox.send(message, options);
  const queries = createBookingQueriesRepository(db);
  const bookings = createBookingsService({ queries });
  const payments = createPaymentsRepository(db);
  const writes = createBookingWriteRepository(db);
  const refunds = createCardRefunds(provider);
  const receipts = createReceiptsService({ db, bookings, queries });
  return {
    bookings,
    receipts,
    createBooking: createBookingCreator({
      db,
      repository: writes,
      holdMinutes: env.BOOKING_HOLD_MINUTES,
    }),
    quotes: createBookingQuoter({ repository: writes }),
    checkFairUse: createFairUseChecker({ db, repository: writes }),
    releaseHold: createHoldReleaser({ db, bookings }),
    updateBookingStatus: createBookingStatusService({ db, bookings, sendMail, refunds, receipts }),
    refundBooking: createRefundBookingService({ db, bookings, sendMail, refunds, receipts }),
    markBookingPaid: createMarkPaidService({ db, bookings, sendMail, receipts }),
    moveBooking: createBookingMover({ db, repository: writes, bookings, sendMail }),
    bookingHistory: createBookingHistoryService(createBookingHistoryRepository(db)),
    sendDueReminders: createReminderSender({
      db,
      repository: createBookingRemindersRepository(db),
      bookings,
      outbox,
      hours: env.BOOKING_REMINDER_HOURS,
    }),
    createCheckout: createCheckoutService({ provider, payments, queries }),
    mayCharge: createChargeCheck(payments),
    settlePayment: createSettlePayment({
      db,
      provider,
      payments,
      queries,
      bookings,
      sendConfirmation: createConfirmationSender({ bookings, sendMail }),
      sendMail,
      receipts,
      log,
    }),
  };
}

function waitlistServices({ env, db, outbox }: ServiceDependencies) {
  const repository = createWaitlistRepository(db);
  const holds = createOfferHolds({ repository: createBookingWriteRepository(db) });
  return {
    waitlist: createWaitlistService({ db, repository, holds }),
    waitlistOffers: createWaitlistOffers({
      db,
      repository,
      holds,
      sendMail: (message, options) => outbox.send(message, options),
      appUrl: () => env.APP_URL,
    }),
  };
}

function officeServices({ db, outbox }: ServiceDependencies) {
  return {
    contact: createContactService(createContactRepository(db)),
    contactAdmin: createContactAdminService({
      db,
      repository: createContactAdminRepository(db),
      outbox,
    }),
    reports: createReportsService({ repository: createReportsRepository(db) }),
  };
}

/**
 * The composition root: every service and repository of the API, built once per app from its
 * infrastructure, and where one feature is handed to another (payments refund for the booking
 * desk, courts list for the location pages). Route plugins take what they need from here.
 */
export function createServices(deps: ServiceDependencies) {
  return {
    ...accountServices(deps),
    ...venueServices(deps),
    ...bookingServices(deps),
    ...waitlistServices(deps),
    ...officeServices(deps),
  };
}
export type Services = ReturnType<typeof createServices>;
