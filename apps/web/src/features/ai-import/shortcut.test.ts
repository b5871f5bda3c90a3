import { describe, expect, it } from 'vitest';
import { aiImportShortcutLabel, isAiImportShortcut } from './shortcut';

const KEY = {
  code: 'KeyM',
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
};

describe('the AI import shortcut', () => {
  it('is Alt+M on the physical key, whatever the layout types', () => {
    expect(isAiImportShortcut(KEY)).toBe(true);
    expect(isAiImportShortcut({ ...KEY, code: 'KeyI' })).toBe(false);
  });

  it('is not AltGr (Ctrl+Alt), Meta, Shift, a held key, composition or an event already handled', () => {
    for (const extra of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { repeat: true },
      { isComposing: true },
      { defaultPrevented: true },
      { altKey: false },
    ])
      expect(isAiImportShortcut({ ...KEY, ...extra })).toBe(false);
  });

  it('reads ⌥M on a Mac and Alt+M elsewhere', () => {
    expect(aiImportShortcutLabel(true)).toBe('⌥M');
    expect(aiImportShortcutLabel(false)).toBe('Alt+M');
  });
});
