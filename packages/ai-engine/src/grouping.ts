// Grouping of the user's tasks by each of the seven strategies (spec §7), and the recommendation of a
// strategy with reasons. Every open task gets a bucket key; buckets of 2+ tasks become groups of at most
// GROUP_SIZE_MAX (bigger ones are split evenly), single leftovers share an "other" group or stay
// ungrouped. Core's normaliseGrouping / normaliseStrategyRecommendation check the result.
import {
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  GROUPING_STRATEGIES,
  energyLevel,
  quadrantOf,
  type AiTaskContext,
  type AiTaskGroup,
  type AiTaskCategory,
  type AssistantLanguage,
  type GroupColor,
  type GroupingStrategy,
  type PriorityWord,
} from '@fokus/core';
import { categorise } from './categories.js';
import { isoDate, localToday, shiftDays, type LocalClock } from './clock.js';
import { estimateMinutes, formatMinutes, taskKind, type TaskKind } from './estimate.js';
import { hasCyrillic } from './text.js';

type Text = Readonly<Record<AssistantLanguage, string>>;

/** A bucket a task can fall into under one strategy. */
interface Bucket {
  readonly key: string;
  readonly name: Text;
  readonly description: Text;
  readonly color: GroupColor;
  /** Position among the strategy's buckets (the suggested order). */
  readonly rank: number;
}

/** A raw group as the grouping prompt asks a model for it: the shape core's normalisation keeps. */
export type RawGroup = AiTaskGroup;

export interface RawGrouping {
  strategy: GroupingStrategy;
  groups: RawGroup[];
  ungrouped_tasks: string[];
  efficiency_score: number;
}

function bucket(key: string, rank: number, color: GroupColor, name: Text, description: Text): Bucket {
  return { key, rank, color, name, description };
}

const OTHER = bucket(
  'other',
  99,
  'gray',
  { ru: 'Разное', en: 'Other', fr: 'Divers' },
  {
    ru: 'Задачи, которым не нашлось пары',
    en: 'Tasks without a natural batch',
    fr: 'Tâches sans groupe naturel',
  },
);

const CONTEXT: Readonly<Record<string, Bucket>> = {
  calls: bucket(
    'calls',
    1,
    'blue',
    { ru: 'Звонки и сообщения', en: 'Calls and messages', fr: 'Appels et messages' },
    {
      ru: 'Всё, что делается с телефона, — за один заход',
      en: 'Everything done from the phone, in one sitting',
      fr: 'Tout ce qui se fait au téléphone, en une fois',
    },
  ),
  computer: bucket(
    'computer',
    2,
    'purple',
    { ru: 'За компьютером', en: 'At the computer', fr: 'À l’ordinateur' },
    {
      ru: 'Работа с документами, почтой и планами',
      en: 'Documents, e-mail and plans',
      fr: 'Documents, e-mails et plans',
    },
  ),
  errands: bucket(
    'errands',
    3,
    'orange',
    { ru: 'Вне дома', en: 'Out and about', fr: 'À l’extérieur' },
    {
      ru: 'Покупки и поручения — одним маршрутом',
      en: 'Shopping and errands on one route',
      fr: 'Courses et démarches en un seul trajet',
    },
  ),
  home: bucket(
    'home',
    4,
    'green',
    { ru: 'Дома', en: 'At home', fr: 'À la maison' },
    {
      ru: 'Домашние дела подряд, пока вы дома',
      en: 'Household jobs back to back while you are home',
      fr: 'Les tâches ménagères à la suite',
    },
  ),
  health: bucket(
    'health',
    5,
    'red',
    { ru: 'Здоровье и спорт', en: 'Health and exercise', fr: 'Santé et sport' },
    {
      ru: 'Врачи, спорт и забота о себе',
      en: 'Doctors, exercise and self-care',
      fr: 'Médecins, sport et soin de soi',
    },
  ),
};

