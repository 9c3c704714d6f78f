import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Env } from '../config/env';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
// Stripe Elements opens card checks (3-D Secure) in frames served from here.
const STRIPE_HOOKS = 'https://hooks.stripe.com';

/** Security headers for every answer, and CORS for the configured web origins. */
export default fp<{ env: Env }>(
  async function security(app: FastifyInstance, { env }) {
    const stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY);
    // Built once, its policy text worked out once: @fastify/helmet built a new helmet, parsing
    // every directive again, on each request (11% of a court check's CPU, decision 0036).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
          // Mantine sets CSS variables through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
          frameSrc: stripe ? [STRIPE_SCRIPT, STRIPE_HOOKS] : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, and only on HTTPS: over plain HTTP the header means nothing.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // HTTPS as the client sees it: TLS here, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // API answers carry tokens, bookings and personal details: no browser or proxy keeps them,
      // unless a route says otherwise itself.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
    await app.register(cors, {
      origin: env.webOrigins,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['x-request-id'],
    });
  },
  { name: 'security' },
);
