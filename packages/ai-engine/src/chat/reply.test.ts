import { normaliseAssistantActions } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { aiTask } from '../../test/fixtures.js';
import type { LocalChatInput } from './chat.js';
import { chatReplyLocally } from './reply.js';

const clock = { now: new Date('2026-11-23T06:00:00.000Z'), timeZone: '+03:00' };
const TASKS = [aiTask('t1', 'Позвонить маме'), aiTask('t2', 'Call the dentist')];

function reply(message: string, language: LocalChatInput['language']) {
  return chatReplyLocally({
    message,
    history: [],
    tasks: TASKS,
    strategies: [],
    personaId: 'gentle-coach',
    language,
    clock,
  });
}

describe('the reasons on the coach actions', () => {
  it('gives a read task its reason and a lower confidence than an explicit request', () => {
    const [created] = reply('добавь задачу купить батарейки', 'ru').actions;
    expect(created?.type).toBe('create_task');
    expect(created?.suggestion).toEqual({
      reasoning: 'Вы написали, что это нужно сделать, — пусть не потеряется.',
      confidence: 80,
      action_text: 'Применить',
    });
    const [done] = reply('I already called the dentist', 'en').actions;
    expect(done?.type).toBe('complete_task');
    expect(done?.suggestion?.reasoning).toBe('You said "Call the dentist" is done.');
    expect(done?.suggestion?.confidence).toBe(90);
  });

  it('names the task in the reply language, and an urgency raised or relaxed', () => {
    const urgent = reply('сделай «Позвонить маме» срочной', 'ru').actions.find(
      (action) => action.type === 'update_urgency',
    );
    expect(urgent?.suggestion?.reasoning).toBe('Вы сказали, что «Позвонить маме» срочно.');
    const [deleted] = reply('supprime « Call the dentist »', 'fr').actions;
    expect(deleted?.type).toBe('delete_task');
    expect(deleted?.suggestion?.reasoning).toBe(
      'Vous avez demandé de retirer « Call the dentist » de la liste.',
    );
  });

  it('keeps every action valid for core, so the reasons reach the card', () => {
    const answer = reply('разбей «Позвонить маме» на шаги', 'ru');
    expect(answer.actions.length).toBeGreaterThan(0);
    const read = normaliseAssistantActions(answer.actions);
    expect(read).toHaveLength(answer.actions.length);
    expect(read[0]?.suggestion?.confidence).toBe(90);
  });
});
