import {
  TEXT_LIMITS,
  isTaskTitleValid,
  textLimitState,
  taskCounts,
  toDisplayStatus,
  type Task,
  type TaskStatus,
  type TaskType,
} from '@fokus/core';
import { Check, Lightbulb, Play, Plus, RotateCcw, Square, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge, statusTone } from '@/features/status-pickers';
import { transitionButtons, type TransitionAction } from '@/features/task-manager-test';
import { useLiveUpdates } from '@/data/use-live-updates';
import { useTaskMutations, useTasks } from '@/features/tasks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

const ACTION_ICONS: Readonly<Record<TransitionAction, LucideIcon>> = {
  start: Play,
  finish: Check,
  stop: Square,
  resume: RotateCcw,
};

/** The four counts of spec §2, with the colour dot of the status each one counts. */
const COUNTS = [
  { key: 'all', status: null },
  { key: 'waiting', status: 'waiting' },
  { key: 'inProgress', status: 'inProgress' },
  { key: 'completed', status: 'completed' },
] as const satisfies readonly { key: string; status: TaskStatus | null }[];

function Counts({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation('taskManagerTest');
  const counts = taskCounts(tasks);
  return (
    <dl aria-label={t('counts.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTS.map(({ key, status }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card px-4 py-3">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            {status && (
              <span aria-hidden="true" className={cn('size-2 rounded-full', statusTone(status).dot)} />
            )}
            {t(`counts.${key}`)}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums" data-count={key}>
            {counts[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface TaskRowProps {
  task: Task;
  updating: boolean;
  onChangeStatus: (task: Task, status: TaskStatus) => void;
  onDelete: (task: Task) => void;
  focusAfterDelete: () => void;
}

/** One task: title (struck through when completed), status and idea badges, its status buttons and delete. */
function TaskRow({ task, updating, onChangeStatus, onDelete, focusAfterDelete }: TaskRowProps) {
  const { t } = useTranslation('taskManagerTest');
  const titleId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  // The clicked button is replaced by the new status's buttons, so focus follows to the first of them
  // once the row shows the status asked for, instead of falling back to the page.
  const refocusAt = useRef<TaskStatus | null>(null);
  const status = toDisplayStatus(task.status);
  const completed = status === 'completed';

  useEffect(() => {
    if (refocusAt.current !== status) return;
    refocusAt.current = null;
    actionsRef.current?.querySelector('button')?.focus();
  }, [status]);

  return (
    <li
      aria-busy={updating || undefined}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p
          id={titleId}
          className={cn(
            'font-medium break-words',
            completed && 'text-muted-foreground line-through decoration-muted-foreground/70',
          )}
        >
          {task.title}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <StatusBadge status={task.status} />
          {task.type === 'idea' && (
            <span className="inline-flex items-center rounded-full border border-yellow-300 bg-yellow-50 px-2 py-0.5 text-xs font-medium text-yellow-900 dark:border-yellow-400/35 dark:bg-yellow-400/10 dark:text-yellow-100">
              {t('list.idea')}
            </span>
          )}
        </div>
      </div>
      <div ref={actionsRef} className="flex flex-wrap items-center gap-2">
        {transitionButtons(task.status).map(({ to, action }) => {
          const Icon = ACTION_ICONS[action];
          return (
            <Button
              key={action}
              size="sm"
              variant={action === 'finish' ? 'default' : 'outline'}
              aria-describedby={titleId}
              // aria-disabled, not disabled: the button keeps focus while its change is saved.
              aria-disabled={updating || undefined}
              className="aria-disabled:cursor-default aria-disabled:opacity-55"
              onClick={() => {
                if (updating) return;
                refocusAt.current = to;
                onChangeStatus(task, to);
              }}
            >
              <Icon aria-hidden="true" />
              {t(`actions.${action}`)}
            </Button>
          );
        })}
        <DeleteButton
          task={task}
          titleId={titleId}
          disabled={updating}
          onConfirm={onDelete}
          focusAfterDelete={focusAfterDelete}
        />
      </div>
    </li>
  );
}

interface DeleteButtonProps {
  task: Task;
  titleId: string;
  disabled: boolean;
  onConfirm: (task: Task) => void;
  /** Where focus goes after a confirmed delete, since the row and its button are gone. */
  focusAfterDelete: () => void;
}

/** The delete button and its confirmation (Cancel is focused first, so Enter never deletes by accident). */
function DeleteButton({ task, titleId, disabled, onConfirm, focusAfterDelete }: DeleteButtonProps) {
  const { t } = useTranslation('taskManagerTest');
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('actions.delete')}
          aria-describedby={titleId}
          title={t('actions.delete')}
          aria-disabled={disabled || undefined}
          // Cancelling the click keeps the dialog closed while the row's change is saved.
          onClick={(event) => disabled && event.preventDefault()}
          className="text-muted-foreground hover:text-destructive aria-disabled:cursor-default aria-disabled:opacity-55"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return;
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription className="break-words">
          {t('deleteDialog.description', { title: task.title })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              onConfirm(task);
            }}
          >
            {t('deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A small "working on it" badge of the header. */
function BusyBadge({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
      <Spinner className="size-3.5 text-muted-foreground" />
      {text}
    </span>
  );
}

/**
 * /task-manager-test (spec §2, protected): counts, a title input with 'Задача' and 'Идея', and every
 * task with its status, idea badge, core's test-screen status buttons and delete. Data and every change
 * go through the shared task layer (optimistic, rolled back with the spec's toast on failure).
 */
export function TaskManagerTestScreen() {
  const { t } = useTranslation('taskManagerTest');
  const { t: tCommon } = useTranslation();
  const title = tCommon('screens.taskManagerTest');
  useDocumentTitle(title);
  useLiveUpdates();

  const tasksQuery = useTasks({ view: 'all' });
  const { createTask, changeStatus, deleteTask } = useTaskMutations();
  const tasks = tasksQuery.data?.tasks;

  const inputId = useId();
  const listHeadingId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const [updatingIds, setUpdatingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState(0);
  const limitId = useId();
  const limit = textLimitState(draft, TEXT_LIMITS.taskTitle);
  const canAdd = isTaskTitleValid(draft) && !limit.isOver && !adding;

  const add = async (type: TaskType) => {
    if (!canAdd) return;
    const text = draft;
    setAdding(true);
    // Cleared at once (the task appears at once too); a failed add puts the text back if the field
    // is still empty, so nothing typed is lost.
    setDraft('');
    const created = await createTask({ title: text, type });
    setAdding(false);
    if (created === null) setDraft((current) => (current === '' ? text : current));
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add('task');
  };

  const onChangeStatus = async (task: Task, status: TaskStatus) => {
    setUpdatingIds((ids) => new Set(ids).add(task.id));
    await changeStatus(task.id, status);
    setUpdatingIds((ids) => {
      const next = new Set(ids);
      next.delete(task.id);
      return next;
    });
  };

  const onDelete = async (task: Task) => {
    setDeleting((count) => count + 1);
    await deleteTask(task.id);
    setDeleting((count) => count - 1);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      <Counts tasks={tasks ?? []} />

      <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('add.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('add.placeholder')}
            aria-invalid={limit.isOver || undefined}
            aria-describedby={[hintId, textLimitDescribedBy(limitId, limit)].filter(Boolean).join(' ')}
            autoComplete="off"
            className="sm:flex-1"
          />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="submit" disabled={!canAdd} className="h-11">
              <Plus aria-hidden="true" />
              {t('add.task')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!canAdd}
              onClick={() => void add('idea')}
              className="h-11"
            >
              <Lightbulb aria-hidden="true" />
              {t('add.idea')}
            </Button>
          </div>
        </div>
        <TextLimitNote id={limitId} state={limit} />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('add.hint')}
        </p>
      </form>

      <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
          <h2
            id={listHeadingId}
            ref={listHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight outline-none"
          >
            {t('list.label')}
          </h2>
          {/* Busy badges of spec §2; announced politely as they come and go. */}
          <div aria-live="polite" className="flex flex-wrap items-center gap-2">
            {adding && <BusyBadge text={t('busy.adding')} />}
            {updatingIds.size > 0 && <BusyBadge text={t('busy.updating')} />}
            {deleting > 0 && <BusyBadge text={t('busy.deleting')} />}
          </div>
        </div>
        {tasksQuery.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('list.loading')}
          </p>
        ) : tasksQuery.isError && !tasks ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-4">
            <p className="text-sm">{t('list.loadError')}</p>
            <Button size="sm" variant="outline" onClick={() => void tasksQuery.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : tasks && tasks.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                updating={updatingIds.has(task.id)}
                onChangeStatus={(target, status) => void onChangeStatus(target, status)}
                onDelete={(target) => void onDelete(target)}
                focusAfterDelete={() => listHeadingRef.current?.focus()}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground">
            {t('list.empty')}
          </p>
        )}
      </section>
    </div>
  );
}
