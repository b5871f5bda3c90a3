import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter of a link to one task: `/app?task=<id>` (a calendar event's link, a reminder's). */
export const TASK_PARAM = 'task';

/**
 * Opens the task a link names (`/app?task=<id>`) once, then takes the parameter out of the address
 * (replacing the history entry), so a reload or closing the detail does not open it again.
 */
export function useTaskParam(openTask: (taskId: string) => void): void {
  const [params, setParams] = useSearchParams();
  const taskId = params.get(TASK_PARAM);
  useEffect(() => {
    if (taskId === null) return;
    openTask(taskId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TASK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [taskId, openTask, setParams]);
}
