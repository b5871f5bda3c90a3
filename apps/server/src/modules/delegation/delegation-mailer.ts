// How the delegation e-mail leaves the server. The delegation module only hands the spec's payload
// over after the delegation has committed; queueing, SMTP, retries and the outbox belong to whoever
// implements this interface (the mail queue). Until one is plugged in, the app uses the log-only
// mailer below, and the delegate route answers `emailQueued: false` so the web copies the link.
import type { TaskEmailPayload } from '@fokus/core';
import type { FastifyBaseLogger } from 'fastify';

/** The spec's send-task-email payload: to, subject, taskTitle, taskDescription, assigneeName, assignerName, taskLink, language. */
export type DelegationEmail = TaskEmailPayload;

export interface DelegationMailer {
  /**
   * False for a mailer that cannot deliver anything (the log-only default): the delegate route then
   * answers `emailQueued: false` without waiting on it. Absent means true.
   */
  readonly delivers?: boolean;
  /**
   * Accepts the e-mail for delivery (queued in the database, or sent) and resolves once it is safely
   * accepted; rejects when it cannot be, and the route answers `emailQueued: false`. Called once per
   * delegation, after the transaction that made the token has committed; never inside it.
   */
  sendDelegationEmail(email: DelegationEmail): Promise<void>;
}

/** The default until a real mailer is configured: writes at debug level that an e-mail would go out (never the link). */
export function logOnlyDelegationMailer(log: FastifyBaseLogger): DelegationMailer {
  return {
    delivers: false,
    async sendDelegationEmail(email) {
      log.debug({ language: email.language }, 'delegation e-mail not sent: no mailer is configured');
    },
  };
}