const ENERGY: Readonly<Record<PriorityWord, Bucket>> = {
  high: bucket(
    'high',
    1,
    'red',
    { ru: 'Много энергии', en: 'High energy', fr: 'Beaucoup d’énergie' },
    {
      ru: 'Сложное и важное — на пик сил',
      en: 'Demanding, important work for your peak hours',
      fr: 'Le travail exigeant, aux heures de pointe',
    },
  ),
  medium: bucket(
    'medium',
    2,
    'orange',
    { ru: 'Средняя энергия', en: 'Medium energy', fr: 'Énergie moyenne' },
    {
      ru: 'Обычные дела, когда силы есть, но не на максимуме',
      en: 'Ordinary tasks for a steady moment',
      fr: 'Les tâches ordinaires, pour un moment stable',
    },
  ),
  low: bucket(
    'low',
    3,
    'green',
    { ru: 'Мало энергии', en: 'Low energy', fr: 'Peu d’énergie' },
    {
      ru: 'Лёгкие дела на усталое время',
      en: 'Light tasks for when you are tired',
      fr: 'Les tâches légères, pour les moments de fatigue',
    },
  ),
};

const TIME: Readonly<Record<string, Bucket>> = {
  overdue: bucket(
    'overdue',
    1,
    'red',
    { ru: 'Просрочено', en: 'Overdue', fr: 'En retard' },
    {
      ru: 'Срок уже прошёл — решите, сделать или перенести',
      en: 'Past their date: do them or move them',
      fr: 'Date dépassée : à faire ou à reporter',
    },
  ),
  today: bucket(
    'today',
    2,
    'orange',
    { ru: 'Сегодня', en: 'Today', fr: 'Aujourd’hui' },
    {
      ru: 'Всё со сроком на сегодня',
      en: 'Everything due today',
      fr: 'Tout ce qui est prévu aujourd’hui',
    },
  ),
  tomorrow: bucket(
    'tomorrow',
    3,
    'yellow',
    { ru: 'Завтра', en: 'Tomorrow', fr: 'Demain' },
    {
      ru: 'Можно подготовить заранее',
      en: 'Can be prepared ahead',
      fr: 'À préparer à l’avance',
    },
  ),
  week: bucket(
    'week',
    4,
    'blue',
    { ru: 'На этой неделе', en: 'This week', fr: 'Cette semaine' },
    {
      ru: 'Сроки до конца недели',
      en: 'Due before the week ends',
      fr: 'À faire avant la fin de la semaine',
    },
  ),
  later: bucket(
    'later',
    5,
    'purple',
    { ru: 'Позже', en: 'Later', fr: 'Plus tard' },
    {
      ru: 'Сроки после этой недели',
      en: 'Due after this week',
      fr: 'Prévu après cette semaine',
    },
  ),
  undated: bucket(
    'undated',
    6,
    'gray',
    { ru: 'Без даты', en: 'No date', fr: 'Sans date' },
    {
      ru: 'Когда появится окно',
      en: 'For when a gap opens up',
      fr: 'Quand un créneau se libère',
    },
  ),
};

const PRIORITY: Readonly<Record<string, Bucket>> = {
  doNow: bucket(
    'do-now',
    1,
    'red',
    { ru: 'Сделать сейчас', en: 'Do now', fr: 'À faire maintenant' },
    {
      ru: 'Срочно и важно',
      en: 'Urgent and important',
      fr: 'Urgent et important',
    },
  ),
  schedule: bucket(
    'schedule',
    2,
    'orange',
    { ru: 'Запланировать', en: 'Schedule', fr: 'À planifier' },
    {
      ru: 'Важно, но не горит — выберите время',
      en: 'Important, not urgent: pick a time',
      fr: 'Important mais pas urgent : fixez un moment',
    },
  ),
  delegate: bucket(
    'delegate',
    3,
    'yellow',
    { ru: 'Быстро или поручить', en: 'Quick or delegate', fr: 'Rapide ou à déléguer' },
    {
      ru: 'Срочно, но не так важно',
      en: 'Urgent but less important',
      fr: 'Urgent mais moins important',
    },
  ),
  exclude: bucket(
    'later',
    4,
    'gray',
    { ru: 'Когда будет время', en: 'When there is time', fr: 'Quand il y aura le temps' },
    {
      ru: 'Не срочно и не важно',
      en: 'Neither urgent nor important',
      fr: 'Ni urgent ni important',
    },
  ),
};

