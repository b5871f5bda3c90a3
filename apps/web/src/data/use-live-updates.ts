/**
 * The live-update stream for a signed-in screen tree (`/app`, `/task-manager-test`), while mounted.
 * Its code (`live-updates.ts`) loads after the first render: the stream resumes from the version the
 * caches reflect, so nothing announced meanwhile is missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Subscribes to the server's change stream while mounted. */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./live-updates').then(({ startLiveUpdates }) => {
      if (!stopped) stop = startLiveUpdates(queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, queryClient]);
}
