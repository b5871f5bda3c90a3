import { tagListResponseSchema, type Tag } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { tagKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/tags`: the person's tags. */
export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return apiFetch('/api/tags', tagListResponseSchema, { signal });
}

/** The person's tags, with queued changes shown. */
export function useTags() {
  return useQuery({
    queryKey: tagKeys.all,
    queryFn: async ({ signal }) => {
      const { value, queue, author } = await readWithPending(() => getTags(signal));
      return queue.length === 0 ? value : kinds().tags.overlay.list(value, queue, author.id);
    },
  });
}
