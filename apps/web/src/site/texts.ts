/**
 * The public site's own texts (the pages' words live in content/). The landing advertises only what
 * works today; its two figures are the spec's landing claims, stated as claims and linked to /research.
 */
import {
  FREE_TRIAL_DAYS,
  MICRO_TASK_MAX_MINUTES,
  MICRO_TASK_MIN_MINUTES,
  MVD_MAX_TASKS,
  POMODORO_BREAK_MINUTES,
  POMODORO_WORK_MINUTES,
  PRICE_LIFETIME_EUR,
  PRICE_MONTHLY_EUR,
} from '@fokus/core';
import type { SiteLanguage } from './paths';

export interface FeatureText {
  /** A key of the landing's icon set. */
  icon: 'thoughts' | 'today' | 'steps' | 'timer' | 'matrix' | 'delegate' | 'offline' | 'reminder' | 'coach';
  title: string;
  text: string;
}

export interface PlanText {
  id: 'free' | 'premium' | 'lifetime';
  name: string;
  price: string;
  period?: string;
  text: string;
  features: string[];
  note?: string;
  badge?: string;
}

export interface SiteTexts {
  language: SiteLanguage;
  /** `ru_RU` / `en_US`, for Open Graph. */
  locale: string;
  name: string;
  skipToContent: string;
  nav: { label: string; blog: string; howItWorks: string; guide: string; research: string };
  signIn: string;
  startFree: string;
  languageSwitch: { label: string; name: string };
  footer: { label: string; terms: string; privacy: string; note: string };
  landing: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    pitch: string;
    seeHow: string;
    forWhomTitle: string;
    forWhom: string[];
    featuresTitle: string;
    features: FeatureText[];
    claimsTitle: string;
    claimsIntro: string;
    claims: { figure: string; text: string; anchor: string }[];
    claimLink: string;
    pricingTitle: string;
    pricingSubtitle: string;
    plans: PlanText[];
    pricingNote: string;
    choose: string;
    closingTitle: string;
    closingText: string;
  };
  blog: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    readingTime: (minutes: number) => string;
    published: string;
    related: string;
    backToList: string;
    notFoundTitle: string;
    notFoundText: string;
  };
  guide: {
    progress: (step: number, total: number) => string;
    previous: string;
    next: string;
    finish: string;
    backToApp: string;
    stepsLabel: string;
  };
  updated: string;
  formatDate: (isoDate: string) => string;
}

