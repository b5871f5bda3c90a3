/**
 * Runs one change the way every change of the app runs: as an operation, applied to the query cache at
 * once (optimistic), sent through its REST route, rolled back with the spec's toast if it fails.
 */
import {
  errorMessage as coreErrorText,
  isErrorCode,
  type ErrorCode,
  type Language,
  type PendingOperation,
} from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { toOperation, type Change } from './operation';
import { sendOperation } from './transport';

/** Undoes an optimistic cache edit. */
export type Rollback = () => void;

/**
 * Codes whose own text is the message the user must see (spec §5/§8: the empty-title and MVD-limit
 * texts, the signed-out text); any other failure shows the change's own toast.
 */
const CODES_SHOWN_AS_IS: readonly ErrorCode[] = ['TASK_TITLE_EMPTY', 'MVD_LIMIT_EXCEEDED', 'UNAUTHENTICATED'];

export interface ExecuteOptions<TResult> {
  /** Edits the cache as if the change had succeeded; returns how to undo it. */
  optimistic?: (queryClient: QueryClient) => Rollback | Promise<Rollback>;
  /** Folds the server's answer into the cache (e.g. the server-computed times of a status change). */
  onSuccess?: (result: TResult, queryClient: QueryClient) => void;
  /** Queries to refetch after the call settles, so the cache ends as the server has it. */
  invalidate?: readonly QueryKey[];
  /** The toast for a failure (already translated), e.g. 'Ошибка обновления задачи'. */
  errorMessage: string;
  /** Texts of the codes shown as is, in the interface language. */
  language: Language;
  /** Title of error toasts ('Ошибка' / 'Error'). */
  errorTitle: string;
}

/** The message for a failed operation: a rule's own text where the spec says so, else the change's toast. */
export function failureMessage(error: unknown, fallback: string, language: Language): string {
  if (error instanceof ApiError && isErrorCode(error.code) && CODES_SHOWN_AS_IS.includes(error.code))
    return coreErrorText(error.code, language);
  return fallback;
}

/**
 * Executes a change. Resolves with the server's answer; on failure rolls back, shows one error toast
 * and rejects with the error (callers that only fire and forget may ignore it).
 */
export async function executeChange<TResult = unknown>(
  queryClient: QueryClient,
  change: Change,
  options: ExecuteOptions<TResult>,
  send: (operation: PendingOperation) => Promise<unknown> = sendOperation,
): Promise<TResult> {
  const operation = toOperation(change);
  const rollback = await options.optimistic?.(queryClient);
  try {
    const result = (await send(operation)) as TResult;
    options.onSuccess?.(result, queryClient);
    return result;
  } catch (error) {
    rollback?.();
    toast.error(options.errorTitle, {
      id: 'operation-error',
      description: failureMessage(error, options.errorMessage, options.language),
    });
    throw error;
  } finally {
    for (const key of options.invalidate ?? []) void queryClient.invalidateQueries({ queryKey: key });
  }
}
