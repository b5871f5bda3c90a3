/**
 * Alt+letter shortcuts matched on the physical key (`event.code`), so they work the same on a Russian
 * layout and on a Mac, where Option+letter types a character.
 */

/** The parts of a key event a shortcut reads. */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat' | 'isComposing' | 'defaultPrevented'
>;

/** True for Alt + the key `code` alone (no Ctrl, which with Alt is AltGr on many layouts; no Meta, no Shift). */
export function isAltShortcut(event: ShortcutEvent, code: string): boolean {
  return (
    event.code === code &&
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.repeat &&
    !event.isComposing &&
    !event.defaultPrevented
  );
}
