import { chatReplySchema, type ChatReply, type ChatRequest } from '@fokus/core';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/ai/chat`: the coach's reply to one message, with the actions it proposes. The route
 * changes nothing; the reply is stored through the queue like every change.
 */
export function sendChat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  return apiFetch('/api/ai/chat', chatReplySchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
}
