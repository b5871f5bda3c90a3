import { chatMessageListResponseSchema, type ChatMessageRow } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { chatMessageKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/chat-messages`: the person's chat with the coach, oldest first. */
export function getChatMessages(signal?: AbortSignal): Promise<ChatMessageRow[]> {
  return apiFetch('/api/chat-messages', chatMessageListResponseSchema, { signal });
}

/** The chat history, with queued messages and marks shown. */
export function useChatMessages() {
  return useQuery({
    queryKey: chatMessageKeys.all,
    queryFn: async ({ signal }) => {
      const { value, queue, author } = await readWithPending(() => getChatMessages(signal));
      return queue.length === 0 ? value : kinds().chat_messages.overlay.list(value, queue, author.id);
    },
  });
}
