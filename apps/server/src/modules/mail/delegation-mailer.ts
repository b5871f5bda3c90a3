// The delegation e-mail through the job queue: `sendDelegationEmail` stores a job and returns; a worker
// in whichever process takes the job builds the message (core's `buildDelegationEmail`, in the task's
// language) and sends it, with retries and exponential backoff.
import { createHash } from 'node:crypto';
import { buildDelegationEmail, taskEmailPayloadSchema, type TaskEmailPayload } from '@fokus/core';
import type { JobDefinition, JobQueue, JobType } from '../../shared/jobs.js';
import type { DelegationMailer } from '../delegation/delegation-mailer.js';
import type { MailTransport } from './mail-transport.js';

/** The queue of delegation e-mails. */
export const DELEGATION_EMAIL_JOB = 'delegation-email';

/** How the delegation e-mail job retries: 5 tries, about 30 s, 1, 2 and 4 minutes apart (plus jitter). */
export const DELEGATION_EMAIL_RETRY: DelegationEmailRetry = {
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** How a job retries (the mail job's settings; tests shorten the delays). */
export type DelegationEmailRetry = Pick<
  JobDefinition<object>,
  'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'expireInSeconds'
>;

/** The idempotency key of a delegation e-mail: its recipient and link (the link holds the token). */
export function delegationEmailKey(payload: Pick<TaskEmailPayload, 'to' | 'taskLink'>): string {
  return `${payload.to.trim().toLowerCase()}\n${payload.taskLink.trim()}`;
}

/** A Message-ID that is the same for every try of one delegation e-mail and reveals nothing of the link. */
export function delegationMessageId(
  payload: Pick<TaskEmailPayload, 'to' | 'taskLink'>,
  from: string,
): string {
  const digest = createHash('sha256').update(delegationEmailKey(payload)).digest('hex').slice(0, 32);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fokus.invalid';
  return `delegation-${digest}@${domain}`;
}

export interface DelegationMailerOptions {
  jobs: JobQueue;
  transport: MailTransport;
  /** The sender address (for the Message-ID's domain). */
  from: string;
  /** Tests shorten the retry delays. */
  retry?: DelegationEmailRetry;
}

/** Registers the delegation e-mail job on `jobs` (before it starts) and returns the mailer that queues it. */
export function queuedDelegationMailer(options: DelegationMailerOptions): DelegationMailer {
  const retry = options.retry ?? DELEGATION_EMAIL_RETRY;
  const job: JobType<TaskEmailPayload> = options.jobs.define<TaskEmailPayload>({
    name: DELEGATION_EMAIL_JOB,
    ...retry,
    parse: (data) => taskEmailPayloadSchema.parse(data),
    async handle(payload) {
      const email = buildDelegationEmail(payload);
      await options.transport.send({
        ...email,
        messageId: delegationMessageId(payload, options.from),
        link: payload.taskLink,
      });
    },
  });
  return {
    async sendDelegationEmail(payload) {
      const valid = taskEmailPayloadSchema.parse(payload);
      await job.enqueue(valid, { key: delegationEmailKey(valid) });
    },
  };
}

/** The mailer of an app built without a job queue: every call fails, as a failed send would. */
export const unavailableDelegationMailer: DelegationMailer = {
  delivers: false,
  sendDelegationEmail() {
    return Promise.reject(new Error('no job queue: e-mails cannot be sent by this app'));
  },
};
