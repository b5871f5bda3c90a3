// The one user message of each LLM call (spec §7). It carries only what the purpose needs: tasks and
// strategies as core's compact context, one line each, with short ids (t1, s1 …) instead of UUIDs; for
// chat, the persona line, the last CHAT_HISTORY_SENT messages and the new one. Instructions are in
// English (fewest tokens); the answer's language is named explicitly.
import {
  AI_SUBTASKS_MAX,
  AI_SUBTASK_TITLE_MAX_LENGTH,
  AI_TAGS_MAX,
  AI_TAG_MAX_LENGTH,
  AI_TASKS_KEPT,
  AI_TASK_CATEGORIES,
  AI_TITLE_MAX_LENGTH,
  ASSISTANT_URGENCY_MAX,
  ASSISTANT_URGENCY_MIN,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPLY_MAX_EMOJIS,
  CHAT_REPLY_MAX_SENTENCES,
  CHAT_REPLY_MIN_EMOJIS,
  CHAT_REPLY_MIN_SENTENCES,
  GROUPING_STRATEGIES,
  GROUP_COLORS,
  MICRO_TASK_AI_MAX_MINUTES,
  MICRO_TASK_MIN_MINUTES,
  RECOMMENDATION_REASONS_MAX,
  THOUGHTS_TEXT_MAX_LENGTH,
  chatHistoryForPrompt,
  detectLanguage,
  getCoachPersona,
  groupSizeGuidance,
  truncate,
  type AiStrategyContext,
  type AiTaskContext,
  type AssistantLanguage,
  type GroupingStrategy,
  describeNow,
} from '@fokus/core';
import type {
  ChatReplyInput,
  GroupTasksInput,
  RecommendStrategyInput,
  ThoughtsToTasksInput,
} from './provider.js';

/** A prompt and the short ids it used (short id → real id), to map the answer back. */
export interface Prompt {
  readonly text: string;
  readonly ids: ReadonlyMap<string, string>;
}

const LANGUAGE_NAMES: Readonly<Record<AssistantLanguage, string>> = {
  ru: 'Russian',
  en: 'English',
  fr: 'French',
};

/** What each grouping strategy means, for the model. */
export const STRATEGY_DESCRIPTIONS: Readonly<Record<GroupingStrategy, string>> = {
  by_context: 'by what they are done with or where the mind must be (computer, phone, errands, home)',
  by_energy: 'by the energy and focus they need (deep work, routine, light tasks)',
  by_time: 'by when they are due and how long they take',
  by_priority: 'by importance and urgency',
  by_theme: 'by topic or project',
  by_location: 'by place (home, office, out in town)',
  smart_batching: 'a balance of context, energy and priority: similar tasks done in one go',
};

