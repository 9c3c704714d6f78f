import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createMailer, type Mailer } from '../lib/email/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Email over SMTP when SMTP_URL is set; otherwise every message is printed to the log. */
export default fp<{ env: Env }>(
  async function mailer(app: FastifyInstance, { env }) {
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
    if (mailer.kind === 'log' && env.NODE_ENV === 'production') {
      app.log.warn('SMTP_URL is not set: emails (with their links and codes) go to the log only');
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
