// The engine's rule examples and descriptions stay out of the browser's bundle; everything else of a
// module stays.
import { describe, expect, it } from 'vitest';
import { stripRuleExamples } from './strip-rule-examples.ts';

const transform = stripRuleExamples().transform as (code: string, id: string) => { code: string } | null;
const ENGINE_FILE = '/repo/packages/ai-engine/src/stages/example/rules.ts';

const RULES = `export const RULES = [
  {
    name: 'first',
    description: 'keeps "examples" in a string',
    examples: [{ input: 'a [b]', expected: 'c' }, kindOf(clause('x'), context)],
    apply: (text: string) => ({ description: text.trim(), examples: [text] }),
  },
  { name: 'second', description: 'last property', apply: (text: string) => text, examples: [] },
];
export const QUICK = { examples: 'not an array' };
export const TASK = { title: 'a', description: 'kept: no examples beside it' };
`;

describe('leaving the engine’s rule examples out of the browser bundle', () => {
  it('drops the examples array and the description of every rule, and nothing else', () => {
    const stripped = transform(RULES, ENGINE_FILE)?.code ?? '';
    expect(stripped).not.toContain('kindOf');
    expect(stripped).not.toContain("expected: 'c'");
    expect(stripped).not.toContain('keeps "examples" in a string');
    expect(stripped).not.toContain('last property');
    // What a rule's own function builds is not a rule, whatever its properties are called.
    expect(stripped).toContain('apply: (text: string) => ({ description: text.trim(), examples: [text] }),');
    expect(stripped.replace(/\s+/g, ' ')).toContain("{ name: 'second', apply: (text: string) => text, }");
    expect(stripped).toContain("export const QUICK = { examples: 'not an array' };");
    expect(stripped).toContain(
      "export const TASK = { title: 'a', description: 'kept: no examples beside it' };",
    );
  });

  it('leaves tests, other packages and files without examples untouched', () => {
    expect(transform(RULES, '/repo/packages/ai-engine/src/stages/example/rules.test.ts')).toBeNull();
    expect(transform(RULES, '/repo/apps/web/src/features/x.ts')).toBeNull();
    expect(transform('export const A = 1;', ENGINE_FILE)).toBeNull();
  });
});