function formatDate(locale: string) {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

function russianDays(count: number): string {
  const form = new Intl.PluralRules('ru').select(count);
  return `${count} ${form === 'one' ? 'день' : form === 'few' ? 'дня' : 'дней'}`;
}

const ru: SiteTexts = {
  language: 'ru',
  locale: 'ru_RU',
  name: 'Fokus',
  skipToContent: 'К содержанию',
  nav: {
    label: 'Разделы сайта',
    blog: 'Блог',
    howItWorks: 'Как это работает',
    guide: 'Руководство',
    research: 'Исследования',
  },
  signIn: 'Войти',
  startFree: 'Начать бесплатно',
  languageSwitch: { label: 'English version', name: 'EN' },
  footer: {
    label: 'Дополнительные ссылки',
    terms: 'Условия',
    privacy: 'Конфиденциальность',
    note: 'Fokus — планировщик, а не лечение и не медицинский совет.',
  },
  landing: {
    title: 'Fokus — планировщик для тех, кому трудно сосредоточиться',
    description:
      'Выгрузите мысли — Fokus превратит их в маленькие задачи и оставит на день только три главные. Помодоро, микрошаги, матрица приоритетов.',
    eyebrow: 'Для людей с СДВГ и всех, кому трудно сосредоточиться',
    heading: 'Мысли — на входе. Три главные задачи — на выходе.',
    pitch:
      'Напишите или надиктуйте всё, что крутится в голове. Fokus разберёт это на маленькие понятные задачи с первыми шагами и поможет выбрать три главные на сегодня — не больше, чем реально успеть.',
    seeHow: 'Как это работает',
    forWhomTitle: 'Для кого Fokus',
    forWhom: [
      'Для тех, у кого мысли скачут и список дел живёт в голове, пока не забудется.',
      'Для тех, кто откладывает большие задачи, потому что непонятно, с чего начать.',
      'Для тех, кто составляет планы на двадцать пунктов и к вечеру чувствует вину за невыполненное.',
      'Для тех, кто делит дела с семьёй или коллегами и хочет передать задачу одной ссылкой.',
    ],
    featuresTitle: 'Что умеет Fokus',
    features: [
      {
        icon: 'thoughts',
        title: 'Задачи из мыслей',
        text: 'Напечатайте, вставьте или надиктуйте поток мыслей — ассистент предложит задачи с категорией, сроком и микрошагами. Вы правите и решаете, что добавить. Работает и без интернета.',
      },
      {
        icon: 'today',
        title: 'Три главные задачи дня',
        text: `Не больше ${MVD_MAX_TASKS} ключевых задач на день. Вечером незавершённое можно спокойно оставить, перенести на завтра или отпустить — без красных «просрочено».`,
      },
      {
        icon: 'steps',
        title: 'Микрошаги',
        text: `Большая задача делится на шаги по ${MICRO_TASK_MIN_MINUTES}–${MICRO_TASK_MAX_MINUTES} минут: начать с маленького шага проще, чем со всей задачи сразу.`,
      },
      {
        icon: 'timer',
        title: `Помодоро и режим фокуса`,
        text: `${POMODORO_WORK_MINUTES} минут работы, ${POMODORO_BREAK_MINUTES} минут отдыха. Таймер привязан к задаче и считает потраченное время; режим фокуса оставляет на экране одну задачу и её шаги.`,
      },
      {
        icon: 'matrix',
        title: 'Матрица приоритетов',
        text: 'Важное и срочное — в четырёх квадрантах Эйзенхауэра. Перетащите задачу мышью, пальцем или с клавиатуры.',
      },
      {
        icon: 'delegate',
        title: 'Передать задачу по ссылке',
        text: 'Человек получает секретную ссылку, без регистрации видит задачу, комментирует, прикладывает файлы и отмечает выполнение. Вы видите всё сразу.',
      },
      {
        icon: 'offline',
        title: 'Без интернета и на всех устройствах',
        text: 'Изменения сохраняются сразу, ждут связи в очереди и синхронизируются между устройствами. Ничего из написанного не теряется.',
      },
      {
        icon: 'reminder',
        title: 'Напоминания и календарь',
        text: 'Напоминание о задаче приходит уведомлением в браузере или письмом. Задачи с датами можно подписать в свой календарь.',
      },
      {
        icon: 'coach',
        title: 'Чат с коучем',
        text: 'Три коуча с разным характером отвечают коротко и по делу. Всё, что коуч предлагает изменить, ждёт вашего согласия и отменяется в один шаг.',
      },
    ],
    claimsTitle: 'На чём это держится',
    claimsIntro:
      'Fokus собран из известных приёмов планирования. О двух из них часто говорят цифрами — мы приводим эти утверждения и честно разбираем, что за ними стоит.',
    claims: [
      {
        figure: '25–30 %',
        text: 'прироста продуктивности приписывают технике Помодоро.',
        anchor: 'pomodoro',
      },
      {
        figure: '42 %',
        text: 'меньше прокрастинации — так говорят о методе «швейцарского сыра»: разбивать дело на маленькие куски.',
        anchor: 'swiss-cheese',
      },
    ],
    claimLink: 'Что об этом известно',
    pricingTitle: 'Тарифы',
    pricingSubtitle: 'Начните бесплатно. Платите, только если Fokus вам подходит.',
    plans: [
      {
        id: 'free',
        name: 'Бесплатно',
        price: '0 €',
        text: 'Чтобы попробовать и навести порядок.',
        features: ['Задачи и идеи', 'Три главные задачи дня', 'Таймер Помодоро'],
        note: 'С ограничениями',
      },
      {
        id: 'premium',
        name: 'Премиум',
        price: `${PRICE_MONTHLY_EUR} €`,
        period: 'в месяц',
        text: 'Всё, чтобы Fokus работал на вас каждый день.',
        features: ['Все возможности', 'ИИ-анализ задач', 'Безлимитные задачи'],
        note: `${russianDays(FREE_TRIAL_DAYS)} бесплатно, затем ${PRICE_MONTHLY_EUR} € в месяц. Отмена в любой момент.`,
        badge: 'Популярный',
      },
      {
        id: 'lifetime',
        name: 'Пожизненная лицензия',
        price: `${PRICE_LIFETIME_EUR} €`,
        period: 'один раз',
        text: 'Один платёж — и Fokus ваш навсегда.',
        features: ['Всё, что есть в Премиуме', 'Все будущие обновления'],
      },
    ],
    pricingNote: 'Оплата внутри приложения пока не подключена: сейчас все возможности открыты бесплатно.',
    choose: 'Начать',
    closingTitle: 'Начните с одной мысли',
    closingText: 'Регистрация занимает минуту. Первая задача — ещё меньше.',
  },
  blog: {
    title: 'Блог Fokus — планирование при СДВГ',
    description:
      'Статьи о том, как планировать день, когда трудно сосредоточиться: микрошаги, три главные задачи, Помодоро, матрица приоритетов.',
    heading: 'Блог',
    intro: 'О планировании для тех, кому трудно сосредоточиться: коротко, по делу и без чувства вины.',
    readingTime: (minutes) => `${minutes} мин чтения`,
    published: 'Опубликовано',
    related: 'Читайте также',
    backToList: 'Все статьи',
    notFoundTitle: 'Статья не найдена',
    notFoundText: 'Такой статьи нет — возможно, ссылка устарела. Загляните в список статей.',
  },
  guide: {
    progress: (step, total) => `Шаг ${step} из ${total}`,
    previous: 'Назад',
    next: 'Далее',
    finish: 'Готово',
    backToApp: 'Вернуться в приложение',
    stepsLabel: 'Шаги руководства',
  },
  updated: 'Обновлено',
  formatDate: formatDate('ru-RU'),
};

const en: SiteTexts = {
  language: 'en',
  locale: 'en_US',
  name: 'Fokus',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Site sections',
    blog: 'Blog',
    howItWorks: 'How it works',
    guide: 'Guide',
    research: 'Research',
  },
  signIn: 'Sign in',
  startFree: 'Start free',
  languageSwitch: { label: 'Русская версия', name: 'RU' },
  footer: {
    label: 'More links',
    terms: 'Terms',
    privacy: 'Privacy',
    note: 'Fokus is a planner, not a treatment or medical advice.',
  },
  landing: {
    title: 'Fokus — a planner for people who struggle to focus',
    description:
      'Pour out your thoughts: Fokus turns them into small tasks and keeps your day to three key ones. Pomodoro, micro-steps, a priority matrix.',
    eyebrow: 'For people with ADHD and anyone who finds focus hard',
    heading: 'Thoughts in. Three key tasks out.',
    pitch:
      'Type or dictate everything on your mind. Fokus breaks it into small, clear tasks with first steps and helps you pick three for today — no more than you can really do.',
    seeHow: 'How it works',
    forWhomTitle: 'Who Fokus is for',
    forWhom: [
      'For people whose thoughts jump around and whose to-do list lives in their head until it is forgotten.',
      'For people who put off big tasks because it is unclear where to start.',
      'For people who plan twenty things a day and feel guilty by evening about what is left.',
      'For people who share chores with family or colleagues and want to hand a task over with one link.',
    ],
    featuresTitle: 'What Fokus does',
    features: [
      {
        icon: 'thoughts',
        title: 'Tasks from thoughts',
        text: 'Type, paste or dictate a stream of thoughts: the assistant proposes tasks with a category, a date and micro-steps. You edit them and decide what to add. It works offline too.',
      },
      {
        icon: 'today',
        title: "Today's three key tasks",
        text: `No more than ${MVD_MAX_TASKS} key tasks a day. In the evening, keep what is unfinished, move it to tomorrow or let it go — never a red "overdue".`,
      },
      {
        icon: 'steps',
        title: 'Micro-steps',
        text: `A big task splits into ${MICRO_TASK_MIN_MINUTES}–${MICRO_TASK_MAX_MINUTES} minute steps: a small step is easier to start than the whole task.`,
      },
      {
        icon: 'timer',
        title: 'Pomodoro and focus mode',
        text: `${POMODORO_WORK_MINUTES} minutes of work, ${POMODORO_BREAK_MINUTES} of rest. The timer is bound to a task and counts the time spent; focus mode leaves one task and its steps on the screen.`,
      },
      {
        icon: 'matrix',
        title: 'Priority matrix',
        text: 'Important and urgent in the four Eisenhower quadrants. Drag a task with a mouse, a finger or the keyboard.',
      },
      {
        icon: 'delegate',
        title: 'Hand a task over by link',
        text: 'The person gets a secret link, sees the task without an account, comments, attaches files and marks it done. You see every step at once.',
      },
      {
        icon: 'offline',
        title: 'Offline and on every device',
        text: 'Changes are saved at once, wait in a queue for a connection and sync across your devices. Nothing you typed is lost.',
      },
      {
        icon: 'reminder',
        title: 'Reminders and your calendar',
        text: 'A reminder arrives as a browser notification or an e-mail. Tasks with dates can be subscribed to in your own calendar.',
      },
      {
        icon: 'coach',
        title: 'A coach to talk to',
        text: 'Three coaches with different characters answer briefly and to the point. Whatever a coach proposes waits for your yes and can be undone in one step.',
      },
    ],
    claimsTitle: 'What it rests on',
    claimsIntro:
      'Fokus is built from well-known planning methods. Two of them are often quoted with figures — we state those claims and look honestly at what stands behind them.',
    claims: [
      {
        figure: '25–30%',
        text: 'more productivity is attributed to the Pomodoro technique.',
        anchor: 'pomodoro',
      },
      {
        figure: '42%',
        text: 'less procrastination is claimed for the "Swiss cheese" method: breaking a job into small pieces.',
        anchor: 'swiss-cheese',
      },
    ],
    claimLink: 'What is known about it',
    pricingTitle: 'Pricing',
    pricingSubtitle: 'Start free. Pay only if Fokus works for you.',
    plans: [
      {
        id: 'free',
        name: 'Free',
        price: '0 €',
        text: 'To try it and get things in order.',
        features: ['Tasks and ideas', "Today's three key tasks", 'Pomodoro timer'],
        note: 'With limits',
      },
      {
        id: 'premium',
        name: 'Premium',
        price: `${PRICE_MONTHLY_EUR} €`,
        period: 'per month',
        text: 'Everything to make Fokus work for you every day.',
        features: ['All features', 'AI task analysis', 'Unlimited tasks'],
        note: `${FREE_TRIAL_DAYS} days free, then ${PRICE_MONTHLY_EUR} € a month. Cancel anytime.`,
        badge: 'Popular',
      },
      {
        id: 'lifetime',
        name: 'Lifetime licence',
        price: `${PRICE_LIFETIME_EUR} €`,
        period: 'once',
        text: 'One payment and Fokus is yours for good.',
        features: ['Everything in Premium', 'All future updates'],
      },
    ],
    pricingNote: 'Payment inside the app is not switched on yet: every feature is open for free today.',
    choose: 'Start',
    closingTitle: 'Start with one thought',
    closingText: 'Signing up takes a minute. Your first task, even less.',
  },
  blog: {
    title: 'The Fokus blog — planning with ADHD',
    description:
      'Articles on planning a day when focus is hard: micro-steps, three key tasks, the Pomodoro, the priority matrix.',
    heading: 'Blog',
    intro: 'On planning for people who struggle to focus: short, practical and free of guilt.',
    readingTime: (minutes) => `${minutes} min read`,
    published: 'Published',
    related: 'Read next',
    backToList: 'All articles',
    notFoundTitle: 'Article not found',
    notFoundText: 'There is no such article — the link may be out of date. Have a look at the list.',
  },
  guide: {
    progress: (step, total) => `Step ${step} of ${total}`,
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    backToApp: 'Back to the app',
    stepsLabel: 'Steps of the guide',
  },
  updated: 'Updated',
  formatDate: formatDate('en-GB'),
};

export const SITE_TEXTS: Record<SiteLanguage, SiteTexts> = { ru, en };
