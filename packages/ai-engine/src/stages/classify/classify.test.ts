import { AI_TASKS_KEPT } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { MONDAY_CLOCK } from '../../../test/fixtures.js';
import { describeRules } from '../../../test/rules.js';
import { extractTasks } from '../../pipeline.js';
import { firstDecision } from '../../rule.js';
import { categorise, CATEGORY_RULES } from './category-rules.js';
import { classify, CLAUSE_KIND_RULES, decideClauseKind, readClause } from './clause-kind.js';
import { classifyClause, KIND_RULES } from './kind-rules.js';
import { CLASSIFY_RULES } from './rules.js';
import { saysWhatHappens } from './verbs.js';

const clock = MONDAY_CLOCK;

function titles(text: string, language?: 'ru' | 'en'): string[] {
  return extractTasks(text, clock, language).map((task) => task.title);
}

function first(text: string) {
  const [task] = extractTasks(text, clock);
  if (!task) throw new Error(`no task in ${text}`);
  return task;
}

describeRules('classify', CLASSIFY_RULES);
describeRules('classify (clause kind)', KIND_RULES);
describeRules('category', CATEGORY_RULES);
describeRules('clause kind', CLAUSE_KIND_RULES);

describe('the clause-kind runner', () => {
  /** The clause-kind rules with the two named rules swapped. */
  function swapped(one: string, other: string) {
    const names = CLAUSE_KIND_RULES.map((rule) => rule.name);
    const [a, b] = [names.indexOf(one), names.indexOf(other)];
    expect(a >= 0 && b >= 0, `${one} and ${other} are rules`).toBe(true);
    const rules = [...CLAUSE_KIND_RULES];
    [rules[a], rules[b]] = [rules[b] ?? rules[a]!, rules[a]!];
    return rules;
  }
  const kindWith = (rules: typeof CLAUSE_KIND_RULES, core: string) =>
    decideClauseKind(rules, readClause(core, core));

  it('gives the decision of the first rule that decides, with the verb it found', () => {
    expect(classify('завтра утром позвоню в сервис', 'завтра утром позвоню в сервис')).toEqual({
      kind: 'action',
      verbIndex: 2,
    });
    expect(classify('', '')).toEqual({ kind: 'empty', verbIndex: -1 });
    expect(firstDecision([], readClause('x', 'x'))).toBeUndefined();
    expect(() =>
      decideClauseKind(CLAUSE_KIND_RULES.slice(0, -1), readClause('whatever', 'whatever')),
    ).toThrow('no rule decided');
  });

  it('reads the wish in the clause as written, not in its core', () => {
    expect(classify('полежать', 'очень хочу полежать').kind).toBe('context');
    expect(classify('полежать', 'полежать').kind).toBe('action');
  });

  it('runs the rules in order: reluctance is read before the Russian verb makes an action', () => {
    expect(kindWith(CLAUSE_KIND_RULES, 'разбирать балкон лень').kind).toBe('context');
    expect(kindWith(swapped('ru-reluctance', 'ru-action'), 'разбирать балкон лень').kind).toBe('action');
  });

  it('runs the rules in order: a statement opening with "это" is read before its verb', () => {
    expect(kindWith(CLAUSE_KIND_RULES, 'это надо обсудить').kind).toBe('context');
    expect(kindWith(swapped('statement', 'ru-action'), 'это надо обсудить')).toEqual({
      kind: 'action',
      verbIndex: 2,
    });
  });

  it('runs the rules in order: self-talk is read before an English verb makes an action', () => {
    expect(kindWith(CLAUSE_KIND_RULES, 'relax a bit').kind).toBe('context');
    expect(kindWith(swapped('en-self-talk', 'en-verb-first'), 'relax a bit').kind).toBe('action');
  });

  it('runs the rules in order: a negation is read before a task noun', () => {
    expect(kindWith(CLAUSE_KIND_RULES, 'no dentist appointment').kind).toBe('other');
    expect(kindWith(swapped('negation', 'task-noun'), 'no dentist appointment').kind).toBe('noun');
  });
});

describe('classifyClause', () => {
  const context = { separator: 'comma' as const, said: false, dated: false, requested: false, dueBy: false };

  it('runs the kind rules in order: a thing to deliver is a task noun before the clause is read', () => {
    expect(
      classifyClause('signed lease for the landlord', {
        ...context,
        text: 'x',
        folded: 'x',
        requested: true,
      }),
    ).toEqual({ kind: 'noun', verbIndex: -1 });
  });

  it('runs the kind rules in order: a reminder is read before a trip without its verb', () => {
    expect(
      classifyClause('в аптеку', {
        ...context,
        text: 'не забыть потом в аптеку',
        folded: 'не забыть потом в аптеку',
      }).kind,
    ).toBe('noun');
  });

  it('runs the kind rules in order: a clause that only says how urgent is empty before it is a reminder', () => {
    expect(
      classifyClause('super', {
        ...context,
        text: "don't forget, super urgent",
        folded: "don't forget, super urgent",
        said: true,
      }).kind,
    ).toBe('empty');
  });
});

