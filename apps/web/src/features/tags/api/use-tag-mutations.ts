/**
 * Every tag change, through the offline queue like every change: shown at once, sent when it can,
 * refusals reported with the change's toast. A name the person already uses is caught here, before
 * anything is queued; the server checks it again.
 */
import {
  TAG_NAME_MAX_LENGTH,
  errorMessage,
  isTagNameTaken,
  tagNameSchema,
  type Tag,
  type TagColor,
  type UpdateTagInput,
} from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uuidv7 } from '@/data/operations';
import { isAccepted, useQueueChange } from '@/data/queue-change';
import { tagKeys } from '@/data/query-keys';
import { currentLanguage } from '@/lib/i18n';

/** Why a tag name cannot be saved, in the interface language; null when it can. */
export type TagNameProblem = string | null;

/** The tag mutation functions; stable for the life of the component. */
export function useTagMutations() {
  const queryClient = useQueryClient();
  const queueChange = useQueueChange();
  const { t, i18n } = useTranslation('tags');

  return useMemo(() => {
    /** The reason a name cannot be used (empty, too long, already a tag's), or null. */
    function nameProblem(name: string, exceptId?: string): TagNameProblem {
      const parsed = tagNameSchema.safeParse(name);
      if (!parsed.success)
        return name.trim() === '' ? t('form.nameEmpty') : t('form.nameTooLong', { max: TAG_NAME_MAX_LENGTH });
      const tags = queryClient.getQueryData<Tag[]>(tagKeys.all) ?? [];
      if (isTagNameTaken(tags, parsed.data, exceptId))
        return errorMessage('TAG_NAME_TAKEN', currentLanguage(i18n));
      return null;
    }

    return {
      nameProblem,

      /** Creates a tag; resolves with its id, or null when refused (the form shows why). */
      async createTag(name: string, color: TagColor): Promise<string | null> {
        if (nameProblem(name) !== null) return null;
        const id = uuidv7();
        const outcome = await queueChange({
          kind: 'createTag',
          input: { id, name: name.trim(), color },
        });
        return isAccepted(outcome) ? id : null;
      },

      /** Renames or recolours a tag. */
      async updateTag(tagId: string, input: UpdateTagInput): Promise<boolean> {
        if (input.name !== undefined && nameProblem(input.name, tagId) !== null) return false;
        const body = input.name === undefined ? input : { ...input, name: input.name.trim() };
        return isAccepted(await queueChange({ kind: 'updateTag', tagId, input: body }));
      },

      /** Deletes a tag; it leaves every task it was on. */
      async deleteTag(tagId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'deleteTag', tagId }));
      },

      /** Puts a tag on a task. */
      async tagTask(taskId: string, tagId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'tagTask', taskId, tagId }));
      },

      /** Takes a tag off a task. */
      async untagTask(taskId: string, tagId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'untagTask', taskId, tagId }));
      },
    };
  }, [queryClient, queueChange, t, i18n]);
}

/** The functions `useTagMutations` returns. */
export type TagMutations = ReturnType<typeof useTagMutations>;
