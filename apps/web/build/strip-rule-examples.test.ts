// The engine's rule examples stay out of the browser's bundle; everything else of a module stays.
import { describe, expect, it } from 'vitest';
import { stripRuleExamples } from './strip-rule-examples.ts';

const transform = stripRuleExamples().transform as (code: string, id: string) => { code: string } | null;
const ENGINE_FILE = '/repo/packages/ai-engine/src/stages/example/rules.ts';

const RULES = `export const RULES = [
  {
    name: 'first',
    description: 'keeps "examples" in a string',
    examples: [{ input: 'a [b]', expected: 'c' }, kindOf(clause('x'), context)],
    apply: (text: string) => text.trim(),
  },
  { name: 'second', description: 'last property', apply: (text: string) => text, examples: [] },
];
export const QUICK = { examples: 'not an array' };
`;

describe('leaving the engine’s rule examples out of the browser bundle', () => {
  it('drops every examples array of an object and nothing else', () => {
    const stripped = transform(RULES, ENGINE_FILE)?.code ?? '';
    expect(stripped).not.toContain('kindOf');
    expect(stripped).not.toContain("expected: 'c'");
    expect(stripped).toContain('description: \'keeps "examples" in a string\'');
    expect(stripped).toContain('apply: (text: string) => text.trim(),');
    expect(stripped).toContain(
      "{ name: 'second', description: 'last property', apply: (text: string) => text, }",
    );
    expect(stripped).toContain("export const QUICK = { examples: 'not an array' };");
  });

  it('leaves tests, other packages and files without examples untouched', () => {
    expect(transform(RULES, '/repo/packages/ai-engine/src/stages/example/rules.test.ts')).toBeNull();
    expect(transform(RULES, '/repo/apps/web/src/features/x.ts')).toBeNull();
    expect(transform('export const A = 1;', ENGINE_FILE)).toBeNull();
  });
});
