import { CalendarDays, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCalendarFeed, useCalendarFeedActions } from '../api/calendar-feed';

interface ConfirmButtonProps {
  label: string;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  disabled: boolean;
  onConfirm: () => void;
}

/** A button whose action waits for a confirmation; Cancel has the focus first, so Enter never confirms. */
function ConfirmButton({
  label,
  title,
  description,
  confirm,
  cancel,
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Copies a text; false when the browser refuses (no permission, no clipboard). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The settings' calendar feed section: off → turn on; on → how to subscribe, the secret URL right
 * after it was made (with a copy button; it cannot be shown again), a new link (confirmed: the old one
 * stops working) and turning off. The URL lives in this component's state only, never in a cache.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation('calendarFeed');
  const query = useCalendarFeed();
  const actions = useCalendarFeedActions();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copyNote, setCopyNote] = useState<'copied' | 'copyFailed' | null>(null);
  const headingId = useId();
  const urlId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const turnOnButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once an action's result is on screen (the new URL, or "Turn on" after off).
  const pendingFocus = useRef<'url' | 'turnOn' | null>(null);

  useEffect(() => {
    if (pendingFocus.current === 'url') urlInput.current?.focus();
    if (pendingFocus.current === 'turnOn') turnOnButton.current?.focus();
    if (!busy) pendingFocus.current = null;
  });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    setCopyNote(null);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const makeLink = () =>
    run(async () => {
      const link = await actions.enable();
      pendingFocus.current = 'url';
      setUrl(link.url);
    });
  const turnOff = () =>
    run(async () => {
      await actions.disable();
      pendingFocus.current = 'turnOn';
      setUrl(null);
    });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!query.data.enabled) {
    body = (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-muted-foreground">{t('off')}</p>
        <Button ref={turnOnButton} size="sm" disabled={busy} onClick={() => void makeLink()}>
          {busy && <Spinner />}
          {t('turnOn')}
        </Button>
      </div>
    );
  } else {
    const since = query.data.createdAt
      ? new Date(query.data.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' })
      : '';
    body = (
      <div className="grid gap-2 text-sm">
        <p>{t('onSince', { date: since })}</p>
        <p className="text-muted-foreground">{t('howTo')}</p>
        {url !== null ? (
          <div className="grid gap-1">
            <Label htmlFor={urlId}>{t('urlLabel')}</Label>
            <div className="flex gap-2">
              <Input
                ref={urlInput}
                id={urlId}
                readOnly
                value={url}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={t('copy')}
                title={t('copy')}
                onClick={() =>
                  void copyText(url).then((copied) => setCopyNote(copied ? 'copied' : 'copyFailed'))
                }
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <p className="text-xs text-amber-700 dark:text-amber-400">{t('shownOnce')}</p>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t('hidden')}</p>
        )}
        <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
          {copyNote === null ? '' : t(copyNote)}
        </p>
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label={t('newLink')}
            title={t('newLinkTitle')}
            description={t('newLinkDescription')}
            confirm={t('newLinkConfirm')}
            cancel={t('cancel')}
            disabled={busy}
            onConfirm={() => void makeLink()}
          />
          <ConfirmButton
            label={t('turnOff')}
            title={t('turnOffTitle')}
            description={t('turnOffDescription')}
            confirm={t('turnOffConfirm')}
            cancel={t('cancel')}
            disabled={busy}
            onConfirm={() => void turnOff()}
          />
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <CalendarDays aria-hidden="true" className="size-4" />
        {t('title')}
      </h3>
      {body}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('actionError')}
        </p>
      )}
    </section>
  );
}
