import { describe, expect, it } from 'vitest';
import { MONDAY_CLOCK } from '../../../test/fixtures.js';
import { describeRules } from '../../../test/rules.js';
import { extractTasks } from '../../pipeline.js';
import { localToday } from '../../calendar.js';
import { CLAUSE_FIELD_RULES, fillFields, readClauseFields, TASK_FIELD_RULES } from './rules.js';

const clock = MONDAY_CLOCK;

function first(text: string) {
  const [task] = extractTasks(text, clock);
  if (!task) throw new Error(`no task in ${text}`);
  return task;
}

describeRules('fields (clause)', CLAUSE_FIELD_RULES);
describeRules('fields (task)', TASK_FIELD_RULES);

describe('readClauseFields', () => {
  it('runs the clause field rules in order: the priority from the cues read before it', () => {
    const fields = readClauseFields('срочно перевести деньги к пятнице', clock, localToday(clock));
    expect(fields.priority).toBe('high');
    expect(fields.dates.dates.map((match) => match.date.day)).toEqual([27]);
  });
});

describe('fillFields', () => {
  it('runs the task field rules in order: language before the deadline, priority and category before the tags', () => {
    expect(
      fillFields(
        { title: 'Call the landlord', source: 'call the landlord, urgent', priority: 'high' },
        { clock, fallback: 'ru' },
      ),
    ).toEqual({
      title: 'Call the landlord',
      description: 'call the landlord, urgent',
      priority: 'high',
      deadline_text: 'no deadline',
      deadline_date: null,
      category: 'дом',
      estimated_time: '15 min',
      subtasks: expect.any(Array),
      tags: ['call', 'дом', 'urgent'],
    });
  });
});

