/**
 * Where /app composes the Pomodoro feature with the task feature (features do not import each
 * other): the panel with the open tasks to bind, the focus mode with the task's micro-steps and
 * their mutation, and the task detail's "Start Pomodoro" and "Focus" actions. The parts with texts
 * load on demand; the timer itself (`PomodoroProvider`) is light and always there, so a phase that
 * ends is credited even while the panel is hidden.
 */
import { isIdea, isUnfinished, type Task } from '@fokus/core';
import { Maximize2, Timer } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
// Deep import: the timer's context only, not the feature's components.
import { usePomodoroControlsOrNull } from '@/features/pomodoro/timer/pomodoro-context';
import { useMicroTasks, type TaskMutations } from '@/features/tasks';
import { lazyComponent } from '@/lib/lazy';

const PomodoroPanel = lazyComponent(
  () => import('@/features/pomodoro/components/pomodoro-panel'),
  (m) => m.PomodoroPanel,
);
const FocusMode = lazyComponent(
  () => import('@/features/pomodoro/components/focus-mode'),
  (m) => m.FocusMode,
);

/** Tasks the timer can count for: not ideas, and still asking for work (not completed, not cancelled). */
export function openTaskOptions(tasks: readonly Task[]): { id: string; title: string }[] {
  return tasks
    .filter((task) => !isIdea(task) && isUnfinished(task))
    .map((task) => ({ id: task.id, title: task.title }));
}

interface PomodoroPanelSlotProps {
  tasks: readonly Task[];
  onHide: () => void;
  onFocus: (taskId: string | null) => void;
}

/** The `pomodoro` optional panel. */
export function PomodoroPanelSlot({ tasks, onHide, onFocus }: PomodoroPanelSlotProps) {
  const { t } = useTranslation('tasks');
  const loading = (
    <section
      aria-label={t('panels.pomodoro')}
      className="flex items-center gap-2 rounded-xl border p-3 text-sm sm:col-span-2"
    >
      <Spinner className="size-4" />
      {t('panels.pomodoro')}
    </section>
  );
  if (usePomodoroControlsOrNull() === null) return loading;
  return (
    <Suspense fallback={loading}>
      <PomodoroPanel tasks={openTaskOptions(tasks)} onHide={onHide} onFocus={onFocus} />
    </Suspense>
  );
}

interface FocusModeViewProps {
  task: Task | undefined;
  mutations: TaskMutations;
  onClose: () => void;
}

/** The focus mode on one task (or on the timer alone when it has none). */
export function FocusModeView({ task, mutations, onClose }: FocusModeViewProps) {
  const steps = useMicroTasks(task?.id);
  if (usePomodoroControlsOrNull() === null) return null;
  return (
    <Suspense fallback={null}>
      <FocusMode
        task={task ? { id: task.id, title: task.title } : null}
        steps={
          task
            ? {
                items: steps.data,
                isLoading: steps.isPending,
                isError: steps.isError,
                onRetry: () => void steps.refetch(),
                onToggle: (microId, completed) =>
                  void mutations.updateMicroTask(task.id, microId, { completed }),
              }
            : null
        }
        onClose={onClose}
      />
    </Suspense>
  );
}

/** The task detail's Pomodoro actions: start the timer on this task, or open the focus mode on it. */
export function PomodoroTaskActions({
  taskId,
  onFocus,
}: {
  taskId: string;
  onFocus: (taskId: string) => void;
}) {
  const { t } = useTranslation('pomodoro');
  const controls = usePomodoroControlsOrNull();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={controls === null}
        onClick={() => controls?.startFor(taskId)}
      >
        <Timer aria-hidden="true" />
        {t('actions.start')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => onFocus(taskId)}>
        <Maximize2 aria-hidden="true" />
        {t('actions.focus')}
      </Button>
    </>
  );
}
