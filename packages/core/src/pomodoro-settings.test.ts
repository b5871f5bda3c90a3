import { describe, expect, it } from 'vitest';
import { POMODORO_MAX_MINUTES, POMODORO_MIN_MINUTES } from './constants';
import { DEFAULT_POMODORO_SETTINGS } from './pomodoro';
import {
  POMODORO_SETTING_FIELDS,
  checkPomodoroSetting,
  pomodoroSettingRange,
  isPomodoroSettingValue,
  readPomodoroSettings,
} from './pomodoro-settings';

describe('readPomodoroSettings', () => {
  it('is the defaults when nothing, or no object, or broken JSON is stored', () => {
    for (const stored of [null, '', 'not json', '42', 'null', '"x"'])
      expect(readPomodoroSettings(stored)).toEqual(DEFAULT_POMODORO_SETTINGS);
  });

  it('keeps each valid field and replaces each bad one with its default', () => {
    expect(
      readPomodoroSettings(
        JSON.stringify({
          workMinutes: 50,
          breakMinutes: 0,
          longBreakMinutes: 20.5,
          sessionsBeforeLongBreak: 3,
        }),
      ),
    ).toEqual({ workMinutes: 50, breakMinutes: 5, longBreakMinutes: 15, sessionsBeforeLongBreak: 3 });
    expect(readPomodoroSettings(JSON.stringify({ sessionsBeforeLongBreak: 9, workMinutes: '30' }))).toEqual(
      DEFAULT_POMODORO_SETTINGS,
    );
  });
});

describe('checkPomodoroSetting', () => {
  it('accepts whole numbers within the range of the field', () => {
    expect(checkPomodoroSetting('workMinutes', ' 45 ')).toEqual({ ok: true, value: 45 });
    expect(checkPomodoroSetting('breakMinutes', String(POMODORO_MIN_MINUTES))).toEqual({
      ok: true,
      value: POMODORO_MIN_MINUTES,
    });
    expect(checkPomodoroSetting('longBreakMinutes', String(POMODORO_MAX_MINUTES))).toEqual({
      ok: true,
      value: POMODORO_MAX_MINUTES,
    });
    expect(checkPomodoroSetting('sessionsBeforeLongBreak', '8')).toEqual({ ok: true, value: 8 });
  });

  it('refuses what is not a whole number, and what lies outside the range', () => {
    for (const typed of ['', '2.5', '-3', 'abc', '1e2'])
      expect(checkPomodoroSetting('workMinutes', typed)).toEqual({ ok: false, reason: 'notWhole' });
    expect(checkPomodoroSetting('workMinutes', '0')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkPomodoroSetting('breakMinutes', '121')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkPomodoroSetting('sessionsBeforeLongBreak', '1')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkPomodoroSetting('sessionsBeforeLongBreak', '9')).toEqual({ ok: false, reason: 'outOfRange' });
  });
});

describe('pomodoroSettingRange and isPomodoroSettingValue', () => {
  it('gives minutes 1..120 and sessions 2..8, and the defaults are valid', () => {
    expect(POMODORO_SETTING_FIELDS.map(pomodoroSettingRange)).toEqual([
      { min: 1, max: 120 },
      { min: 1, max: 120 },
      { min: 1, max: 120 },
      { min: 2, max: 8 },
    ]);
    for (const field of POMODORO_SETTING_FIELDS)
      expect(isPomodoroSettingValue(field, DEFAULT_POMODORO_SETTINGS[field])).toBe(true);
    expect(isPomodoroSettingValue('workMinutes', '25')).toBe(false);
  });
});
