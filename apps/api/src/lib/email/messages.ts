import { EMAIL_VERIFICATION_HOURS, OTP_VALID_MINUTES } from '@courtbook/shared';
import type { MailAttachment, MailMessage } from './mailer';

export const PRODUCT = 'Arise Court';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A paragraph of an email: its text, and its HTML when it is more than the escaped text. */
export interface Paragraph {
  text: string;
  html?: string;
}

/** Plain paragraphs as text, and the same paragraphs as simple HTML. */
export function compose(paragraphs: Paragraph[]) {
  return {
    text: `${paragraphs.map((p) => p.text).join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">${paragraphs
      .map((p) => `<p>${p.html ?? escapeHtml(p.text)}</p>`)
      .join('')}</body></html>`,
  };
}

export interface Letter {
  to: { email: string; firstName: string };
  subject: string;
  /** The one thing the reader needs (the link or the code): what the log transport prints. */
  summary: string;
  paragraphs: Paragraph[];
  attachments?: MailAttachment[];
}

/** An email to one person, greeted by their first name, as text and as HTML. */
export function letter({ to, subject, summary, paragraphs, attachments }: Letter): MailMessage {
  return {
    to: to.email,
    subject,
    summary,
    ...(attachments && { attachments }),
    ...compose([{ text: `Hello ${to.firstName},` }, ...paragraphs]),
  };
}

/** The web app's address without a trailing slash, to put a path after. */
const siteOf = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** The page that confirms an email address: `${APP_URL}/verify-email?uuid=<token>`. */
export const verificationLink = (appUrl: string, token: string) =>
  `${siteOf(appUrl)}/verify-email?uuid=${encodeURIComponent(token)}`;

export function verificationEmail(options: { to: string; firstName: string; link: string }) {
  const { to, firstName, link } = options;
  return letter({
    to: { email: to, firstName },
    subject: `Verify your email for ${PRODUCT}`,
    summary: `verification link: ${link}`,
    paragraphs: [
      { text: `Welcome to ${PRODUCT}. Please confirm your email address by opening this link:` },
      { text: link, html: `<a href="${escapeHtml(link)}">Verify my email</a>` },
      {
        text: `The link works for ${EMAIL_VERIFICATION_HOURS} hours. If you did not create an account, you can ignore this email.`,
      },
    ],
  });
}

export function oneTimeCodeEmail(options: { to: string; firstName: string; code: string }) {
  const { to, firstName, code } = options;
  return letter({
    to: { email: to, firstName },
    subject: `Your ${PRODUCT} password reset code`,
    summary: `password reset code: ${code}`,
    paragraphs: [
      { text: `Your code to reset your password is:` },
      {
        text: code,
        html: `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${code}</strong>`,
      },
      {
        text: `It works for ${OTP_VALID_MINUTES} minutes. If you did not ask to reset your password, you can ignore this email.`,
      },
    ],
  });
}

export function passwordChangedEmail(options: { to: string; firstName: string; appUrl: string }) {
  const { to, firstName, appUrl } = options;
  return letter({
    to: { email: to, firstName },
    subject: `Your ${PRODUCT} password was changed`,
    summary: 'password changed notice',
    paragraphs: [
      {
        text: `The password of your ${PRODUCT} account was just changed, and every device that was signed in has been signed out.`,
      },
      {
        text: `If this was not you, reset your password at once at ${siteOf(appUrl)}/user-forgot-password and contact your club.`,
      },
    ],
  });
}
