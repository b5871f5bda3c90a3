import type { Translation } from '@/lib/i18n';
import type { pomodoroRu } from './ru';

/** Texts of the Pomodoro panel, the focus mode and the Pomodoro settings, in English. */
export const pomodoroEn: Translation<typeof pomodoroRu> = {
  panel: {
    title: 'Pomodoro',
    hide: 'Hide the Pomodoro panel',
    task: 'Task',
    noTask: 'No task',
    noTasks: 'No open tasks: the timer runs without one.',
    focus: 'Focus mode',
    today_one: 'Today: {{count}} Pomodoro',
    today_few: 'Today: {{count}} Pomodoros',
    today_many: 'Today: {{count}} Pomodoros',
    today_other: 'Today: {{count}} Pomodoros',
    todayLoading: "Loading today's Pomodoros…",
    todayError: "Could not load today's Pomodoros",
  },
  phase: {
    work: 'Work',
    shortBreak: 'Break',
    longBreak: 'Long break',
  },
  state: {
    running: 'running',
    paused: 'paused',
    ready: 'ready',
  },
  timeLeft: '{{time}} left',
  cycle: 'Cycle: {{done}} of {{total}} work intervals',
  controls: {
    label: 'Timer controls',
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    reset: 'Reset',
    skip: 'Skip',
  },
  actions: {
    start: 'Start Pomodoro',
    focus: 'Focus',
  },
  focus: {
    label: 'Focus mode',
    leave: 'Leave focus mode (Esc)',
    steps: 'Steps',
    noSteps: 'This task has no steps.',
    stepsLoading: 'Loading the steps…',
    stepsError: 'Could not load the steps',
    retry: 'Try again',
    noTask: 'No task',
  },
  notify: {
    workDone: 'Work interval done: time for a break',
    breakDone: 'Break over: start the next interval when ready',
    switched: 'Phase changed: {{phase}}',
  },
  settings: {
    title: 'Pomodoro',
    workMinutes: 'Work, minutes',
    breakMinutes: 'Break, minutes',
    longBreakMinutes: 'Long break, minutes',
    sessionsBeforeLongBreak: 'Work intervals before the long break',
    notWhole: 'Enter a whole number',
    outOfRange: 'Allowed: {{min}} to {{max}}',
    saved: 'Saved',
  },
  errors: {
    store: 'Could not save the Pomodoro',
  },
};
