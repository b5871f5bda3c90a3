/** Tags and tags on tasks in the query cache, overlaid with core's rules; refetched on live events. */
import type { Tag, TaskTag } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { tagKeys, taskTagKeys } from '@/data/query-keys';

/** The cache adapter of tags. */
export const tagsCache: CacheAdapter<'tags'> = {
  roots: tagKeys.all,
  overlay: (queryClient, key, queue, author) => {
    const tags = queryClient.getQueryData<Tag[]>(key);
    if (tags) queryClient.setQueryData(key, kinds().tags.overlay.list(tags, queue, author.id));
  },
  storeAnswer: (queryClient, change, answer) => {
    if (change.kind === 'deleteTag') return;
    const tag = answer as Tag;
    queryClient.setQueryData<Tag[]>(tagKeys.all, (tags) =>
      tags?.map((item) => (item.id === tag.id ? tag : item)),
    );
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  refusalKey: {
    createTag: () => 'tags:errors.create',
    updateTag: () => 'tags:errors.update',
    deleteTag: () => 'tags:errors.delete',
  },
};

/** The cache adapter of tags on tasks. */
export const taskTagsCache: CacheAdapter<'task_tags'> = {
  roots: taskTagKeys.all,
  overlay: (queryClient, key, queue) => {
    const links = queryClient.getQueryData<TaskTag[]>(key);
    if (links) queryClient.setQueryData(key, kinds().task_tags.overlay.list(links, queue));
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: taskTagKeys.all }),
  refusalKey: {
    tagTask: () => 'tags:errors.tagTask',
    untagTask: () => 'tags:errors.untagTask',
  },
};
