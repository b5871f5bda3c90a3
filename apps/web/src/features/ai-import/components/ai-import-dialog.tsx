import { AI_TASK_CATEGORIES, THOUGHTS_TEXT_MAX_LENGTH, textLimitState, type Language } from '@fokus/core';
import { Mic, MicOff, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { clearPendingProposals, readPendingProposals, writePendingProposals } from '../api/pending-proposals';
import {
  ProposalError,
  deviceTimeZone,
  loadEngine,
  proposeTasks,
  type Proposal,
  type ProposalContext,
  type ProposalFailure,
  type ProposalSource,
} from '../api/propose-tasks';
import { useDictation } from '../hooks/use-dictation';
import {
  PRIORITY_WORDS,
  acceptedTasksOf,
  draftsOf,
  isDraftComplete,
  type AcceptedTask,
  type ProposalDraft,
} from '../proposal-draft';

/** What became of one accepted task: created with everything, created but a step or tag failed, or not created. */
export type AcceptOutcome = 'created' | 'partial' | 'failed';

export interface AiImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user: pending proposals are kept per user. */
  userId: string;
  /** The interface language: the AI's language and the dictation's. */
  language: Language;
  /** Creates the accepted tasks through the queue; one outcome per task, in order. */
  onAccept: (tasks: AcceptedTask[]) => Promise<AcceptOutcome[]>;
  /** Proposes tasks (the server, or the device's engine offline); replaced in tests. */
  propose?: (text: string, context: ProposalContext) => Promise<Proposal>;
  /** The person's time zone (the device's by default). */
  timeZone?: string;
}

type Phase = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; reason: ProposalFailure };

const FAILURE_KEYS = {
  processing: 'errors.processing',
  unparsable: 'errors.unparsable',
  rateLimited: 'errors.rateLimited',
} as const;

/** Appends a dictated phrase to the text, with a space between. */
function appendPhrase(text: string, phrase: string): string {
  if (text === '' || /\s$/.test(text)) return text + phrase;
  return `${text} ${phrase}`;
}

let batch = 0;

/**
 * The AI task import dialog (spec §2): a brain dump — typed, pasted or dictated — becomes proposed
 * tasks with a category, priority, date and micro-steps; each can be edited or unticked, and the ticked
 * ones are created through the offline queue. Online the server's provider answers; offline the
 * built-in engine on the device does. Proposals not yet accepted are kept per user across reloads.
 */
