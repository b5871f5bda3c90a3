import { COMMENT_MAX_LENGTH, type DelegatedComment } from '@fokus/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface SharedCommentsProps {
  comments: readonly DelegatedComment[];
  /** Sends a comment (trimmed); resolves true when it was added, which clears the box. */
  onSend: (text: string) => Promise<boolean>;
  /** The language's date format. */
  locale: string;
}

/** The delegated page's comments: oldest first, then the box whose Send needs some text (spec §2). */
export function SharedComments({ comments, onSend, locale }: SharedCommentsProps) {
  const { t } = useTranslation('delegation');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const boxId = useId();
  const trimmed = text.trim();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed === '' || sending) return;
    setSending(true);
    const sent = await onSend(trimmed);
    setSending(false);
    if (sent) setText('');
  };
  // Ctrl/Cmd+Enter sends; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  };

  return (
    <div className="grid gap-4">
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('page.noComments')}</p>
      ) : (
        <ul className="grid gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="grid gap-1 rounded-lg border p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {comment.authorName ?? (comment.fromAssignee ? t('page.you') : t('page.owner'))}
                </span>
                <time dateTime={comment.createdAt}>
                  {new Date(comment.createdAt).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </p>
              <p className="text-sm break-words whitespace-pre-wrap">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void send(event)} className="grid gap-2">
        <Label htmlFor={boxId}>{t('page.commentLabel')}</Label>
        <Textarea
          id={boxId}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('page.commentPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" className="justify-self-end" disabled={trimmed === '' || sending}>
          {t('page.send')}
        </Button>
      </form>
    </div>
  );
}
