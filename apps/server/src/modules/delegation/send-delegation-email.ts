import { DEFAULT_LANGUAGE, delegationEmailPayload, type Language, type Task } from '@fokus/core';
import { userSettings } from '@fokus/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../shared/db-types.js';
import type { DelegationMailer } from './delegation-mailer.js';

/**
 * Hands the delegation e-mail to the mailer once the delegation has committed. True when it was
 * accepted for delivery; false when the mailer cannot deliver (the log-only default) or refused it,
 * in which case the web copies the link for the owner ('Failed to send email automatically').
 */
export async function sendDelegationEmail(
  mailer: DelegationMailer,
  log: FastifyBaseLogger,
  input: { task: Task; url: string; assignerName: string; taskDescription: string; language: Language },
): Promise<boolean> {
  const { task } = input;
  if (task.assignment === null) return false;
  const email = delegationEmailPayload({
    assignment: task.assignment,
    taskTitle: task.title,
    taskDescription: input.taskDescription,
    assignerName: input.assignerName,
    taskLink: input.url,
    language: input.language,
  });
  try {
    await mailer.sendDelegationEmail(email);
    return mailer.delivers !== false;
  } catch (error) {
    // Never the link: it holds the token.
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'delegation e-mail not queued');
    return false;
  }
}

/** The e-mail's language: the one the owner asked for, else their saved interface language, else ru. */
export async function delegationEmailLanguage(
  db: Queryable,
  userId: string,
  asked: Language | undefined,
): Promise<Language> {
  if (asked !== undefined) return asked;
  const [settings] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), isNull(userSettings.deletedAt)));
  return settings?.language ?? DEFAULT_LANGUAGE;
}
