// The kind of a task (from its verb and object), which decides its estimate, its micro-steps and its tag.
import { MICRO_TASK_AI_MAX_MINUTES, MICRO_TASK_MIN_MINUTES } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { KIND_MINUTES, kindTag, microSteps, STEPS, type TaskKind, taskKind } from './estimate.js';

describe('the kind of a task', () => {
  it.each<[string, TaskKind]>([
    // Renewing, cancelling and papers: what people keep putting off.
    ['Продлить страховку на машину', 'renewal'],
    ['Перевыпустить карту', 'renewal'],
    ['Renew the car tax', 'renewal'],
    ['Extend the parking permit', 'renewal'],
    ['Отменить подписку на сервис', 'cancellation'],
    ['Cancel the old internet contract', 'cancellation'],
    ['Подать заявление на вычет', 'paperwork'],
    ['Заполнить анкету для визы', 'paperwork'],
    ['Выставить счёт клиенту', 'paperwork'],
    ['Sign the permission slip', 'paperwork'],
    ['Fill out the insurance claim', 'paperwork'],
    // A sign-up is a booking, not a form.
    ['Sign up for the pottery class', 'booking'],
    ['Записаться на курсы', 'booking'],
    // Asking, agreeing, chasing.
    ['Договориться с арендодателем о залоге', 'talk'],
    ['Уточнить у бухгалтера сроки', 'talk'],
    ['Chase the supplier about the refund', 'talk'],
    ['Confirm the table for Friday', 'talk'],
    // Finding out, choosing, checking.
    ['Выбрать краску для кухни', 'research'],
    ['Разобраться с налоговым вычетом', 'research'],
    ['Look into summer camps', 'research'],
    ['Check whether the warranty still holds', 'research'],
    // Checking in for a flight is no research.
    ['Check in for the flight', 'general'],
    // Learning.
    ['Выучить неправильные глаголы', 'study'],
    ['Повторить конспект по химии', 'study'],
    ['Practise the piano piece', 'study'],
    // Going somewhere that is no visit, workout or purchase.
    ['Сходить в МФЦ за справкой', 'errand'],
    ['Pop to the post office', 'errand'],
    ['Сходить к стоматологу', 'visit'],
    ['Сходить в спортзал', 'workout'],
    // Calling someone out, handing a thing over, posting it, refilling it, small chores.
    ['Вызвать сантехника', 'call'],
    ['Передать ключи соседке', 'errand'],
    ['Post the birthday card', 'errand'],
    ['Refill the prescription', 'purchase'],
    ['Разморозить холодильник', 'chore'],
    ['Mow the lawn', 'chore'],
    // Sorting things out is still cleaning; sorting a question out is not.
    ['Разобрать шкаф с одеждой', 'cleaning'],
  ])('%s → %s', (title, kind) => {
    expect(taskKind(title)).toBe(kind);
  });

  it('gives every kind an estimate, a tag in each language and steps of 5 to 15 minutes, at most five', () => {
    for (const [kind, steps] of Object.entries(STEPS) as [TaskKind, (typeof STEPS)[TaskKind]][]) {
      expect(KIND_MINUTES[kind], kind).toBeGreaterThan(0);
      expect(steps.length, kind).toBeGreaterThan(0);
      expect(steps.length, kind).toBeLessThanOrEqual(5);
      for (const [, , minutes] of steps) {
        expect(minutes).toBeGreaterThanOrEqual(MICRO_TASK_MIN_MINUTES);
        expect(minutes).toBeLessThanOrEqual(MICRO_TASK_AI_MAX_MINUTES);
      }
    }
  });

  it('writes the steps of a kind in the task language, the task itself among them where it is one step', () => {
    expect(microSteps('Продлить страховку на машину', 'ru').map((step) => step.title)).toEqual([
      'Найти текущий документ или договор и срок окончания',
      'Проверить, что нужно для продления и сколько стоит',
      'Продлить страховку на машину',
      'Сохранить подтверждение и записать следующий срок',
    ]);
    expect(microSteps('Fill out the insurance claim', 'en').map((step) => step.order)).toEqual([1, 2, 3, 4]);
    expect(kindTag('Chase the supplier', 'en')).toBe('conversation');
    expect(kindTag('Выучить билеты', 'ru')).toBe('учёба');
  });
});
