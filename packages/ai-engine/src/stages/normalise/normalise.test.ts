import { describe, expect, it } from 'vitest';
import { describeRules } from '../../../test/rules.js';
import { LINE_RULES, TEXT_RULES, normaliseLines } from './rules.js';

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
