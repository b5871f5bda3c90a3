import { describe, expect, it } from 'vitest';
import { describeRules } from '../../../test/rules.js';
import { LINE_RULES } from './line-rules.js';
import { TEXT_RULES, normaliseLines } from './rules.js';
import { fold, textBefore } from './text.js';

describeRules('normalise (text)', TEXT_RULES);
describeRules('normalise (lines)', LINE_RULES);

describe('normaliseLines', () => {
  it('keeps blank lines (they end a header block) and marks list items', () => {
    expect(normaliseLines('Дом:\r\n- пылесос\n\nчто-то ещё')).toEqual([
      { text: 'Дом:', listItem: false },
      { text: 'пылесос', listItem: true },
      { text: '', listItem: false },
      { text: 'что-то ещё', listItem: false },
    ]);
  });
});

describe('fold', () => {
  it('lowers and folds ё, keeping every position, also where a letter would grow when lowered', () => {
    expect(fold('Ёлка и ЁЖ, Call Mom')).toBe('елка и еж, call mom');
    // "İ" lowers to two code units: it is kept as it is, so the positions after it still match.
    const text = 'İstanbul Ёж';
    expect(fold(text)).toHaveLength(text.length);
    expect(fold(text).slice(9)).toBe('еж');
  });
});

describe('textBefore', () => {
  it('is the whole text before a position near the start', () => {
    expect(textBefore('ask Tom about friday', 14)).toBe('ask Tom about ');
  });

  it('starts at a space within reach, so a word at its start is a whole word', () => {
    const text = `${'x'.repeat(100)} plan out the weekend`;
    const before = textBefore(text, text.indexOf('weekend'), 20);
    expect(before).toBe(' plan out the ');
    expect(text.endsWith(before, text.indexOf('weekend'))).toBe(true);
    // A word cut by the reach is left out, never read as a shorter word ("xplan" is not "plan").
    expect(textBefore('xxxxxxplan the weekend', 15, 12)).toBe(' the ');
  });

  it('is empty when no space is within reach', () => {
    expect(textBefore('y'.repeat(200), 150, 80)).toBe('');
  });
});
