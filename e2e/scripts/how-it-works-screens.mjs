#!/usr/bin/env node
// Takes the screenshots of the public "How it works" page from the real app: starts the built server
// (apps/server/dist/server.js, embedded PostgreSQL in a fresh temporary DATA_DIR, the built-in AI
// engine), signs a new user up for each language, and drives the interface in the system Chromium
// as the browser tests do. Writes apps/web/public/how-it-works/{ru,en}/<screen>.jpg (1200×750, JPEG).
//
//   npm run build && npm run screens:how-it-works -w @fokus/e2e
//
// The server is started, on a free port, and the browser chosen as the benchmarks do (bench/support.mjs).
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), SCREENS_LANGUAGES (default "ru,en").
/* global document -- read in the page, by page.waitForFunction and page.evaluate */
import { chromium } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium, startBuiltServer } from '../../bench/support.mjs';

const root = resolve(import.meta.dirname, '../..');
const outputRoot = join(root, 'apps/web/public/how-it-works');
const languages = (process.env.SCREENS_LANGUAGES ?? 'ru,en').split(',').filter((code) => code !== '');

const VIEWPORT = { width: 1200, height: 750 };
const JPEG_QUALITY = 80;

/**
 * What each language's screens need: the brain dump typed into the dialog, the interface's texts the
 * script finds its way by (the same accessible names as the browser tests use), and which proposed
 * tasks become the day's three, the focus task and the one moved to "delegate" on the matrix.
 */
const SCRIPTS = {
  ru: {
    timeZone: 'Europe/Moscow',
    locale: 'ru-RU',
    brainDump: [
      'Завтра позвонить в страховую насчёт полиса, это важно.',
      'К пятнице подготовить квартальный отчёт для начальника, срочно!',
      'Купить продукты на неделю: молоко, хлеб, овощи.',
      'Записаться к стоматологу — важно, уже месяц откладываю.',
      'Когда-нибудь посмотреть курсы испанского.',
    ].join('\n'),
    today: [
      'Подготовить квартальный отчёт для начальника',
      'Позвонить в страховую насчёт полиса',
      'Записаться к стоматологу',
    ],
    focus: 'Подготовить квартальный отчёт для начальника',
    delegate: 'Купить продукты на неделю: молоко, хлеб, овощи',
    ui: {
      tasksHeading: 'Задачи',
      synced: 'Синхронизировано',
      openDialog: 'Задачи из мыслей',
      thoughts: 'Ваши мысли',
      proposals: 'Предложенные задачи',
      propose: 'Разобрать на задачи',
      include: (title) => `Добавить задачу «${title}»`,
      accept: /^Добавить \d+ задач/,
      todayRegion: 'Сегодня',
      pick: 'Выбрать задачу',
      take: (title) => `Взять «${title}» на сегодня`,
      closePicker: 'Закрыть выбор',
      openTask: (title) => `Открыть задачу «${title}»`,
      focusAction: 'Фокус',
      start: 'Старт',
      pause: 'Пауза',
      prioritiesHeading: 'Приоритеты',
      moveTo: (title) => `Переместить задачу «${title}» в другой квадрант`,
      delegate: /Делегировать/,
    },
  },
  en: {
    timeZone: 'Europe/London',
    locale: 'en-GB',
    brainDump: [
      'Call the insurance company about the policy tomorrow, it is important.',
      'Finish the quarterly report for my manager by Friday, urgent!',
      'Buy groceries for the week: milk, bread, vegetables.',
      'Important: book a dentist appointment, I have been putting it off for a month.',
      'Look into Spanish courses someday.',
    ].join('\n'),
    today: [
      'Finish the quarterly report for my manager',
      'Call the insurance company about the policy',
      'Book a dentist appointment',
    ],
    focus: 'Finish the quarterly report for my manager',
    delegate: 'Buy groceries for the week: milk, bread, vegetables',
    ui: {
      tasksHeading: 'Tasks',
      synced: 'Synced',
      openDialog: 'Tasks from thoughts',
      thoughts: 'Your thoughts',
      proposals: 'Suggested tasks',
      propose: 'Turn into tasks',
      include: (title) => `Add the task “${title}”`,
      accept: /^Add \d+ tasks?$/,
      todayRegion: 'Today',
      pick: 'Pick a task',
      take: (title) => `Take “${title}” for today`,
      closePicker: 'Close the picker',
      openTask: (title) => `Open task “${title}”`,
      focusAction: 'Focus',
      start: 'Start',
      pause: 'Pause',
      prioritiesHeading: 'Priorities',
      moveTo: (title) => `Move task "${title}" to another quadrant`,
      delegate: /Delegate/,
    },
  },
};

