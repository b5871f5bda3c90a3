import { pomodoroSessionListResponseSchema, type PomodoroSessionRow } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { pomodoroSessionKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/pomodoro-sessions`: the person's finished intervals, newest first. */
export function getPomodoroSessions(signal?: AbortSignal): Promise<PomodoroSessionRow[]> {
  return apiFetch('/api/pomodoro-sessions', pomodoroSessionListResponseSchema, { signal });
}

/** The finished intervals, with queued ones shown. */
export function usePomodoroSessions() {
  return useQuery({
    queryKey: pomodoroSessionKeys.all,
    queryFn: async ({ signal }) => {
      const { value, queue, author } = await readWithPending(() => getPomodoroSessions(signal));
      return queue.length === 0 ? value : kinds().pomodoro_sessions.overlay.list(value, queue, author.id);
    },
  });
}