const THEME: Readonly<Record<AiTaskCategory, Bucket>> = {
  работа: bucket(
    'work',
    1,
    'blue',
    { ru: 'Работа', en: 'Work', fr: 'Travail' },
    {
      ru: 'Рабочие задачи',
      en: 'Work tasks',
      fr: 'Tâches professionnelles',
    },
  ),
  дом: bucket(
    'home',
    2,
    'green',
    { ru: 'Дом', en: 'Home', fr: 'Maison' },
    {
      ru: 'Домашние дела',
      en: 'Household',
      fr: 'Maison',
    },
  ),
  здоровье: bucket(
    'health',
    3,
    'red',
    { ru: 'Здоровье', en: 'Health', fr: 'Santé' },
    {
      ru: 'Врачи, спорт, самочувствие',
      en: 'Doctors, exercise, well-being',
      fr: 'Médecins, sport, bien-être',
    },
  ),
  покупки: bucket(
    'shopping',
    4,
    'orange',
    { ru: 'Покупки', en: 'Shopping', fr: 'Achats' },
    {
      ru: 'Что купить или заказать',
      en: 'Things to buy or order',
      fr: 'À acheter ou commander',
    },
  ),
  планирование: bucket(
    'planning',
    5,
    'purple',
    { ru: 'Планирование', en: 'Planning', fr: 'Planification' },
    {
      ru: 'Планы, бюджеты, списки',
      en: 'Plans, budgets, lists',
      fr: 'Plans, budgets, listes',
    },
  ),
  личное: bucket(
    'personal',
    6,
    'yellow',
    { ru: 'Личное', en: 'Personal', fr: 'Personnel' },
    {
      ru: 'Семья, друзья, документы, хобби',
      en: 'Family, friends, paperwork, hobbies',
      fr: 'Famille, amis, papiers, loisirs',
    },
  ),
};

const LOCATION: Readonly<Record<string, Bucket>> = {
  home: bucket(
    'home',
    1,
    'green',
    { ru: 'Дома', en: 'At home', fr: 'À la maison' },
    {
      ru: 'Делается дома',
      en: 'Done at home',
      fr: 'À faire à la maison',
    },
  ),
  work: bucket(
    'work',
    2,
    'blue',
    {
      ru: 'На работе или за компьютером',
      en: 'At work or at the computer',
      fr: 'Au travail ou à l’ordinateur',
    },
    {
      ru: 'Нужен рабочий стол или ноутбук',
      en: 'Needs a desk or a laptop',
      fr: 'Il faut un bureau ou un ordinateur',
    },
  ),
  town: bucket(
    'town',
    3,
    'orange',
    { ru: 'В городе', en: 'In town', fr: 'En ville' },
    {
      ru: 'Магазины, почта, банк — одним маршрутом',
      en: 'Shops, post office, bank: one route',
      fr: 'Magasins, poste, banque : un seul trajet',
    },
  ),
  clinic: bucket(
    'clinic',
    4,
    'red',
    { ru: 'Клиника и спортзал', en: 'Clinic and gym', fr: 'Clinique et salle de sport' },
    {
      ru: 'Врачи, анализы, тренировки',
      en: 'Doctors, tests, workouts',
      fr: 'Médecins, analyses, entraînements',
    },
  ),
  phone: bucket(
    'phone',
    5,
    'purple',
    { ru: 'Где угодно с телефоном', en: 'Anywhere with a phone', fr: 'Partout avec un téléphone' },
    {
      ru: 'Звонки и сообщения можно сделать в дороге',
      en: 'Calls and messages can be done on the go',
      fr: 'Appels et messages, même en déplacement',
    },
  ),
};

