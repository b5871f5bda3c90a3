import {
  AI_SUBTASKS_MAX,
  AI_TAGS_MAX,
  AI_TASKS_KEPT,
  MICRO_TASK_AI_MAX_MINUTES,
  MICRO_TASK_MIN_MINUTES,
  normaliseAiTasks,
  timeTextToMinutes,
} from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { extractTasks } from './pipeline.js';

import { MONDAY_CLOCK } from '../test/fixtures.js';

const clock = MONDAY_CLOCK;

function first(text: string) {
  const [task] = extractTasks(text, clock);
  if (!task) throw new Error(`no task in ${text}`);
  return task;
}

describe('the other fields', () => {
  it('estimate in the spec’s time texts, from the text when it says one', () => {
    expect(first('go for a 20 minute run').estimated_time).toBe('20 min');
    expect(first('позвонить маме').estimated_time).toBe('15 мин');
    expect(timeTextToMinutes(first('подготовить отчёт').estimated_time)).toBe(120);
  });

  it('micro-steps: at most five, ordered, 5–15 minutes each, in the task’s language', () => {
    for (const task of extractTasks('подготовить презентацию\nclean the kitchen\ncall mom', clock)) {
      expect(task.subtasks.length).toBeGreaterThan(0);
      expect(task.subtasks.length).toBeLessThanOrEqual(AI_SUBTASKS_MAX);
      task.subtasks.forEach((step, index) => {
        expect(step.order).toBe(index + 1);
        const minutes = timeTextToMinutes(step.estimated_time) ?? 0;
        expect(minutes).toBeGreaterThanOrEqual(MICRO_TASK_MIN_MINUTES);
        expect(minutes).toBeLessThanOrEqual(MICRO_TASK_AI_MAX_MINUTES);
      });
    }
    expect(first('call mom').subtasks[0]?.title).toMatch(/^[A-Z]/);
  });

  it('tags: the kind of task and its category, at most five', () => {
    const task = first('срочно позвонить маме');
    expect(task.tags).toEqual(['звонок', 'личное', 'срочно']);
    expect(task.tags.length).toBeLessThanOrEqual(AI_TAGS_MAX);
  });

  it('every task survives core’s normalisation unchanged in substance', () => {
    const raw = extractTasks(
      'Срочно отправить отчёт клиенту до среды. Записаться к стоматологу. laundry, vacuum, reply to Mark tonight',
      clock,
    );
    const normalised = normaliseAiTasks(raw, clock.now);
    expect(normalised).toHaveLength(raw.length);
    normalised.forEach((task, index) => {
      expect(task.title).toBe(raw[index]?.title);
      expect(task.category).toBe(raw[index]?.category);
      expect(task.priority).toBe(raw[index]?.priority);
      expect(task.deadline_date === null).toBe(raw[index]?.deadline_date === null);
    });
  });

  it('never throws on hostile text, stays within the limits and reads 10,000 characters quickly', () => {
    const alphabet = 'абвгдеёжзАБВabcdefgXYZ0123456789 .,!?:;-—\n\t«»"\'()@#%&*+=/\\…😀\u0000\u200b';
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 300; run++) {
      const text = Array.from(
        { length: Math.floor(next() * 300) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
      const tasks = extractTasks(text, clock);
      expect(tasks.length).toBeLessThanOrEqual(AI_TASKS_KEPT);
      expect(normaliseAiTasks(tasks, clock.now)).toHaveLength(tasks.length);
    }
    for (const text of [
      '1. '.repeat(3333),
      'купить '.repeat(1400),
      'а'.repeat(10_000),
      'завтра и '.repeat(1100),
    ]) {
      const started = performance.now();
      extractTasks(text, clock);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(
      extractTasks('завтра купить хлеб', { now: new Date('invalid'), timeZone: 'Mars/Olympus' }),
    ).toHaveLength(1);
  });

  it('is deterministic', () => {
    const text = 'завтра купить молоко, вечером позвонить маме, к пятнице отчёт';
    expect(extractTasks(text, clock)).toEqual(extractTasks(text, clock));
  });
});

describe('dates of an event and of the tasks for it', () => {
  const dates = (text: string) =>
    extractTasks(text, clock).map((task) => [task.title, task.deadline_date?.slice(0, 10) ?? null]);

  it('a task that names no day is undated when the others after the event name their own', () => {
    const tasks = dates('The recital is on Saturday. Iron the shirt on Friday, buy new strings');
    expect(tasks[0]?.[1]).not.toBeNull();
    expect(tasks[1]?.[1]).toBeNull();
  });

  it('with no day of their own, the tasks after the event are due on its day', () => {
    const tasks = dates('The recital is on Saturday. Iron the shirt and buy new strings');
    expect(tasks.map(([, day]) => day)).toEqual([tasks[0]?.[1], tasks[0]?.[1]]);
    expect(tasks[0]?.[1]).not.toBeNull();
  });

  it('"that day" keeps the event’s day', () => {
    const tasks = dates('the match moved to thursday so find a ride that day, and sign the form by friday');
    expect(tasks[0]?.[1]).not.toBeNull();
    expect(tasks[0]?.[1]).not.toEqual(tasks[1]?.[1]);
  });

  it('"I better …" is a task, so the event before it dates it and not the next sentence', () => {
    const tasks = dates(
      'my aunt arrives on friday so I better clear the guest bed by then. Also email the landlord',
    );
    expect(tasks.map(([title]) => title)).toEqual(['Clear the guest bed', 'Email the landlord']);
    expect(tasks[0]?.[1]).not.toBeNull();
    expect(tasks[1]?.[1]).toBeNull();
  });

  it('a corrected date said after a task replaces its date', () => {
    const [task] = dates('ring the electrician tomorrow, no wait she said wednesday');
    expect(task?.[1]).toBe('2026-11-25');
  });

  it('"вечером" after a task for next week is this evening, not a day of that week', () => {
    const tasks = dates('записаться к окулисту на следующей неделе и вечером погладить рубашки');
    expect(tasks.at(-1)?.[1]).toBe('2026-11-23');
  });

  it('a line that is only a date and list words heads the lines after it, with or without a colon', () => {
    expect(dates('Things to do tomorrow\nring the garage\nreturn the library books')).toEqual([
      ['Ring the garage', '2026-11-24'],
      ['Return the library books', '2026-11-24'],
    ]);
    expect(dates('Дела на пятницу 📌\nзаписаться в парикмахерскую').map(([, day]) => day)).toEqual([
      '2026-11-27',
    ]);
  });

  it('in a Russian run-on said time first, each date opens its own task', () => {
    const tasks = dates('завтра купить краску в субботу покрасить забор');
    expect(tasks).toHaveLength(2);
    expect(tasks[0]?.[1]).not.toEqual(tasks[1]?.[1]);
  });
});

describe('what is said but is no task', () => {
  const titlesOf = (text: string) => extractTasks(text, clock).map((task) => task.title);

  it('a task taken back while speaking', () => {
    expect(
      titlesOf('1 email the school 2 finish the jigsaw with my nephew lol no that’s not a task'),
    ).toEqual(['Email the school']);
    expect(
      titlesOf('на выходных объехать два салона выбрать платье ой нет платье уже купили и позвонить тёте'),
    ).toEqual(['Объехать два салона', 'Позвонить тёте']);
    expect(titlesOf('buy stamps, never mind')).toEqual([]);
  });

  it('a line that names the dump itself', () => {
    expect(titlesOf('morning brain dump. fix the login bug')).toEqual(['Fix the login bug']);
    expect(titlesOf('мысли вслух. завтра позвонить маме')).toEqual(['Позвонить маме']);
  });
});
