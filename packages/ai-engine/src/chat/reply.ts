// The coach's reasons: every action the local rules propose carries why (in the reply's language) and
// how sure the rules are, so the person can judge a card before accepting it (spec §3 suggestion).
import type { AiTaskContext } from '@fokus/core';
import {
  replyToMessage,
  type Lang,
  type LocalAction,
  type LocalChatInput,
  type LocalChatReply,
} from './chat.js';

/** The rules matched an explicit request ("отметь … сделанной", "delete …"): they are rarely wrong. */
const CONFIDENCE_ASKED = 90;
/** Tasks read out of free text: the reading itself may be off, so a little less sure. */
const CONFIDENCE_READ = 80;

type Reason = (title: string, action: LocalAction) => string;

const REASONS: Readonly<Record<string, Readonly<Record<Lang, Reason>>>> = {
  create_task: {
    ru: () => 'Вы написали, что это нужно сделать, — пусть не потеряется.',
    en: () => "You said this needs doing, so it shouldn't get lost.",
    fr: () => 'Vous avez dit que c’était à faire : ainsi, rien ne se perd.',
  },
  complete_task: {
    ru: (title) => `Вы сказали, что «${title}» готово.`,
    en: (title) => `You said "${title}" is done.`,
    fr: (title) => `Vous avez dit que « ${title} » est fait.`,
  },
  delete_task: {
    ru: (title) => `Вы попросили убрать «${title}» из списка.`,
    en: (title) => `You asked to remove "${title}" from the list.`,
    fr: (title) => `Vous avez demandé de retirer « ${title} » de la liste.`,
  },
  update_urgency: {
    ru: (title, action) =>
      isRelaxed(action) ? `Вы сказали, что «${title}» не горит.` : `Вы сказали, что «${title}» срочно.`,
    en: (title, action) =>
      isRelaxed(action) ? `You said "${title}" can wait.` : `You said "${title}" is urgent.`,
    fr: (title, action) =>
      isRelaxed(action)
        ? `Vous avez dit que « ${title} » peut attendre.`
        : `Vous avez dit que « ${title} » est urgent.`,
  },
  update_importance: {
    ru: (title) => `Вы отметили, насколько важна «${title}».`,
    en: (title) => `You said how much "${title}" matters.`,
    fr: (title) => `Vous avez dit à quel point « ${title} » compte.`,
  },
  update_task: {
    ru: (title) => `Вы хотите взяться за «${title}» сейчас.`,
    en: (title) => `You want to start "${title}" now.`,
    fr: (title) => `Vous voulez commencer « ${title} » maintenant.`,
  },
  create_subtasks: {
    ru: () => 'Шаги по 5–15 минут легче начать, чем одну большую задачу.',
    en: () => 'Steps of 5–15 minutes are easier to start than one big task.',
    fr: () => 'Des étapes de 5 à 15 minutes sont plus faciles à commencer qu’une grosse tâche.',
  },
  create_recurring_task: {
    ru: () => 'Вы попросили повторять это регулярно.',
    en: () => 'You asked for this to repeat.',
    fr: () => 'Vous avez demandé que cela se répète.',
  },
  delegate_task: {
    ru: (title) => `Вы хотите передать «${title}» другому человеку.`,
    en: (title) => `You want to hand "${title}" to someone else.`,
    fr: (title) => `Vous voulez confier « ${title} » à quelqu’un d’autre.`,
  },
};

const ACTION_TEXTS: Readonly<Record<Lang, string>> = {
  ru: 'Применить',
  en: 'Apply',
  fr: 'Appliquer',
};

function isRelaxed(action: LocalAction): boolean {
  const urgency = action.taskData?.urgency;
  return typeof urgency === 'number' && urgency <= 5;
}

function titleOf(action: LocalAction, tasks: readonly AiTaskContext[]): string {
  const created = action.taskData?.title ?? action.recurringTaskData?.title;
  if (typeof created === 'string') return created;
  return tasks.find((task) => task.id === action.taskId)?.title ?? '';
}

/** The action with its reason and confidence in the reply's language. */
export function withSuggestion(
  action: LocalAction,
  lang: Lang,
  tasks: readonly AiTaskContext[],
): LocalAction {
  const reason = REASONS[action.type];
  if (!reason) return action;
  return {
    ...action,
    suggestion: {
      reasoning: reason[lang](titleOf(action, tasks), action),
      confidence: action.type === 'create_task' ? CONFIDENCE_READ : CONFIDENCE_ASKED,
      action_text: ACTION_TEXTS[lang],
    },
  };
}

/** The reply to one chat message, every proposed action with its reason. */
export function chatReplyLocally(input: LocalChatInput): LocalChatReply {
  const reply = replyToMessage(input);
  const lang: Lang = input.language === 'ru' || input.language === 'fr' ? input.language : 'en';
  return { ...reply, actions: reply.actions.map((action) => withSuggestion(action, lang, input.tasks)) };
}
