import { MVD_MAX_TASKS, moveMvdTask, type Task } from '@fokus/core';
import { ArrowDown, ArrowUp, Check, Play, Plus, X } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import { lazyComponent, preloadable, useLoaded } from '@/lib/lazy';
import { cn } from '@/lib/utils';

/** Dragging with a pointer (dnd-kit), loaded once the list has two tasks to order. */
const dragLibrary = preloadable(() => import('./today-drag'));

/** The picker of open tasks, loaded when first opened. */
const TodayPicker = lazyComponent(
  () => import('./today-picker'),
  (m) => m.TodayPicker,
);

/** What the panel does with the day's key tasks; the screen wires each to the task mutations. */
export interface TodayActions {
  /** Puts a task on today's list (a 4th is refused by the mutation, with the spec's toast). */
  onPick: (taskId: string) => void;
  onToggleDone: (taskId: string, done: boolean) => void;
  /** Starts work on the task (the screen decides what starting means: in progress, a timer …). */
  onStart: (taskId: string) => void;
  onRemove: (taskId: string) => void;
  /** The list's task ids in a new order. */
  onReorder: (taskIds: string[]) => void;
}

interface TodayPanelProps extends TodayActions {
  state: 'pending' | 'error' | 'ready';
  onRetry: () => void;
  /** Today's key tasks, in list order. */
  tasks: readonly Task[];
  /** Open tasks not on the list, offered by the picker. */
  candidates: readonly Task[];
  /** Shown in the evening: opens the end-of-day step for today. */
  onCloseDay?: () => void;
}

/**
 * The "Today" panel of /app (issue 18): the ≤ 3 key tasks of the day in order, each with a done
 * toggle, Start, move up / move down (keyboard reordering; the order is announced) and remove, and a
 * small picker of open tasks. Always at the top of the list, compact, never red.
 */
export function TodayPanel(props: TodayPanelProps) {
  const { state, onRetry, tasks, candidates, onPick, onCloseDay } = props;
  const { t } = useTranslation('today');
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const pickerId = useId();

  const move = (task: Task, delta: number) => {
    const ids = tasks.map((item) => item.id);
    const next = moveMvdTask(ids, task.id, delta);
    if (next.join() === ids.join()) return;
    props.onReorder(next);
    setAnnouncement(t('panel.order', { title: task.title, position: next.indexOf(task.id) + 1 }));
  };

  const drag = useLoaded(dragLibrary, state === 'ready' && tasks.length > 1);
  const Row = drag ? drag.DragRow : PlainRow;

  let body;
  if (state === 'pending') body = <LoadingNote>{t('panel.loading')}</LoadingNote>;
  else if (state === 'error')
    body = (
      <LoadFailed retryLabel={t('panel.retry')} onRetry={onRetry}>
        {t('panel.loadError')}
      </LoadFailed>
    );
  else if (tasks.length === 0) body = <p className="text-sm text-muted-foreground">{t('panel.empty')}</p>;
  else {
    const list = (
      <ol className="grid grid-cols-1 gap-1">
        {tasks.map((task, index) => (
          <Row key={task.id} id={task.id} className={ROW}>
            <TodayRow
              task={task}
              first={index === 0}
              last={index === tasks.length - 1}
              onMove={(delta) => move(task, delta)}
              onToggleDone={props.onToggleDone}
              onStart={props.onStart}
              onRemove={props.onRemove}
            />
          </Row>
        ))}
      </ol>
    );
    body = drag ? (
      <drag.DragLayer ids={tasks.map((task) => task.id)} onReorder={props.onReorder}>
        {list}
      </drag.DragLayer>
    ) : (
      list
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 gap-2 rounded-xl border bg-card p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t('panel.title')}
        </h2>
        <span className="text-xs text-muted-foreground">
          {t('panel.count', { count: tasks.length, max: MVD_MAX_TASKS })}
        </span>
        <span className="sr-only">{t('panel.description')}</span>
        <div className="ml-auto flex gap-1">
          {onCloseDay && (
            <Button variant="ghost" size="sm" onClick={onCloseDay}>
              {t('panel.closeDay')}
            </Button>
          )}
          {state === 'ready' && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => setPicking((open) => !open)}
            >
              <Plus aria-hidden="true" />
              {t('panel.pick')}
            </Button>
          )}
        </div>
      </div>
      {body}
      {picking && state === 'ready' && (
        <Suspense fallback={<LoadingNote>{t('panel.loading')}</LoadingNote>}>
          <TodayPicker
            id={pickerId}
            candidates={candidates}
            onPick={onPick}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

const ROW = 'flex min-h-11 min-w-0 items-center gap-0.5 rounded-lg hover:bg-accent/50 sm:gap-1 sm:px-1';

/** A row before the drag layer has loaded (or with a single task): the same row, no grip. */
function PlainRow({ className, children }: { id: string; className: string; children: ReactNode }) {
  return <li className={className}>{children}</li>;
}

interface TodayRowProps extends Pick<TodayActions, 'onToggleDone' | 'onStart' | 'onRemove'> {
  task: Task;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
}

const ICON_BUTTON =
  'flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/** One key task's controls: done, title, Start, move up / down (kept focusable at the ends), remove. */
function TodayRow({ task, first, last, onMove, onToggleDone, onStart, onRemove }: TodayRowProps) {
  const { t } = useTranslation('today');
  const title = task.title;
  const done = task.status === 'completed';
  const inProgress = task.status === 'inProgress';
  return (
    <>
      <button
        type="button"
        aria-label={t(done ? 'panel.reopen' : 'panel.done', { title })}
        aria-pressed={done}
        onClick={() => onToggleDone(task.id, !done)}
        className="flex size-9 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span
          className={cn(
            'flex size-5 items-center justify-center rounded-full border-2',
            done ? 'border-green-600 bg-green-600 text-white' : 'border-muted-foreground',
          )}
        >
          {done && <Check aria-hidden="true" className="size-3.5" />}
        </span>
      </button>
      <span
        data-task-title
        className={cn('min-w-0 flex-1 truncate text-sm', done && 'text-muted-foreground line-through')}
      >
        {title}
      </span>
      {!done && !inProgress && (
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2"
          aria-label={t('panel.startLabel', { title })}
          onClick={() => onStart(task.id)}
        >
          <Play aria-hidden="true" />
          <span className="max-sm:sr-only">{t('panel.start')}</span>
        </Button>
      )}
      <button
        type="button"
        aria-label={t('panel.moveUp', { title })}
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(-1)}
        className={ICON_BUTTON}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('panel.moveDown', { title })}
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(1)}
        className={ICON_BUTTON}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('panel.remove', { title })}
        onClick={() => onRemove(task.id)}
        className={ICON_BUTTON}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
