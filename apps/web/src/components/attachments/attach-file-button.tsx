import { Paperclip } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface AttachFileButtonProps {
  /** Sends the chosen file, reporting progress (0–1); resolves once it is stored. */
  upload: (file: File, onProgress: (share: number) => void) => Promise<void>;
}

/**
 * 'Attach File' (spec §2): picks a file and sends it, with its progress shown and announced while it
 * goes; the button is disabled until the upload ends. What a finished or failed upload says is the
 * caller's (its toasts).
 */
export function AttachFileButton({ upload }: AttachFileButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onChosen = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChosen(event.target.files?.[0])}
        data-testid="attach-file-input"
      />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={progress !== null}
        aria-describedby={progress === null ? undefined : progressId}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
        {t('attachments.attach')}
      </Button>
      {progress !== null && (
        <div id={progressId} className="grid gap-1" role="status">
          <progress className="h-2 w-full" max={1} value={progress} aria-label={t('attachments.uploading')} />
          <span className="text-xs text-muted-foreground">
            {t('attachments.uploadProgress', { percent: Math.round(progress * 100) })}
          </span>
        </div>
      )}
    </div>
  );
}
