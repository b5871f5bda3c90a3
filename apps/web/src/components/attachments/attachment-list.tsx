import { formatFileSize, type Attachment } from '@fokus/core';
import { Download, Eye, Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export interface AttachmentListProps {
  attachments: readonly Attachment[];
  /** Opens the preview modal for one file. */
  onPreview: (attachment: Attachment) => void;
}

/** A task's files: name and size, a preview button and a download link each (spec §2). */
export function AttachmentList({ attachments, onPreview }: AttachmentListProps) {
  const { t } = useTranslation();
  if (attachments.length === 0)
    return <p className="text-sm text-muted-foreground">{t('attachments.none')}</p>;
  return (
    <ul className="grid gap-2">
      {attachments.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-2 rounded-lg border p-2">
          <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{file.name}</span>
            <span className="block text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('attachments.preview', { name: file.name })}
            onClick={() => onPreview(file)}
          >
            <Eye aria-hidden="true" />
          </Button>
          <Button asChild variant="ghost" size="icon">
            <a
              href={file.url}
              download={file.name}
              aria-label={t('attachments.download', { name: file.name })}
            >
              <Download aria-hidden="true" />
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
