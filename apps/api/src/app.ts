import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, {
  type FastifyReply,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import { answerClientError } from './lib/client-error';
import { dropEmptyQueryValues } from './lib/empty-query';
import { serializeError } from './lib/log-errors';
import { responseSerializerCompiler } from './lib/response-serializer';
import { adminsRoutes } from './modules/admins/admins.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { quoteRoutes } from './modules/bookings/quote.routes';
import { staffBookingsRoutes } from './modules/bookings/staff-bookings.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { courtScheduleRoutes } from './modules/schedule/court-schedule.routes';
import { courtEventsRoutes } from './modules/availability/court-events.routes';
import { occupancyRoutes } from './modules/availability/occupancy.routes';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { courtsRoutes } from './modules/courts/courts.routes';
import { healthRoutes } from './modules/health/health.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { playersRoutes } from './modules/players/players.routes';
import { membershipsRoutes } from './modules/memberships/memberships.routes';
import { paymentsModule } from './modules/payments';
import { pricesRoutes } from './modules/prices/prices.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { defaultWebDistDir } from './paths';
import auth from './plugins/auth';
import background from './plugins/background';
import closing from './plugins/closing';
import courtEvents from './plugins/court-events';
import bookingReminders from './plugins/booking-reminders';
import database from './plugins/database';
import emailOutbox from './plugins/email-outbox';
import jobQueue from './plugins/job-queue';
import waitlistOffers from './plugins/waitlist-offers';
import errorHandler, { envelope } from './plugins/error-handler';
import holdSweeper from './plugins/hold-sweeper';
import mailer from './plugins/mailer';
import openapi from './plugins/openapi';
import payments from './plugins/payments';
import rateLimits from './plugins/rate-limit';
import security from './plugins/security';
import services from './plugins/services';
import tallyFold from './plugins/tally-fold';
import webApp from './plugins/web-app';

export interface BuildAppOptions {
  env: Env;
  /** An opened, migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (default: yes, when it has been built). */
  serveWebApp?: boolean;
  /** How a rate limit's slow-down waits (default: a timer); tests record the waits instead. */
  limitWait?: (ms: number) => Promise<void>;
}

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    serializers: { err: serializeError },
  };
}

/** A caller's logger options (a test's stream, say) keep the redactions and error serializer. */
function withLoggerDefaults(
  logger: FastifyServerOptions['logger'],
  env: Env,
): FastifyServerOptions['logger'] {
  if (logger === undefined) return loggerOptions(env);
  if (typeof logger !== 'object') return logger;
  return { ...(loggerOptions(env) as object), ...logger };
}

export async function buildApp(options: BuildAppOptions) {
  const { env } = options;
  const app = Fastify<RawServerDefault>({
    logger: withLoggerDefaults(options.logger, env),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // plugins/closing answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Addresses the router refuses before any route runs still answer in the envelope.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      void reply
        .status(status)
        .send(envelope(status, tooLong ? 'The address is too long.' : 'The address is not valid.'));
    },
    clientErrorHandler: answerClientError,
    // Keep a caller's request id when it is sane, so one id follows a request across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('preValidation', dropEmptyQueryValues);

  await app.register(errorHandler);
  await app.register(closing);
  await app.register(database, { database: options.database });
  await app.register(security, { env });
  await app.register(openapi);
  await app.register(mailer, { env });
  await app.register(jobQueue);
  await app.register(emailOutbox);
  await app.register(background);
  await app.register(auth, { env });
  await app.register(rateLimits, { env, wait: options.limitWait });
  await app.register(payments, { env });
  await app.register(courtEvents);
  // Built once the infrastructure above is open; every route and job below takes its services here.
  await app.register(services, { env });
  await app.register(bookingReminders, { env });
  await app.register(holdSweeper, { intervalSeconds: env.HOLD_SWEEP_SECONDS });
  await app.register(tallyFold, { intervalSeconds: 10 });
  await app.register(waitlistOffers, { sweepSeconds: env.WAITLIST_SWEEP_SECONDS });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(locationsRoutes);
      await api.register(courtsRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(profileRoutes);
      await api.register(availabilityRoutes);
      await api.register(courtEventsRoutes, {
        caps: { perAddress: env.LIVE_STREAMS_PER_ADDRESS, perProcess: env.LIVE_STREAMS_MAX },
      });
      await api.register(occupancyRoutes);
      await api.register(contactRoutes);
      await api.register(contactAdminRoutes);
      await api.register(quoteRoutes);
      await api.register(bookingsRoutes);
      await api.register(staffBookingsRoutes);
      await api.register(courtScheduleRoutes);
      await api.register(paymentsModule);
      await api.register(pricesRoutes);
      await api.register(adminsRoutes);
      await api.register(playersRoutes);
      await api.register(membershipsRoutes);
      await api.register(reportsRoutes);
      await api.register(receiptsRoutes);
      await api.register(waitlistRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, {
    webDistDir: options.serveWebApp === false ? undefined : (env.WEB_DIST_DIR ?? defaultWebDistDir),
    uploadsDir: path.join(env.dataDir, 'uploads'),
    imagesForOtherOrigins: env.webOrigins.some((origin) => origin !== new URL(env.APP_URL).origin),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