export function AiImportDialog({
  open,
  onOpenChange,
  userId,
  language,
  onAccept,
  propose = proposeTasks,
  timeZone = deviceTimeZone(),
}: AiImportDialogProps) {
  const { t } = useTranslation('aiImport');
  const [initial] = useState(() => readPendingProposals(userId));
  const [text, setText] = useState(initial?.text ?? '');
  const [drafts, setDrafts] = useState<ProposalDraft[]>(initial?.drafts ?? []);
  const [source, setSource] = useState<ProposalSource | null>(initial?.source ?? null);
  const [restored, setRestored] = useState((initial?.drafts.length ?? 0) > 0);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [empty, setEmpty] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const request = useRef(0);
  const textId = useId();
  const limitId = useId();
  const hintId = useId();
  const dictation = useDictation(language, (phrase) => setText((current) => appendPhrase(current, phrase)));

  // Kept on every change, so a reload (or a crash) brings back the text and the reviewed proposals.
  useEffect(() => {
    writePendingProposals(userId, { text, drafts, source });
  }, [userId, text, drafts, source]);

  // The dialog stays mounted once opened: closing it ends a dictation still listening.
  const stopDictation = dictation.stop;
  useEffect(() => {
    if (!open) stopDictation();
  }, [open, stopDictation]);

  // Without a connection the engine will answer: have it ready before the person asks.
  useEffect(() => {
    if (open && typeof navigator !== 'undefined' && navigator.onLine === false)
      void loadEngine().catch(() => undefined);
  }, [open]);

  const limit = textLimitState(text, THOUGHTS_TEXT_MAX_LENGTH, { trim: false });
  const canSubmit = text.trim() !== '' && !limit.isOver && phase.kind !== 'working';
  const selected = drafts.filter((draft) => draft.selected);
  const incomplete = selected.some((draft) => !isDraftComplete(draft));

  async function submit() {
    if (!canSubmit) return;
    if (dictation.isListening) dictation.stop();
    const id = ++request.current;
    setPhase({ kind: 'working' });
    setEmpty(false);
    try {
      const proposal = await propose(text.trim(), { language, timeZone });
      if (id !== request.current) return;
      batch += 1;
      setDrafts(draftsOf(proposal.tasks, timeZone, `${batch}-`));
      setSource(proposal.source);
      setRestored(false);
      setEmpty(proposal.tasks.length === 0);
      setPhase({ kind: 'idle' });
    } catch (error) {
      if (id !== request.current) return;
      setPhase({ kind: 'failed', reason: error instanceof ProposalError ? error.reason : 'processing' });
    }
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  function update(key: string, patch: Partial<ProposalDraft>) {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  }

  function reset() {
    request.current += 1;
    setText('');
    setDrafts([]);
    setSource(null);
    setRestored(false);
    setEmpty(false);
    setPhase({ kind: 'idle' });
    clearPendingProposals(userId);
  }

  async function accept() {
    if (accepting || selected.length === 0 || incomplete) return;
    setAccepting(true);
    let outcomes: AcceptOutcome[];
    try {
      outcomes = await onAccept(acceptedTasksOf(drafts));
    } catch {
      outcomes = selected.map(() => 'failed' as const);
    }
    setAccepting(false);
    const created = outcomes.filter((outcome) => outcome !== 'failed').length;
    if (created > 0) toast.success(t('toast.created', { count: created }), { id: 'operation-success' });
    if (outcomes.some((outcome) => outcome !== 'created'))
      toast.error(t('errors.creationTitle'), { id: 'operation-error', description: t('errors.creation') });
    // What was not created stays for another try; the rest is done.
    const failedKeys = new Set(
      selected.filter((_draft, index) => outcomes[index] === 'failed').map((draft) => draft.key),
    );
    if (failedKeys.size === 0) {
      reset();
      onOpenChange(false);
    } else {
      setDrafts((current) => current.filter((draft) => !draft.selected || failedKeys.has(draft.key)));
    }
  }

  const working = phase.kind === 'working';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('dialog.close')}
      // Room under a focused field for the sticky accept bar.
      className="max-w-2xl scroll-pb-24"
    >
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={textId} className="text-sm font-medium">
          {t('input.label')}
        </label>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onTextKeyDown}
          placeholder={t('input.placeholder')}
          rows={5}
          aria-invalid={limit.isOver || undefined}
          aria-describedby={[hintId, textLimitDescribedBy(limitId, limit)].filter(Boolean).join(' ')}
          className="max-h-64 min-h-28"
        />
        <TextLimitNote id={limitId} state={limit} />
        {dictation.isListening && (
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground italic">
            {dictation.interim === '' ? t('dictation.listening') : dictation.interim}
          </p>
        )}
        {dictation.failed && (
          <p role="alert" className="text-sm text-destructive">
            {t('dictation.failed')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" aria-disabled={!canSubmit || undefined} className="max-sm:flex-1">
            <Sparkles aria-hidden="true" />
            {t('input.submit')}
          </Button>
          {dictation.isSupported && (
            <Button
              type="button"
              variant="outline"
              aria-pressed={dictation.isListening}
              onClick={dictation.isListening ? dictation.stop : dictation.start}
            >
              {dictation.isListening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              {dictation.isListening ? t('dictation.stop') : t('dictation.start')}
            </Button>
          )}
          <span id={hintId} className="text-xs text-muted-foreground max-sm:hidden">
            {t('input.submitHint')}
          </span>
        </div>
      </form>

      {working && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t('input.working')}
        </p>
      )}
      {phase.kind === 'failed' && (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-lg border border-destructive/40 p-3"
        >
          <p className="text-sm text-destructive">{t(FAILURE_KEYS[phase.reason])}</p>
          <Button variant="outline" size="sm" onClick={() => void submit()}>
            {t('input.retry')}
          </Button>
        </div>
      )}
      {!working && empty && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('input.empty')}
        </p>
      )}

      {drafts.length > 0 && (
        <section aria-labelledby={`${textId}-proposals`} className="grid gap-3">
          <div className="grid gap-1">
            <h3 id={`${textId}-proposals`} className="text-base font-semibold">
              {t('proposals.heading')}
            </h3>
            {restored && <p className="text-sm text-muted-foreground">{t('proposals.restored')}</p>}
            {source === 'device' && <p className="text-sm text-muted-foreground">{t('input.offline')}</p>}
          </div>
          <ul className="grid gap-3">
            {drafts.map((draft) => (
              <DraftCard key={draft.key} draft={draft} onChange={(patch) => update(draft.key, patch)} />
            ))}
          </ul>
          {selected.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('proposals.noneSelected')}</p>
          )}
          {/* Stays in view while a long list scrolls. */}
          <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap items-center gap-2 border-t bg-popover px-5 py-3">
            <Button
              onClick={() => void accept()}
              aria-disabled={accepting || selected.length === 0 || incomplete || undefined}
              className="max-sm:flex-1"
            >
              {accepting && <Spinner className="text-primary-foreground" />}
              {accepting ? t('proposals.accepting') : t('proposals.accept', { count: selected.length })}
            </Button>
            <Button variant="ghost" onClick={reset} disabled={accepting}>
              {t('proposals.dismiss')}
            </Button>
          </div>
        </section>
      )}
    </Modal>
  );
}

