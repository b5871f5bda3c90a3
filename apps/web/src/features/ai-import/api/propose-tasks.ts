/**
 * Brain dump → proposed tasks. Online, `POST /api/ai/thoughts-to-tasks` answers with the server's
 * configured provider; with no connection (the browser says it is offline, or the request never got
 * an answer) the built-in engine, loaded on demand as its own chunk, proposes the same normalised
 * tasks on the device. An answer of the server (4xx, an AI failure) is never second-guessed locally.
 */
import type * as EngineModule from '@fokus/ai-engine/propose';
import { thoughtsToTasksResponseSchema, type AiSuggestedTask, type Language } from '@fokus/core';
import { ApiError, apiFetch } from '@/lib/api-client';

/** The engine's module: a type only, so nothing of it is bundled here. */
type Engine = typeof EngineModule;

/** The route of "turn my thoughts into tasks". */
export const THOUGHTS_TO_TASKS_PATH = '/api/ai/thoughts-to-tasks';

/** Where the proposals came from: the server's provider, or the engine on this device. */
export type ProposalSource = 'server' | 'device';

/** Proposed tasks and where they came from. */
export interface Proposal {
  tasks: AiSuggestedTask[];
  source: ProposalSource;
}

/** Why no proposal came: each maps to one of spec §8's texts. */
export type ProposalFailure = 'processing' | 'unparsable' | 'rateLimited';

/** A failed proposal, with the reason to show. */
export class ProposalError extends Error {
  readonly reason: ProposalFailure;

  constructor(reason: ProposalFailure, cause?: unknown) {
    super(reason, { cause });
    this.name = 'ProposalError';
    this.reason = reason;
  }
}

/** What a proposal needs to know of the person: the interface language and their time zone. */
export interface ProposalContext {
  language: Language;
  timeZone: string;
}

/** The person's time zone as the browser knows it ('UTC' if it cannot say). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let engine: Promise<Engine> | undefined;

/** The built-in engine's module, loaded once (again after a failed load). */
export function loadEngine(): Promise<Engine> {
  engine ??= import('@fokus/ai-engine/propose').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Proposes tasks on this device with the built-in engine. */
export async function proposeOnDevice(text: string, context: ProposalContext, now = new Date()) {
  let module: Engine;
  try {
    module = await loadEngine();
  } catch (error) {
    throw new ProposalError('processing', error);
  }
  try {
    return module.proposeTasks(text, { now, timeZone: context.timeZone }, context.language);
  } catch (error) {
    throw new ProposalError('processing', error);
  }
}

/**
 * True when the request failed for want of a connection rather than by the server's answer: no
 * answer at all, or a gateway's error page instead of our API's `{ code, message }`.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'NETWORK_ERROR') return true;
  return error.code === 'HTTP_ERROR' && error.status >= 502 && error.status <= 504;
}

/** The reason to show for a failed request. */
export function failureOf(error: unknown): ProposalFailure {
  if (!(error instanceof ApiError)) return 'processing';
  if (error.code === 'AI_UNPARSABLE' || error.code === 'INVALID_RESPONSE') return 'unparsable';
  if (error.code === 'RATE_LIMITED' || error.status === 429) return 'rateLimited';
  return 'processing';
}

/** True while the browser reports no network at all. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Proposes tasks for a brain dump: the server online, the device's engine without a connection. */
export async function proposeTasks(text: string, context: ProposalContext): Promise<Proposal> {
  if (isOffline()) return { tasks: await proposeOnDevice(text, context), source: 'device' };
  try {
    const answer = await apiFetch(THOUGHTS_TO_TASKS_PATH, thoughtsToTasksResponseSchema, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text, language: context.language, timeZone: context.timeZone }),
    });
    return { tasks: answer.tasks, source: 'server' };
  } catch (error) {
    if (isConnectionFailure(error)) return { tasks: await proposeOnDevice(text, context), source: 'device' };
    throw new ProposalError(failureOf(error), error);
  }
}
