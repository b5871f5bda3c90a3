import { describe, expect, it } from 'vitest';
import { MONDAY_CLOCK } from '../../../test/fixtures.js';
import { describeRules } from '../../../test/rules.js';
import { extractTasks, extractTasksByRules } from '../../pipeline.js';
import { DUMP_CATEGORY_RULES, dumpTasks, opensWithWorkplace, readDumpCategories } from './dump-category.js';

describeRules('dump category', DUMP_CATEGORY_RULES);

const categories = (text: string, extract = extractTasks) =>
  Object.fromEntries(extract(text, MONDAY_CLOCK).map((task) => [task.title, task.category]));

describe('the dump read as a whole', () => {
  it('finds the turn to the speaker themselves, by position and by their own words', () => {
    const text =
      'по магазину заказать пакеты у поставщика. оплатить аренду павильона. а себе купить кроссовки';
    const tasks = dumpTasks(text, [
      {
        title: 'Заказать пакеты у поставщика',
        source: 'по магазину заказать пакеты у поставщика',
        category: 'работа',
      },
      { title: 'Оплатить аренду павильона', source: 'оплатить аренду павильона', category: 'дом' },
      { title: 'Купить кроссовки', source: 'а себе купить кроссовки', category: 'покупки' },
    ]);
    expect(tasks.map((task) => task.ownSide)).toEqual([false, false, true]);
  });

  it("makes a shop's orders, premises and posts work, and leaves the speaker's own errands alone", () => {
    const got = categories(
      'смена в цветочном опять до ночи. заказать у поставщика ленту и крафт. завтра продлить аренду павильона. выложить букеты в инсту. а себе купить новые кроссовки',
    );
    expect(Object.values(got)).toEqual(['работа', 'работа', 'работа', 'покупки']);
  });

  it('keeps a family dump as it is', () => {
    expect(
      readDumpCategories('купить хлеб, оплатить аренду квартиры, позвонить маме', [
        { title: 'Купить хлеб', source: 'купить хлеб', category: 'покупки' },
        { title: 'Оплатить аренду квартиры', source: 'оплатить аренду квартиры', category: 'дом' },
        { title: 'Позвонить маме', source: 'позвонить маме', category: 'личное' },
      ]).map((task) => task.category),
    ).toEqual(['покупки', 'дом', 'личное']);
  });

  it('keeps an order said before the talk turns to work as shopping', () => {
    const got = categories(
      'order the cake from the bakery by friday. also work: send the invoice to the client, finish the report for my team',
    );
    expect(got['Order the cake from the bakery']).toBe('покупки');
  });

  it('reads an opening that names the workplace as a sign of a job dump, and nothing else as one', () => {
    for (const text of [
      '💇‍♀️ salon\n- reorder bleach',
      'Garage to-do:\n1. brakes on the van',
      'okay shop stuff um the summer range is in',
      'по работе: сверить счета',
      'Пекарня — на завтра: тесто',
      'work: send the deck',
    ])
      expect(opensWithWorkplace(text), text).toBe(true);
    for (const text of [
      'shopping: milk, eggs',
      'работать над собой, записаться в зал',
      'worked late again, so tired',
      'купить в магазине хлеб',
      'the office party is on friday, buy a dress',
    ])
      expect(opensWithWorkplace(text), text).toBe(false);
  });

  it("makes a job dump's word-less errands work once it opens with the workplace", () => {
    const list = '- записать Марину на окрашивание\n- выплатить Оле процент';
    expect(Object.values(categories(`Салон:\n${list}`))).toEqual(['работа', 'работа']);
    // Without the header the dump rule leaves them alone (the learned category may still weigh them).
    expect(Object.values(categories(list, extractTasksByRules))).toEqual(['личное', 'личное']);
    const garage = '- clutch job on the Focus on thursday\n- ring Mrs Bell back about her Corsa';
    expect(categories(`garage to-do:\n${garage}`)['Ring Mrs Bell back about her Corsa']).toBe('работа');
  });
});
