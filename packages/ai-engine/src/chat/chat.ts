// Chat replies of the built-in engine: common requests in ru and en (and fr) answered as
// `{message, actions}` with core's assistant action types — add tasks, finish / delete / start one,
// make it urgent, break it into steps, delegate it, repeat it, or "what should I do now?" — and a
// reply saying what it can do otherwise. A task is named in quotes or by words close to its title.
import {
  type AiStrategyContext,
  type AiTaskContext,
  ASSISTANT_ACTIONS_MAX,
  type AssistantLanguage,
  type CoachPersonaId,
  isCoachPersonaId,
  type PriorityWord,
  quadrantOf,
} from '@fokus/core';
import { isoDate, type LocalClock, localToday } from '../calendar.js';
import { extractTasks } from '../pipeline.js';
import { categorise } from '../stages/classify/category-rules.js';
import { estimateMinutes, microSteps } from '../stages/fields/estimate.js';
import { fold, hasCyrillic, tidy } from '../stages/normalise/text.js';
import { findTask, quoted } from './match.js';

/** What the chat reply is given (the provider's chat input). */
export interface LocalChatInput {
  readonly message: string;
  readonly history: readonly { role: string; content: string }[];
  readonly tasks: readonly AiTaskContext[];
  readonly strategies: readonly AiStrategyContext[];
  readonly personaId: string;
  readonly language: AssistantLanguage;
  readonly clock: LocalClock;
}

/** An action in the shape of core's assistantActionSchema (applied is always false: the user decides). */
export interface LocalAction {
  type: string;
  taskId?: string;
  taskData?: Record<string, unknown>;
  subtasks?: { title: string; order: number; estimatedMinutes: number }[];
  recurringTaskData?: {
    title: string;
    pattern: { type: 'daily' | 'weekly'; timeOfDay?: string; daysOfWeek?: number[] };
    category: string;
    estimatedDuration: number;
  };
  applied: false;
  /** Why the coach proposes it and how sure the rules are (0–100); added by `withSuggestions`. */
  suggestion?: { reasoning: string; confidence: number; action_text: string };
}

/** The reply: a message and the actions it proposes. */
export interface LocalChatReply {
  message: string;
  actions: LocalAction[];
}

export type Lang = AssistantLanguage;
export type Texts = Readonly<Record<Lang, string>>;

