import type { MailSender } from '../../lib/email/mailer';
import type { RunLater } from '../../plugins/background';

/** What a use case that emails an account a link or a code needs. */
export interface LinkMailing {
  /** The outbox: each message is queued in the transaction that stores what it reports. */
  mailer: MailSender;
  /** Work done after the answer, so that its timing tells nothing of whether an account exists. */
  runLater: RunLater;
  /** The web app's address, for the link in the email (known once the server listens). */
  appUrl: () => string;
}