const QUICK = bucket(
  'quick',
  2,
  'green',
  { ru: 'Быстрые дела', en: 'Quick wins', fr: 'Victoires rapides' },
  {
    ru: 'До 15 минут каждое — разгон для дня',
    en: 'Under 15 minutes each: momentum for the day',
    fr: 'Moins de 15 minutes chacune : de l’élan pour la journée',
  },
);
const URGENT_TODAY = bucket(
  'urgent',
  1,
  'red',
  { ru: 'Срочное на сегодня', en: 'Urgent today', fr: 'Urgent aujourd’hui' },
  {
    ru: 'Срок сегодня или раньше, или срочно и важно',
    en: 'Due today or earlier, or urgent and important',
    fr: 'Échéance aujourd’hui ou avant, ou urgent et important',
  },
);

const KIND_CONTEXT: Readonly<Record<TaskKind, string>> = {
  call: 'calls',
  message: 'calls',
  booking: 'calls',
  purchase: 'errands',
  errand: 'errands',
  payment: 'computer',
  visit: 'health',
  workout: 'health',
  cleaning: 'home',
  laundry: 'home',
  chore: 'home',
  repair: 'home',
  cooking: 'home',
  document: 'computer',
  planning: 'computer',
  meeting: 'computer',
  general: '',
};

const KIND_LOCATION: Readonly<Record<TaskKind, string>> = {
  call: 'phone',
  message: 'phone',
  booking: 'phone',
  purchase: 'town',
  errand: 'town',
  payment: 'phone',
  visit: 'clinic',
  workout: 'clinic',
  cleaning: 'home',
  laundry: 'home',
  chore: 'home',
  repair: 'home',
  cooking: 'home',
  document: 'work',
  planning: 'work',
  meeting: 'work',
  general: '',
};

const CATEGORY_CONTEXT: Readonly<Record<AiTaskCategory, string>> = {
  работа: 'computer',
  дом: 'home',
  здоровье: 'health',
  покупки: 'errands',
  планирование: 'computer',
  личное: '',
};
const CATEGORY_LOCATION: Readonly<Record<AiTaskCategory, string>> = {
  работа: 'work',
  дом: 'home',
  здоровье: 'clinic',
  покупки: 'town',
  планирование: 'work',
  личное: '',
};

/** How much effort a kind of task takes (for by_energy). */
const KIND_EFFORT: Readonly<Record<TaskKind, PriorityWord>> = {
  document: 'high',
  planning: 'high',
  repair: 'high',
  cleaning: 'high',
  workout: 'high',
  meeting: 'medium',
  cooking: 'medium',
  errand: 'medium',
  purchase: 'medium',
  visit: 'medium',
  laundry: 'medium',
  general: 'medium',
  call: 'low',
  message: 'low',
  booking: 'low',
  payment: 'low',
  chore: 'low',
};

const RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };

/** The language of group names: the one asked for, else the titles' (mostly Cyrillic → ru). */
export function languageOfTasks(
  tasks: readonly AiTaskContext[],
  language?: AssistantLanguage,
): AssistantLanguage {
  if (language) return language;
  const cyrillic = tasks.filter((task) => hasCyrillic(task.title)).length;
  return cyrillic * 2 >= tasks.length && cyrillic > 0 ? 'ru' : 'en';
}

/** Tasks still to do (completed and cancelled ones are never grouped). */
function isOpen(task: AiTaskContext): boolean {
  return task.status !== 'completed' && task.status !== 'cancelled';
}

