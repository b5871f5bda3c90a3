import { describe, expect, it } from 'vitest';
import type { ChatMessageRow } from '../schemas/chat';
import { chatMessageListResponseSchema, createChatMessageInputSchema } from '../schemas/chat';
import { overlayChatMessages, type QueuedChange, type SyncChange } from './index';

const AT = new Date('2026-11-24T09:00:00.000Z');
const FIRST = '019a0000-0000-7000-8000-000000000101';
const REPLY = '019a0000-0000-7000-8000-000000000102';
const NEXT = '019a0000-0000-7000-8000-000000000103';

const queued = (change: SyncChange): QueuedChange => ({ change, at: AT, operationId: 'op' });
const message = (id: string, role: 'user' | 'assistant', content: string): ChatMessageRow => ({
  id,
  userId: 'u1',
  role,
  content,
  actions: [],
  personaId: 'results-coach',
  createdAt: AT.toISOString(),
});

describe('overlayChatMessages', () => {
  it('appends a queued message once, in queue order, with the time it was written', () => {
    const shown = overlayChatMessages(
      [message(FIRST, 'user', 'Привет')],
      [
        queued({
          kind: 'createChatMessage',
          input: { id: REPLY, role: 'assistant', content: 'Здравствуйте! 👋', actions: [] },
        }),
        queued({
          kind: 'createChatMessage',
          input: { id: REPLY, role: 'assistant', content: 'Здравствуйте! 👋', actions: [] },
        }),
      ],
      'u1',
    );
    expect(shown.map((m) => [m.id, m.role, m.personaId, m.createdAt])).toEqual([
      [FIRST, 'user', 'results-coach', AT.toISOString()],
      [REPLY, 'assistant', null, AT.toISOString()],
    ]);
  });

  it('marks one action applied with what it replaced, and undone without it', () => {
    const reply: ChatMessageRow = {
      ...message(REPLY, 'assistant', 'Отметить?'),
      actions: [
        { type: 'create_task', taskData: { title: 'A' }, applied: false },
        { type: 'complete_task', taskId: FIRST, applied: false },
      ],
    };
    const applied = overlayChatMessages(
      [reply],
      [
        queued({
          kind: 'setChatActionApplied',
          messageId: REPLY,
          actionIndex: 1,
          input: { applied: true, previous: { status: 'inProgress' } },
        }),
      ],
      'u1',
    );
    expect(applied[0]!.actions.map((a) => [a.applied, a.previous])).toEqual([
      [false, undefined],
      [true, { status: 'inProgress' }],
    ]);
    const undone = overlayChatMessages(
      applied,
      [queued({ kind: 'setChatActionApplied', messageId: REPLY, actionIndex: 1, input: { applied: false } })],
      'u1',
    );
    expect(undone[0]!.actions[1]).toEqual({ type: 'complete_task', taskId: FIRST, applied: false });
    // An index past the message's actions changes nothing.
    expect(
      overlayChatMessages(
        [reply],
        [
          queued({
            kind: 'setChatActionApplied',
            messageId: REPLY,
            actionIndex: 5,
            input: { applied: true },
          }),
        ],
        'u1',
      ),
    ).toEqual([reply]);
  });

  it('clears the history through one message, keeping what was written after it', () => {
    const history = [
      message(FIRST, 'user', 'a'),
      message(REPLY, 'assistant', 'b'),
      message(NEXT, 'user', 'c'),
    ];
    expect(
      overlayChatMessages(history, [queued({ kind: 'clearChat', throughId: REPLY })], 'u1').map((m) => m.id),
    ).toEqual([NEXT]);
    expect(overlayChatMessages(history, [queued({ kind: 'clearChat', throughId: 'gone' })], 'u1')).toEqual(
      history,
    );
  });
});

describe('chat message schemas', () => {
  it('stores a trimmed message with its actions, and refuses an empty one or an unknown role', () => {
    expect(createChatMessageInputSchema.parse({ role: 'user', content: '  Привет ' })).toEqual({
      role: 'user',
      content: 'Привет',
      actions: [],
    });
    expect(createChatMessageInputSchema.safeParse({ role: 'user', content: '   ' }).success).toBe(false);
    expect(createChatMessageInputSchema.safeParse({ role: 'system', content: 'x' }).success).toBe(false);
    expect(chatMessageListResponseSchema.parse([message(FIRST, 'user', 'a')])).toHaveLength(1);
  });
});
