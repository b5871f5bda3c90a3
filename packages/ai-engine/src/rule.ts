// The one shape of a rule of every stage: a name, what it does, examples that are its contract (each
// stage's test runs them all, so a rule without a working example fails), and the function itself.
// Examples are written for the rule; none is taken from an evaluation set.

/** An input and what the rule makes of it. */
export interface RuleExample<I, O> {
  readonly input: I;
  readonly expected: O;
}

/**
 * A named rule of a stage. A rule of a list that builds a state (the fields of a task) may say which
 * part of its output its examples are about (`show`); without it they are about the whole output.
 */
export interface StageRule<I, O, V = O> {
  readonly name: string;
  readonly description: string;
  readonly examples: readonly RuleExample<I, V>[];
  apply(input: I): O;
  show?(output: O): V;
}

/** Applies rules of one shape in order, each to what the one before made. */
export function applyInOrder<T>(rules: readonly StageRule<T, T, unknown>[], input: T): T {
  let value = input;
  for (const rule of rules) value = rule.apply(value);
  return value;
}

/** A rule of any shape, for lists of rules whose inputs differ (a stage's catalogue, its test). */
export interface AnyStageRule {
  readonly name: string;
  readonly description: string;
  readonly examples: readonly RuleExample<unknown, unknown>[];
  apply(input: never): unknown;
  show?(output: never): unknown;
}

/** Walks rules that either decide (an output) or pass (undefined), in order: the first decision wins. */
export function firstDecision<I, O>(
  rules: readonly StageRule<I, O | undefined, unknown>[],
  input: I,
): O | undefined {
  for (const rule of rules) {
    const decision = rule.apply(input);
    if (decision !== undefined) return decision;
  }
  return undefined;
}
