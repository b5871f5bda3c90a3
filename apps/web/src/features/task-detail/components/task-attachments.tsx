import type { Attachment, Task } from '@fokus/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachFileButton } from '@/components/attachments/attach-file-button';
import { AttachmentList } from '@/components/attachments/attachment-list';
import { AttachmentPreview } from '@/components/attachments/attachment-preview';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { removeTaskAttachment, uploadTaskAttachment } from '../api/task-attachments';

export interface TaskAttachmentsProps {
  task: Pick<Task, 'id' | 'attachments'>;
  /** Called after a file was attached or removed (the screen reads the task again); absent: read-only. */
  onChanged?: () => Promise<unknown> | void;
}

/**
 * The owner's files in the task detail (issue 17 point 5): the list with preview and download, 'Attach
 * File' with its progress, and a remove button each. Files need a connection (their bytes cannot wait
 * in the offline queue); after each change the screen reads the task again. Read-only without `onChanged`.
 */
export function TaskAttachments({ task, onChanged }: TaskAttachmentsProps) {
  const { t } = useTranslation('taskDetail');
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = async () => {
    await onChanged?.();
  };

  const upload = async (file: File, onProgress: (share: number) => void) => {
    try {
      await uploadTaskAttachment(task.id, file, onProgress);
    } catch (error) {
      toast.error(t('attachments.uploadFailed'), {
        description: error instanceof Error ? error.message : t('attachments.uploadFailedText'),
      });
      return;
    }
    toast.success(t('attachments.uploaded'));
    await refresh();
  };

  const remove = async (attachment: Attachment) => {
    setRemoving(attachment.id);
    try {
      await removeTaskAttachment(attachment.id);
      await refresh();
    } catch {
      toast.error(t('attachments.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby={`attachments-${task.id}`} className="grid gap-2">
      <h3 id={`attachments-${task.id}`} className="text-sm font-semibold">
        {t('attachments.title')}
      </h3>
      <AttachmentList attachments={task.attachments} onPreview={setPreview} />
      {onChanged && task.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('attachments.removeList')}>
          {task.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={removing === attachment.id}
                onClick={() => void remove(attachment)}
              >
                <Trash2 aria-hidden="true" />
                {t('attachments.remove', { name: attachment.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {onChanged && <AttachFileButton upload={upload} />}
      <AttachmentPreview attachment={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
