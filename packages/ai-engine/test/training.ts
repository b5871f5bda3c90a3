// The training data of the learned category (src/stages/classify/learned.ts): every labelled set of
// eval/ai/ but the frozen ones, read by the rules; a task the rules found (matched by the scorer's
// keyword rule) is labelled with its set's category. The frozen sets are never read here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AiTaskCategory, AI_TASK_CATEGORIES } from '@fokus/core';
import { extractTasksByRules } from '../src/pipeline.js';
import {
  type CategoryModel,
  encodeCategoryModel,
  type LabelledTask,
} from '../src/stages/classify/learned.js';
import { holds, parseEvalSet } from './scorer.js';

/** The frozen sets: no rule is written from them and no model is trained on them (eval/ai/README.md). */
export const FROZEN_SET_FILES = ['dictation-1.jsonl', 'dictation-17.jsonl'] as const;

/** The sets the model learns from: the own, dev and held-out sets and the blind samples that were read. */
export const TRAINING_SET_FILES = [
  'own.jsonl',
  'dev.jsonl',
  'holdout.jsonl',
  ...Array.from({ length: 15 }, (_, index) => `dictation-${index + 2}.jsonl`),
] as const;

/** Where the trained model is kept, as a TypeScript module the engine imports. */
export const MODEL_FILE = fileURLToPath(new URL('../src/stages/classify/category-model.ts', import.meta.url));

const evalSet = (name: string) => fileURLToPath(new URL(`../../../eval/ai/${name}`, import.meta.url));
/** The user's clock of a case: its instant, and the offset it is written with as the zone. */
export function clockOf(now: string) {
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(now)?.[1] ?? 'Z';
  return { now: new Date(now), timeZone: offset === 'Z' ? 'UTC' : offset };
}

/** The labelled tasks of the training sets, in set and case order. */
export function labelledTasks(files: readonly string[] = TRAINING_SET_FILES): LabelledTask[] {
  const tasks: LabelledTask[] = [];
  for (const file of files) {
    for (const c of parseEvalSet(readFileSync(evalSet(file), 'utf8'))) {
      const free = extractTasksByRules(c.text, clockOf(c.now), c.lang);
      for (const expected of c.expected) {
        const at = free.findIndex((task) => expected.keywords.every((keyword) => holds(task.title, keyword)));
        if (at < 0 || !(AI_TASK_CATEGORIES as readonly string[]).includes(expected.category)) continue;
        const [task] = free.splice(at, 1);
        if (task)
          tasks.push({
            title: task.title,
            ruleCategory: task.category,
            label: expected.category as AiTaskCategory,
          });
      }
    }
  }
  return tasks;
}

/** The model as the module the engine imports (its compact form; the file is written, never edited). */
export function renderModel(model: CategoryModel): string {
  return `// The learned category model (stages/classify/learned.ts), written by \`npm run ai:train-category\` from
// the non-frozen sets of eval/ai/ read by today's rules. Do not edit: train again when the rules or the sets change.
import { type CategoryModel, decodeCategoryModel } from './learned.js';

export const CATEGORY_MODEL: CategoryModel = decodeCategoryModel(${JSON.stringify(encodeCategoryModel(model))});
`;
}
