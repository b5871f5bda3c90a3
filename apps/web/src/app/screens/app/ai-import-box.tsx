import type { AiTaskCategory, Tag, TagColor } from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tagKeys } from '@/data/query-keys';
// Deep imports: the dialog and its helpers load with this box, not with the first list.
import { AiImportDialog, type AcceptOutcome } from '@/features/ai-import/components/ai-import-dialog';
import type { AcceptedTask } from '@/features/ai-import/proposal-draft';
import { useTags } from '@/features/tags/api/get-tags';
import { useTagMutations } from '@/features/tags/api/use-tag-mutations';
import { useTaskMutations } from '@/features/tasks/api/use-task-mutations';
import { currentLanguage } from '@/lib/i18n';

/** The colour a category's tag gets when it is created by an import. */
const CATEGORY_COLORS: Readonly<Record<AiTaskCategory, TagColor>> = {
  работа: 'blue',
  дом: 'orange',
  здоровье: 'green',
  личное: 'purple',
  покупки: 'amber',
  планирование: 'teal',
};

interface AiImportBoxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}

/**
 * The AI import dialog wired to the task and tag mutations: each accepted task is created through the
 * offline queue like a manual one (title, description, date, importance and urgency), then its
 * micro-steps in order, then its category as a tag of that name (an existing tag with the name, in
 * any case, is reused; else one is created). Offline every change waits in the queue and syncs once.
 */
export function AiImportBox({ open, onOpenChange, userId }: AiImportBoxProps) {
  const { t, i18n } = useTranslation('aiImport');
  const queryClient = useQueryClient();
  const tasks = useTaskMutations();
  const tags = useTagMutations();
  // Keeps the person's tags loaded, so a category's tag is found rather than made twice.
  useTags();

  async function tagIdFor(category: AiTaskCategory, made: Map<string, string>): Promise<string | null> {
    const name = t(`categories.${category}`);
    const wanted = name.toLocaleLowerCase();
    const known = made.get(wanted);
    if (known) return known;
    const existing = (queryClient.getQueryData<Tag[]>(tagKeys.all) ?? []).find(
      (tag) => tag.name.trim().toLocaleLowerCase() === wanted,
    );
    const id = existing?.id ?? (await tags.createTag(name, CATEGORY_COLORS[category]));
    if (id) made.set(wanted, id);
    return id;
  }

  async function accept(accepted: AcceptedTask[]): Promise<AcceptOutcome[]> {
    const made = new Map<string, string>();
    const outcomes: AcceptOutcome[] = [];
    // One after another: each step and tag is queued after the task it belongs to.
    for (const item of accepted) {
      const task = await tasks.createTask({
        title: item.title,
        description: item.description,
        dueDate: item.dueDate,
        importance: item.importance,
        urgency: item.urgency,
      });
      if (!task) {
        outcomes.push('failed');
        continue;
      }
      let complete = true;
      for (const step of item.steps) {
        const ok = await tasks.createMicroTask(task.id, {
          title: step.title,
          ...(step.estimatedMinutes === null ? {} : { estimatedMinutes: step.estimatedMinutes }),
        });
        complete &&= ok;
      }
      const tagId = await tagIdFor(item.category, made);
      complete &&= tagId !== null && (await tags.tagTask(task.id, tagId));
      outcomes.push(complete ? 'created' : 'partial');
    }
    return outcomes;
  }

  return (
    <AiImportDialog
      open={open}
      onOpenChange={onOpenChange}
      userId={userId}
      language={currentLanguage(i18n)}
      onAccept={accept}
    />
  );
}