/** One proposed task: ticked or not, and every field the person may correct before adding it. */
function DraftCard({
  draft,
  onChange,
}: {
  draft: ProposalDraft;
  onChange: (patch: Partial<ProposalDraft>) => void;
}) {
  const { t } = useTranslation('aiImport');
  const id = useId();
  const titleMissing = draft.title.trim() === '';
  return (
    <li className={`grid gap-3 rounded-lg border p-3 ${draft.selected ? '' : 'border-dashed bg-muted/60'}`}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.selected}
          onChange={(event) => onChange({ selected: event.target.checked })}
          aria-label={t('proposals.include', { title: draft.title })}
          className="mt-3 size-5 shrink-0 accent-primary"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={`${id}-title`} className="text-xs font-medium text-muted-foreground">
            {t('proposals.title')}
          </label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            onChange={(event) => onChange({ title: event.target.value })}
            aria-invalid={titleMissing || undefined}
            aria-describedby={titleMissing ? `${id}-title-error` : undefined}
            maxLength={500}
            className="h-11"
          />
          {titleMissing && (
            <p id={`${id}-title-error`} className="text-sm text-destructive">
              {t('proposals.titleEmpty')}
            </p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-category`} className="text-xs font-medium text-muted-foreground">
            {t('proposals.category')}
          </label>
          <NativeSelect
            id={`${id}-category`}
            value={draft.category}
            onChange={(event) => onChange({ category: event.target.value as ProposalDraft['category'] })}
          >
            {AI_TASK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-priority`} className="text-xs font-medium text-muted-foreground">
            {t('proposals.priority')}
          </label>
          <NativeSelect
            id={`${id}-priority`}
            value={draft.priority}
            onChange={(event) => onChange({ priority: event.target.value as ProposalDraft['priority'] })}
          >
            {PRIORITY_WORDS.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1 sm:col-span-1">
          <label htmlFor={`${id}-date`} className="text-xs font-medium text-muted-foreground">
            {t('proposals.date')}
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            value={draft.date ?? ''}
            onChange={(event) => onChange({ date: event.target.value === '' ? null : event.target.value })}
            className="h-11"
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-xs font-medium text-muted-foreground">{t('proposals.steps')}</legend>
        {draft.steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('proposals.noSteps')}</p>
        ) : (
          <ol className="grid gap-2">
            {draft.steps.map((step, index) => (
              // Steps have no identity of their own beyond their place in this draft.
              <li key={index} className="flex items-center gap-2">
                <Input
                  value={step.title}
                  aria-label={t('proposals.step', { number: index + 1 })}
                  onChange={(event) =>
                    onChange({
                      steps: draft.steps.map((other, at) =>
                        at === index ? { ...other, title: event.target.value } : other,
                      ),
                    })
                  }
                  maxLength={500}
                  className="h-10"
                />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('proposals.removeStep', { number: index + 1 })}
                  onClick={() => onChange({ steps: draft.steps.filter((_step, at) => at !== index) })}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </fieldset>
    </li>
  );
}
