import {
  IRREVERSIBLE_ACTION_TYPES,
  UNSUPPORTED_ACTION_TYPES,
  assistantUrgencyToLevel,
  type ActionProblem,
  type StoredChatAction,
} from '@fokus/core';
import { Check, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** How an accept or undo ended, as the card shows it. */
export type CardOutcome = { ok: true } | { ok: false; problem: ActionProblem | 'refused' };

interface ActionCardProps {
  action: StoredChatAction;
  /** The title of the task the action names, as the lists show it, or undefined when unknown. */
  taskTitle: string | undefined;
  /** The name of the strategy the action names, or undefined when unknown. */
  strategyName: string | undefined;
  onAccept: () => Promise<CardOutcome>;
  onUndo: () => Promise<CardOutcome>;
  onDismiss: () => void;
}

/**
 * One proposed action: its kind, what it will do, the coach's reasoning and confidence. It changes
 * nothing until accepted; once applied it offers an undo in one step (a deletion, which cannot be
 * undone, asks for confirmation first and says so).
 */
export function ActionCard({
  action,
  taskTitle,
  strategyName,
  onAccept,
  onUndo,
  onDismiss,
}: ActionCardProps) {
  const { t } = useTranslation('coach');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ActionProblem | 'refused' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const irreversible = IRREVERSIBLE_ACTION_TYPES.has(action.type);
  const unsupported = UNSUPPORTED_ACTION_TYPES.has(action.type);

  const title = action.taskData?.title ?? taskTitle ?? t('action.unknownTask');
  const subject = taskTitle ?? action.taskData?.title ?? t('action.unknownTask');
  const levelWord = (level: 1 | 2 | undefined) => t(level === 2 ? 'action.level.high' : 'action.level.low');
  const what = (() => {
    switch (action.type) {
      case 'create_task':
        return t('action.what.create_task', { title });
      case 'update_task':
        return t('action.what.update_task', { title: subject });
      case 'complete_task':
        return t('action.what.complete_task', { title: subject });
      case 'delete_task':
        return t('action.what.delete_task', { title: subject });
      case 'update_importance':
        return t('action.what.update_importance', {
          title: subject,
          level: levelWord(action.taskData?.importance),
        });
      case 'update_urgency':
        return t('action.what.update_urgency', {
          title: subject,
          level: levelWord(
            action.taskData?.urgency === undefined
              ? undefined
              : assistantUrgencyToLevel(action.taskData.urgency),
          ),
        });
      case 'assign_strategy':
        return t('action.what.assign_strategy', {
          title: subject,
          strategy: strategyName ?? t('action.unknownStrategy'),
        });
      case 'create_strategy': {
        const name = action.strategyData?.name;
        return t('action.what.create_strategy', {
          name: typeof name === 'string' ? name : t('action.unknownStrategy'),
        });
      }
      case 'delegate_task':
        return t('action.what.delegate_task', { title: subject, name: action.taskData?.assigneeName ?? '' });
      case 'create_subtasks':
        return t('action.what.create_subtasks', { title: subject, count: action.subtasks?.length ?? 0 });
      case 'create_recurring_task':
        return t('action.what.create_recurring_task', { title: action.recurringTaskData?.title ?? title });
    }
  })();

  async function run(step: () => Promise<CardOutcome>) {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await step();
      if (!outcome.ok) setProblem(outcome.problem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      data-applied={action.applied}
      className="grid gap-2 rounded-lg border bg-background p-3 text-sm shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {t(`action.types.${action.type}`)}
        </span>
        {action.applied && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700 dark:text-green-400">
            <Check aria-hidden="true" className="size-3.5" />
            {t('action.applied')}
          </span>
        )}
      </div>
      <h3 id={titleId} className="font-medium break-words">
        {what}
      </h3>
      {action.subtasks && action.subtasks.length > 0 && (
        <ol className="list-decimal pl-5 text-muted-foreground">
          {action.subtasks.map((step) => (
            <li key={`${step.order}-${step.title}`}>
              {step.title}
              {step.estimatedMinutes ? ` (${step.estimatedMinutes}′)` : ''}
            </li>
          ))}
        </ol>
      )}
      {action.suggestion?.reasoning && (
        <p className="text-muted-foreground">
          {t('action.reasoning', { text: action.suggestion.reasoning })}
        </p>
      )}
      {action.suggestion && (
        <p className="text-xs text-muted-foreground">
          {t('action.confidence', { value: Math.round(action.suggestion.confidence) })}
        </p>
      )}
      {irreversible && !action.applied && (
        <p className="text-xs text-muted-foreground">{t('action.cannotUndo')}</p>
      )}
      {unsupported && <p className="text-xs text-muted-foreground">{t('action.problems.unsupported')}</p>}
      {problem !== null && (
        <p role="alert" className="text-xs text-destructive">
          {t(`action.problems.${problem}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!action.applied && !unsupported && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => (irreversible ? setConfirming(true) : void run(onAccept))}
          >
            <Check aria-hidden="true" />
            {t('action.accept')}
          </Button>
        )}
        {!action.applied && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDismiss}>
            <X aria-hidden="true" />
            {t('action.dismiss')}
          </Button>
        )}
        {action.applied && !irreversible && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(onUndo)}>
            <Undo2 aria-hidden="true" />
            {t('action.undo')}
          </Button>
        )}
        {action.applied && irreversible && (
          <p className="text-xs text-muted-foreground">{t('action.cannotUndo')}</p>
        )}
      </div>
      {irreversible && (
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogTitle>{t('action.confirmDeleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('action.confirmDeleteText', { title: subject })}
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('action.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  setConfirming(false);
                  void run(onAccept);
                }}
              >
                {t('action.confirmDelete')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </article>
  );
}
