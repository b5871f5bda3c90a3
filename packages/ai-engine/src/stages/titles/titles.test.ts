import { describe, expect, it } from 'vitest';
import { MONDAY_CLOCK } from '../../../test/fixtures.js';
import { describeRules } from '../../../test/rules.js';
import { extractTasks } from '../../pipeline.js';
import { clauseCore, CORE_RULES } from './core-rules.js';
import { brokenThing, ruAccusative } from './pronouns.js';
import { rewriteTitle, TITLE_RULES } from './rules.js';

const clock = MONDAY_CLOCK;

function titles(text: string, language?: 'ru' | 'en'): string[] {
  return extractTasks(text, clock, language).map((task) => task.title);
}

function first(text: string) {
  const [task] = extractTasks(text, clock);
  if (!task) throw new Error(`no task in ${text}`);
  return task;
}

describeRules('titles (core)', CORE_RULES);
describeRules('titles (title)', TITLE_RULES);

describe('quote marks', () => {
  it('a title keeps a quoted name and no half of a pasted message’s quote', () => {
    const titles = (text: string) => extractTasks(text, clock, 'ru').map((task) => task.title);
    expect(titles('«Подготовь отчёт для «Вектора».\nИ забронируй зал на четверг»')).toEqual([
      'Подготовить отчёт для «Вектора»',
      'Забронировать зал',
    ]);
  });
});

describe('clauseCore', () => {
  it('runs the core rules in order: fillers off before a clause said as a fact is rewritten', () => {
    // "undone" reads the clause from its first word: with "ну" still there it would find nothing.
    expect(clauseCore('ну я так и не позвонила сестре')).toEqual({ core: 'позвонить сестре', undone: true });
  });

  it('rewrites a dated request once: the request first, then nothing else', () => {
    expect(clauseCore('the agency wants the final logo files', { dated: true })).toEqual({
      core: 'final logo files for the agency',
      dated: true,
      requested: true,
    });
    expect(clauseCore('the agency wants the final logo files').core).toBe(
      'the agency wants the final logo files',
    );
  });
});

describe('rewriteTitle', () => {
  it('runs the title rules in order: the title is made before the sentence before names its thing', () => {
    // The repair call is recognised only once the verb is first ("мастера вызвать" → "Вызвать мастера").
    expect(rewriteTitle('мастера вызвать', { note: 'стиралка опять сломалась' })).toBe(
      'Вызвать мастера — стиралка',
    );
    expect(rewriteTitle('', { note: 'день рождения у бабушки' })).toBe('');
    // The article goes before the title is capitalised.
    expect(rewriteTitle('the parent-teacher conference')).toBe('Parent-teacher conference');
  });
});

describe('what broke', () => {
  it('is the thing said before or after the fault, a place or an owner said first going after it', () => {
    expect(brokenThing('пылесос опять не включается')).toBe('пылесос');
    expect(brokenThing('треснула плитка в прихожей')).toBe('плитка в прихожей');
    expect(brokenThing('у коляски колесо скрипит')).toBe('колесо у коляски');
    expect(brokenThing('на даче насос не качает')).toBeUndefined();
    expect(brokenThing('у нас всё сломалось')).toBeUndefined();
    expect(brokenThing('the garage door keeps acting up')).toBe('the garage door');
  });

  it('takes the accusative as an object: feminine words before and at the noun change, the rest stay', () => {
    expect(ruAccusative('кофемолка')).toBe('кофемолку');
    expect(ruAccusative('старая духовка')).toBe('старую духовку');
    expect(ruAccusative('батарея в детской')).toBe('батарею в детской');
    expect(ruAccusative('розетка у плиты')).toBe('розетку у плиты');
    expect(ruAccusative('замок на двери')).toBe('замок на двери');
    expect(ruAccusative('зеркало')).toBe('зеркало');
  });
});