// Behaviour through the whole pipeline.
describe('deadlines in a dump', () => {
  it('a new subject with a modal starts a new thought; a past statement and "for the weekend" date nothing', () => {
    const dates = (text: string) =>
      extractTasks(text, clock).map((task) => [task.title, task.deadline_date?.slice(0, 10) ?? null]);
    expect(dates("Tomorrow I'll call the insurance company, and I need to book a flu shot.")).toEqual([
      ['Call the insurance company', '2026-11-24'],
      ['Book a flu shot', null],
    ]);
    expect(dates('Honestly this week went by so fast. Book an eye exam for Grandpa.')).toEqual([
      ['Book an eye exam for Grandpa', null],
    ]);
    // "Before that," with a comma still points back; "на Новый год" is what a task is for; a feeling
    // about a date dates nothing.
    expect(dates('Client call on Friday. Before that, finish the mockups')).toEqual([
      ['Client call', '2026-11-27'],
      ['Finish the mockups', '2026-11-27'],
    ]);
    expect(dates('Parent-teacher meeting on Friday. Need to sign the permission slip before then.')).toEqual([
      ['Parent-teacher meeting', '2026-11-27'],
      ['Sign the permission slip', '2026-11-27'],
    ]);
    // A head that points back ("before that:", "до этого:") on the next line takes the last task's date.
    expect(
      dates('grant report due to the board on the 10th\nbefore that: update the budget, email Priti'),
    ).toEqual([
      ['Grant report due to the board', '2026-12-10'],
      ['Update the budget', '2026-12-10'],
      ['Email Priti', '2026-12-10'],
    ]);
    expect(dates('сдать смету 10 декабря\nдо этого:\n- обзвонить поставщиков')).toEqual([
      ['Сдать смету', '2026-12-10'],
      ['Обзвонить поставщиков', '2026-12-10'],
    ]);
    expect(dates('продумать меню на Новый год')).toEqual([['Продумать меню на Новый год', null]]);
    expect(dates('Совсем не успеваю перед Новым годом. Нужно пересчитать товар на складе.')).toEqual([
      ['Пересчитать товар на складе', null],
    ]);
    // A modal after a statement (not after a task) keeps the statement's date.
    expect(dates("Jess's wedding is on December 19, I need to buy a dress for it.")).toEqual([
      ["Buy a dress for Jess's wedding", '2026-12-19'],
    ]);
    // ", and", "don't forget", "remember to" start a new thought too.
    expect(dates('tonight practice the new chord progression, and order a new capo')).toEqual([
      ['Practice the new chord progression', '2026-11-23'],
      ['Order a new capo', null],
    ]);
    expect(
      dates("tomorrow show the intern how the scanner works and don't forget to book the piano lessons"),
    ).toEqual([
      ['Show the intern how the scanner works', '2026-11-24'],
      ['Book the piano lessons', null],
    ]);
    expect(dates('tomorrow: trade shifts with Leo for the weekend')).toEqual([
      ['Trade shifts with Leo for the weekend', '2026-11-24'],
    ]);
  });

  it('a date before the first action carries over to the tasks joined to it', () => {
    const [a, b] = extractTasks('в понедельник отправить резюме и подготовиться к собеседованию', clock);
    expect(a?.deadline_date).toBe('2026-11-30T23:59:59+03:00');
    expect(b?.deadline_date).toBe('2026-11-30T23:59:59+03:00');
  });

  it('"а ещё" / "also" starts a new thought without that date', () => {
    const [milk, mum] = extractTasks('Завтра купить сыр и масло, а ещё надо позвонить бабушке', clock);
    expect(milk?.deadline_date?.slice(0, 10)).toBe('2026-11-24');
    expect(mum?.deadline_date).toBeNull();
    expect(mum?.deadline_text).toBe('без срока');
  });

  it('a date after the action stays with that action', () => {
    const [groceries, dentist] = extractTasks('Buy stamps tomorrow and call the vet', clock);
    expect(groceries?.deadline_date?.slice(0, 10)).toBe('2026-11-24');
    expect(dentist?.deadline_date).toBeNull();
    expect(dentist?.deadline_text).toBe('no deadline');
  });

  it('an event gives its date to the action about it ("— выбрать подарок", "к нему")', () => {
    expect(first('12 декабря годовщина свадьбы — заказать цветы').deadline_date?.slice(0, 10)).toBe(
      '2026-12-12',
    );
    const [, plan] = extractTasks('Послезавтра встреча с заказчиком, к ней нужно подготовить смету', clock);
    expect(plan?.deadline_date?.slice(0, 10)).toBe('2026-11-25');
    expect(first('Rent due March 3. Gotta pay it').deadline_date?.slice(0, 10)).toBe('2027-03-03');
  });

  it('"before that" / "к нему" opening a sentence takes the date of the task in the sentence before', () => {
    const [call, mockups] = extractTasks(
      'Friday we have the client call; before that finish the mockups',
      clock,
    );
    expect(call?.deadline_date?.slice(0, 10)).toBe('2026-11-27');
    expect(mockups?.deadline_date?.slice(0, 10)).toBe('2026-11-27');
    const [, slides] = extractTasks('Созвон в пятницу. К нему подготовить слайды.', clock);
    expect(slides?.deadline_date?.slice(0, 10)).toBe('2026-11-27');
    const [, milk] = extractTasks('Call mom on Friday. Then buy milk.', clock);
    expect(milk?.deadline_date).toBeNull();
  });

  it('a weekday in the plural ("ненавижу понедельники", "по пятницам") names no date', () => {
    expect(first('Ненавижу понедельники. Надо купить проездной').deadline_date).toBeNull();
  });

  it('a date said right after a task dates it; one in the middle of a sentence stays with its own subject', () => {
    expect(first('get birthday card for dad, his bday is next sunday').deadline_date?.slice(0, 10)).toBe(
      '2026-12-06',
    );
    const [sister] = extractTasks(
      'the house is a mess, work deadline on thursday, and i havent called my sister',
      clock,
    );
    expect(sister?.deadline_date).toBeNull();
  });

  it('"вечером" after a day already said is that day', () => {
    const tasks = extractTasks('завтра утром отвезти машину в сервис, а вечером забрать', clock);
    expect(tasks.map((task) => task.deadline_date?.slice(0, 10))).toEqual(['2026-11-24', '2026-11-24']);
  });

  it('a header line dates every item under it', () => {
    const tasks = extractTasks('Завтра:\n- позвонить маме\n- купить хлеб\n\nразобрать балкон', clock);
    expect(tasks.map((task) => task.deadline_date?.slice(0, 10) ?? null)).toEqual([
      '2026-11-24',
      '2026-11-24',
      null,
    ]);
  });

  it('"дедлайн в пятницу" after a task is that task’s date', () => {
    expect(first('Сделать презентацию для клиента, дедлайн в пятницу').deadline_date?.slice(0, 10)).toBe(
      '2026-11-27',
    );
  });

  it('the deadline text names the words that gave the date', () => {
    expect(first('подготовить презентацию к пятнице').deadline_text).toBe('к пятнице');
  });
});

describe('priority cues', () => {
  it('срочно / горит / ASAP / urgent → high; важно / important → medium; otherwise low', () => {
    expect(first('Срочно отправить отчёт клиенту').priority).toBe('high');
    expect(first('горит срок по отчёту, доделать выводы').priority).toBe('high');
    expect(first('ASAP: send the signed contract').priority).toBe('high');
    expect(first('urgent!! call a plumber').priority).toBe('high');
    expect(first('важно: подготовить презентацию').priority).toBe('medium');
    expect(first('Important - prepare slides').priority).toBe('medium');
    expect(first('сходить в спортзал').priority).toBe('low');
    expect(first('позвонить в банк, не срочно').priority).toBe('low');
  });

  it('a cue before the first action covers the tasks joined to it, not the next sentence', () => {
    const tasks = extractTasks('срочно купить хлеб и позвонить маме. Записаться к стоматологу', clock);
    expect(tasks.map((task) => task.priority)).toEqual(['high', 'high', 'low']);
  });
});
