import {
  EmailOnlySchema,
  NoDataAnswerSchema,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from '@courtbook/shared';
import cookie from '@fastify/cookie';
import { AuthMessages } from './auth.messages';
import { createAuthLimits } from './auth.rate-limits';
import { errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('accounts');

/**
 * The reset token travels only in this cookie: set by /verify-otp/ for the client that verified
 * the code, sent back only to /reset-password/ (same site only, unreadable by scripts), expiring
 * with the code.
 */
const RESET_COOKIE = 'courtbook_reset';
const RESET_COOKIE_OPTIONS = {
  path: '/api/reset-password/',
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
} as const;

/** Password recovery: a code by email, its check, then the new password (docs/decisions/0004). */
export const passwordResetRoutes: RoutePlugin = async (app) => {
  const service = app.services.passwordReset;
  const limits = createAuthLimits(app);
  await app.register(cookie);

  app.post(
    '/send-reset-email/',
    {
      schema: docs.open({
        summary: 'Email a 6-digit code to reset the password; the same answer for unknown emails.',
        body: EmailOnlySchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 429) },
      }),
      onRequest: limits.sendCode.perIp,
      preHandler: limits.sendCode.perAccount,
    },
    async (request) => {
      await service.sendCode(request.body.email);
      return ok(null, AuthMessages.codeSent);
    },
  );

  app.post(
    '/resend-otp/',
    {
      schema: docs.open({
        summary: 'Email a new code, no sooner than 59 seconds after the last one.',
        body: EmailOnlySchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 429) },
      }),
      onRequest: limits.resendCode.perIp,
      preHandler: limits.resendCode.perAccount,
    },
    async (request) => {
      await service.sendCode(request.body.email);
      return ok(null, AuthMessages.codeResent);
    },
  );

  app.post(
    '/verify-otp/',
    {
      schema: docs.open({
        summary:
          'Check the emailed code (5 tries, 10 minutes); a right one lets this client (a cookie) reset the password once.',
        body: VerifyOtpSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 429) },
      }),
      onRequest: limits.verifyCode.perIp,
      preHandler: limits.verifyCode.perAccount,
    },
    async (request, reply) => {
      const { resetToken, expiresAt } = await service.verifyCode(
        request.body.email,
        request.body.otp,
      );
      const secondsLeft = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1_000));
      reply.setCookie(RESET_COOKIE, resetToken, { ...RESET_COOKIE_OPTIONS, maxAge: secondsLeft });
      return ok(null, AuthMessages.codeVerified);
    },
  );

  app.post(
    '/reset-password/',
    {
      schema: docs.open({
        summary:
          'Set a new password, from the client that verified the code; every earlier token stops working.',
        body: ResetPasswordSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400) },
      }),
    },
    async (request, reply) => {
      await service.resetPassword({
        email: request.body.email,
        newPassword: request.body.new_password,
        resetToken: request.cookies[RESET_COOKIE],
      });
      reply.clearCookie(RESET_COOKIE, RESET_COOKIE_OPTIONS);
      return ok(null, AuthMessages.passwordReset);
    },
  );
};
