import {
  EmailOnlySchema,
  envelopeOf,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { errorResponses, ok } from '../../lib/envelope';
import { AuthMessages as M } from './auth.messages';
import { createAuthLimits } from './auth.rate-limits';
import { createAuthRepository } from './auth.repository';
import { createOneTimeCodesRepository } from './one-time-codes.repository';
import { createPasswordResetService } from './password-reset.service';

const NoDataSchema = envelopeOf(z.null());

/** Password recovery: a code by email, its check, then the new password (docs/decisions/0004). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const service = createPasswordResetService({
    accounts: createAuthRepository(app.db),
    codes: createOneTimeCodesRepository(app.db),
    mailer: app.mailer,
    secret: env.jwtSecret,
    appUrl: env.APP_URL,
  });
  const limits = createAuthLimits(app);

  app.post(
    '/send-reset-email/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a 6-digit code to reset the password; the same answer for unknown emails.',
        body: EmailOnlySchema,
        response: { 200: NoDataSchema, ...errorResponses(400, 429) },
      },
      onRequest: limits.sendCode.perIp,
      preHandler: limits.sendCode.perAccount,
    },
    async (request) => {
      await service.sendCode(request.body.email);
      return ok(null, M.codeSent);
    },
  );

  app.post(
    '/resend-otp/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a new code, no sooner than 59 seconds after the last one.',
        body: EmailOnlySchema,
        response: { 200: NoDataSchema, ...errorResponses(400, 429) },
      },
      onRequest: limits.resendCode.perIp,
      preHandler: limits.resendCode.perAccount,
    },
    async (request) => {
      await service.sendCode(request.body.email);
      return ok(null, M.codeResent);
    },
  );

  app.post(
    '/verify-otp/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the emailed code (5 tries, 10 minutes).',
        body: VerifyOtpSchema,
        response: { 200: NoDataSchema, ...errorResponses(400, 429) },
      },
      onRequest: limits.verifyCode.perIp,
      preHandler: limits.verifyCode.perAccount,
    },
    async (request) => {
      await service.verifyCode(request.body.email, request.body.otp);
      return ok(null, M.codeVerified);
    },
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a verified code; every earlier token stops working.',
        body: ResetPasswordSchema,
        response: { 200: NoDataSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.resetPassword({
        email: request.body.email,
        newPassword: request.body.new_password,
      });
      return ok(null, M.passwordReset);
    },
  );
};
