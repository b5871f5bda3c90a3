import { MICRO_TASK_HINT_MINUTES, microTaskProgress, sortMicroTasks, type MicroTask } from '@fokus/core';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export type MicroTaskItem = Pick<MicroTask, 'id' | 'title' | 'completed' | 'order'>;

export interface MicroTaskListProps {
  items: readonly MicroTaskItem[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  onAdd: (title: string) => void;
  onToggle: (id: string, completed: boolean) => void;
  onRename: (id: string, title: string) => void;
  /** Receives every id of the list in the new order. */
  onReorder: (ids: string[]) => void;
  onDelete: (id: string) => void;
}

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
  onRename: (title: string) => void;
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
  const names = { title: item.title };

  const stopEditing = () => {
    setIsEditing(false);
    setIsEmpty(false);
    // Back to the rename button, so keyboard users stay where they were.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === '') {
      setIsEmpty(true);
      return;
    }
    if (trimmed !== item.title) onRename(trimmed);
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
        <form className="flex min-w-0 flex-1 flex-wrap items-center gap-1" onSubmit={save} noValidate>
          <label htmlFor={inputId} className="sr-only">
            {t('microTasks.renameLabel')}
          </label>
          <Input
            id={inputId}
            value={draft}
            autoFocus
            className="h-9 min-w-0 flex-1"
            aria-invalid={isEmpty || undefined}
            aria-describedby={isEmpty ? errorId : undefined}
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
  const headingId = useId();
  const hintId = useId();
  const inputId = useId();
  const sorted = sortMicroTasks(items ?? []);
  const progress = microTaskProgress(sorted);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return;
    onAdd(trimmed);
    setTitle('');
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
      <form className="flex gap-2" onSubmit={add} noValidate>
        <label htmlFor={inputId} className="sr-only">
          {t('microTasks.newLabel')}
        </label>
        <Input
          id={inputId}
          value={title}
          placeholder={t('microTasks.newPlaceholder')}
          aria-describedby={hintId}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={title.trim() === '' || isError}>
          <Plus aria-hidden="true" />
          {t('microTasks.add')}
        </Button>
      </form>
    </section>
  );
}