// Behaviour through the whole pipeline.
describe('titles', () => {
  it('keep a reminder header with the things not to forget, as said; tasks under it stay tasks', () => {
    expect(titles('не забыть: ключи от дачи, термос')).toEqual(['Не забыть ключи от дачи, термос']);
    expect(titles("Don't forget - umbrella, lunchbox")).toEqual(["Don't forget umbrella, lunchbox"]);
    expect(titles('не забыть: позвонить в банк, отправить посылку')).toEqual([
      'Позвонить в банк',
      'Отправить посылку',
    ]);
  });

  it('put a Russian verb said last first, unless what comes before it is a statement of its own', () => {
    expect(titles('за парковку у офиса штраф до пятницы оплатить')).toEqual([
      'Оплатить за парковку у офиса штраф',
    ]);
    expect(titles('пока тесто подходит рецепт бабушкин записать')).toEqual([
      'Пока тесто подходит рецепт бабушкин записать',
    ]);
  });

  it('name the thing a fault was said of when the repair after it names none', () => {
    expect(titles('духовка не греет, починить')).toEqual(['Починить духовку']);
    // The statement the title came from stays in the description.
    expect(first('духовка не греет, починить').description).toBe('духовка не греет, починить');
    expect(titles('у коляски колесо скрипит смазать')).toEqual(['Смазать колесо у коляски']);
    expect(titles('в туалете бачок подтекает поменять грушу')).toEqual(['Поменять грушу — бачок в туалете']);
    expect(titles('the kitchen drain is clogged again, unclog')).toEqual(['Unclog the kitchen drain']);
    // A thing in a bad state is seen to the same way.
    expect(titles('планшет разряжен, зарядить')).toEqual(['Зарядить планшет']);
    expect(titles('ковёр в прихожей грязный надо почистить')).toEqual(['Почистить ковёр в прихожей']);
  });

  it('leave out a remark with a subject of its own, a reason and insistence', () => {
    expect(titles("find the old tax forms, they're somewhere in the red binder")).toEqual([
      'Find the old tax forms',
    ]);
    expect(titles('вернуть стремянку, которую брала ещё в ноябре')).toEqual(['Вернуть стремянку']);
    expect(titles('заказать грузчиков, пока всех не заняли')).toEqual(['Заказать грузчиков']);
    expect(titles('order tulip bulbs by Oct 15 or they sell out')).toEqual(['Order tulip bulbs']);
    expect(titles('забронировать хостел послезавтра край')).toEqual(['Забронировать хостел']);
    expect(titles("update my timesheet in the tracker, haven't since the 3rd")).toEqual([
      'Update my timesheet in the tracker',
    ]);
    // Goods listed after a comma are things to buy, one task each (the remark test above keeps them).
    expect(titles('купить молоко, хлеб, яйца')).toEqual(['Купить молоко', 'Купить хлеб', 'Купить яйца']);
  });

  it('the same task said twice is one, with the later date and the stronger priority', () => {
    const tasks = extractTasks(
      'я так и не отправила акт заказчику. срочно отправить акт ООО «Ромашка» к пятнице',
      clock,
    );
    expect(tasks.map((task) => [task.title, task.priority, task.deadline_date])).toEqual([
      ['Отправить акт заказчику', 'high', '2026-11-27T23:59:59+03:00'],
    ]);
    expect(titles("I haven't painted the fence\n- paint the fence by tuesday")).toEqual(['Paint the fence']);
    // Same verb, other objects: separate tasks.
    expect(titles('купить хлеб, купить молоко')).toEqual(['Купить хлеб', 'Купить молоко']);
  });

  it('drop fillers, date words and priority cues', () => {
    expect(first('надо срочно позвонить в банк завтра').title).toBe('Позвонить в банк');
    expect(first('не забыть выпить витамины').title).toBe('Выпить витамины');
    expect(first('I need to submit the expense report by Monday!!').title).toBe('Submit the expense report');
    expect(first("don't forget to take the trash out tomorrow morning").title).toBe('Take the trash out');
    expect(first('мне нужно наконец-то начать плавать по вечерам').title).toBe('Начать плавать по вечерам');
  });

  it('drop a copula left at the end once the date after it was cut, unless a question asks it', () => {
    expect(first("Ben's piano exam is on the 9th of December").title).toBe("Ben's piano exam");
    expect(first('find out what the parking fee is').title).toBe('Find out what the parking fee is');
    expect(first('check where it is').title).toBe('Check where it is');
  });

  it('turn "I will …" forms and typos into the infinitive, verb first', () => {
    expect(first('завтра позвоню в поликлинику').title).toBe('Позвонить в поликлинику');
    expect(first('завтра купит хлеба').title).toBe('Купить хлеба');
    expect(first('маме позвонить').title).toBe('Позвонить маме');
  });

  it('drop bare hours but keep the object ("в 10 планёрка", "at 3")', () => {
    expect(first('в среду в 10 планёрка').title).toBe('Планёрка');
    expect(first('dentist appointment on Thursday at 4').title).toBe('Dentist appointment');
    // A span of clock times is one time: no "from … to" is left behind.
    expect(first('optician on Friday from 10am to 11:30am').title).toBe('Optician');
    // The word that led to a day the title dropped goes with it.
    expect(first('push the vet to Monday').title).toBe('Push the vet');
    expect(first('окулист в пятницу между 10:00 и 11:30').title).toBe('Окулист');
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
