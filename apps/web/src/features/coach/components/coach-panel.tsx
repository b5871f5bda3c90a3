import {
  CHAT_MESSAGE_MAX_LENGTH,
  QUICK_EXAMPLES,
  getCoachPersona,
  type AssistantLanguage,
  type ChatMessageRow,
  type Strategy,
  type Task,
  type TaskListResponse,
} from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { strategiesKey, taskKeys } from '@/data/query-keys';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useChatMessages } from '../api/get-chat-messages';
import { useCoachChat, type SendOutcome } from '../api/use-coach-chat';
import { ActionCard } from './action-card';
import { PersonaIcon, PersonaPicker } from './persona-picker';
import { useCoachPreferences } from './use-coach-preferences';

const CHAT_LANGUAGES: readonly AssistantLanguage[] = ['ru', 'en', 'fr'];

/** The failure of the last request to the coach, with the text to ask again. */
interface ReplyFailure {
  code: string;
  text: string;
}

/**
 * The AI chat panel (spec §2): the coach picker, the welcome message, nine quick examples in the
 * reply language, the history (kept per person, synced), the coach's proposed actions as cards that
 * change nothing until accepted, the loading and error messages, and the input (Enter sends,
 * Shift+Enter starts a new line).
 */
export function CoachPanel() {
  const { t, i18n } = useTranslation('coach');
  const interfaceLanguage = currentLanguage(i18n);
  const preferences = useCoachPreferences(interfaceLanguage);
  const persona = getCoachPersona(preferences.personaId, interfaceLanguage);
  const messagesQuery = useChatMessages();
  const chat = useCoachChat();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ReplyFailure | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const languageId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const messages = messagesQuery.data ?? [];

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, asking, failure]);

  const options = { personaId: persona.id, language: preferences.language };

  async function finish(outcome: SendOutcome, text: string) {
    if (outcome.ok) return;
    if (outcome.stage === 'store') setDraft(text);
    else setFailure({ code: outcome.code, text });
  }

  async function send(text: string) {
    if (text.trim() === '' || asking) return;
    setAsking(true);
    setFailure(null);
    setDraft('');
    try {
      await finish(await chat.send(text, options), text);
    } finally {
      setAsking(false);
    }
  }

  async function retry(text: string) {
    setAsking(true);
    setFailure(null);
    try {
      await finish(await chat.retry(text, options), text);
    } finally {
      setAsking(false);
    }
  }

  /** A task's title as the cached lists show it. */
  function taskTitle(taskId: string | undefined): string | undefined {
    if (taskId === undefined) return undefined;
    const detail = queryClient.getQueryData<Task>(taskKeys.detail(taskId));
    if (detail) return detail.title;
    for (const [, list] of queryClient.getQueriesData<TaskListResponse>({ queryKey: taskKeys.lists() })) {
      const found = list?.tasks.find((task) => task.id === taskId);
      if (found) return found.title;
    }
    return undefined;
  }

  const strategyName = (strategyId: string | undefined) =>
    strategyId === undefined
      ? undefined
      : queryClient.getQueryData<Strategy[]>(strategiesKey)?.find((strategy) => strategy.id === strategyId)
          ?.name;

  const bubble = (role: ChatMessageRow['role']) =>
    cn(
      'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
      role === 'user' ? 'justify-self-end bg-primary text-primary-foreground' : 'justify-self-start bg-muted',
    );

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <PersonaPicker
        language={interfaceLanguage}
        value={preferences.personaId}
        onChange={preferences.setPersona}
      />
      <div className="flex items-center gap-2">
        <Label htmlFor={languageId} className="text-xs text-muted-foreground">
          {t('language.label')}
        </Label>
        <NativeSelect
          id={languageId}
          value={preferences.language}
          onChange={(event) => preferences.setLanguage(event.target.value as AssistantLanguage)}
          className="h-9 w-auto"
        >
          {CHAT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </NativeSelect>
        {messages.length > 0 && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setClearing(true)}>
            <Trash2 aria-hidden="true" />
            {t('panel.clear')}
          </Button>
        )}
      </div>

      <section
        aria-label={t('panel.messages')}
        className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto pr-1"
      >
        <div role="log" aria-live="polite" aria-relevant="additions" className="grid gap-3">
          <div className="flex items-start gap-2">
            <PersonaIcon persona={persona} className="mt-2 size-4 shrink-0 text-primary" />
            <p className={bubble('assistant')}>
              {t('welcome', { name: persona.name, title: persona.title.toLowerCase() })}
            </p>
          </div>

          {messagesQuery.isPending && <LoadingNote>{t('panel.loadingHistory')}</LoadingNote>}
          {messagesQuery.isError && (
            <LoadFailed retryLabel={t('panel.retry')} onRetry={() => void messagesQuery.refetch()}>
              {t('panel.historyFailed')}
            </LoadFailed>
          )}

          {messages.map((message) => (
            <div key={message.id} className="grid gap-2" data-role={message.role}>
              <p className={bubble(message.role)}>
                {message.role === 'user' && <span className="sr-only">{t('panel.you')}: </span>}
                {message.content}
              </p>
              {message.actions.map((action, index) => {
                const key = `${message.id}:${index}`;
                if (dismissed.has(key) && !action.applied) return null;
                return (
                  <ActionCard
                    key={key}
                    action={action}
                    taskTitle={taskTitle(action.taskId)}
                    strategyName={strategyName(action.strategyId)}
                    onAccept={() => chat.accept(message, index)}
                    onUndo={() => chat.undo(message, index)}
                    onDismiss={() => setDismissed(new Set([...dismissed, key]))}
                  />
                );
              })}
            </div>
          ))}

          {asking && (
            <p className={cn(bubble('assistant'), 'inline-flex items-center gap-2')} role="status">
              <Spinner className="size-4" />
              {t('loading')}
            </p>
          )}
          {failure && (
            <div role="alert" className="grid justify-items-start gap-2">
              <p className={cn(bubble('assistant'), 'border border-destructive/40')}>
                {t(failure.code === 'RATE_LIMITED' ? 'errors.rateLimited' : 'errors.reply')}
              </p>
              <Button size="sm" variant="outline" onClick={() => void retry(failure.text)}>
                {t('errors.retry')}
              </Button>
            </div>
          )}
        </div>

        {messages.length === 0 && !messagesQuery.isPending && (
          <div className="grid gap-2">
            <h3 className="text-xs font-medium text-muted-foreground">{t('examples.label')}</h3>
            <ul className="flex flex-wrap gap-2">
              {QUICK_EXAMPLES[preferences.language].map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    disabled={asking}
                    onClick={() => void send(example)}
                    className="min-h-9 rounded-full border px-3 py-1.5 text-left text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div ref={endRef} />
      </section>

      <form
        className="grid gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft);
        }}
      >
        <Label htmlFor={inputId} className="sr-only">
          {t('input.label')}
        </Label>
        <div className="flex items-end gap-2">
          <Textarea
            id={inputId}
            value={draft}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder={t('input.placeholder')}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send(draft);
              }
            }}
            className="min-h-11 flex-1 resize-none"
          />
          <Button
            type="submit"
            size="icon"
            aria-label={t('input.send')}
            disabled={asking || draft.trim() === ''}
          >
            <Send aria-hidden="true" />
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('input.hint')}
        </p>
      </form>

      <AlertDialog open={clearing} onOpenChange={setClearing}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('panel.clearTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('panel.clearText')}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('panel.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                setClearing(false);
                setDismissed(new Set());
                void chat.clear();
              }}
            >
              {t('panel.clearConfirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