/** One line of text: newlines and the column separator would break the one-line-per-item layout. */
function oneLine(text: string): string {
  return text
    .replace(/[\r\n|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function languageOf(
  language: AssistantLanguage | undefined,
  tasks: readonly AiTaskContext[],
): AssistantLanguage {
  return language ?? detectLanguage(tasks.map((task) => task.title).join('\n'));
}

/** Short ids: t1, t2 … for tasks, s1 … for strategies. */
class ShortIds {
  readonly toReal = new Map<string, string>();
  private readonly toShort = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  of(realId: string): string {
    let short = this.toShort.get(realId);
    if (short === undefined) {
      short = `${this.prefix}${this.toShort.size + 1}`;
      this.toShort.set(realId, short);
      this.toReal.set(short, realId);
    }
    return short;
  }
}

const TASK_COLUMNS = 'status | date | importance/urgency (1-2) | title';

function taskLine(task: AiTaskContext, extra: readonly string[] = []): string {
  const status = task.type === 'idea' ? `${task.status} idea` : task.status;
  return [...extra, status, task.date ?? '-', `${task.importance}/${task.urgency}`, oneLine(task.title)].join(
    ' | ',
  );
}

const JSON_ONLY = 'Answer with JSON only, no other text:';

/** Thoughts → tasks (spec §7: 3000 tokens, temperature 0.1). */
export function thoughtsToTasksPrompt(input: ThoughtsToTasksInput): Prompt {
  const language = input.language ?? detectLanguage(input.text);
  const example = {
    tasks: [
      {
        title: '',
        description: '',
        priority: 'low',
        category: 'личное',
        deadline_text: '',
        deadline_date: null,
        estimated_time: '',
        subtasks: [{ title: '', estimated_time: '', order: 1 }],
        tags: [],
      },
    ],
  };
  const text = [
    'Turn the brain dump below into small, concrete tasks for a person who struggles to focus.',
    `Now: ${describeNow(input.clock)}. Read relative dates against it.`,
    `Write titles, descriptions, steps and tags in ${LANGUAGE_NAMES[language]}.`,
    '- One task per distinct action; skip sentences that carry no action (feelings, context).',
    `- At most ${AI_TASKS_KEPT} tasks. title: a short imperative phrase, at most ${AI_TITLE_MAX_LENGTH} characters.`,
    '- description: one sentence of useful detail, or "".',
    '- priority: "high" if urgent (urgent, ASAP, срочно, горит), "medium" if important (important, важно), else "low".',
    `- category: exactly one of ${AI_TASK_CATEGORIES.join(', ')}.`,
    '- deadline_text: the words that name the time, or "none". deadline_date: the local date YYYY-MM-DD it means, or null.',
    '- estimated_time: e.g. "15 min", "1 h".',
    `- subtasks: up to ${AI_SUBTASKS_MAX} ordered steps of ${MICRO_TASK_MIN_MINUTES}-${MICRO_TASK_AI_MAX_MINUTES} minutes each (title at most ${AI_SUBTASK_TITLE_MAX_LENGTH} characters); split a longer step; [] if the task is one step.`,
    `- tags: up to ${AI_TAGS_MAX} short tags (at most ${AI_TAG_MAX_LENGTH} characters).`,
    JSON_ONLY,
    JSON.stringify(example),
    '<text>',
    truncate(input.text, THOUGHTS_TEXT_MAX_LENGTH),
    '</text>',
  ].join('\n');
  return { text, ids: new Map() };
}

/** Groups the given tasks with one strategy (spec §7: 4000 tokens, temperature 0.2). */
export function groupTasksPrompt(input: GroupTasksInput): Prompt {
  const language = languageOf(input.language, input.tasks);
  const ids = new ShortIds('t');
  const example = {
    strategy: input.strategy,
    groups: [
      {
        id: 'g1',
        name: '',
        description: '',
        color: GROUP_COLORS[0],
        tasks: ['t1'],
        priority: 'medium',
        estimated_time: '',
        suggested_order: 1,
      },
    ],
    ungrouped_tasks: [],
    efficiency_score: 75,
  };
  const text = [
    `Group the tasks below with the strategy ${input.strategy}: ${STRATEGY_DESCRIPTIONS[input.strategy]}.`,
    `Now: ${describeNow(input.clock)}.`,
    groupSizeGuidance('en'),
    `Write group names and descriptions in ${LANGUAGE_NAMES[language]}.`,
    '- Use only the task ids listed; each id in at most one group; tasks that fit no group go in ungrouped_tasks.',
    `- color: one of ${GROUP_COLORS.join(', ')}. priority: high, medium or low. suggested_order: 1 = do first.`,
    '- efficiency_score: 0-100, how much the grouping saves switching between tasks.',
    `Tasks (id | ${TASK_COLUMNS}):`,
    ...input.tasks.map((task) => taskLine(task, [ids.of(task.id)])),
    JSON_ONLY,
    JSON.stringify(example),
  ].join('\n');
  return { text, ids: ids.toReal };
}

/** Open tasks in full; completed ones only counted (nothing left to plan or change about them). */
function openTasks(tasks: readonly AiTaskContext[]): { open: AiTaskContext[]; completed: number } {
  const open = tasks.filter((task) => task.status !== 'completed');
  return { open, completed: tasks.length - open.length };
}

function completedNote(completed: number): string[] {
  return completed > 0 ? [`(${completed} completed tasks not listed)`] : [];
}

/** Recommends a grouping strategy (spec §7: 1000 tokens, temperature 0.1). No ids are needed. */
export function recommendStrategyPrompt(input: RecommendStrategyInput): Prompt {
  const language = languageOf(input.language, input.tasks);
  const { open, completed } = openTasks(input.tasks);
  const example = { recommended_strategy: 'smart_batching', reasons: [''], alternatives: ['by_priority'] };
  const text = [
    'Recommend the best strategy to group the tasks below for a person who struggles to focus.',
    `Now: ${describeNow(input.clock)}.`,
    'Strategies:',
    ...GROUPING_STRATEGIES.map((strategy) => `- ${strategy}: ${STRATEGY_DESCRIPTIONS[strategy]}`),
    `Give up to ${RECOMMENDATION_REASONS_MAX} short reasons in ${LANGUAGE_NAMES[language]} and up to 2 alternatives.`,
    `Tasks (${TASK_COLUMNS}):`,
    ...open.map((task) => taskLine(task)),
    ...completedNote(completed),
    JSON_ONLY,
    JSON.stringify(example),
  ].join('\n');
  return { text, ids: new Map() };
}

const ACTIONS_GUIDE = [
  'create_task {taskData:{title, description?, importance?, urgency?, startDate? YYYY-MM-DD}}',
  'update_task {taskId, taskData}',
  'complete_task {taskId}',
  'delete_task {taskId}',
  'update_importance {taskId, taskData:{importance 1-2}}',
  `update_urgency {taskId, taskData:{urgency ${ASSISTANT_URGENCY_MIN}-${ASSISTANT_URGENCY_MAX}}}`,
  'assign_strategy {taskId, strategyId}',
  'create_strategy {strategyData:{name, description, priority 1-3}}',
  'delegate_task {taskId, taskData:{assigneeEmail, assigneeName?}}',
  `create_subtasks {taskId, subtasks:[{title, order, estimatedMinutes}]}`,
  'create_recurring_task {recurringTaskData:{title, pattern:{type daily|weekly|custom, timeOfDay? HH:MM, daysOfWeek? [1-7, Monday=1], interval? days}, category, estimatedDuration minutes}}',
];

/** The assistant's reply (spec §7: 2000 tokens, temperature 0.1; first text block, JSON {message, actions}). */
export function chatReplyPrompt(input: ChatReplyInput): Prompt {
  const persona = getCoachPersona(input.personaId, input.language === 'ru' ? 'ru' : 'en');
  const taskIds = new ShortIds('t');
  const strategyIds = new ShortIds('s');
  const { open, completed } = openTasks(input.tasks);
  const strategyLines = input.strategies.map((strategy: AiStrategyContext) =>
    [
      strategyIds.of(strategy.id),
      strategy.priority,
      oneLine(strategy.name),
      ...(strategy.description ? [oneLine(strategy.description)] : []),
    ].join(' | '),
  );
  const taskLines = open.map((task) => {
    const strategy = task.strategyId === null ? '-' : strategyIds.of(task.strategyId);
    return taskLine(task, [taskIds.of(task.id), strategy]);
  });
  const history = chatHistoryForPrompt(input.history).map(
    (message) => `${message.role}: ${oneLine(truncate(message.content, CHAT_MESSAGE_MAX_LENGTH))}`,
  );
  const text = [
    persona.personality,
    `You are the assistant of Fokus, a planner for people who struggle to focus. Now: ${describeNow(input.clock)}.`,
    ...(strategyLines.length > 0
      ? ['Strategies (id | priority 1-3 | name | description):', ...strategyLines]
      : []),
    `Tasks (id | strategy | ${TASK_COLUMNS}):`,
    ...(taskLines.length > 0 ? taskLines : ['(none)']),
    ...completedNote(completed),
    ...(history.length > 0 ? ['Conversation so far:', ...history] : []),
    'New message:',
    '<message>',
    truncate(input.message, CHAT_MESSAGE_MAX_LENGTH),
    '</message>',
    `Reply in ${LANGUAGE_NAMES[input.language]}, ${CHAT_REPLY_MIN_SENTENCES}-${CHAT_REPLY_MAX_SENTENCES} sentences with ${CHAT_REPLY_MIN_EMOJIS}-${CHAT_REPLY_MAX_EMOJIS} emojis.`,
    'Propose changes as actions (the user accepts each one); name tasks and strategies only by the ids above.',
    `Break a task into ordered steps of ${MICRO_TASK_MIN_MINUTES}-${MICRO_TASK_AI_MAX_MINUTES} minutes each. Actions:`,
    ...ACTIONS_GUIDE.map((line) => `- ${line}`),
    JSON_ONLY,
    '{"message":"","actions":[]}',
  ].join('\n');
  return { text, ids: new Map([...taskIds.toReal, ...strategyIds.toReal]) };
}
