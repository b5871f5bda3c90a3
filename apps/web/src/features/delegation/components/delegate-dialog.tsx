import { ASSIGNEE_NAME_MAX_LENGTH, delegateTaskInputSchema, type DelegateTaskResponse } from '@fokus/core';
import { Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toaster';
import { currentLanguage } from '@/lib/i18n';

export interface DelegateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the delegation (`POST /api/tasks/:id/delegation`); rejects on failure. */
  onDelegate: (input: {
    assigneeEmail: string;
    assigneeName?: string;
    language: 'ru' | 'en';
  }) => Promise<DelegateTaskResponse>;
  /** The current assignee's e-mail and name, when sending a new link (the old one stops working). */
  initial?: { email: string; name?: string | null };
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
 * The owner's "Delegate" dialog: the assignee's e-mail (required, checked with core's schema) and an
 * optional name. On success the link stays shown with a copy button; when the e-mail could not be
 * sent, the link is copied and the destructive toast 'Failed to send email automatically' says so.
 */
export function DelegateDialog({ open, onOpenChange, onDelegate, initial }: DelegateDialogProps) {
  const { t, i18n } = useTranslation('delegation');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [emailError, setEmailError] = useState(false);
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const emailId = useId();
  const nameId = useId();
  const errorId = useId();
  const linkId = useId();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail(initial?.email ?? '');
      setName(initial?.name ?? '');
      setEmailError(false);
      setLink(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const input = {
      assigneeEmail: email.trim(),
      ...(name.trim() ? { assigneeName: name.trim() } : {}),
      language: currentLanguage(i18n),
    };
    if (!delegateTaskInputSchema.safeParse(input).success) {
      setEmailError(true);
      document.getElementById(emailId)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await onDelegate(input);
      setLink(answer.url);
      if (answer.emailQueued) {
        toast.success(t('toast.delegated'), {
          description: t('toast.emailSent', { email: input.assigneeEmail }),
        });
      } else if (await copyText(answer.url)) {
        toast.error(t('toast.emailFailed'), {
          description: t('toast.emailFailedHint', { email: input.assigneeEmail }),
        });
      } else {
        toast.error(t('toast.copyFailed'), {
          description: t('toast.copyFailedHint', { email: input.assigneeEmail }),
        });
      }
    } catch (error) {
      toast.error(t('toast.delegateError'), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('dialog.close')}
    >
      {link === null ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={emailId}>{t('dialog.email')}</Label>
            <Input
              id={emailId}
              type="email"
              required
              autoComplete="email"
              value={email}
              aria-invalid={emailError || undefined}
              aria-describedby={emailError ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(false);
              }}
            />
            {emailError && (
              <p id={errorId} className="text-sm text-destructive">
                {t('dialog.emailInvalid')}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={nameId}>{t('dialog.name')}</Label>
            <Input
              id={nameId}
              autoComplete="name"
              maxLength={ASSIGNEE_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={sending} className="justify-self-end">
            {sending ? t('dialog.submitting') : t('dialog.submit')}
          </Button>
        </form>
      ) : (
        <div className="grid gap-3">
          <Label htmlFor={linkId}>{t('dialog.link')}</Label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Button
              variant="outline"
              size="icon"
              aria-label={t('dialog.copy')}
              onClick={() =>
                void copyText(link).then((copied) => copied && toast.success(t('dialog.copied')))
              }
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <Button className="justify-self-end" onClick={() => close(false)}>
            {t('dialog.done')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
