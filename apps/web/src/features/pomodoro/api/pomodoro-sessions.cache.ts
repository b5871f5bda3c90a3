/** The finished Pomodoro intervals in the query cache, overlaid with core's rules; refetched on live events. */
import type { PomodoroSessionRow } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { pomodoroSessionKeys } from '@/data/query-keys';

/** The cache adapter of the Pomodoro intervals. */
export const pomodoroSessionsCache: CacheAdapter<'pomodoro_sessions'> = {
  roots: pomodoroSessionKeys.all,
  overlay: (queryClient, key, queue, author) => {
    const sessions = queryClient.getQueryData<PomodoroSessionRow[]>(key);
    if (sessions)
      queryClient.setQueryData(key, kinds().pomodoro_sessions.overlay.list(sessions, queue, author.id));
  },
  storeAnswer: (queryClient, _change, answer) => {
    const stored = answer as PomodoroSessionRow;
    queryClient.setQueryData<PomodoroSessionRow[]>(pomodoroSessionKeys.all, (sessions) =>
      sessions?.map((item) => (item.id === stored.id ? stored : item)),
    );
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: pomodoroSessionKeys.all }),
  refusalKey: {
    createPomodoroSession: () => 'pomodoro:errors.store',
  },
};
