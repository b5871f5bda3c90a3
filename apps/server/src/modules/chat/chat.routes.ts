import {
  chatMessageListResponseSchema,
  chatMessageRowSchema,
  createChatMessageInputSchema,
  setChatActionAppliedInputSchema,
  ASSISTANT_ACTIONS_MAX,
} from '@fokus/core';
import { z } from 'zod';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { clearChat } from './clear-chat.js';
import { createChatMessage } from './create-chat-message.js';
import { listChatMessages } from './list-chat-messages.js';
import { setChatActionApplied } from './set-chat-action-applied.js';

const TAG = 'chat';
const actionParamsSchema = z.object({
  id: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(ASSISTANT_ACTIONS_MAX - 1),
});

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/chat-messages',
    tag: TAG,
    summary: "The user's chat with the coach, oldest first",
    responses: { 200: { description: 'Messages', schema: chatMessageListResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/chat-messages',
    tag: TAG,
    summary: "Store a message of the chat (the person's or the coach's reply) with a client-generated id",
    body: createChatMessageInputSchema,
    status: 201,
    responses: {
      201: { description: 'Stored', schema: chatMessageRowSchema },
      200: {
        description: 'Already stored by this user: the stored message, unchanged',
        schema: chatMessageRowSchema,
      },
      409: { description: 'CONFLICT: the id is not available' },
    },
  }),
  setActionApplied: defineOperation({
    method: 'PATCH',
    url: '/api/chat-messages/:id/actions/:index',
    tag: TAG,
    summary:
      'Mark a proposed action applied (with what it replaced) or undone; the action itself changes nothing',
    params: actionParamsSchema,
    body: setChatActionAppliedInputSchema,
    responses: {
      200: { description: 'The message', schema: chatMessageRowSchema },
      400: { description: 'VALIDATION_ERROR: the message has no such action' },
    },
  }),
  clear: defineOperation({
    method: 'DELETE',
    url: '/api/chat-messages/:id',
    tag: TAG,
    summary: 'Clear the chat through this message: it and every earlier message go',
    params: idParamsSchema,
    responses: { 204: { description: 'Cleared' } },
  }),
};

export const chatModule = defineModule({
  name: 'chat',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listChatMessages(deps, user.id));
    routeOperation(app, operations.create, async ({ user, body }) => {
      const { message, created } = await createChatMessage(deps, user.id, body);
      return created ? message : new Answer(200, message);
    });
    routeOperation(app, operations.setActionApplied, ({ user, params, body }) =>
      setChatActionApplied(deps, user.id, params.id, params.index, body),
    );
    routeOperation(app, operations.clear, async ({ user, params }) => {
      await clearChat(deps, user.id, params.id);
    });
  },
});
