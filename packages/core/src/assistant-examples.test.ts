import { describe, expect, it } from 'vitest';
import { QUICK_EXAMPLES } from './assistant-examples';
import { detectLanguage } from './assistant-reply';
import { QUICK_EXAMPLES_PER_LANGUAGE } from './constants';

describe('quick examples', () => {
  it('has nine distinct examples in ru, en and fr', () => {
    expect(Object.keys(QUICK_EXAMPLES)).toEqual(['ru', 'en', 'fr']);
    for (const examples of Object.values(QUICK_EXAMPLES)) {
      expect(examples).toHaveLength(QUICK_EXAMPLES_PER_LANGUAGE);
      expect(new Set(examples).size).toBe(9);
    }
  });

  it('is detected as the right language', () => {
    for (const example of QUICK_EXAMPLES.ru) expect(detectLanguage(example)).toBe('ru');
    for (const example of QUICK_EXAMPLES.en) expect(detectLanguage(example)).toBe('en');
  });
});
