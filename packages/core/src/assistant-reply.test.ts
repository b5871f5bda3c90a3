import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  ASSISTANT_ERROR_TEXTS,
  assistantErrorText,
  chatHistoryForPrompt,
  detectLanguage,
  extractAssistantJson,
  hasFallbackVerb,
  normaliseAssistantActions,
  parseAssistantReply,
  tasksFromMessage,
} from './assistant-reply';

const reply = {
  message: 'Готово 👍',
  actions: [{ type: 'create_task', taskData: { title: 'Купить хлеб' }, applied: true }],
};
const expected = {
  message: 'Готово 👍',
  actions: [{ type: 'create_task', taskData: { title: 'Купить хлеб' }, applied: false }],
};

describe('parseAssistantReply', () => {
  it('reads direct JSON and resets applied', () => {
    expect(parseAssistantReply(JSON.stringify(reply), 'x')).toEqual(expected);
  });

  it('reads JSON from a fenced code block', () => {
    expect(
      parseAssistantReply(`Here you go:\n\`\`\`json\n${JSON.stringify(reply)}\n\`\`\`\nBye`, 'x'),
    ).toEqual(expected);
    expect(parseAssistantReply(`\`\`\`\n${JSON.stringify(reply)}\n\`\`\``, 'x')).toEqual(expected);
  });

  it('reads JSON from the outermost braces', () => {
    expect(parseAssistantReply(`Sure! ${JSON.stringify(reply)} Anything else?`, 'x')).toEqual(expected);
  });

  it('drops malformed actions and treats missing actions as none', () => {
    expect(
      parseAssistantReply(
        '{"message":"hi","actions":[{"type":"launch_rockets"},{"type":"delete_task","taskId":"t1"}]}',
        'x',
      ),
    ).toEqual({
      message: 'hi',
      actions: [{ type: 'delete_task', taskId: 't1', applied: false }],
    });
    expect(parseAssistantReply('{"message":"hi"}', 'x')).toEqual({ message: 'hi', actions: [] });
    expect(normaliseAssistantActions('x')).toEqual([]);
  });

  it('falls back to tasks from the message for Russian create/change/delegate/assign verbs', () => {
    const result = parseAssistantReply(
      'Конечно, сейчас сделаю',
      'Создай задачи: купить молоко, позвонить маме\n3) убрать комнату',
    );
    expect(result.message).toBe('Конечно, сейчас сделаю');
    expect(result.actions).toEqual([
      { type: 'create_task', taskData: { title: 'купить молоко' }, applied: false },
      { type: 'create_task', taskData: { title: 'позвонить маме' }, applied: false },
      { type: 'create_task', taskData: { title: 'убрать комнату' }, applied: false },
    ]);
  });

  it('has no actions without a fallback verb and a default text for an empty reply', () => {
    expect(parseAssistantReply('just text', 'how are you?')).toEqual({ message: 'just text', actions: [] });
    expect(parseAssistantReply('  ', 'hi')).toEqual({ message: AI_MESSAGES.emptyReply, actions: [] });
  });

  it('recognises the fallback verbs', () => {
    for (const text of [
      'создай',
      'Добавь задачу',
      'измени срок',
      'поменяй',
      'делегируй Ане',
      'назначь',
      'поручи Пете',
    ]) {
      expect(hasFallbackVerb(text)).toBe(true);
    }
    expect(hasFallbackVerb('create a task')).toBe(false);
    expect(tasksFromMessage('Добавь задачу - написать отчёт')).toEqual(['написать отчёт']);
  });

  it('never throws and never returns applied actions', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((json) => `text ${json} more`),
        ),
        fc.string(),
        (text, user) => {
          const result = parseAssistantReply(text, user);
          expect(typeof result.message).toBe('string');
          expect(result.actions.every((action) => !action.applied)).toBe(true);
          expect(result.actions.length).toBeLessThanOrEqual(32);
        },
      ),
    );
    expect(extractAssistantJson('{"message": 1}')).toBeNull();
  });
});

describe('language and texts', () => {
  it('detects Russian by Cyrillic letters or Russian task words', () => {
    expect(detectLanguage('Привет')).toBe('ru');
    expect(detectLanguage('ёж')).toBe('ru');
    expect(detectLanguage('nado kupit moloko')).toBe('ru');
    expect(detectLanguage('Buy milk')).toBe('en');
    expect(detectLanguage('Acheter du lait')).toBe('en');
  });

  it('has the localised error text', () => {
    expect(ASSISTANT_ERROR_TEXTS.en).toBe(
      'An error occurred during processing. Could you rephrase the request?',
    );
    expect(assistantErrorText('ru')).toBe(
      'Произошла ошибка при обработке. Не могли бы вы переформулировать запрос?',
    );
    expect(assistantErrorText('fr')).toBe(
      "Une erreur s'est produite lors du traitement. Pourriez-vous reformuler la demande ?",
    );
  });

  it('keeps the spec AI texts', () => {
    expect(AI_MESSAGES.importFailed).toBe('Не удалось обработать запрос. Попробуйте позже.');
    expect(AI_MESSAGES.groupingFailed).toBe('Failed to group tasks. Please try again later.');
    expect(AI_MESSAGES.unparsableAnswer).toBe('Не удалось разобрать ответ ИИ.');
    expect(AI_MESSAGES.importErrorText).toBe('Не удалось импортировать задачи. Попробуйте еще раз.');
    expect(AI_MESSAGES.creationErrorText).toBe('Не удалось создать задачи через ИИ. Попробуйте еще раз.');
  });

  it('sends the last 8 messages of history', () => {
    const messages = Array.from({ length: 12 }, (_, i) => ({ role: 'user' as const, content: String(i) }));
    expect(chatHistoryForPrompt(messages).map((m) => m.content)).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
  });
});
