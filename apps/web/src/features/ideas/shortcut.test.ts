import { describe, expect, it } from 'vitest';
import { ideaShortcutLabel, isIdeaShortcut, isInDialog, isMacPlatform, isTypingTarget } from './shortcut';

const press = (fields: Partial<KeyboardEvent>) => ({
  code: 'KeyI',
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  ...fields,
});

describe('the idea shortcut', () => {
  it('is Alt+I on the physical key, whatever the layout types', () => {
    expect(isIdeaShortcut(press({}))).toBe(true);
    // The Russian layout types «ш» on that key; a Mac's Option+I, a dead key: the code is the same.
    expect(isIdeaShortcut(new KeyboardEvent('keydown', { key: 'ш', code: 'KeyI', altKey: true }))).toBe(true);
    expect(isIdeaShortcut(new KeyboardEvent('keydown', { key: 'Dead', code: 'KeyI', altKey: true }))).toBe(
      true,
    );
    // The letter i on another physical key (a Dvorak layout) is not the shortcut.
    expect(isIdeaShortcut(new KeyboardEvent('keydown', { key: 'i', code: 'KeyC', altKey: true }))).toBe(
      false,
    );
  });

  it('wants Alt alone: not without it, not with Ctrl (AltGr), Meta or Shift, not a held key', () => {
    expect(isIdeaShortcut(press({ altKey: false }))).toBe(false);
    expect(isIdeaShortcut(press({ ctrlKey: true }))).toBe(false);
    expect(isIdeaShortcut(press({ metaKey: true }))).toBe(false);
    expect(isIdeaShortcut(press({ shiftKey: true }))).toBe(false);
    expect(isIdeaShortcut(press({ repeat: true }))).toBe(false);
    expect(isIdeaShortcut(press({ isComposing: true }))).toBe(false);
    expect(isIdeaShortcut(press({ defaultPrevented: true }))).toBe(false);
  });

  it('reads Alt+I, or ⌥I on a Mac', () => {
    expect(ideaShortcutLabel(false)).toBe('Alt+I');
    expect(ideaShortcutLabel(true)).toBe('⌥I');
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isMacPlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' })).toBe(true);
  });
});

describe('typing targets', () => {
  it('are inputs, text areas, selects and editable text; not buttons, links or the page', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.createElement('a'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    editable.remove();
  });
});

describe('dialogs', () => {
  it('hold the shortcut back for whatever is inside them', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(isInDialog(button)).toBe(true);
    expect(isInDialog(dialog)).toBe(true);
    expect(isInDialog(document.createElement('button'))).toBe(false);
    expect(isInDialog(null)).toBe(false);
  });
});
