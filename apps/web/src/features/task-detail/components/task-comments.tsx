import { TEXT_LIMITS, textLimitState, type Comment } from '@fokus/core';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { Textarea } from '@/components/ui/textarea';
import { currentLanguage } from '@/lib/i18n';

export interface TaskCommentsProps {
  comments: readonly Comment[];
  /**
   * Receives the trimmed, non-empty text. A returned promise keeps Send busy until it settles; if it
   * rejects or resolves to false or null (how the task mutations report a refusal) the text stays in the box.
   */
  onAdd?: (text: string) => Promise<unknown> | void;
}

/**
 * Comments on the task, oldest first, and a box to add one: Send is disabled while the trimmed text is
 * empty or over the limit (the note under the box says why, with a counter as the limit nears).
 */
export function TaskComments({ comments, onAdd }: TaskCommentsProps) {
  const { t, i18n } = useTranslation('taskDetail');
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const limitId = useId();
  const limit = textLimitState(text, TEXT_LIMITS.comment);
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || limit.isOver || !onAdd || isSending) return;
    setIsSending(true);
    try {
      const result = await onAdd(trimmed);
      if (result !== null && result !== false) setText('');
    } catch {
      // The mutation layer has shown the error toast; the text stays so nothing typed is lost.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        {t('comments.heading')}
      </h3>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-muted px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {comment.author_name || comment.author_email || t('comments.anonymous')}
                </span>
                <time dateTime={comment.created_at}>{dateFormat.format(new Date(comment.created_at))}</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      {onAdd && (
        <form className="grid gap-2" onSubmit={send} noValidate>
          <label htmlFor={inputId} className="sr-only">
            {t('comments.label')}
          </label>
          <Textarea
            id={inputId}
            value={text}
            rows={2}
            placeholder={t('comments.placeholder')}
            aria-invalid={limit.isOver || undefined}
            aria-describedby={textLimitDescribedBy(limitId, limit)}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter sends; plain Enter makes a new line in a comment.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
            }}
          />
          <TextLimitNote id={limitId} state={limit} />
          <Button
            type="submit"
            size="sm"
            className="justify-self-end"
            disabled={text.trim() === '' || limit.isOver || isSending}
          >
            <Send aria-hidden="true" />
            {isSending ? t('comments.sending') : t('comments.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