function timeBucket(task: AiTaskContext, today: string, tomorrow: string, weekEnd: string): Bucket {
  const date = task.date;
  if (date === null) return TIME.undated as Bucket;
  if (date < today) return TIME.overdue as Bucket;
  if (date === today) return TIME.today as Bucket;
  if (date === tomorrow) return TIME.tomorrow as Bucket;
  if (date <= weekEnd) return TIME.week as Bucket;
  return TIME.later as Bucket;
}

/** The effort a task needs: its kind, raised one step when it is urgent and important. */
function effortOf(task: AiTaskContext): PriorityWord {
  const effort = KIND_EFFORT[taskKind(task.title)];
  if (energyLevel(task.importance, task.urgency) === 'high' && effort !== 'high')
    return effort === 'low' ? 'medium' : 'high';
  return effort;
}

/** The bucket of a task under a strategy. */
function bucketOf(task: AiTaskContext, strategy: GroupingStrategy, clock: LocalClock): Bucket {
  const today = localToday(clock);
  const todayIso = isoDate(today);
  const kind = taskKind(task.title);
  const category = categorise(task.title);
  switch (strategy) {
    case 'by_context':
      return CONTEXT[KIND_CONTEXT[kind] || CATEGORY_CONTEXT[category]] ?? OTHER;
    case 'by_energy':
      return ENERGY[effortOf(task)];
    case 'by_time':
      return timeBucket(
        task,
        todayIso,
        isoDate(shiftDays(today, 1)),
        isoDate(shiftDays(today, 7 - today.weekday)),
      );
    case 'by_priority':
      return PRIORITY[quadrantOf(task.importance, task.urgency)] ?? OTHER;
    case 'by_theme':
      return THEME[category];
    case 'by_location':
      return LOCATION[KIND_LOCATION[kind] || CATEGORY_LOCATION[category]] ?? OTHER;
    case 'smart_batching': {
      const due = task.date !== null && task.date <= todayIso;
      if (due || quadrantOf(task.importance, task.urgency) === 'doNow') return URGENT_TODAY;
      if (estimateMinutes(task.title, task.title) <= 15) return QUICK;
      const theme = THEME[category];
      return { ...theme, rank: theme.rank + 2 };
    }
  }
}

interface Batch {
  bucket: Bucket;
  tasks: AiTaskContext[];
}

/** Strategies whose buckets form a scale, so neighbours can share a group. */
const ORDERED = new Set<GroupingStrategy>(['by_time', 'by_priority', 'by_energy', 'smart_batching']);

function joinBatches(first: Batch, second: Batch): Batch {
  const join = (a: Text, b: Text): Text => ({
    ru: `${a.ru} · ${b.ru}`,
    en: `${a.en} · ${b.en}`,
    fr: `${a.fr} · ${b.fr}`,
  });
  return {
    bucket: {
      ...first.bucket,
      key: `${first.bucket.key}-${second.bucket.key}`,
      name: join(first.bucket.name, second.bucket.name),
      description: join(first.bucket.description, second.bucket.description),
    },
    tasks: [...first.tasks, ...second.tasks],
  };
}