// Behaviour through the whole pipeline: what a clause is, and its category.
describe('what a clause is', () => {
  it('an action header over a list of events is one task', () => {
    expect(titles('распланировать зимние каникулы: каток, музеи, бабушка')).toEqual([
      'Распланировать зимние каникулы: каток, музеи, бабушка',
    ]);
  });

  it('an emoticon ends a sentence', () => {
    expect(titles('а я совсем забыл(( заказать столик в кафе')).toEqual(['Заказать столик в кафе']);
  });

  it('finds the action after a leading time clause and after "re-"', () => {
    expect(titles('before the plumber comes next wednesday clear out the cabinet under the sink')).toEqual([
      'Clear out the cabinet under the sink',
    ]);
    expect(titles('On saturday re-grout the shower tiles')).toEqual(['Re-grout the shower tiles']);
    expect(titles('Today is the last day to file my expense report, so ASAP')).toEqual([
      'File my expense report',
    ]);
  });

  it('puts the thing a statement was about in place of "it", and a trip into the task it serves', () => {
    expect(titles('the hallway carpet is filthy, vacuum it this weekend')).toEqual([
      'Vacuum the hallway carpet',
    ]);
    expect(titles("uncle joe's printer is broken again, go over on tuesday and fix it")).toEqual([
      "Fix uncle joe's printer",
    ]);
    expect(titles('the water bill came, pay it')).toEqual(['Pay the water bill']);
    expect(titles('my train got cancelled, rebook it')).toEqual(['Rebook my train']);
    expect(extractTasks('go over on tuesday and fix the tap', clock)[0]?.deadline_date).toBe(
      '2026-11-24T23:59:59+03:00',
    );
  });

  it('a task said as undated takes no date from the tasks around it', () => {
    const tasks = extractTasks(
      'Next week renew my licence, and sign up for a pottery course at some point',
      clock,
    );
    expect(tasks.map((task) => task.deadline_date)).toEqual(['2026-11-30T23:59:59+03:00', null]);
  });

  it('keeps someone called in to do a job in one task', () => {
    expect(titles('вызвать мастера проверить газовую колонку')).toEqual([
      'Вызвать мастера проверить газовую колонку',
    ]);
    expect(titles('до завтра же забрать часы из ремонта')).toEqual(['Забрать часы из ремонта']);
  });

  it('keeps a visit or a call for a purpose, and a follow-up on the same thing, in one task', () => {
    expect(titles('записаться к офтальмологу проверить зрение')).toEqual([
      'Записаться к офтальмологу проверить зрение',
    ]);
    expect(titles('позвонить в банк узнать про карту')).toEqual(['Позвонить в банк узнать про карту']);
    expect(titles('tonight weigh the parcel and label it')).toEqual(['Weigh the parcel']);
    expect(titles('распечатать договор и подписать его')).toEqual(['Распечатать договор']);
    // A follow-up with an object of its own is a task of its own.
    expect(titles('buy milk and call the plumber')).toEqual(['Buy milk', 'Call the plumber']);
  });

  it('reads a thing that needs doing as the task of doing it', () => {
    expect(titles('Also the bedroom window latch needs fixing at the weekend.')).toEqual([
      'Fix the bedroom window latch',
    ]);
    expect(titles('The gutters need to be cleaned')).toEqual(['Clean the gutters']);
    expect(titles('the project needs a review')).toEqual(['Review the project']);
    // A person who needs something is not a task to do to them.
    expect(titles('I need a break')).toEqual([]);
  });

  it('a payment said with its day is a task', () => {
    const [task, ...rest] = extractTasks('по ипотеке платёж 20-го, не пропустить', MONDAY_CLOCK);
    expect(rest).toEqual([]);
    expect(task?.title).toMatch(/платёж/i);
    expect(task?.deadline_date?.slice(0, 10)).toMatch(/-20$/);
  });

  it('a definition ("month end = invoicing day") is context, and a workout noun with a time is a task', () => {
    expect(titles('month end = invoicing day.')).toEqual([]);
    expect(titles('Утром зарядка минут 20, шея затекла.')).toEqual(['Зарядка минут 20']);
  });

  it('reads what is going on and what others say as context', () => {
    expect(titles('coffee break, snacking at my laptop again.')).toEqual([]);
    expect(titles('hosting on friday and nothing is prepared')).toEqual([]);
    expect(titles('standup just finished and i already lost track of it.')).toEqual([]);
    expect(titles('vendor call went sideways, they want a new quote')).toEqual([]);
    expect(titles('my coach says list everything out so here goes.')).toEqual([]);
  });

  it('ends the task before with a follow-up: a pronoun, where the thing goes, a lone cue', () => {
    expect(titles("grab lunch with omar on friday, i'll text him")).toEqual(['Grab lunch with omar']);
    expect(titles('составить график дежурств по дому и повесить на дверь')).toEqual([
      'Составить график дежурств по дому',
    ]);
    const [invoices, ...others] = extractTasks(
      'срочно собрать все чеки за командировку, завтра же отдать бухгалтеру',
      clock,
    );
    expect(others).toEqual([]);
    expect([invoices?.title, invoices?.deadline_date?.slice(0, 10)]).toEqual([
      'Собрать все чеки за командировку',
      '2026-11-24',
    ]);
    expect(first("renew the gym card, it's expired, urgent").priority).toBe('high');
    // Another action with its own object stays a task of its own.
    expect(titles('завтра заменить розетку на кухне и прибить плинтус')).toEqual([
      'Заменить розетку на кухне',
      'Прибить плинтус',
    ]);
    expect(titles('pick up the twins from daycare and take them to the park')).toHaveLength(2);
  });

  it('a header with a date may be long; nouns that look like verbs stay items of a purchase list', () => {
    const tasks = extractTasks('by the end of the month i need to:\n- renew my driving licence', clock);
    expect(tasks.map((task) => [task.title, task.deadline_date?.slice(0, 10)])).toEqual([
      ['Renew my driving licence', '2026-11-30'],
    ]);
    expect(titles('- buy: dish soap, trash bags, coffee filters\n- fix the wobbly leg')).toEqual([
      'Buy dish soap',
      'Buy trash bags',
      'Buy coffee filters',
      'Fix the wobbly leg',
    ]);
    expect(titles('tonight actually do the 45 min bike ride')).toEqual(['Do the 45 min bike ride']);
  });

  it('leaves out what one is going through, alternatives, reasons and purposes', () => {
    expect(titles('проснулась в шесть, не понимаю за что хвататься')).toEqual([]);
    expect(titles('сижу в машине и пытаюсь собрать мысли в кучу')).toEqual([]);
    expect(titles('собираюсь позвонить маме')).toEqual(['Позвонить маме']);
    expect(titles('записаться на узи плеча, кардиолог выписал ещё неделю назад')).toEqual([
      'Записаться на узи плеча',
    ]);
    expect(titles('завтра вывезти старый шкаф (или продать на юле)')).toEqual(['Вывезти старый шкаф']);
    expect(titles('записать дочь на гимнастику пока есть места')).toEqual(['Записать дочь на гимнастику']);
    expect(titles('продумать отпуск, чтоб совпасть с каникулами')).toEqual(['Продумать отпуск']);
    expect(titles('доделать фотокнигу для бабушки, хочу подарить на нг')).toEqual([
      'Доделать фотокнигу для бабушки',
    ]);
    expect(titles('plan the school holidays rota with my ex so the kids know where to go')).toEqual([
      'Plan the school holidays rota with my ex',
    ]);
    expect(titles('resolutions check-in: already failing lol.')).toEqual([]);
  });

  it('names the broken thing in a call to a repair person, and being home for a visit is a task', () => {
    expect(titles('washing machine died again, call the handyman tomorrow.')).toEqual([
      'Call the handyman about the washing machine',
    ]);
    expect(titles('стиралка опять сломалась, вызвать мастера')).toEqual(['Вызвать мастера — стиралка']);
    expect(titles('need to be home tomorrow 2-5 for the gas meter check')).toEqual([
      'Be home 2-5 for the gas meter check',
    ]);
  });

  it('reluctance and news of a coming event are context; a call keeps its purpose', () => {
    expect(titles('отпуск кончился, выходить на смену совсем не хочется.')).toEqual([]);
    expect(titles('скоро зачёт по вождению, а я путаюсь в знаках')).toEqual([]);
    expect(titles('позвонить тёте, поздравить с новосельем')).toEqual(['Позвонить тёте']);
    expect(titles('позвонить маме, купить хлеб')).toEqual(['Позвонить маме', 'Купить хлеб']);
  });

  it('reads a dated request of a client or a boss as the thing to deliver', () => {
    const [mockups] = extractTasks('the agency wants the final logo files by tomorrow noon', clock);
    expect([mockups?.title, mockups?.deadline_date?.slice(0, 10)]).toEqual([
      'Final logo files for the agency',
      '2026-11-24',
    ]);
    // Without a date it is news about the client, not a task.
    expect(titles('the agency wants the final logo files')).not.toContain('Final logo files for the agency');
  });

  it('reads "есть" as "there is", a reminder not to miss as part of the task, and common typos', () => {
    expect(titles('сходить к кардиологу — направление уже есть')).toEqual(['Сходить к кардиологу']);
    expect(titles('надо есть больше овощей')).toEqual(['Есть больше овощей']);
    expect(titles('в субботу йога в студии в 9 утра, не проспать')).toHaveLength(1);
    expect(titles('так хочеться просто полежать и никуда не идти')).toEqual([]);
    expect(titles('spring cleaning mode activated lol. deep-clean the oven')).toEqual([
      'Deep-clean the oven',
    ]);
    expect(titles('also need to see someone about this back pain')).toEqual([
      'See someone about this back pain',
    ]);
  });

  it('reads the imperative shape before a past form, nouns that look like verbs, and "so" before a task', () => {
    expect(titles('rerun the failed PCR samples')).toEqual(['Rerun the failed PCR samples']);
    expect(titles('Store was packed all day. book a dermatologist appointment')).toEqual([
      'Book a dermatologist appointment',
    ]);
    const [cupboard] = extractTasks('window cleaner coming friday so clear the sills before then', clock);
    expect([cupboard?.title, cupboard?.deadline_date?.slice(0, 10)]).toEqual([
      'Clear the sills',
      '2026-11-27',
    ]);
    expect(titles("Before Wednesday's piano lesson with Lily, check her scales")).toEqual([
      'Check her scales',
    ]);
  });

  it('names the thing a statement was about in a repair or a pronoun; "для" makes a noun a purpose', () => {
    expect(titles('The fridge is humming again, book a repair')).toEqual(['Book a repair for the fridge']);
    expect(titles('The oven smells burnt, clean it out tonight')).toEqual(['Clean the oven out']);
    expect(titles('Заказать чехол для телефона и кабель для зарядки')).toEqual([
      'Заказать чехол для телефона и кабель для зарядки',
    ]);
    expect(titles('Послезавтра прививка от клещевого энцефалита.')).toEqual([
      'Прививка от клещевого энцефалита',
    ]);
  });

  it('a state is not left undone, a symptom is context, and first-person futures are actions', () => {
    expect(titles('Холод жуткий, ночью вообще не спал. Надо заказать обогреватель')).toEqual([
      'Заказать обогреватель',
    ]);
    expect(titles('Спина опять болит после зала. Завтра записаться к остеопату.')).toEqual([
      'Записаться к остеопату',
    ]);
    expect(titles('В понедельник передам показания счётчиков.')).toEqual(['Передать показания счётчиков']);
    expect(titles('Blood test on Monday at 7am, no coffee.')).toEqual(['Blood test']);
  });

  it('an impersonal wish is a mood; a reason after a task is no task; titles keep who comes and lose a capital', () => {
    expect(titles('Осень, хочется всё поменять к лучшему.')).toEqual([]);
    expect(titles("Check in with Omar, haven't talked in weeks")).toEqual(['Check in with Omar']);
    expect(titles('Послезавтра приходит электрик менять проводку')).toEqual([
      'Приходит электрик менять проводку',
    ]);
    expect(titles('Газовую колонку надо показать мастеру')).toEqual(['Показать газовую колонку мастеру']);
    expect(titles('Uncle Pete turns 60 on Sunday, call him')).toEqual(['Call Uncle Pete']);
    expect(titles('Послезавтра первое занятие ЛФК.')).toEqual(['Первое занятие ЛФК']);
  });

  it('a bullet makes only its first sentence a task', () => {
    expect(titles('2) на выходных вернуть ей стремянку. стыдно')).toEqual(['Вернуть ей стремянку']);
    expect(titles('- passport\n- letter to the bank. ugh')).toEqual(['Passport', 'Letter to the bank']);
  });

  it('knows an unknown English verb by the imperative shape, not a word before a determiner', () => {
    expect(titles('dispute the duplicate gym charge with the bank')).toEqual([
      'Dispute the duplicate gym charge with the bank',
    ]);
    expect(titles('defrag my old laptop')).toEqual(['Defrag my old laptop']);
    expect(titles('maybe the weather will be better')).toEqual([]);
    expect(titles('cleaned the garage yesterday')).toEqual([]);
  });

  it('reads list items without a verb as tasks, but a date like "April 15." is no list number', () => {
    expect(
      titles('на работе завал: 1. отчёт по продажам 2. письмо партнёрам 3. обновить презентацию'),
    ).toEqual(['Отчёт по продажам', 'Письмо партнёрам', 'Обновить презентацию']);
    expect(titles('- паспорт\n- письмо в банк')).toEqual(['Паспорт', 'Письмо в банк']);
    expect(first('Rent due March 3. Gotta pay it').title).toBe('Pay it');
  });

  it('turns what is not done yet into a task ("так и не позвонила", "haven\'t called")', () => {
    expect(titles('я так и не позвонила сестре')).toEqual(['Позвонить сестре']);
    expect(titles('and i still havent called my sister back')).toEqual(['Call my sister back']);
    expect(titles('ничего не хочу делать')).toEqual([]);
  });

  it('reads a trip written without its verb ("надо в банк", "потом в аптеку")', () => {
    expect(titles('завтра надо в банк, потом в аптеку')).toEqual(['Сходить в банк', 'Сходить в аптеку']);
    expect(titles('на работе завал')).toEqual([]);
  });

  it('completes a bare verb with the event said before it', () => {
    expect(first('сегодня день рождения у бабушки — обязательно поздравить').title).toBe(
      'Поздравить — день рождения у бабушки',
    );
  });

  it('keeps at most eight tasks and no duplicates', () => {
    const text = Array.from({ length: 12 }, (_, index) => `позвонить клиенту номер ${index + 1}`).join('\n');
    expect(extractTasks(text, clock)).toHaveLength(AI_TASKS_KEPT);
    expect(titles('позвонить маме\nПозвонить маме')).toEqual(['Позвонить маме']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(extractTasks('', clock)).toEqual([]);
    expect(extractTasks('   \n  ', clock)).toEqual([]);
  });
});

describe('categories', () => {
  it.each([
    ['Отправить отчёт клиенту', 'работа'],
    ['Записаться к стоматологу', 'здоровье'],
    ['Постирать шторы', 'дом'],
    ['Составить бюджет на декабрь', 'планирование'],
    ['Позвонить маме', 'личное'],
    ['Купить лампочки', 'покупки'],
    ['Заказать корм коту', 'покупки'],
    ['Обновить план проекта', 'работа'],
    ['Сдать налоговую декларацию', 'личное'],
    ['Fix the login bug', 'работа'],
    ['Plan next week’s meals', 'планирование'],
    ['Vacuum the living room', 'дом'],
    ['Order new running shoes', 'покупки'],
    ['Collect the prescription at the chemist', 'здоровье'],
    ['Renew my passport', 'личное'],
    ['Сходить к врачу', 'здоровье'],
    ['Оплатить квартплату', 'дом'],
    ['Что-то совсем непонятное', 'личное'],
  ])('%s → %s', (title, category) => {
    expect(categorise(title)).toBe(category);
  });

  it('match Russian word forms by their stem', () => {
    expect(categorise('Встреча со стоматологом')).toBe('здоровье');
    expect(categorise('Забрать детей из садика')).toBe('личное');
  });

  it('a pronoun takes the category of the task it refers to', () => {
    const [, agree] = extractTasks('к четвергу сделать прототип сайта и согласовать его с Олегом', clock);
    expect(agree?.category).toBe('работа');
  });

  it('a pronoun beside an object of its own keeps the object’s category', () => {
    const [, fence] = extractTasks('В воскресенье заглянуть к родителям и покрасить им забор', clock);
    expect(fence?.category).toBe('дом');
  });
});

describe('a Russian clause that says what happens', () => {
  const says = (text: string) => saysWhatHappens(text.split(/\s+/));
  it('reads a past tense or a reflexive present with no infinitive as a remark', () => {
    expect(says('сосед опять сверлил')).toBe(true);
    expect(says('старые совсем облысели')).toBe(true);
    expect(says('ручка отваливается')).toBe(true);
    expect(says('хозяйка уже напоминала')).toBe(true);
  });
  it('leaves things, and anything with an infinitive, alone', () => {
    expect(says('дедлайн по статье для журнала')).toBe(false);
    expect(says('новый чехол на стол')).toBe(false);
    expect(says('успела бы купить хлеб')).toBe(false);
    expect(says('подписка на журналы')).toBe(false);
  });
});
