import {
  EmailOnlySchema,
  EmailVerifiedSchema,
  envelopeOf,
  LoginResultSchema,
  LoginSchema,
  NoDataAnswerSchema,
  RegistrationSchema,
} from '@courtbook/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { AuthMessages } from './auth.messages';
import { createAuthLimits } from './auth.rate-limits';
import { created, errorResponses, ok, type RoutePlugin, routeSchemas } from '../../lib/routes';

const docs = routeSchemas('accounts');

const RegisteredSchema = envelopeOf(z.object({ id: z.number().int(), email: z.string() }));
const LoginAnswerSchema = envelopeOf(LoginResultSchema);
const EmailVerifiedAnswerSchema = envelopeOf(EmailVerifiedSchema);

/** Registration, email verification, login and logout (docs/decisions/0004). */
export const authRoutes: RoutePlugin = async (app) => {
  const { registration, session } = app.services;
  const limits = createAuthLimits(app);

  app.post(
    '/user-register/',
    {
      schema: docs.open({
        summary: 'Register a player (user_type 2) and email a link to verify the address.',
        body: RegistrationSchema,
        response: { 201: RegisteredSchema, ...errorResponses(400, 429) },
      }),
      onRequest: limits.register.perIp,
      preHandler: limits.register.perAccount,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await registration.register(request.body), AuthMessages.registered)),
  );

  app.get(
    '/verify-email/:uuid/',
    {
      schema: docs.open({
        summary:
          'Verify an email address with the token from the emailed link: whom it verified and their club.',
        params: z.object({ uuid: z.string() }),
        response: { 200: EmailVerifiedAnswerSchema, ...errorResponses(400) },
      }),
    },
    async (request) => {
      const verified = await registration.verifyEmail(request.params.uuid);
      return ok(
        {
          email: verified.email,
          already_verified: verified.alreadyVerified,
          location: verified.location,
        },
        verified.alreadyVerified ? AuthMessages.emailAlreadyVerified : AuthMessages.emailVerified,
      );
    },
  );

  app.post(
    '/resend-verification/',
    {
      schema: docs.open({
        summary:
          'Email a new verification link; the same answer whether or not the account exists.',
        body: EmailOnlySchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 429) },
      }),
      onRequest: limits.resendVerification.perIp,
      preHandler: limits.resendVerification.perAccount,
    },
    async (request) => {
      registration.resendVerification(request.body.email);
      return ok(null, AuthMessages.verificationResent);
    },
  );

  app.post(
    '/login/',
    {
      schema: docs.open({
        summary: 'Log in: the account and an access token. Players name the location.',
        body: LoginSchema,
        response: { 200: LoginAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      }),
      onRequest: limits.login.perIp,
      preHandler: limits.login.perAccount,
    },
    async (request) => ok(await session.login(request.body), AuthMessages.loggedIn),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);

    signedIn.post(
      '/logout/',
      {
        schema: docs.withToken({
          summary: 'Log out everywhere: every token of the account stops working.',
          response: { 200: NoDataAnswerSchema, ...errorResponses(401) },
        }),
      },
      async (request) => {
        await session.logout(currentUser(request).id);
        return ok(null, AuthMessages.loggedOut);
      },
    );
  });
};
