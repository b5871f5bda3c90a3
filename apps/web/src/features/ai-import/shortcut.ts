/**
 * The AI import shortcut on /app: Alt+M (⌥M on a Mac; M for «мысли», thoughts), matched on the
 * physical key like the idea shortcut (Alt+I), so it works the same on a Russian layout (where the
 * key types «ь») and on a Mac (where Option+M types a character). Alt+M opens no browser menu.
 */

/** The physical key of the shortcut. */
export const AI_IMPORT_SHORTCUT_CODE = 'KeyM';

/** The shortcut as `aria-keyshortcuts` names it. */
export const AI_IMPORT_SHORTCUT_ARIA = 'Alt+M';

/** The shortcut as people read it on their platform. */
export function aiImportShortcutLabel(isMac: boolean): string {
  return isMac ? '⌥M' : 'Alt+M';
}

type ShortcutEvent = Pick<
  KeyboardEvent,
  'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat' | 'isComposing' | 'defaultPrevented'
>;

/** True for Alt+M alone (no Ctrl, which with Alt is AltGr on many layouts; no Meta, no Shift). */
export function isAiImportShortcut(event: ShortcutEvent): boolean {
  return (
    event.code === AI_IMPORT_SHORTCUT_CODE &&
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.repeat &&
    !event.isComposing &&
    !event.defaultPrevented
  );
}
