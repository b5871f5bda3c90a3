import {
  autoAssignStrategies,
  strategyAssignmentCandidates,
  withKnownStrategies,
  type Strategy,
  type StrategyAssignment,
  type Task,
} from '@fokus/core';
import { Check, Wand2, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { COLOR_DOTS } from '@/components/ui/colors';

interface AutoAssignPanelProps {
  strategies: readonly Strategy[];
  tasks: readonly Task[];
  /** Gives the task the strategy (through the operation queue); resolves true once accepted. */
  onAssign: (taskId: string, strategyId: string) => Promise<boolean>;
}

/** What the last run found: proposals to handle, or why there are none. */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'noStrategies' | 'noCandidates' | 'noMatch' }
  | { kind: 'proposals'; proposals: StrategyAssignment[]; accepted: number };

/**
 * Auto-assignment (spec §5): core's scoring proposes a strategy for each unassigned, not completed
 * task (or the tasks named in quotes); each proposal is accepted or dismissed, one by one or all at
 * once. Nothing changes until a proposal is accepted.
 */
export function AutoAssignPanel({ strategies, tasks, onAssign }: AutoAssignPanelProps) {
  const { t } = useTranslation('strategies');
  const titleId = useId();
  const onlyId = useId();
  const [only, setOnly] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const tasksById = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const strategiesById = useMemo(() => new Map(strategies.map((s) => [s.id, s])), [strategies]);

  const run = () => {
    if (strategies.length === 0) return setOutcome({ kind: 'noStrategies' });
    const known = withKnownStrategies(tasks, new Set(strategiesById.keys()));
    if (strategyAssignmentCandidates(known, only).length === 0) return setOutcome({ kind: 'noCandidates' });
    const proposals = autoAssignStrategies(known, strategies, only);
    setOutcome(proposals.length === 0 ? { kind: 'noMatch' } : { kind: 'proposals', proposals, accepted: 0 });
  };

  const handled = (taskIds: ReadonlySet<string>, accepted: number) =>
    setOutcome((current) =>
      current.kind === 'proposals'
        ? {
            kind: 'proposals',
            proposals: current.proposals.filter((proposal) => !taskIds.has(proposal.taskId)),
            accepted: current.accepted + accepted,
          }
        : current,
    );

  const accept = async (list: readonly StrategyAssignment[]) => {
    setBusy(true);
    const done = new Set<string>();
    for (const proposal of list)
      if (await onAssign(proposal.taskId, proposal.strategyId)) done.add(proposal.taskId);
    setBusy(false);
    handled(done, done.size);
  };

  const proposals = outcome.kind === 'proposals' ? outcome.proposals : [];
  const message =
    outcome.kind === 'noStrategies' || outcome.kind === 'noCandidates' || outcome.kind === 'noMatch'
      ? t(`assign.${outcome.kind}`)
      : outcome.kind === 'proposals' && proposals.length === 0
        ? [
            outcome.accepted > 0 ? t('assign.accepted', { count: outcome.accepted }) : null,
            t('assign.allHandled'),
          ]
            .filter(Boolean)
            .join('. ')
        : null;

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <h2 id={titleId} className="text-base font-semibold">
        {t('assign.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('assign.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <div className="grid min-w-0 flex-1 basis-60 gap-1">
          <Label htmlFor={onlyId}>{t('assign.only')}</Label>
          <Input
            id={onlyId}
            value={only}
            onChange={(event) => setOnly(event.target.value)}
            placeholder={t('assign.onlyPlaceholder')}
            autoComplete="off"
          />
        </div>
        <Button type="submit">
          <Wand2 aria-hidden="true" />
          {t('assign.run')}
        </Button>
      </form>
      <p role="status" className={cn('text-sm', message === null && 'sr-only')}>
        {message}
      </p>
      {proposals.length > 0 && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium">{t('assign.proposals')}</h3>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => void accept(proposals)}>
                {t('assign.acceptAll')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => handled(new Set(proposals.map((proposal) => proposal.taskId)), 0)}
              >
                {t('assign.dismissAll')}
              </Button>
            </div>
          </div>
          <ul className="divide-y rounded-lg border">
            {proposals.map((proposal) => {
              const task = tasksById.get(proposal.taskId);
              const strategy = strategiesById.get(proposal.strategyId);
              if (!task || !strategy) return null;
              const names = { task: task.title, strategy: strategy.name };
              return (
                <li key={proposal.taskId} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <span className="min-w-0 flex-1 basis-48 text-sm break-words">
                    <span
                      aria-hidden="true"
                      className={cn('mr-2 inline-block size-2.5 rounded-full', COLOR_DOTS[strategy.color])}
                    />
                    {t('assign.proposal', names)}
                  </span>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('assign.acceptOne', names)}
                      onClick={() => void accept([proposal])}
                    >
                      <Check aria-hidden="true" />
                      {t('assign.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={t('assign.dismissOne', names)}
                      onClick={() => handled(new Set([proposal.taskId]), 0)}
                    >
                      <X aria-hidden="true" />
                      {t('assign.dismiss')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
