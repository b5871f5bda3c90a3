import {
  MICRO_TASK_HINT_MINUTES,
  TEXT_LIMITS,
  microTaskProgress,
  sortMicroTasks,
  textLimitState,
  type MicroTask,
} from '@fokus/core';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';

export type MicroTaskItem = Pick<MicroTask, 'id' | 'title' | 'completed' | 'order'>;

export interface MicroTaskListProps {
  items: readonly MicroTaskItem[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** A promise resolving to `false` or `null` (a refusal) keeps the typed title in the field. */
  onAdd: (title: string) => Promise<unknown> | void;
  onToggle: (id: string, completed: boolean) => void;
  /** A promise resolving to `false` or `null` (a refusal) keeps the title being edited open. */
  onRename: (id: string, title: string) => Promise<unknown> | void;
  /** Receives every id of the list in the new order. */
  onReorder: (ids: string[]) => void;
  onDelete: (id: string) => void;
}

/** True for the answers the task mutations give when a change was refused. */
const isRefusal = (result: unknown) => result === false || result === null;

function MicroTaskRow({
  item,
  isFirst,
  isLast,
  onToggle,
  onRename,
  onMove,
  onDelete,
}: {
  item: MicroTaskItem;
  isFirst: boolean;
  isLast: boolean;
  onToggle: (completed: boolean) => void;
  onRename: (title: string) => Promise<unknown> | void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('taskDetail');
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(item.title);
  const [isEmpty, setIsEmpty] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = useId();
  const limitId = useId();
  const limit = textLimitState(draft, TEXT_LIMITS.microTaskTitle);
  const names = { title: item.title };

  const stopEditing = () => {
    setIsEditing(false);
    setIsEmpty(false);
    // Back to the rename button, so keyboard users stay where they were.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === '') {
      setIsEmpty(true);
      return;
    }
    // The note under the field says why; the text stays.
    if (limit.isOver) return;
    // Stays open with the typed title when the rename is refused.
    if (trimmed !== item.title && isRefusal(await onRename(trimmed))) return;
    stopEditing();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(item.title);
      stopEditing();
    }
  };

  return (
    <li className="flex items-center gap-2 py-1.5">
      <Checkbox
        checked={item.completed}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={t('microTasks.check', names)}
      />
      {isEditing ? (
        <form
          className="flex min-w-0 flex-1 flex-wrap items-center gap-1"
          onSubmit={(event) => void save(event)}
          noValidate
        >
          <label htmlFor={inputId} className="sr-only">
            {t('microTasks.renameLabel')}
          </label>
          <Input
            id={inputId}
            value={draft}
            autoFocus
            className="h-9 min-w-0 flex-1"
            aria-invalid={isEmpty || limit.isOver || undefined}
            aria-describedby={
              [isEmpty ? errorId : undefined, textLimitDescribedBy(limitId, limit)]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" size="sm">
            {t('microTasks.save')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(item.title);
              stopEditing();
            }}
          >
            {t('microTasks.cancel')}
          </Button>
          {isEmpty && (
            <p id={errorId} role="alert" className="w-full text-sm text-destructive">
              {t('microTasks.titleEmpty')}
            </p>
          )}
          <TextLimitNote id={limitId} state={limit} className="w-full" />
        </form>
      ) : (
        <span
          className={
            item.completed
              ? 'min-w-0 flex-1 break-words text-sm text-muted-foreground line-through'
              : 'min-w-0 flex-1 break-words text-sm'
          }
        >
          {item.title}
        </span>
      )}
      {!isEditing && (
        <div className="flex shrink-0 items-center">
          <Button
            ref={renameButton}
            variant="ghost"
            size="icon-sm"
            aria-label={t('microTasks.rename', names)}
            onClick={() => {
              setDraft(item.title);
              setIsEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('microTasks.moveUp', names)}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('microTasks.moveDown', names)}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-destructive hover:text-destructive"
            aria-label={t('microTasks.delete', names)}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Micro-tasks (the Swiss cheese method): small steps with the 5–10 minute hint, checked, renamed,
 * reordered with up/down buttons (keyboard-friendly, no drag needed) and deleted.
 */
export function MicroTaskList({
  items,
  isLoading = false,
  isError = false,
  onRetry,
  onAdd,
  onToggle,
  onRename,
  onReorder,
  onDelete,
}: MicroTaskListProps) {
  const { t } = useTranslation('taskDetail');
  const [title, setTitle] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const inputId = useId();
  const limitId = useId();
  const limit = textLimitState(title, TEXT_LIMITS.microTaskTitle);
  const sorted = sortMicroTasks(items ?? []);
  const progress = microTaskProgress(sorted);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '' || limit.isOver || isAdding) return;
    const submitted = title;
    setIsAdding(true);
    try {
      // Cleared only when accepted, and only if nothing new was typed meanwhile.
      if (!isRefusal(await onAdd(trimmed))) setTitle((current) => (current === submitted ? '' : current));
    } finally {
      setIsAdding(false);
    }
  };

  const move = (index: number, direction: -1 | 1) => {
    const ids = sorted.map((item) => item.id);
    const target = index + direction;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    onReorder(ids);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {t('microTasks.heading')}
        </h3>
        {progress.total > 0 && (
          <span className="text-xs text-muted-foreground">
            {t('microTasks.progress', { completed: progress.completed, total: progress.total })}
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('microTasks.hint', MICRO_TASK_HINT_MINUTES)}
      </p>
      {isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t('microTasks.loading')}
        </p>
      ) : isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          {t('microTasks.error')}
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('microTasks.retry')}
            </Button>
          )}
        </div>
      ) : sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('microTasks.empty')}</p>
      ) : (
        <ul className="divide-y">
          {sorted.map((item, index) => (
            <MicroTaskRow
              key={item.id}
              item={item}
              isFirst={index === 0}
              isLast={index === sorted.length - 1}
              onToggle={(completed) => onToggle(item.id, completed)}
              onRename={(next) => onRename(item.id, next)}
              onMove={(direction) => move(index, direction)}
              onDelete={() => onDelete(item.id)}
            />
          ))}
        </ul>
      )}
      <form className="grid gap-1" onSubmit={(event) => void add(event)} noValidate>
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('microTasks.newLabel')}
          </label>
          <Input
            id={inputId}
            value={title}
            placeholder={t('microTasks.newPlaceholder')}
            aria-invalid={limit.isOver || undefined}
            aria-describedby={[hintId, textLimitDescribedBy(limitId, limit)].filter(Boolean).join(' ')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={title.trim() === '' || limit.isOver || isError}>
            <Plus aria-hidden="true" />
            {t('microTasks.add')}
          </Button>
        </div>
        <TextLimitNote id={limitId} state={limit} />
      </form>
    </section>
  );
}