export const INTENTS = {
  whatNow:
    /(?:что|чем)\s+(?:мне\s+)?(?:сейчас\s+|теперь\s+|сегодня\s+|дальше\s+)?(?:делать|заняться|сделать|взяться)|с\s+чего\s+(?:мне\s+)?начать|что\s+дальше|что\s+в\s+первую\s+очередь|what\s+(?:should|do|can|shall)\s+i\s+(?:do|start|work|tackle|focus)|what(?:'s|\s+is)?\s+next|what\s+now|where\s+(?:do|should)\s+i\s+start|que\s+(?:dois|devrais|puis)-?\s*je\s+faire|par\s+quoi\s+commencer|quoi\s+faire/,
  breakdown:
    /разбе?й|разбить|разложи|разлож|декомпоз|раздели|на\s+шаги|подзадач|мелкие\s+шаги|маленькие\s+шаги|break\s+(?:\S+\s+){0,6}?(?:down|up|into)|split|into\s+steps|small\s+steps|subtasks|micro-?steps|découpe|décompose|étapes/,
  delete: /удали|удалить|убери\s+из|вычеркни|delete|remove|drop\s+the\s+task|get\s+rid\s+of|supprime/,
  complete:
    /выполнил|выполнила|выполнено|сделал|сделала|закончил|закончила|готово|отметь|заверши|заверш|закрой|(?:^|\s)уже\s+[а-яё]+(?:л|ла|ли|лся|лась)(?=\s|$)|complete|completed|\bdone\b|finished|already\s+[a-z]+ed\b|mark\s+(?:\S+\s+){0,6}?(?:as\s+)?done|check\s+off|terminé|termine|fini/,
  start: /начинаю|начать|начни|приступ|берусь|запусти|\bstart\b|starting|begin|working\s+on|commence/,
  notUrgent: /не\s+срочн|несрочн|not\s+urgent|pas\s+urgent/,
  urgent: /срочн|важн|приоритет|горит|urgent|important|priority|asap|urgence/,
  delegate: /делегир|поручи|передай|delegate|assign|délègue/,
  recurring:
    /кажд(?:ый|ое|ую)\s+(?:день|утро|вечер|недел|понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)|ежедневно|еженедельно|every\s+(?:day|morning|evening|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly|chaque\s+(?:jour|matin|semaine)/,
  add: /добав|созда|запиши|занеси|внеси|напомни|новая\s+задача|нов(?:ую|ые)\s+задач|\badd\b|create|new\s+task|remind\s+me|put\s+(?:\S+\s+){0,4}?on\s+my\s+list|ajoute|crée|nouvelle\s+tâche/,
  help: /помощь|помоги|что\s+ты\s+умеешь|что\s+умеешь|help|what\s+can\s+you\s+do|aide|que\s+sais-tu\s+faire/,
};

export const PERSONA_OPENERS: Readonly<Record<CoachPersonaId, Texts>> = {
  'results-coach': { ru: 'Давайте к делу.', en: "Let's get to it.", fr: 'Allons droit au but.' },
  'gentle-coach': { ru: 'Я рядом 🌱', en: "I'm here with you 🌱", fr: 'Je suis là 🌱' },
  'creative-coach': {
    ru: 'Давай найдём интересный вход ✨',
    en: "Let's find a fun way in ✨",
    fr: 'Trouvons une entrée amusante ✨',
  },
};

export const CAPABILITIES: Texts = {
  ru: 'Я могу добавить задачи из ваших мыслей, отметить задачу выполненной, удалить или начать её, сделать срочной, разбить на шаги по 5–15 минут и подсказать, с чего начать. Например: «Добавь: завтра позвонить маме» или «Что мне сделать сейчас?»',
  en: 'I can add tasks from your thoughts, mark a task done, delete or start it, make it urgent, break it into 5–15 minute steps and suggest what to do now. Try “Add: call mom tomorrow” or “What should I do now?”',
  fr: 'Je peux ajouter des tâches à partir de vos idées, marquer une tâche comme terminée, la supprimer ou la commencer, la rendre urgente, la découper en étapes de 5 à 15 minutes et vous dire par quoi commencer. Essayez « Que dois-je faire maintenant ? »',
};

export function personaOf(id: string): CoachPersonaId {
  return isCoachPersonaId(id) ? id : 'results-coach';
}

export function say(texts: Texts, lang: Lang): string {
  return texts[lang];
}

/** Open tasks (not completed or cancelled). */
export function openTasks(tasks: readonly AiTaskContext[]): AiTaskContext[] {
  return tasks.filter((task) => task.status !== 'completed' && task.status !== 'cancelled');
}

/** The message without quoted parts, folded, for intent detection ("Разбей «Убрать квартиру»" is not a delete). */
export function intentText(message: string): string {
  return fold(message.replace(/[«“"„][^»”"“]*[»”"“]/g, ' '));
}

/** What the user named: the quoted text, else the message without the intent words. */
export function targetOf(message: string, intent: RegExp): string {
  const inQuotes = quoted(message);
  if (inQuotes) return inQuotes;
  // The whole word holding an intent word goes ("срочным", "выполненное"), not just its stem.
  return fold(message)
    .replace(new RegExp(`[\\p{L}-]*(?:${intent.source})[\\p{L}-]*`, 'gu'), ' ')
    .replace(
      /(?:пожалуйста|please|задачу|задача|task|как|as|mark|отметь|эту|this|the|s'il\s+te\s+plaît)/g,
      ' ',
    );
}

export function quote(title: string, lang: Lang): string {
  return lang === 'en' ? `“${title}”` : `«${title}»`;
}

/** The 1–10 urgency and the importance a priority word stands for (core maps ≥ 6 back to urgent). */
export function assistantPriority(priority: PriorityWord): { importance: 1 | 2; urgency: number } {
  if (priority === 'high') return { importance: 2, urgency: 8 };
  if (priority === 'medium') return { importance: 2, urgency: 4 };
  return { importance: 1, urgency: 3 };
}

export function notFound(target: string, tasks: readonly AiTaskContext[], lang: Lang): LocalChatReply {
  const name = tidy(target).slice(0, 60);
  const some = openTasks(tasks)
    .slice(0, 3)
    .map((task) => quote(task.title, lang))
    .join(', ');
  const message = {
    ru: `Не вижу такой задачи${name ? ` («${name}»)` : ''} 🤔 Назовите её точнее или в кавычках${some ? `, например: ${some}` : ''}.`,
    en: `I can't find that task${name ? ` (“${name}”)` : ''} 🤔 Name it more precisely or in quotes${some ? `, e.g. ${some}` : ''}.`,
    fr: `Je ne trouve pas cette tâche${name ? ` (« ${name} »)` : ''} 🤔 Nommez-la plus précisément ou entre guillemets${some ? `, par exemple ${some}` : ''}.`,
  }[lang];
  return { message, actions: [] };
}

/** Why a task is the one to do now, in a few words. */
export function reasonFor(task: AiTaskContext, today: string, lang: Lang): string {
  const quadrant = quadrantOf(task.importance, task.urgency);
  if (task.status === 'inProgress')
    return { ru: 'она уже в работе', en: "it's already under way", fr: 'elle est déjà en cours' }[lang];
  if (task.date !== null && task.date < today)
    return { ru: 'её срок уже прошёл', en: 'it is overdue', fr: 'elle est en retard' }[lang];
  if (task.date === today)
    return { ru: 'её срок — сегодня', en: "it's due today", fr: 'elle est prévue aujourd’hui' }[lang];
  if (quadrant === 'doNow')
    return {
      ru: 'она срочная и важная',
      en: "it's urgent and important",
      fr: 'elle est urgente et importante',
    }[lang];
  if (quadrant === 'schedule')
    return { ru: 'она важная', en: "it's important", fr: 'elle est importante' }[lang];
  if (quadrant === 'delegate') return { ru: 'она срочная', en: "it's urgent", fr: 'elle est urgente' }[lang];
  return {
    ru: 'это хороший разгон для дня',
    en: "it's a good warm-up for the day",
    fr: 'c’est un bon échauffement pour la journée',
  }[lang];
}

/** Open tasks in the order to do them: in progress, overdue or due today, then by quadrant, then by date. */
export function rankTasksForNow(tasks: readonly AiTaskContext[], today: string): AiTaskContext[] {
  const order = { doNow: 0, schedule: 1, delegate: 2, exclude: 3 } as const;
  // Overdue first, then due today, then the rest.
  const due = (task: AiTaskContext) =>
    task.date === null ? 2 : task.date < today ? 0 : task.date === today ? 1 : 2;
  return openTasks(tasks).sort(
    (a, b) =>
      Number(b.status === 'inProgress') - Number(a.status === 'inProgress') ||
      due(a) - due(b) ||
      order[quadrantOf(a.importance, a.urgency)] - order[quadrantOf(b.importance, b.urgency)] ||
      (a.date ?? '9999').localeCompare(b.date ?? '9999'),
  );
}

export function whatNow(input: LocalChatInput, lang: Lang, persona: CoachPersonaId): LocalChatReply {
  const today = isoDate(localToday(input.clock));
  const [first, second] = rankTasksForNow(input.tasks, today);
  if (!first) {
    return {
      message: {
        ru: 'Список пока пуст ✍️ Расскажите, что крутится в голове, — я превращу это в маленькие задачи.',
        en: "Your list is empty for now ✍️ Tell me what's on your mind and I'll turn it into small tasks.",
        fr: 'Votre liste est vide ✍️ Dites-moi ce qui vous occupe l’esprit et j’en ferai de petites tâches.',
      }[lang],
      actions: [],
    };
  }
  const reason = reasonFor(first, today, lang);
  const title = quote(first.title, lang);
  const step = microSteps(first.title, lang === 'ru' ? 'ru' : 'en')[0]?.title;
  const next = second ? quote(second.title, lang) : null;
  const messages: Record<CoachPersonaId, Texts> = {
    'results-coach': {
      ru: `🎯 Начните с ${title}: ${reason}. Поставьте таймер на 25 минут и сделайте первый шаг прямо сейчас${step ? ` — «${step}»` : ''}.${next ? ` Потом — ${next}.` : ''}`,
      en: `🎯 Start with ${title}: ${reason}. Set a 25-minute timer and take the first step now${step ? ` — “${step}”` : ''}.${next ? ` Then ${next}.` : ''}`,
      fr: `🎯 Commencez par ${title} : ${reason}. Lancez un minuteur de 25 minutes et faites le premier pas maintenant.${next ? ` Ensuite ${next}.` : ''}`,
    },
    'gentle-coach': {
      ru: `🌱 Может, начнём с ${title}? ${capitalFirst(reason)}. Достаточно одного маленького шага${step ? ` — «${step}»` : ''}, вы справитесь.`,
      en: `🌱 How about starting with ${title}? ${capitalFirst(reason)}. One small step is enough${step ? ` — “${step}”` : ''}; you've got this.`,
      fr: `🌱 Et si on commençait par ${title} ? ${capitalFirst(reason)}. Un seul petit pas suffit, vous y arriverez.`,
    },
    'creative-coach': {
      ru: `✨ Как насчёт ${title}? ${capitalFirst(reason)}. Какой первый шаг был бы самым интересным${step ? ` — может, «${step}»` : ''}?`,
      en: `✨ What about ${title}? ${capitalFirst(reason)}. What would make the first step fun${step ? ` — maybe “${step}”` : ''}?`,
      fr: `✨ Que diriez-vous de ${title} ? ${capitalFirst(reason)}. Quel premier pas serait le plus amusant ?`,
    },
  };
  return { message: messages[persona][lang], actions: [] };
}

export function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function addTasks(
  input: LocalChatInput,
  body: string,
  lang: Lang,
  explicit: boolean,
): LocalChatReply | null {
  const engineLanguage = lang === 'fr' ? (hasCyrillic(body) ? 'ru' : 'en') : lang;
  let found = lang === 'fr' ? [] : extractTasks(body, input.clock, engineLanguage);
  if (found.length === 0 && explicit) {
    // French, or a bare phrase the extractor did not read as a task: the text itself, one task per line or ";".
    found = body
      .split(/\r?\n|;/)
      .map((part) => tidy(part.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')))
      .filter((part) => part !== '')
      .slice(0, 8)
      .map((title) => ({
        title: capitalFirst(title).slice(0, 100),
        description: '',
        priority: 'low' as const,
        deadline_text: '',
        deadline_date: null,
        category: categorise(title),
        estimated_time: '',
        subtasks: [],
        tags: [],
      }));
  }
  if (found.length === 0) return null;
  const actions: LocalAction[] = found.slice(0, ASSISTANT_ACTIONS_MAX).map((task) => ({
    type: 'create_task',
    taskData: {
      title: task.title,
      description: task.description,
      ...assistantPriority(task.priority),
      ...(task.deadline_date ? { startDate: task.deadline_date.slice(0, 10) } : {}),
    },
    applied: false,
  }));
  const list = found
    .map((task) => `${quote(task.title, lang)}${task.deadline_date ? ` (${task.deadline_text})` : ''}`)
    .join(', ');
  const count = found.length;
  const message = {
    ru: `✍️ Предлагаю добавить ${count === 1 ? 'задачу' : `${count} ${count < 5 ? 'задачи' : 'задач'}`}: ${list}. Подтвердите — и ${count === 1 ? 'она появится' : 'они появятся'} в списке.`,
    en: `✍️ I'd add ${count === 1 ? 'this task' : `${count} tasks`}: ${list}. Confirm and ${count === 1 ? "it'll" : "they'll"} be on your list.`,
    fr: `✍️ Je propose d’ajouter ${count === 1 ? 'cette tâche' : `${count} tâches`} : ${list}. Confirmez et ${count === 1 ? 'elle apparaîtra' : 'elles apparaîtront'} dans votre liste.`,
  }[lang];
  return { message, actions };
}

export const WEEKDAY_WORDS: readonly [RegExp, number][] = [
  [/понедельник|monday/, 1],
  [/вторник|tuesday/, 2],
  [/сред[уы]|wednesday/, 3],
  [/четверг|thursday/, 4],
  [/пятниц|friday/, 5],
  [/суббот|saturday/, 6],
  [/воскресень|sunday/, 7],
];

export function recurring(input: LocalChatInput, lang: Lang): LocalChatReply | null {
  const folded = fold(input.message);
  const time = /(\d{1,2})[:.](\d{2})/.exec(folded);
  const timeOfDay =
    time && Number(time[1]) < 24 && Number(time[2]) < 60
      ? `${String(Number(time[1])).padStart(2, '0')}:${time[2]}`
      : undefined;
  const days = WEEKDAY_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, day]) => day);
  const weekly = days.length > 0 || /недел|week|semaine/.test(folded);
  const body = input.message
    .replace(/(?:напоминай|напомни|remind\s+me|rappelle-moi)(?:\s+(?:мне|me|to))?/gi, ' ')
    .replace(/кажд(?:ый|ое|ую)\s+\S+|ежедневно|еженедельно|every\s+\S+|daily|weekly|chaque\s+\S+/gi, ' ')
    .replace(/(?:в|at|à)\s*\d{1,2}[:.h]\d{2}|\d{1,2}[:.]\d{2}/gi, ' ')
    .replace(/\s+(?:to|de|d')\s+/gi, ' ');
  const title = capitalFirst(tidy(body.replace(/^\s*(?:to|мне)\s+/i, '')));
  if (title === '') return null;
  const action: LocalAction = {
    type: 'create_recurring_task',
    recurringTaskData: {
      title: title.slice(0, 100),
      pattern: {
        type: weekly ? 'weekly' : 'daily',
        ...(timeOfDay ? { timeOfDay } : {}),
        ...(weekly ? { daysOfWeek: days.length > 0 ? days : [localToday(input.clock).weekday] } : {}),
      },
      category: categorise(title),
      estimatedDuration: Math.max(5, Math.min(estimateMinutes(title, input.message), 60)),
    },
    applied: false,
  };
  const when = `${weekly ? { ru: 'каждую неделю', en: 'every week', fr: 'chaque semaine' }[lang] : { ru: 'каждый день', en: 'every day', fr: 'chaque jour' }[lang]}${timeOfDay ? ` ${lang === 'en' ? 'at' : lang === 'fr' ? 'à' : 'в'} ${timeOfDay}` : ''}`;
  return {
    message: {
      ru: `🔁 Создам повторяющуюся задачу ${quote(title, lang)} — ${when}. Подтвердите, если всё верно.`,
      en: `🔁 I'll set up ${quote(title, lang)} ${when}. Confirm if that's right.`,
      fr: `🔁 Je crée la tâche récurrente ${quote(title, lang)} — ${when}. Confirmez si c’est bon.`,
    }[lang],
    actions: [action],
  };
}

export function delegate(input: LocalChatInput, lang: Lang): LocalChatReply | null {
  const inQuotes = quoted(input.message);
  if (!inQuotes) return null;
  const task = findTask(inQuotes, openTasks(input.tasks));
  if (!task) return notFound(inQuotes, input.tasks, lang);
  const after = input.message
    .slice(input.message.lastIndexOf(inQuotes) + inQuotes.length)
    .replace(/^[»”"“\s]+/, '');
  const name = tidy(after.replace(/^(?:to|à|для)\s+/i, ''))
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  if (name === '') return null;
  return {
    message: {
      ru: `🤝 Поручить ${quote(task.title, lang)}: ${name}? После подтверждения можно будет отправить ссылку.`,
      en: `🤝 Delegate ${quote(task.title, lang)} to ${name}? Once you confirm you can send them the link.`,
      fr: `🤝 Déléguer ${quote(task.title, lang)} à ${name} ? Après confirmation, vous pourrez envoyer le lien.`,
    }[lang],
    actions: [{ type: 'delegate_task', taskId: task.id, taskData: { assigneeName: name }, applied: false }],
  };
}

/**
 * The reply to one chat message, its actions without their reasons (`chatReplyLocally` in reply.ts adds
 * them). Pure: the time comes from `clock`, the tasks from the input.
 */
export function replyToMessage(input: LocalChatInput): LocalChatReply {
  const lang: Lang = input.language === 'ru' || input.language === 'fr' ? input.language : 'en';
  const persona = personaOf(input.personaId);
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  const plain = intentText(message);
  const open = openTasks(input.tasks);

  if (message === '' || (INTENTS.help.test(plain) && !INTENTS.add.test(plain))) {
    return { message: `${say(PERSONA_OPENERS[persona], lang)} ${say(CAPABILITIES, lang)}`, actions: [] };
  }
  if (INTENTS.whatNow.test(plain)) return whatNow(input, lang, persona);

  const onTask = (
    intent: RegExp,
    pool: readonly AiTaskContext[],
    build: (task: AiTaskContext) => LocalChatReply,
  ): LocalChatReply => {
    const target = targetOf(message, intent);
    const task = findTask(target, pool);
    return task ? build(task) : notFound(quoted(message) ?? target, input.tasks, lang);
  };

  if (INTENTS.breakdown.test(plain)) {
    return onTask(INTENTS.breakdown, open, (task) => {
      const steps = microSteps(task.title, lang === 'ru' ? 'ru' : 'en');
      const list = steps
        .map((step) => `${step.order}. ${step.title} (${step.minutes} ${lang === 'ru' ? 'мин' : 'min'})`)
        .join('; ');
      return {
        message: {
          ru: `🧩 Вот ${quote(task.title, lang)} по шагам, каждый на 5–15 минут: ${list}.`,
          en: `🧩 Here is ${quote(task.title, lang)} in steps of 5–15 minutes each: ${list}.`,
          fr: `🧩 Voici ${quote(task.title, lang)} en étapes de 5 à 15 minutes : ${list}.`,
        }[lang],
        actions: [
          {
            type: 'create_subtasks',
            taskId: task.id,
            subtasks: steps.map((step) => ({
              title: step.title,
              order: step.order,
              estimatedMinutes: step.minutes,
            })),
            applied: false,
          },
        ],
      };
    });
  }
  if (INTENTS.delete.test(plain)) {
    return onTask(INTENTS.delete, input.tasks, (task) => ({
      message: {
        ru: `🗑️ Удалить ${quote(task.title, lang)}? Подтвердите, и задача исчезнет из списка.`,
        en: `🗑️ Delete ${quote(task.title, lang)}? Confirm and it leaves your list.`,
        fr: `🗑️ Supprimer ${quote(task.title, lang)} ? Confirmez et elle quittera votre liste.`,
      }[lang],
      actions: [{ type: 'delete_task', taskId: task.id, applied: false }],
    }));
  }
  if (INTENTS.complete.test(plain) && !INTENTS.add.test(plain)) {
    return onTask(INTENTS.complete, open, (task) => ({
      message: {
        ru: `🎉 Отлично! Отметить ${quote(task.title, lang)} выполненной?`,
        en: `🎉 Nice work! Mark ${quote(task.title, lang)} as done?`,
        fr: `🎉 Bravo ! Marquer ${quote(task.title, lang)} comme terminée ?`,
      }[lang],
      actions: [{ type: 'complete_task', taskId: task.id, applied: false }],
    }));
  }
  if (INTENTS.delegate.test(plain)) {
    const reply = delegate(input, lang);
    if (reply) return reply;
  }
  if (INTENTS.urgent.test(plain) && !INTENTS.add.test(plain)) {
    const relaxed = INTENTS.notUrgent.test(plain);
    return onTask(INTENTS.urgent, open, (task) => {
      const important = /важн|important/.test(plain) && !relaxed;
      const actions: LocalAction[] = [
        { type: 'update_urgency', taskId: task.id, taskData: { urgency: relaxed ? 3 : 9 }, applied: false },
      ];
      if (important)
        actions.push({
          type: 'update_importance',
          taskId: task.id,
          taskData: { importance: 2 },
          applied: false,
        });
      return {
        message: relaxed
          ? {
              ru: `🧘 Снизить срочность ${quote(task.title, lang)}? Она подождёт.`,
              en: `🧘 Lower the urgency of ${quote(task.title, lang)}? It can wait.`,
              fr: `🧘 Réduire l’urgence de ${quote(task.title, lang)} ? Elle peut attendre.`,
            }[lang]
          : {
              ru: `🔥 Сделать ${quote(task.title, lang)} срочной${important ? ' и важной' : ''}? Она поднимется наверх списка.`,
              en: `🔥 Make ${quote(task.title, lang)} urgent${important ? ' and important' : ''}? It moves to the top of your list.`,
              fr: `🔥 Rendre ${quote(task.title, lang)} urgente${important ? ' et importante' : ''} ? Elle passera en haut de la liste.`,
            }[lang],
        actions,
      };
    });
  }
  if (INTENTS.start.test(plain) && !INTENTS.add.test(plain)) {
    return onTask(INTENTS.start, open, (task) => {
      const step = microSteps(task.title, lang === 'ru' ? 'ru' : 'en')[0]?.title ?? '';
      return {
        message: {
          ru: `▶️ Начинаем ${quote(task.title, lang)} — отмечу её как «в работе». Первый шаг: «${step}».`,
          en: `▶️ Starting ${quote(task.title, lang)}: I'll mark it in progress. First step: “${step}”.`,
          fr: `▶️ On commence ${quote(task.title, lang)} : je la marque « en cours ». Premier pas : « ${step} ».`,
        }[lang],
        actions: [
          { type: 'update_task', taskId: task.id, taskData: { status: 'inProgress' }, applied: false },
        ],
      };
    });
  }
  if (INTENTS.recurring.test(plain)) {
    const reply = recurring(input, lang);
    if (reply) return reply;
  }
  const explicitAdd = INTENTS.add.test(plain);
  const body = explicitAdd
    ? message.replace(
        /^\s*(?:пожалуйста[,\s]+)?(?:добавь(?:те)?|создай(?:те)?|запиши|занеси|внеси|напомни(?:\s+мне)?|add|create|remind\s+me\s+to|ajoute|crée)(?:\s+(?:мне|me|please|пожалуйста))?(?:\s+(?:задач[а-яё]*|tasks?|a\s+task|une\s+tâche|des\s+tâches|новую\s+задачу|new\s+tasks?))?\s*[:\-—]?\s*/i,
        '',
      )
    : message;
  const added = addTasks(input, body, lang, explicitAdd);
  if (added) return added;
  return { message: `${say(PERSONA_OPENERS[persona], lang)} ${say(CAPABILITIES, lang)}`, actions: [] };
}
