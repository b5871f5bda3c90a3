import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter a reminder's link names its task with (`/app?task=<id>`). */
export const TASK_URL_PARAM = 'task';

/**
 * The task `/app?task=<id>` was opened with (a reminder's notification or e-mail), read once; the
 * parameter then leaves the address, so a reload or a shared address does not reopen it.
 */
export function useTaskFromUrl(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [taskId] = useState(() => searchParams.get(TASK_URL_PARAM) || null);
  const present = searchParams.has(TASK_URL_PARAM);
  useEffect(() => {
    if (!present) return;
    setSearchParams(
      (params) => {
        params.delete(TASK_URL_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [present, setSearchParams]);
  return taskId;
}
