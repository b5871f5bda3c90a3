// Grouping: the buckets a task can fall into under each of the seven strategies (spec §7), with their
// names, descriptions and colours in ru and en.
import {
  type AiTaskCategory,
  type AiTaskGroup,
  type AssistantLanguage,
  type GroupColor,
  type GroupingStrategy,
  type PriorityWord,
} from '@fokus/core';

export type Text = Readonly<Record<AssistantLanguage, string>>;

/** A bucket a task can fall into under one strategy. */
export interface Bucket {
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

export function bucket(key: string, rank: number, color: GroupColor, name: Text, description: Text): Bucket {
  return { key, rank, color, name, description };
}

export const OTHER = bucket(
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

export const CONTEXT: Readonly<Record<string, Bucket>> = {
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

export const ENERGY: Readonly<Record<PriorityWord, Bucket>> = {
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

export const TIME: Readonly<Record<string, Bucket>> = {
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

export const PRIORITY: Readonly<Record<string, Bucket>> = {
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

export const THEME: Readonly<Record<AiTaskCategory, Bucket>> = {
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

export const LOCATION: Readonly<Record<string, Bucket>> = {
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

export const QUICK = bucket(
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
export const URGENT_TODAY = bucket(
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
