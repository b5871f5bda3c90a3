/** The chat history in the query cache, overlaid with core's rules; refetched on live events. */
import type { ChatMessageRow } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { chatMessageKeys } from '@/data/query-keys';

/** The cache adapter of the chat history. */
export const chatMessagesCache: CacheAdapter<'chat_messages'> = {
  roots: chatMessageKeys.all,
  overlay: (queryClient, key, queue, author) => {
    const messages = queryClient.getQueryData<ChatMessageRow[]>(key);
    if (messages)
      queryClient.setQueryData(key, kinds().chat_messages.overlay.list(messages, queue, author.id));
  },
  storeAnswer: (queryClient, change, answer) => {
    if (change.kind === 'clearChat') return;
    const stored = answer as ChatMessageRow;
    queryClient.setQueryData<ChatMessageRow[]>(chatMessageKeys.all, (messages) =>
      messages?.map((item) => (item.id === stored.id ? stored : item)),
    );
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: chatMessageKeys.all }),
  refusalKey: {
    createChatMessage: () => 'coach:errors.store',
    setChatActionApplied: () => 'coach:errors.mark',
    clearChat: () => 'coach:errors.clear',
  },
};
