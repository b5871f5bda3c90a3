// Grouping: the recommendation of a strategy with reasons, from signals in the user's open tasks.
import {
  type AiTaskCategory,
  type AiTaskContext,
  type AssistantLanguage,
  GROUP_SIZE_MIN,
  type GroupingStrategy,
  quadrantOf,
} from '@fokus/core';
import { isoDate, type LocalClock, localToday } from '../calendar.js';
import { categorise } from '../stages/classify/category-rules.js';
import { taskKind, type TaskKind } from '../stages/fields/estimate.js';
import { type Text } from './buckets.js';
import { effortOf, isOpen, languageOfTasks } from './group-tasks.js';

/** A raw strategy recommendation (before core's normaliseStrategyRecommendation). */
export interface RawRecommendation {
  recommended_strategy: GroupingStrategy;
  reasons: string[];
  alternatives: GroupingStrategy[];
}

export interface Signal {
  readonly strategy: GroupingStrategy;
  readonly score: number;
  readonly reason: Text;
}

/** Recommends a strategy from what the tasks have in common, with the reasons in the user's language. */
export function recommendStrategyLocally(
  tasks: readonly AiTaskContext[],
  clock: LocalClock,
  language?: AssistantLanguage,
): RawRecommendation {
  const lang = languageOfTasks(tasks, language);
  const open = tasks.filter(isOpen);
  const total = open.length;
  if (total === 0) {
    return {
      recommended_strategy: 'smart_batching',
      reasons: [
        {
          ru: 'Открытых задач пока нет: умная группировка подстроится, когда они появятся',
          en: 'No open tasks yet: smart batching adapts once they appear',
          fr: 'Aucune tâche ouverte : le regroupement intelligent s’adaptera',
        }[lang],
      ],
      alternatives: ['by_priority', 'by_time'],
    };
  }
  const todayIso = isoDate(localToday(clock));
  const dated = open.filter((task) => task.date !== null).length;
  const dueSoon = open.filter((task) => task.date !== null && task.date <= todayIso).length;
  const quadrants = new Map<string, number>();
  for (const task of open) {
    const quadrant = quadrantOf(task.importance, task.urgency);
    quadrants.set(quadrant, (quadrants.get(quadrant) ?? 0) + 1);
  }
  const urgent = quadrants.get('doNow') ?? 0;
  const categories = new Map<AiTaskCategory, number>();
  const kinds = new Map<TaskKind, number>();
  for (const task of open) {
    const category = categorise(task.title);
    categories.set(category, (categories.get(category) ?? 0) + 1);
    const kind = taskKind(task.title);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const count = (...list: TaskKind[]) => list.reduce((sum, kind) => sum + (kinds.get(kind) ?? 0), 0);
  const calls = count('call', 'message', 'booking');
  const errands =
    count('purchase', 'errand') + (categories.get('покупки') ?? 0) - (kinds.get('purchase') ?? 0);
  const heavy = open.filter((task) => effortOf(task) === 'high').length;
  const light = open.filter((task) => effortOf(task) === 'low').length;
  const themes = [...categories.entries()]
    .filter(([, n]) => n >= GROUP_SIZE_MIN)
    .map(([category]) => category);

  const signals: Signal[] = [
    {
      strategy: 'by_time',
      score: total >= 3 ? (dated / total) * 10 + (dueSoon >= 2 ? 2 : 0) : 0,
      reason: {
        ru: `У ${dated} из ${total} задач есть даты${dueSoon > 0 ? `, ${dueSoon} — на сегодня или уже просрочены` : ''}: группировка по времени покажет, что делать первым`,
        en: `${dated} of ${total} tasks have dates${dueSoon > 0 ? `, ${dueSoon} due today or overdue` : ''}: grouping by time shows what comes first`,
        fr: `${dated} tâches sur ${total} ont une date${dueSoon > 0 ? `, dont ${dueSoon} pour aujourd’hui ou en retard` : ''} : le regroupement par date montre l’ordre`,
      },
    },
    {
      strategy: 'by_priority',
      score: urgent >= 2 && quadrants.size >= 2 ? 5 + urgent : quadrants.size >= 3 ? 5 : 0,
      reason: {
        ru: `${urgent} задач(и) срочные и важные, остальные — нет: матрица приоритетов отделит главное`,
        en: `${urgent} tasks are urgent and important and the rest are not: the priority matrix separates what matters`,
        fr: `${urgent} tâches sont urgentes et importantes : la matrice des priorités isole l’essentiel`,
      },
    },
    {
      strategy: 'by_theme',
      score: themes.length >= 2 ? 3 + themes.length : 0,
      reason: {
        ru: `Задачи из разных сфер (${themes.join(', ')}): по темам легче держать фокус`,
        en: `Tasks span several areas (${themes.length}): themes keep one area in focus at a time`,
        fr: `Les tâches couvrent plusieurs domaines (${themes.length}) : un thème à la fois aide à rester concentré`,
      },
    },
    {
      strategy: 'by_context',
      score: calls >= 3 ? 4 + calls : 0,
      reason: {
        ru: `${calls} звонков и сообщений — их удобно сделать за один заход`,
        en: `${calls} calls and messages: easiest done in one sitting`,
        fr: `${calls} appels et messages : plus simples à faire d’un coup`,
      },
    },
    {
      strategy: 'by_location',
      score: errands >= 3 ? 4 + errands : 0,
      reason: {
        ru: `${errands} дел вне дома — один маршрут вместо нескольких поездок`,
        en: `${errands} errands outside: one route instead of several trips`,
        fr: `${errands} démarches à l’extérieur : un seul trajet`,
      },
    },
    {
      strategy: 'by_energy',
      score: heavy >= 2 && light >= 2 ? 4 + Math.min(heavy, light) : 0,
      reason: {
        ru: `${heavy} сложных и ${light} лёгких задач: сложное — на пик сил, лёгкое — на усталость`,
        en: `${heavy} demanding and ${light} light tasks: match them to your energy`,
        fr: `${heavy} tâches exigeantes et ${light} légères : à caler sur votre énergie`,
      },
    },
    {
      strategy: 'smart_batching',
      score: 4,
      reason: {
        ru: 'Умная группировка сочетает срочность, быстрые дела и темы',
        en: 'Smart batching combines urgency, quick wins and themes',
        fr: 'Le regroupement intelligent combine urgence, tâches rapides et thèmes',
      },
    },
  ];
  const ranked = [...signals].sort((a, b) => b.score - a.score);
  const best = ranked[0] as Signal;
  const reasons = [best.reason[lang]];
  const second = ranked[1];
  if (second && second.score > 0 && second.strategy !== 'smart_batching') {
    reasons.push(
      {
        ru: `Запасной вариант: ${second.reason.ru.charAt(0).toLowerCase()}${second.reason.ru.slice(1)}`,
        en: `Also worth a look: ${second.reason.en.charAt(0).toLowerCase()}${second.reason.en.slice(1)}`,
        fr: `À considérer aussi : ${second.reason.fr.charAt(0).toLowerCase()}${second.reason.fr.slice(1)}`,
      }[lang],
    );
  }
  return {
    recommended_strategy: best.strategy,
    reasons,
    alternatives: ranked
      .slice(1)
      .filter((signal) => signal.score > 0)
      .slice(0, 2)
      .map((signal) => signal.strategy),
  };
}
