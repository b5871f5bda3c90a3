import { describe, expect, it } from 'vitest';
import { isRuInfinitive, ruVerbForm } from './verbs-ru.js';

describe('Russian verb forms people write instead of an infinitive', () => {
  it('the listed forms give their infinitive', () => {
    expect(ruVerbForm('куплю')).toBe('купить');
    expect(ruVerbForm('позвоните')).toBe('позвонить');
    expect(ruVerbForm('пришлите')).toBe('прислать');
    expect(ruVerbForm('помогите')).toBe('помочь');
    // A polite form of a verb whose stem changes is the table's, not the ending's («скажите», «наберите»).
    expect(ruVerbForm('скажите')).toBe('сказать');
    expect(ruVerbForm('наберите')).toBe('набрать');
    expect(ruVerbForm('будьте')).toBe('быть');
  });

  it.each([
    ['поправьте', 'поправить'],
    ['добавьте', 'добавить'],
    ['сделайте', 'сделать'],
    ['поменяйте', 'поменять'],
    ['согласуйте', 'согласовать'],
    ['уточните', 'уточнить'],
    ['ознакомьтесь', 'ознакомиться'],
    ['зарегистрируйтесь', 'зарегистрироваться'],
  ])('a polite imperative the table does not list is read by its form: %s → %s', (form, infinitive) => {
    expect(ruVerbForm(form)).toBe(infinitive);
    expect(isRuInfinitive(infinitive)).toBe(true);
  });

  it.each([
    'сайте',
    'кредите',
    'здравствуйте',
    'извините',
    'обратите',
    'берегите',
    'обращайтесь',
    '«здравствуйте',
  ])('a noun, a formula of a letter or a form of another kind is no request read by its form: %s', (word) => {
    expect(ruVerbForm(word)).toBeUndefined();
  });
});
