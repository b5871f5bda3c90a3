import { STRATEGY_PRIORITY_WORDS, strategyProgress, type Strategy, type Task } from '@fokus/core';
import { CheckCircle2, Circle, Pencil, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { StrategyMutations } from '../api/use-strategy-mutations';
import { COLOR_DOTS } from '@/components/ui/colors';
import { StrategyForm } from './strategy-form';
import { formatTimeSpent } from './time-spent';

interface StrategyCardProps {
  strategy: Strategy;
  /** Every task of the person (the card picks its own). */
  tasks: readonly Task[];
  mutations: StrategyMutations;
  onDelete: () => void;
}

/** One strategy: colour, name, priority, description, progress (done / all, time spent) and its tasks. */
export function StrategyCard({ strategy, tasks, mutations, onDelete }: StrategyCardProps) {
  const { t } = useTranslation('strategies');
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const own = useMemo(() => tasks.filter((task) => task.strategyId === strategy.id), [tasks, strategy.id]);
  const progress = strategyProgress(own, strategy.id);
  const priorityWord = t(`priority.${STRATEGY_PRIORITY_WORDS[strategy.priority]}`);

  if (editing)
    return (
      <li className="rounded-lg border p-4">
        <StrategyForm
          title={t('form.editTitle', { name: strategy.name })}
          initial={{
            name: strategy.name,
            description: strategy.description ?? '',
            color: strategy.color,
            priority: strategy.priority,
          }}
          submitLabel={t('form.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            const description = draft.description.trim();
            const saved = await mutations.updateStrategy(strategy.id, {
              name: draft.name.trim(),
              description: description === '' ? null : description,
              color: draft.color,
              priority: draft.priority,
            });
            if (saved) setEditing(false);
            return saved;
          }}
        />
      </li>
    );

  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-3 shrink-0 rounded-full', COLOR_DOTS[strategy.color])}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="font-semibold break-words">
            {strategy.name}
          </h3>
          <p className="text-xs text-muted-foreground">{t('priority.label', { value: priorityWord })}</p>
          {strategy.description && (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {strategy.description}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('card.edit', { name: strategy.name })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('card.delete', { name: strategy.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="grid gap-1">
        <div className="flex flex-wrap justify-between gap-x-4 text-sm">
          <span>{t('card.progress', { done: progress.done, total: progress.total })}</span>
          <span className="text-muted-foreground">
            {t('card.timeSpent', { time: formatTimeSpent(progress.timeSpent, t) })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('card.progressLabel', { name: strategy.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={t('card.progress', { done: progress.done, total: progress.total })}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full', COLOR_DOTS[strategy.color])}
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>
      {own.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('card.noTasks')}</p>
      ) : (
        <ul aria-label={t('card.tasksLabel', { name: strategy.name })} className="grid gap-1 text-sm">
          {own.map((task) => {
            const done = task.status === 'completed';
            return (
              <li key={task.id} className="flex items-start gap-2">
                {done ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <span className={cn('min-w-0 break-words', done && 'text-muted-foreground line-through')}>
                  {task.title}
                  {done && <span className="sr-only"> ({t('card.done')})</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
