// Runs every example of a stage's rules: a rule with no example, or an example it does not meet, fails.
import { describe, expect, it } from 'vitest';
import type { AnyStageRule } from '../src/rule.js';

/** One test per rule of the list, in order. */
export function describeRules(stage: string, rules: readonly AnyStageRule[]): void {
  describe(`${stage} rules`, () => {
    it('have unique names', () => {
      expect(new Set(rules.map((rule) => rule.name)).size).toBe(rules.length);
    });
    for (const rule of rules) {
      it(`${rule.name}: ${rule.description}`, () => {
        expect(rule.examples.length, `${rule.name} has no example`).toBeGreaterThan(0);
        const apply = rule.apply as (input: unknown) => unknown;
        const show = (rule.show ?? ((output: unknown) => output)) as (output: unknown) => unknown;
        for (const example of rule.examples)
          expect(show(apply(example.input)), JSON.stringify(example.input)).toEqual(example.expected);
      });
    }
  });
}