/** Splits a list into chunks of at most `max`, as even as possible. */
function chunk<T>(items: readonly T[], max: number): T[][] {
  const count = Math.ceil(items.length / max);
  const size = Math.ceil(items.length / count);
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

function groupPriority(
  strategy: GroupingStrategy,
  key: string,
  tasks: readonly AiTaskContext[],
): PriorityWord {
  if (strategy === 'by_energy' && (key === 'high' || key === 'medium' || key === 'low')) return key;
  if (strategy === 'by_priority' || strategy === 'by_time' || strategy === 'smart_batching') {
    const first = key.split('-')[0] === 'do' ? 'do-now' : key.split('-')[0];
    if (first === 'do-now' || first === 'overdue' || first === 'urgent') return 'high';
    if (first === 'schedule' || first === 'today') return 'medium';
  }
  let best: PriorityWord = 'low';
  for (const task of tasks) {
    const level = energyLevel(task.importance, task.urgency);
    if (RANK[level] > RANK[best]) best = level;
  }
  return best;
}

/** Groups tasks by a strategy: groups of 2–6, every other task ungrouped, with an efficiency score. */
export function groupTasksLocally(
  tasks: readonly AiTaskContext[],
  strategy: GroupingStrategy,
  clock: LocalClock,
  language?: AssistantLanguage,
): RawGrouping {
  const chosen: GroupingStrategy = (GROUPING_STRATEGIES as readonly string[]).includes(strategy)
    ? strategy
    : 'smart_batching';
  const lang = languageOfTasks(tasks, language);
  const seen = new Set<string>();
  const open: AiTaskContext[] = [];
  const closed: string[] = [];
  for (const task of tasks) {
    if (seen.has(task.id)) continue;
    seen.add(task.id);
    if (isOpen(task)) open.push(task);
    else closed.push(task.id);
  }
  const buckets = new Map<string, { bucket: Bucket; tasks: AiTaskContext[] }>();
  for (const task of open) {
    const found = bucketOf(task, chosen, clock);
    const entry = buckets.get(found.key) ?? { bucket: found, tasks: [] };
    entry.tasks.push(task);
    buckets.set(found.key, entry);
  }
  const leftovers: AiTaskContext[] = [];
  const batches: Batch[] = [];
  const sorted = [...buckets.values()].sort((a, b) => a.bucket.rank - b.bucket.rank);
  if (ORDERED.has(chosen)) {
    // Ordered scales (time, priority, energy): a lone task joins its neighbour ("Просрочено · Сегодня").
    let pending: Batch | undefined;
    for (const entry of sorted) {
      const current: Batch = pending ? joinBatches(pending, entry) : entry;
      pending = undefined;
      if (current.tasks.length < GROUP_SIZE_MIN) pending = current;
      else batches.push(current);
    }
    const last = batches.at(-1);
    if (pending && last) batches[batches.length - 1] = joinBatches(last, pending);
    else if (pending) leftovers.push(...pending.tasks);
  } else {
    for (const entry of sorted) {
      if (entry.tasks.length < GROUP_SIZE_MIN) leftovers.push(...entry.tasks);
      else batches.push(entry);
    }
  }
  const ungrouped = [...closed];
  if (leftovers.length >= GROUP_SIZE_MIN) batches.push({ bucket: OTHER, tasks: leftovers });
  else ungrouped.push(...leftovers.map((task) => task.id));

  const groups: RawGroup[] = [];
  for (const { bucket: found, tasks: members } of batches) {
    const parts = chunk(members, GROUP_SIZE_MAX);
    parts.forEach((part, index) => {
      const minutes = part.reduce((sum, task) => sum + estimateMinutes(task.title, task.title), 0);
      const suffix = parts.length > 1 ? ` (${index + 1}/${parts.length})` : '';
      groups.push({
        id: `${chosen}-${found.key}-${index + 1}`,
        name: `${found.name[lang]}${suffix}`,
        description: found.description[lang],
        color: found.color,
        tasks: part.map((task) => task.id),
        priority: groupPriority(chosen, found.key, part),
        estimated_time: formatMinutes(minutes, lang === 'ru' ? 'ru' : 'en'),
        suggested_order: groups.length + 1,
      });
    });
  }
  const grouped = open.length - (ungrouped.length - closed.length);
  const share = open.length === 0 ? 0 : grouped / open.length;
  const efficiency =
    open.length === 0 ? 0 : Math.min(100, Math.round(50 + 40 * share + Math.min(10, groups.length * 2)));
  return { strategy: chosen, groups, ungrouped_tasks: ungrouped, efficiency_score: efficiency };
}

/** A raw strategy recommendation (before core's normaliseStrategyRecommendation). */
export interface RawRecommendation {
  recommended_strategy: GroupingStrategy;
  reasons: string[];
  alternatives: GroupingStrategy[];
}

interface Signal {
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