/** Today's date in `timeZone` (YYYY-MM-DD), as the server sees it now. */
function todayIn(timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** The offset of `timeZone` at noon today, as "+03:00". */
function offsetOf(timeZone) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** Waits until no finite CSS animation or transition runs (a dialog or toast fading in). */
async function settle(page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.waitForTimeout(150);
}

/** Waits until no toast is on screen (a success toast goes by itself; one that stays fails the run). */
async function noToasts(page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
}

/** Saves the screen, once nothing is moving, no toast shows and no error or loading state is in sight. */
async function shoot(page, language, name) {
  await noToasts(page);
  await settle(page);
  const unwanted = page.locator('[role="alert"]:visible, [aria-busy="true"]:visible');
  if ((await unwanted.count()) > 0)
    throw new Error(
      `${language}/${name}: an alert or a loading state is on screen: ${await unwanted.first().textContent()}`,
    );
  const path = join(outputRoot, language, `${name}.jpg`);
  await page.screenshot({ path, type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled' });
  console.log(`${relative(root, path)}  ${Math.round(statSync(path).size / 1024)} KB`);
}

/** Makes the five screens of one interface language, as a new user in a fresh browser context. */
async function screens(browser, language) {
  const script = SCRIPTS[language];
  const { ui } = script;
  mkdirSync(join(outputRoot, language), { recursive: true });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: script.locale,
    timezoneId: script.timeZone,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ language }) => {
      localStorage.setItem('fokus-language', language);
      localStorage.setItem('ui-theme', 'dark');
    },
    { language },
  );
  const id = randomUUID().slice(0, 8);
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `screens-${id}@example.test`, password: `Fokus-${id}-pass`, name: 'Anna' },
    headers: { Origin: baseUrl },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);

  const page = await context.newPage();
  // A fixed time of day (10:00 on the server's date), so the day's panels look the same on every run.
  await page.clock.install({
    time: new Date(`${todayIn(script.timeZone)}T10:00:00${offsetOf(script.timeZone)}`),
  });
  await page.goto('/app');
  await page.getByRole('heading', { level: 1, name: ui.tasksHeading }).waitFor();
  await page.getByText(ui.synced, { exact: true }).first().waitFor();

  // 1. The brain dump, typed into the dialog.
  await page.getByRole('button', { name: ui.openDialog }).click();
  const dialog = page.getByRole('dialog', { name: ui.openDialog });
  const thoughts = dialog.getByRole('textbox', { name: ui.thoughts });
  await thoughts.fill(script.brainDump);
  await shoot(page, language, 'brain-dump');

  // 2. The proposals, with their steps.
  await dialog.getByRole('button', { name: ui.propose }).click();
  await dialog.getByRole('checkbox', { name: ui.include(script.focus) }).waitFor();
  await dialog.getByRole('checkbox', { name: ui.include(script.today[0]) }).waitFor();
  // The proposals' heading at the top of the dialog: the first proposal shows whole, with its steps.
  await dialog
    .getByRole('heading', { name: ui.proposals })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await shoot(page, language, 'proposals');

  // 3. Accepted; three of them taken for today.
  await dialog.getByRole('button', { name: ui.accept }).click();
  await dialog.waitFor({ state: 'hidden' });
  for (const title of script.today)
    await page.getByRole('button', { name: ui.openTask(title), exact: true }).waitFor();
  const today = page.getByRole('region', { name: ui.todayRegion, exact: true });
  await today.getByRole('button', { name: ui.pick }).click();
  for (const title of script.today) await today.getByRole('button', { name: ui.take(title) }).click();
  await today.getByRole('button', { name: ui.closePicker }).click();
  await page.getByText(ui.synced, { exact: true }).first().waitFor();
  await noToasts(page);
  await page.mouse.move(0, 0);
  await shoot(page, language, 'today');

  // 4. Focus mode on one task: its steps and a running Pomodoro, a few minutes in, one step done.
  await page.getByRole('button', { name: ui.openTask(script.focus), exact: true }).click();
  await page.getByRole('button', { name: ui.focusAction, exact: true }).click();
  const focus = page.getByRole('dialog', { name: script.focus });
  await focus.waitFor();
  await focus.getByRole('checkbox').first().waitFor();
  await focus.getByRole('button', { name: ui.start, exact: true }).click();
  await focus.getByRole('button', { name: ui.pause, exact: true }).waitFor();
  const firstStep = focus.getByRole('checkbox').first();
  await firstStep.click();
  await page.waitForFunction((box) => box.checked, await firstStep.elementHandle());
  await page.clock.fastForward('07:12');
  await noToasts(page);
  // The steps sit below the timer: scrolled so the timer and the steps share the screen.
  const ring = await focus.getByTestId('pomodoro-ring').boundingBox();
  if (!ring) throw new Error('no Pomodoro ring in the focus mode');
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  await page.mouse.wheel(0, ring.y - 70);
  await page.waitForTimeout(400);
  await page.mouse.move(0, 0);
  await shoot(page, language, 'focus');
  await page.keyboard.press('Escape');
  await focus.waitFor({ state: 'hidden' });

  // 5. The priority matrix, with one errand handed to "delegate".
  await page.goto('/priorities');
  await page.getByRole('heading', { level: 1, name: ui.prioritiesHeading }).waitFor();
  await page.getByRole('button', { name: ui.moveTo(script.delegate) }).click();
  await page.getByRole('menuitemradio', { name: ui.delegate }).click();
  await page.getByText(ui.synced, { exact: true }).first().waitFor();
  await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
  await noToasts(page);
  await page.mouse.move(0, 0);
  await shoot(page, language, 'matrix');

  await context.close();
}

requireChromium('screens');
const server = await startBuiltServer('screens');
const { baseUrl } = server;
let failed = false;
try {
  for (const language of languages) {
    if (!(language in SCRIPTS)) throw new Error(`unknown language ${language}`);
    // The browser's own language too (from the environment; needs the chromium-l10n package): the
    // native date field formats its value by it, not by the page's locale.
    const posixLocale = SCRIPTS[language].locale.replace('-', '_');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: { ...process.env, LANG: `${posixLocale}.UTF-8`, LANGUAGE: posixLocale },
    });
    try {
      await screens(browser, language);
    } finally {
      await browser.close();
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
