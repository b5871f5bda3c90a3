import {
  STRATEGY_DESCRIPTION_MAX_LENGTH,
  STRATEGY_NAME_MAX_LENGTH,
  textLimitState,
  type StrategyColor,
  type StrategyPriority,
} from '@fokus/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { Textarea } from '@/components/ui/textarea';
import type { StrategyDraft } from '../api/use-strategy-mutations';
import { ColorPicker } from '@/components/ui/color-picker';
import { StrategyPriorityPicker } from './strategy-priority-picker';

interface StrategyFormProps {
  /** The heading of the form. */
  title: string;
  initial?: StrategyDraft;
  submitLabel: string;
  /** Saves the draft; resolves true once it is saved or safely queued (the form then resets or closes). */
  onSubmit: (draft: StrategyDraft) => Promise<boolean>;
  onCancel?: () => void;
}

const EMPTY: StrategyDraft = { name: '', description: '', color: 'blue', priority: 2 };

/** Creates or edits a strategy: name, description, one of the twelve colours and a priority. */
export function StrategyForm({ title, initial = EMPTY, submitLabel, onSubmit, onCancel }: StrategyFormProps) {
  const { t } = useTranslation('strategies');
  const nameId = useId();
  const descriptionId = useId();
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [color, setColor] = useState<StrategyColor>(initial.color);
  const [priority, setPriority] = useState<StrategyPriority>(initial.priority);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameLimit = textLimitState(name, STRATEGY_NAME_MAX_LENGTH);
  const descriptionLimit = textLimitState(description, STRATEGY_DESCRIPTION_MAX_LENGTH);
  const nameEmpty = name.trim() === '';
  const nameProblem = tried && nameEmpty ? t('form.nameEmpty') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || nameEmpty || nameLimit.isOver || descriptionLimit.isOver) return;
    setBusy(true);
    const saved = await onSubmit({ name, description, color, priority });
    setBusy(false);
    if (saved && onCancel === undefined) {
      setName('');
      setDescription('');
      setTried(false);
    }
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
      className="grid gap-3"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={nameId}>{t('form.name')}</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('form.namePlaceholder')}
          autoComplete="off"
          // Editing opens with the name in focus, so Escape cancels straight away.
          autoFocus={onCancel !== undefined}
          aria-invalid={nameProblem !== null || nameLimit.isOver}
          aria-describedby={
            [
              nameProblem ? `${nameId}-problem` : undefined,
              textLimitDescribedBy(`${nameId}-limit`, nameLimit),
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
        {nameProblem && (
          <p id={`${nameId}-problem`} role="alert" className="text-sm text-destructive">
            {nameProblem}
          </p>
        )}
        <TextLimitNote id={`${nameId}-limit`} state={nameLimit} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={descriptionId}>{t('form.description')}</Label>
        <Textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={t('form.descriptionPlaceholder')}
          rows={2}
          aria-invalid={descriptionLimit.isOver}
          aria-describedby={textLimitDescribedBy(`${descriptionId}-limit`, descriptionLimit)}
        />
        <TextLimitNote id={`${descriptionId}-limit`} state={descriptionLimit} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <StrategyPriorityPicker value={priority} onChange={setPriority} />
        <ColorPicker value={color} onChange={setColor} label={t('form.color')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
