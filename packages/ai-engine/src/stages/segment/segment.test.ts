import { describe, expect, it } from 'vitest';
import { MONDAY_CLOCK } from '../../../test/fixtures.js';
import { extractTasks, extractTasksByRules } from '../../pipeline.js';
import { describeRules } from '../../../test/rules.js';
import { PURCHASE_LIST_RULE } from './purchase-list.js';
import { CLAUSE_RULES, SENTENCE_RULE, segmentClauses } from './rules.js';

const clock = MONDAY_CLOCK;

function titles(text: string, language?: 'ru' | 'en'): string[] {
  return extractTasks(text, clock, language).map((task) => task.title);
}

describeRules('segment (sentences)', [SENTENCE_RULE]);
describeRules('segment (clauses)', CLAUSE_RULES);

describe('segmentClauses', () => {
  it('runs the clause rules in order on a part', () => {
    expect(
      segmentClauses('заказать пиццу забрать посылку и потом погладить рубашки').map((piece) =>
        piece.text.trim(),
      ),
    ).toEqual(['заказать пиццу', 'забрать посылку', 'погладить рубашки']);
  });
});

// Behaviour through the whole pipeline: how a dump is cut.
describe('splitting a brain dump', () => {
  it('starts the next task at a bare «ещё» of dictation and ends a task at a remark in the past', () => {
    expect(titles('ну значит оплатить свет ещё маме позвонить она вчера обиделась')).toEqual([
      'Оплатить свет',
      'Позвонить маме',
    ]);
    expect(titles('сдать книги в библиотеку типа ещё сыну шапку купить он из старой вырос')).toEqual([
      'Сдать книги в библиотеку',
      'Купить сыну шапку',
    ]);
    expect(titles('renew the shop domain and at home pay the water bill', 'en')).toEqual([
      'Renew the shop domain',
      'Pay the water bill',
    ]);
    expect(titles('пробка жуткая ну записывай оплатить свет')).toEqual(['Оплатить свет']);
    expect(titles('забрать посылку на почте ой и ещё к зубному записаться')).toEqual([
      'Забрать посылку на почте',
      'Записаться к зубному',
    ]);
  });

  it('keeps a pair joined by и / and as one phrase ("до и после", "back and forth", "between 2 and 4")', () => {
    expect(titles('снимки до и после мастеру отправить')).toEqual(['Отправить снимки до и после мастеру']);
    expect(titles('заказать такси туда и обратно')).toEqual(['Заказать такси туда и обратно']);
    expect(titles('email the landlord the before and after pictures')).toEqual([
      'Email the landlord the before and after pictures',
    ]);
    expect(titles('до обеда позвонить в банк и после обеда забрать посылку')).toHaveLength(2);
    // The two ends of a span of hours.
    expect(titles('забрать кресло в субботу между 2 и 4')).toEqual(['Забрать кресло между 2 и 4']);
    expect(titles('pick up the armchair Saturday between 2 and 4')).toEqual([
      'Pick up the armchair between 2 and 4',
    ]);
  });

  it('keeps how much of a thing was said after it in its task, not in a task of its own', () => {
    expect(titles('- корм коту, 3 пачки\n- дочке валенки, 30 размер')).toEqual([
      'Корм коту, 3 пачки',
      'Дочке валенки, 30 размер',
    ]);
    expect(titles('🎁 gift for the team swap, $10 limit')).toEqual(['Gift for the team swap, $10 limit']);
  });

  it('reads a number in -сти ("двести") as a number, not a verb', () => {
    expect(titles('флаеры двести штук распечатать')).toEqual(['Распечатать флаеры двести штук']);
  });

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
    expect(titles('мозги совсем не варят. надо выспаться')).toEqual([]);
  });

  it('the thing one keeps forgetting, or has not done in ages, is the task', () => {
    expect(titles('I keep forgetting to water the plants')).toEqual(['Water the plants']);
    // The rules read both; the keep model, trained on the labelled sets, leaves the second out (its
    // likelihood is 0.22): a miss of the learned part, noted in docs/ai-local.md.
    const dump = 'я вечно забываю полить цветы, а ещё сто лет не звонила бабушке';
    expect(extractTasksByRules(dump, MONDAY_CLOCK).map((task) => task.title)).toEqual([
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
    expect(titles('get the bike serviced and switch to studded tires')).toEqual([
      'Get the bike serviced',
      'Switch to studded tires',
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
    expect(titles('buy a new laptop bag and a mouse')).toEqual(['Buy a new laptop bag and a mouse']);
  });

  it('reads a "купить: a, b, c" list as one purchase per item', () => {
    expect(titles('купить: яйца, сыр, помидоры')).toEqual(['Купить яйца', 'Купить сыр', 'Купить помидоры']);
    expect(titles('Groceries: eggs, spinach, coffee')).toEqual(['Buy eggs', 'Buy spinach', 'Buy coffee']);
    expect(titles('Купить:\n- молоко\n- хлеб\n\nпозвонить маме')).toEqual([
      'Купить молоко',
      'Купить хлеб',
      'Позвонить маме',
    ]);
  });

  it('a purchase list followed by another action keeps its items', () => {
    expect(titles('Купить: молоко, потом позвонить маме')).toEqual(['Купить молоко', 'Позвонить маме']);
    expect(titles('Groceries: eggs, then call mom')).toEqual(['Buy eggs', 'Call mom']);
  });

  it('keeps things to buy that read like chores or visits purchases', () => {
    expect(titles('купить: спички, зубную пасту, средство для стирки')).toEqual([
      'Купить спички',
      'Купить зубную пасту',
      'Купить средство для стирки',
    ]);
    expect(titles('buy: matches, dental floss, fabric softener')).toEqual([
      'Buy matches',
      'Buy dental floss',
      'Buy fabric softener',
    ]);
  });

  it('reads a scheduled event said as a fact as that event', () => {
    expect(titles('On Friday I have a dentist appointment')).toEqual(['Dentist appointment']);
    expect(titles('в пятницу у нас созвон с клиентом')).toEqual(['Созвон с клиентом']);
    expect(titles('client call on Friday')).toEqual(['Client call']);
    expect(titles('See the dermatologist and get my moles checked')).toEqual([
      'See the dermatologist',
      'Get my moles checked',
    ]);
    expect(titles('у меня есть задача позвонить маме')).toEqual(['Позвонить маме']);
    // Having a symptom is not an event.
    expect(titles('у меня температура. I have a headache')).toEqual([]);
  });

  it('splits a list typed without punctuation before each verb', () => {
    expect(titles('Купить сыр Купить масло Позвонить в банк')).toEqual([
      'Купить сыр',
      'Купить масло',
      'Позвонить в банк',
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
    expect(titles('я снова ничего не успеваю, всё валится из рук')).toEqual([]);
    expect(titles('ugh so tired. just want to sleep')).toEqual([]);
    expect(titles('I keep replaying the fight with my sister')).toEqual([]);
    expect(titles('выспаться бы... ну ладно. записаться к дерматологу')).toEqual([
      'Записаться к дерматологу',
    ]);
    expect(titles('Мне так тревожно. Надо просто выдохнуть. Позвонить психологу')).toEqual([
      'Позвонить психологу',
    ]);
    expect(titles('the shower drain is clogged, call a plumber')).toEqual([
      'Call a plumber about the shower drain',
    ]);
    // Complaints with an infinitive, an echo, a gerund as the subject.
    expect(titles('итоги года подведены, хватит ныть.')).toEqual([]);
    expect(titles('машина ездит с разбитой фарой, так жить нельзя')).toEqual([]);
    expect(titles('яблок столько, что девать некуда')).toEqual([]);
    expect(titles('the kitchen looks grim and so do I')).toEqual([]);
    expect(titles('cleaning day was monday, my back hurts, toys everywhere')).toEqual([]);
  });

  it('reads what happened as context: a person and a past tense, a noun and a past tense, a question', () => {
    expect(titles('важно: 5 января сдать кровь на сахар, врач сказал натощак')).toEqual([
      'Сдать кровь на сахар',
    ]);
    expect(titles('optician called, my glasses are ready')).toEqual([]);
    // An indirect question is the object of the verb before it, not a task of its own.
    expect(titles('составить семейный бюджет, сколько тратить на еду')).toEqual([
      'Составить семейный бюджет, сколько тратить на еду',
    ]);
    expect(titles('придумать, что ему подарить')).toEqual(['Придумать, что ему подарить']);
  });

  it('reads events of ones own, verbs behind adverbs and fillers, and "one" for the thing just named', () => {
    const race = extractTasks('Через 2 дня забег на 5 км, до него получить номер участника', clock);
    expect(race.map((task) => [task.title, task.deadline_date?.slice(0, 10), task.category])).toEqual([
      ['Забег на 5 км', '2026-11-25', 'здоровье'],
      ['Получить номер участника', '2026-11-25', 'здоровье'],
    ]);
    expect(titles("On Thursday I'm running the quarterly review")).toEqual(['Run the quarterly review']);
    expect(titles('order light bulbs, and deep clean the bathroom when I have time')).toEqual([
      'Order light bulbs',
      'Deep clean the bathroom',
    ]);
    expect(titles('insulate the pipes before it gets cold')).toEqual(['Insulate the pipes']);
    expect(titles('Need a new bath mat as well, order one.')).toEqual(['Order a new bath mat']);
    expect(titles('Tomorrow first thing email the landlord about the broken heater')).toEqual([
      'Email the landlord about the broken heater',
    ]);
    expect(titles('work out a plan for paying back the student loan')).toEqual([
      'Work out a plan for paying back the student loan',
    ]);
    expect(titles('к 1 марта получить справку с работы')).toEqual(['Получить справку с работы']);
    expect(titles('the fridge stopped cooling')).toEqual([]);
  });
});

describe('dictated text', () => {
  it('reads a numbered list said without dots, emoji bullets and a shopping emoji', () => {
    expect(titles('1 забрать ключи у соседа 2 полить фикус 3 купить губки')).toEqual([
      'Забрать ключи у соседа',
      'Полить фикус',
      'Купить губки',
    ]);
    expect(titles('🛒 сыр, яйца, укроп\n🧽 почистить духовку')).toEqual([
      'Купить сыр',
      'Купить яйца',
      'Купить укроп',
      'Почистить духовку',
    ]);
    expect(titles('🛒 bread, jam, tea bags')).toEqual(['Buy bread', 'Buy jam', 'Buy tea bags']);
  });

  it('a head naming a shop or a kind of shopping makes purchases; a list head is no action', () => {
    expect(titles('в аптеку: бинт и пластырь')).toEqual(['Купить бинт и пластырь']);
    expect(titles('birthday shopping: candles, balloons, napkins')).toEqual([
      'Buy candles',
      'Buy balloons',
      'Buy napkins',
    ]);
    expect(titles('list for today: defrost the freezer, renew the library card')).toEqual([
      'Defrost the freezer',
      'Renew the library card',
    ]);
  });

  it('a restart word or a hedged need in a run-on starts a new task', () => {
    expect(titles('спина болит третий день короче записаться к остеопату')).toEqual([
      'Записаться к остеопату',
    ]);
    expect(titles('ремонт в ванной ещё надо выбрать плитку')).toEqual(['Выбрать плитку']);
  });

  it('a deadline followed by another thought is a task; followed by what to do for it, it dates that', () => {
    expect(titles('в пятницу дедлайн по смете и ещё позвонить прорабу')).toEqual([
      'Дедлайн по смете',
      'Позвонить прорабу',
    ]);
    expect(titles('в пятницу дедлайн по смете, надо дописать раздел')).toEqual(['Дописать раздел']);
  });

  it('a purpose said with «чтобы», with a comma or without, stays out of the title and splits nothing', () => {
    expect(titles('купить муку чтобы испечь блины в субботу')).toEqual(['Купить муку']);
    expect(titles('лечь пораньше чтобы выспаться перед экзаменом')).toEqual(['Лечь пораньше']);
    expect(titles('позвонить Пете, чтобы помочь ему с переездом')).toEqual(['Позвонить Пете']);
  });

  it('a task stated as its due date is that task, and a pronoun after it is the same task', () => {
    expect(titles('the library books are due on friday')).toEqual(['Library books']);
    expect(titles('the gas bill is due tomorrow, pay it')).toEqual(['Pay the gas bill']);
  });
});

describe('mixed and one-line lists', () => {
  it('reads "1) … 2) …" in one line, items split by " / " before emoji, and a mixed ru/en line', () => {
    expect(titles('1) wash the car 2) call Ben')).toEqual(['Wash the car', 'Call Ben']);
    expect(titles('🧹 пропылесосить коридор / 📞 позвонить Пете')).toEqual([
      'Пропылесосить коридор',
      'Позвонить Пете',
    ]);
    expect(titles('renew the VPN по-быстрому и ещё написать Оле')).toEqual(['Renew the VPN', 'Написать Оле']);
  });
  it('reads "so" after a remark anywhere in the clause, "keep meaning to" and "don\'t let me forget"', () => {
    expect(titles('ok so the vet is closed monday so ring them today')).toEqual(['Ring the vet']);
    expect(titles("I've been meaning to descale the kettle")).toEqual(['Descale the kettle']);
    expect(titles("don't let me forget the school concert")).toEqual(['School concert']);
    expect(titles('friday is the deadline for the mural sketches')).toEqual(['Mural sketches']);
  });
});

describeRules('segment (purchase lists)', [PURCHASE_LIST_RULE]);

describe('a list of goods', () => {
  it('is one purchase per item, each with the list’s date and cue', () => {
    const tasks = extractTasks('к субботе срочно купить уголь, шампуры и салфетки', clock);
    expect(tasks.map((task) => [task.title, task.category, task.priority, task.deadline_date])).toEqual([
      ['Купить уголь', 'покупки', 'high', '2026-11-28T23:59:59+03:00'],
      ['Купить шампуры', 'покупки', 'high', '2026-11-28T23:59:59+03:00'],
      ['Купить салфетки', 'покупки', 'high', '2026-11-28T23:59:59+03:00'],
    ]);
  });

  it('that ran out is bought', () => {
    expect(titles("we're out of paper towels, dish soap")).toEqual(['Buy paper towels', 'Buy dish soap']);
    expect(titles('дома закончился стиральный порошок')).toEqual(['Купить стиральный порошок']);
  });
});
