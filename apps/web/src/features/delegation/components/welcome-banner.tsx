import { ASSIGNEE_NAME_MAX_LENGTH } from '@fokus/core';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface WelcomeBannerProps {
  /** Saves the name (trimmed); resolves true when saved, which closes the banner. */
  onSave: (name: string) => Promise<boolean>;
  onDismiss: () => void;
}

/**
 * The delegated page's welcome, asking for the assignee's name (spec §2): Save or Enter saves; Save is
 * disabled while the trimmed name is empty; the cross dismisses it.
 */
export function WelcomeBanner({ onSave, onDismiss }: WelcomeBannerProps) {
  const { t } = useTranslation('delegation');
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const titleId = useId();
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || saving) return;
    setSaving(true);
    const saved = await onSave(trimmed);
    setSaving(false);
    if (!saved) return;
  };

  return (
    <section
      aria-labelledby={titleId}
      className="relative grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 pr-12"
    >
      <div>
        <h2 id={titleId} className="font-semibold">
          {t('banner.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('banner.text')}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={inputId}>{t('banner.label')}</Label>
          <Input
            id={inputId}
            value={name}
            maxLength={ASSIGNEE_NAME_MAX_LENGTH}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={trimmed === '' || saving}>
          {t('banner.save')}
        </Button>
      </form>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('banner.dismiss')}
        onClick={onDismiss}
        className="absolute top-2 right-2"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
