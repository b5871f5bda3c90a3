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
import { categorise } from './categories.js';
import { extractTasks } from './extract.js';

const NOW = '2026-11-23T09:00:00+03:00'; // a Monday
const clock = { now: new Date(NOW), timeZone: '+03:00' };

function titles(text: string, language?: 'ru' | 'en'): string[] {
  return extractTasks(text, clock, language).map((task) => task.title);
}

function first(text: string) {
  const [task] = extractTasks(text, clock);
  if (!task) throw new Error(`no task in ${text}`);
  return task;
}

describe('splitting a brain dump', () => {
  it('reads lines and bullets as separate tasks', () => {
    expect(titles('- сходить в спортзал\n* заказать корм коту\n1. позвонить маме')).toEqual([
      'Сходить в спортзал',
      'Заказать корм коту',
      'Позвонить маме',
    ]);
  });

  it('splits sentences and clauses joined by commas, и / а ещё / потом, and / also / then', () => {
    expect(titles('Починить кран на кухне, вынести мусор. А ещё позвонить маме')).toEqual([
      'Починить кран на кухне',
      'Вынести мусор',
      'Позвонить маме',
    ]);
    expect(titles('Buy groceries and call the dentist, then water the plants. Also email Mark')).toEqual([
      'Buy groceries',
      'Call the dentist',
      'Water the plants',
      'Email Mark',
    ]);
  });

  it('a statement in the first person after a task is not part of its title', () => {
    expect(titles('надо бы уже наконец записаться к зубному, полгода откладываю')).toEqual([
      'Записаться к зубному',
    ]);
    expect(titles('купить молоко, я всегда забываю')).toEqual(['Купить молоко']);
    // A state to reach is self-talk, like "выдохнуть".
    expect(titles('голова не соображает совсем. надо выспаться')).toEqual([]);
  });

  it('the thing one keeps forgetting, or has not done in ages, is the task', () => {
    expect(titles('I keep forgetting to water the plants')).toEqual(['Water the plants']);
    expect(titles('я вечно забываю полить цветы, а ещё сто лет не звонила бабушке')).toEqual([
      'Полить цветы',
      'Звонить бабушке',
    ]);
    expect(titles("haven't called grandpa in ages")).toEqual(['Call grandpa']);
  });

  it('a hedge is not part of the title; a visit by "на" gets its verb', () => {
    expect(titles('может сменить работу? наверное стоит позвонить Оле')).toEqual([
      'Сменить работу',
      'Позвонить Оле',
    ]);
    expect(titles('Сегодня: к 12 на маникюр')).toEqual(['Сходить на маникюр']);
  });

  it('leaves no empty brackets where a date was, and knows less common verbs', () => {
    expect(titles('pay credit card bill (due thurs)')).toEqual(['Pay credit card bill']);
    expect(titles('get the car inspected and switch to winter tires')).toEqual([
      'Get the car inspected',
      'Switch to winter tires',
    ]);
    expect(titles("RSVP to Sarah's wedding and proofread the toast")).toEqual([
      "RSVP to Sarah's wedding",
      'Proofread the toast',
    ]);
  });

  it('"re:" is "about", not a header', () => {
    expect(titles('call the bank re: mortgage, book flights for the conference')).toEqual([
      'Call the bank re: mortgage',
      'Book flights for the conference',
    ]);
  });

  it('keeps "и" / "and" between objects in one task', () => {
    expect(titles('Завтра купить молоко и хлеб')).toEqual(['Купить молоко и хлеб']);
    expect(titles('buy a new phone charger and a case')).toEqual(['Buy a new phone charger and a case']);
  });

  it('reads a "купить: a, b, c" list as one purchase', () => {
    expect(titles('купить: яйца, сыр, помидоры')).toEqual(['Купить яйца, сыр, помидоры']);
    expect(titles('Groceries: eggs, spinach, coffee')).toEqual(['Buy groceries: eggs, spinach, coffee']);
    expect(titles('Купить:\n- молоко\n- хлеб\n\nпозвонить маме')).toEqual([
      'Купить молоко, хлеб',
      'Позвонить маме',
    ]);
  });

  it('a purchase list followed by another action keeps its items', () => {
    expect(titles('Купить: молоко, потом позвонить маме')).toEqual(['Купить молоко', 'Позвонить маме']);
    expect(titles('Groceries: eggs, then call mom')).toEqual(['Buy eggs', 'Call mom']);
  });

  it('keeps things to buy that read like chores or visits inside the purchase', () => {
    expect(titles('купить: батарейки, зубную пасту, стиральный порошок')).toEqual([
      'Купить батарейки, зубную пасту, стиральный порошок',
    ]);
    expect(titles('buy: batteries, toothpaste, laundry detergent')).toEqual([
      'Buy batteries, toothpaste, laundry detergent',
    ]);
  });

  it('reads a scheduled event said as a fact as that event', () => {
    expect(titles('On Friday I have a dentist appointment')).toEqual(['Dentist appointment']);
    expect(titles('в пятницу у нас созвон с клиентом')).toEqual(['Созвон с клиентом']);
    expect(titles('client call on Friday')).toEqual(['Client call']);
    expect(titles('See the endocrinologist and get my thyroid tested')).toEqual([
      'See the endocrinologist',
      'Get my thyroid tested',
    ]);
    expect(titles('у меня есть задача позвонить маме')).toEqual(['Позвонить маме']);
    // Having a symptom is not an event.
    expect(titles('у меня температура. I have a headache')).toEqual([]);
  });

  it('splits a list typed without punctuation before each verb', () => {
    expect(titles('Купить молоко Купить хлеб Позвонить в страховую')).toEqual([
      'Купить молоко',
      'Купить хлеб',
      'Позвонить в страховую',
    ]);
    expect(titles('купить молоко позвонить маме')).toEqual(['Купить молоко', 'Позвонить маме']);
    // A verb of motion takes its purpose along.
    expect(titles('съездить в автосервис поменять масло')).toEqual(['Съездить в автосервис поменять масло']);
  });

  it('reads numbered items inside one line', () => {
    expect(titles('Сегодня: 1) позвонить в ЖЭК 2) оплатить свет')).toEqual([
      'Позвонить в ЖЭК',
      'Оплатить свет',
    ]);
  });

  it('keeps task nouns without a verb ("созвон", "laundry", "к врачу")', () => {
    expect(titles('Послезавтра созвон с командой')).toEqual(['Созвон с командой']);
    expect(titles('laundry, vacuum the living room')).toEqual(['Laundry', 'Vacuum the living room']);
    expect(titles('в понедельник к врачу')).toEqual(['Сходить к врачу']);
  });

  it('drops sentences that carry no action: feelings, context, wishes', () => {
    expect(titles('я опять ничего не успеваю, голова кругом')).toEqual([]);
    expect(titles('ugh so tired. just want to sleep')).toEqual([]);
    expect(titles('I keep thinking about the argument with Tom')).toEqual([]);
    expect(titles('выспаться бы... ладно. записаться к неврологу')).toEqual(['Записаться к неврологу']);
    expect(titles('Мне так тревожно. Надо просто выдохнуть. Позвонить психологу')).toEqual([
      'Позвонить психологу',
    ]);
    expect(titles('the sink is clogged, call a plumber')).toEqual(['Call a plumber about the sink']);
    // Complaints with an infinitive, an echo, a gerund as the subject.
    expect(titles('итоги года подведены, хватит ныть.')).toEqual([]);
    expect(titles('машина ездит с разбитой фарой, так жить нельзя')).toEqual([]);
    expect(titles('яблок столько, что девать некуда')).toEqual([]);
    expect(titles('the garden looks sad and so do I')).toEqual([]);
    expect(titles('moving day was yesterday, everything hurts, boxes everywhere')).toEqual([]);
  });

  it('reads what happened as context: a person and a past tense, a noun and a past tense, a question', () => {
    expect(titles('важно: 3 января сдать анализ на ферритин, врач просил натощак')).toEqual([
      'Сдать анализ на ферритин',
    ]);
    expect(titles('dentist called, my crown is ready')).toEqual([]);
    // An indirect question is the object of the verb before it, not a task of its own.
    expect(titles('составить финансовый план, сколько откладывать на машину')).toEqual([
      'Составить финансовый план, сколько откладывать на машину',
    ]);
    expect(titles('придумать, что ему подарить')).toEqual(['Придумать, что ему подарить']);
  });

  it('reads events of ones own, verbs behind adverbs and fillers, and "one" for the thing just named', () => {
    const race = extractTasks('Через 2 дня забег на 10 км, до него забрать стартовый номер', clock);
    expect(race.map((task) => [task.title, task.deadline_date?.slice(0, 10), task.category])).toEqual([
      ['Забег на 10 км', '2026-11-25', 'здоровье'],
      ['Забрать до него стартовый номер', '2026-11-25', 'здоровье'],
    ]);
    expect(titles("On Thursday I'm running the sprint demo")).toEqual(['Run the sprint demo']);
    expect(titles('order earplugs, and deep clean the kitchen when I have energy')).toEqual([
      'Order earplugs',
      'Deep clean the kitchen',
    ]);
    expect(titles('bleed the radiators before it gets cold')).toEqual(['Bleed the radiators']);
    expect(titles('Need a new shower curtain too, order one.')).toEqual(['Order a new shower curtain']);
    expect(titles('Tomorrow first thing email the contractor about the roof leak')).toEqual([
      'Email the contractor about the roof leak',
    ]);
    expect(titles('work out a plan for paying off the car loan')).toEqual([
      'Work out a plan for paying off the car loan',
    ]);
    expect(titles('к 1 июня взять справку о доходах')).toEqual(['Взять справку о доходах']);
    expect(titles('the fridge stopped cooling')).toEqual([]);
  });

  it('an action header over a list of events is one task', () => {
    expect(titles('распланировать осенние выходные: театры, поездки, гости')).toEqual([
      'Распланировать осенние выходные: театры, поездки, гости',
    ]);
  });

  it('an emoticon ends a sentence', () => {
    expect(titles('а я вообще забыла(( забронировать столик в ресторане')).toEqual([
      'Забронировать столик в ресторане',
    ]);
  });

  it('finds the action after a leading time clause and after "re-"', () => {
    expect(titles('before the plumber comes next wednesday clear out the cabinet under the sink')).toEqual([
      'Clear out the cabinet under the sink',
    ]);
    expect(titles('At the weekend re-caulk the bathtub')).toEqual(['Re-caulk the bathtub']);
    expect(titles('Today is the last day to submit my mileage claim, so ASAP')).toEqual([
      'Submit my mileage claim',
    ]);
  });

  it('puts the thing a statement was about in place of "it", and a trip into the task it serves', () => {
    expect(titles('the bathroom grout is gross, scrub it this weekend')).toEqual([
      'Scrub the bathroom grout',
    ]);
    expect(titles("grandma's wifi is down again, go over on tuesday and fix it")).toEqual([
      "Fix grandma's wifi",
    ]);
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
    expect(titles('tonight take my blood pressure and log it')).toEqual(['Take my blood pressure']);
    expect(titles('распечатать договор и подписать его')).toEqual(['Распечатать договор']);
    // A follow-up with an object of its own is a task of its own.
    expect(titles('buy milk and call the plumber')).toEqual(['Buy milk', 'Call the plumber']);
  });

  it('reads a thing that needs doing as the task of doing it', () => {
    expect(titles('Also the garage door opener needs fixing at the weekend.')).toEqual([
      'Fix the garage door opener',
    ]);
    expect(titles('The gutters need to be cleaned')).toEqual(['Clean the gutters']);
    expect(titles('the project needs a review')).toEqual(['Review the project']);
    // A person who needs something is not a task to do to them.
    expect(titles('I need a break')).toEqual([]);
  });

  it('a definition ("month end = invoicing day") is context, and a workout noun with a time is a task', () => {
    expect(titles('month end = invoicing day.')).toEqual([]);
    expect(titles('Вечером растяжка минут 15, спина ноет.')).toEqual(['Растяжка минут 15']);
  });

  it('reads what is going on and what others say as context', () => {
    expect(titles('lunch break, eating at my desk again.')).toEqual([]);
    expect(titles("hosting new year's eve and nothing is ready")).toEqual([]);
    expect(titles('standup just ended and i already forgot half of it.')).toEqual([]);
    expect(titles('client call went badly, they want a full redesign')).toEqual([]);
    expect(titles('my therapist says write everything down so here goes.')).toEqual([]);
  });

  it('ends the task before with a follow-up: a pronoun, where the thing goes, a lone cue', () => {
    expect(titles("grab coffee with priya at the weekend, i'll text her")).toEqual([
      'Grab coffee with priya',
    ]);
    expect(titles('составить график уборки для всей семьи и повесить на холодильник')).toEqual([
      'Составить график уборки для всей семьи',
    ]);
    const [invoices, ...others] = extractTasks(
      'срочно собрать все накладные за третий квартал, завтра же отдать главбуху',
      clock,
    );
    expect(others).toEqual([]);
    expect([invoices?.title, invoices?.deadline_date?.slice(0, 10)]).toEqual([
      'Собрать все накладные за третий квартал',
      '2026-11-24',
    ]);
    expect(first("pay the water bill, it's overdue, urgent").priority).toBe('high');
    // Another action with its own object stays a task of its own.
    expect(titles('завтра поменять лампочку в коридоре и повесить полку')).toEqual([
      'Поменять лампочку в коридоре',
      'Повесить полку',
    ]);
    expect(titles('pick up the kids from school and take them to swimming')).toHaveLength(2);
  });

  it('a header with a date may be long; nouns that look like verbs stay items of a purchase list', () => {
    const tasks = extractTasks('by the end of the month i need to:\n- renew my driving licence', clock);
    expect(tasks.map((task) => [task.title, task.deadline_date?.slice(0, 10)])).toEqual([
      ['Renew my driving licence', '2026-11-30'],
    ]);
    expect(titles('- buy: dish soap, trash bags, coffee filters\n- fix the wobbly leg')).toEqual([
      'Buy dish soap, trash bags, coffee filters',
      'Fix the wobbly leg',
    ]);
    expect(titles('tonight actually do the 30 min bike ride')).toEqual(['Do the 30 min bike ride']);
  });

  it('leaves out what one is going through, alternatives, reasons and purposes', () => {
    expect(titles('проснулась в шесть, не понимаю за что хвататься')).toEqual([]);
    expect(titles('сижу в машине и пытаюсь собрать мысли в кучу')).toEqual([]);
    expect(titles('собираюсь позвонить маме')).toEqual(['Позвонить маме']);
    expect(titles('записаться на мрт колена, травматолог направил ещё месяц назад')).toEqual([
      'Записаться на мрт колена',
    ]);
    expect(titles('завтра вывезти старый диван (или отдать через авито)')).toEqual(['Вывезти старый диван']);
    expect(titles('записать сына на робототехнику пока есть места')).toEqual([
      'Записать сына на робототехнику',
    ]);
    expect(titles('продумать отпуск, чтоб совпасть с каникулами')).toEqual(['Продумать отпуск']);
    expect(titles('доделать фотокнигу для бабушки, хочу подарить на нг')).toEqual([
      'Доделать фотокнигу для бабушки',
    ]);
    expect(titles('plan the holiday schedule with my ex so the kids know where they will be')).toEqual([
      'Plan the holiday schedule with my ex',
    ]);
    expect(titles('resolutions check-in: already failing lol.')).toEqual([]);
  });

  it('names the broken thing in a call to a repair person, and being home for a visit is a task', () => {
    expect(titles('garbage disposal jammed again, call the handyman tomorrow.')).toEqual([
      'Call the handyman about the garbage disposal',
    ]);
    expect(titles('стиралка опять сломалась, вызвать мастера')).toEqual(['Вызвать мастера — стиралка']);
    expect(titles('need to be home tomorrow 9-12 for the boiler inspection')).toEqual([
      'Be home 9-12 for the boiler inspection',
    ]);
  });

  it('reluctance and news of a coming event are context; a call keeps its purpose', () => {
    expect(titles('праздники кончились, возвращаться в рейс совсем не хочется.')).toEqual([]);
    expect(titles('скоро экзамен на права, а я плаваю в теории')).toEqual([]);
    expect(titles('позвонить брату, поздравить с днём рождения')).toEqual(['Позвонить брату']);
    expect(titles('позвонить маме, купить хлеб')).toEqual(['Позвонить маме', 'Купить хлеб']);
  });

  it('reads a dated request of a client or a boss as the thing to deliver', () => {
    const [mockups] = extractTasks('the client wants the revised mockups by tomorrow noon', clock);
    expect([mockups?.title, mockups?.deadline_date?.slice(0, 10)]).toEqual([
      'Revised mockups for the client',
      '2026-11-24',
    ]);
    // Without a date it is news about the client, not a task.
    expect(titles('the client wants the revised mockups')).not.toContain('Revised mockups for the client');
  });

  it('reads "есть" as "there is", a reminder not to miss as part of the task, and common typos', () => {
    expect(titles('сходить к аллергологу — направление уже есть')).toEqual(['Сходить к аллергологу']);
    expect(titles('надо есть больше овощей')).toEqual(['Есть больше овощей']);
    expect(titles('в пятницу растяжка в зале в 8 утра, не проспать')).toHaveLength(1);
    expect(titles('так хочеться просто лечь и ничего не делать')).toEqual([]);
    expect(titles('spring cleaning mode activated lol. deep-clean the oven')).toEqual([
      'Deep-clean the oven',
    ]);
    expect(titles('also need to see someone about this insomnia')).toEqual([
      'See someone about this insomnia',
    ]);
  });

  it('reads the imperative shape before a past form, nouns that look like verbs, and "so" before a task', () => {
    expect(titles('rerun the failed PCR samples')).toEqual(['Rerun the failed PCR samples']);
    expect(titles('Store was packed all day. book a dermatologist appointment')).toEqual([
      'Book a dermatologist appointment',
    ]);
    const [cupboard] = extractTasks(
      'heating guy coming friday so tidy the boiler cupboard before then',
      clock,
    );
    expect([cupboard?.title, cupboard?.deadline_date?.slice(0, 10)]).toEqual([
      'Tidy the boiler cupboard',
      '2026-11-27',
    ]);
    expect(titles("Before Thursday's tutoring session with Anna, mark her essay")).toEqual([
      'Mark her essay',
    ]);
  });

  it('names the thing a statement was about in a repair or a pronoun; "для" makes a noun a purpose', () => {
    expect(titles('The dishwasher is leaking again, book a repair')).toEqual([
      'Book a repair for the dishwasher',
    ]);
    expect(titles('The fridge smells weird, clean it out tonight')).toEqual(['Clean the fridge out']);
    expect(titles('Заказать чехол для телефона и кабель для зарядки')).toEqual([
      'Заказать чехол для телефона и кабель для зарядки',
    ]);
    expect(titles('Послезавтра прививка от клещевого энцефалита.')).toEqual([
      'Прививка от клещевого энцефалита',
    ]);
  });

  it('a state is not left undone, a symptom is context, and first-person futures are actions', () => {
    expect(titles('Жара невыносимая, ночью вообще не спала. Надо заказать вентилятор')).toEqual([
      'Заказать вентилятор',
    ]);
    expect(titles('Колено опять ноет после пробежки. Завтра записаться к физиотерапевту.')).toEqual([
      'Записаться к физиотерапевту',
    ]);
    expect(titles('В понедельник передам показания счётчиков.')).toEqual(['Передать показания счётчиков']);
    expect(titles('Blood test on Friday at 8am, no breakfast.')).toEqual(['Blood test']);
  });

  it('an impersonal wish is a mood; a reason after a task is no task; titles keep who comes and lose a capital', () => {
    expect(titles('Весна, хочется начать всё с чистого листа.')).toEqual([]);
    expect(titles("Check in with Tess, haven't talked in ages")).toEqual(['Check in with Tess']);
    expect(titles('Послезавтра приходит электрик менять проводку')).toEqual([
      'Приходит электрик менять проводку',
    ]);
    expect(titles('Газовую колонку надо показать мастеру')).toEqual(['Показать газовую колонку мастеру']);
    expect(titles('Aunt Rosa turns 70 on Friday, call her')).toEqual(['Call Aunt Rosa']);
    expect(titles('Послезавтра первое занятие ЛФК.')).toEqual(['Первое занятие ЛФК']);
  });

  it('a bullet makes only its first sentence a task', () => {
    expect(titles('2) на выходных вернуть ей стремянку. стыдно')).toEqual(['Вернуть ей стремянку']);
    expect(titles('- passport\n- letter to the bank. ugh')).toEqual(['Passport', 'Letter to the bank']);
  });

  it('knows an unknown English verb by the imperative shape, not a word before a determiner', () => {
    expect(titles('dispute the double hotel charge with the bank')).toEqual([
      'Dispute the double hotel charge with the bank',
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
    expect(first('Taxes due April 15. Gotta file them').title).toBe('File them');
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

describe('titles', () => {
  it('leave out a remark with a subject of its own, a reason and insistence', () => {
    expect(titles("find last year's 1099s, they're somewhere in the blue folder")).toEqual([
      "Find last year's 1099s",
    ]);
    expect(titles('вернуть стремянку, которую брала ещё в ноябре')).toEqual(['Вернуть стремянку']);
    expect(titles('заказать грузчиков, пока всех не разобрали')).toEqual(['Заказать грузчиков']);
    expect(titles('order garlic bulbs by Sept 20 or they sell out')).toEqual(['Order garlic bulbs']);
    expect(titles('забронировать хостел послезавтра край')).toEqual(['Забронировать хостел']);
    expect(titles("log my hours in the spreadsheet, haven't since the 12th")).toEqual([
      'Log my hours in the spreadsheet',
    ]);
    // Objects listed after a comma stay in the task.
    expect(titles('купить молоко, хлеб, яйца')).toEqual(['Купить молоко, хлеб, яйца']);
  });

  it('the same task said twice is one, with the later date and the stronger priority', () => {
    const tasks = extractTasks(
      'я так и не выставила счёт заказчику. срочно выставить счёт ООО «Ромашка» к пятнице',
      clock,
    );
    expect(tasks.map((task) => [task.title, task.priority, task.deadline_date])).toEqual([
      ['Выставить счёт заказчику', 'high', '2026-11-27T23:59:59+03:00'],
    ]);
    expect(titles("I haven't finished the hat\n- finish the hat by tuesday")).toEqual(['Finish the hat']);
    // Same verb, other objects: separate tasks.
    expect(titles('купить хлеб, купить молоко')).toEqual(['Купить хлеб', 'Купить молоко']);
  });

  it('drop fillers, date words and priority cues', () => {
    expect(first('надо срочно позвонить в банк завтра').title).toBe('Позвонить в банк');
    expect(first('не забыть выпить витамины').title).toBe('Выпить витамины');
    expect(first('I need to submit the expense report by Monday!!').title).toBe('Submit the expense report');
    expect(first("don't forget to take the trash out tomorrow morning").title).toBe('Take the trash out');
    expect(first('мне нужно наконец-то начать бегать по утрам').title).toBe('Начать бегать по утрам');
  });

  it('turn "I will …" forms and typos into the infinitive, verb first', () => {
    expect(first('завтра позвоню в поликлинику').title).toBe('Позвонить в поликлинику');
    expect(first('завтра купит хлеба').title).toBe('Купить хлеба');
    expect(first('маме позвонить').title).toBe('Позвонить маме');
  });

  it('drop bare hours but keep the object ("в 10 планёрка", "at 3")', () => {
    expect(first('в среду в 10 планёрка').title).toBe('Планёрка');
    expect(first('dentist appointment on Friday at 3').title).toBe('Dentist appointment');
  });

  it('put the infinitive first without the modal words, a known noun in lower case', () => {
    expect(titles('Гантели тоже пора заказать.')).toEqual(['Заказать гантели']);
    expect(titles('Машину надо помыть')).toEqual(['Помыть машину']);
    expect(titles('Маше надо позвонить')).toEqual(['Позвонить Маше']);
  });

  it('keep a weekday that is part of the object', () => {
    expect(first("Email Sarah the slides before Friday's meeting").title).toBe(
      "Email Sarah the slides before Friday's meeting",
    );
  });
});

describe('deadlines in a dump', () => {
  it('a new subject with a modal starts a new thought; a past statement and "for the weekend" date nothing', () => {
    const dates = (text: string) =>
      extractTasks(text, clock).map((task) => [task.title, task.deadline_date?.slice(0, 10) ?? null]);
    expect(dates("Tomorrow I'll call the insurance company, and I need to book a flu shot.")).toEqual([
      ['Call the insurance company', '2026-11-24'],
      ['Book a flu shot', null],
    ]);
    expect(dates('Honestly this week flew by. Book a hearing test for Dad.')).toEqual([
      ['Book a hearing test for Dad', null],
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
    expect(dates('продумать меню на Новый год')).toEqual([['Продумать меню на Новый год', null]]);
    expect(dates('Совсем зашиваюсь перед Новым годом. Нужно сверить остатки по кассе.')).toEqual([
      ['Сверить остатки по кассе', null],
    ]);
    // A modal after a statement (not after a task) keeps the statement's date.
    expect(dates("Jess's wedding is on December 19, I need to buy a dress for it.")).toEqual([
      ['Buy a dress for it', '2026-12-19'],
    ]);
    // ", and", "don't forget", "remember to" start a new thought too.
    expect(dates('tonight practice the new chord progression, and order a new capo')).toEqual([
      ['Practice the new chord progression', '2026-11-23'],
      ['Order a new capo', null],
    ]);
    expect(dates("tomorrow show her how the POS works and don't forget to book the piano lessons")).toEqual([
      ['Show her how the POS works', '2026-11-24'],
      ['Book the piano lessons', null],
    ]);
    expect(dates('tomorrow: swap shifts with Dana for the weekend')).toEqual([
      ['Swap shifts with Dana for the weekend', '2026-11-24'],
    ]);
  });

  it('a date before the first action carries over to the tasks joined to it', () => {
    const [a, b] = extractTasks('в понедельник отправить резюме и подготовиться к собеседованию', clock);
    expect(a?.deadline_date).toBe('2026-11-30T23:59:59+03:00');
    expect(b?.deadline_date).toBe('2026-11-30T23:59:59+03:00');
  });

  it('"а ещё" / "also" starts a new thought without that date', () => {
    const [milk, mum] = extractTasks('Завтра купить молоко и хлеб, а ещё надо позвонить маме', clock);
    expect(milk?.deadline_date?.slice(0, 10)).toBe('2026-11-24');
    expect(mum?.deadline_date).toBeNull();
    expect(mum?.deadline_text).toBe('без срока');
  });

  it('a date after the action stays with that action', () => {
    const [groceries, dentist] = extractTasks('Buy groceries tomorrow and call the dentist', clock);
    expect(groceries?.deadline_date?.slice(0, 10)).toBe('2026-11-24');
    expect(dentist?.deadline_date).toBeNull();
    expect(dentist?.deadline_text).toBe('no deadline');
  });

  it('an event gives its date to the action about it ("— выбрать подарок", "к нему")', () => {
    expect(first('15 декабря день рождения Лены — выбрать подарок').deadline_date?.slice(0, 10)).toBe(
      '2026-12-15',
    );
    const [, plan] = extractTasks('Послезавтра созвон с командой, к нему нужно обновить план проекта', clock);
    expect(plan?.deadline_date?.slice(0, 10)).toBe('2026-11-25');
    expect(first('Taxes due April 15. Gotta file them').deadline_date?.slice(0, 10)).toBe('2027-04-15');
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
    expect(first('горит дедлайн по статье, дописать введение').priority).toBe('high');
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
    ['Pick up the prescription from the pharmacy', 'здоровье'],
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
    const [, agree] = extractTasks('ко вторнику сделать макет лендинга и согласовать его с Машей', clock);
    expect(agree?.category).toBe('работа');
  });

  it('a pronoun beside an object of its own keeps the object’s category', () => {
    const [, fence] = extractTasks('На выходных съездить к родителям и починить им забор', clock);
    expect(fence?.category).toBe('дом');
  });
});

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
