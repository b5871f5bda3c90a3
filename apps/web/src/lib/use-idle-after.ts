import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true and the browser then had an idle moment (at most 2 s later; 200 ms
 * where there is no `requestIdleCallback`): what /app loads after its first content, so the first
 * load stays within its budget.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, [ready, idle]);
  return idle;
}
