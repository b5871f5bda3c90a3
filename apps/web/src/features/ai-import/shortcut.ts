/**
 * The AI import shortcut on /app: Alt+M (⌥M on a Mac; M for «мысли», thoughts), matched on the
 * physical key like the idea shortcut (Alt+I), so it works the same on a Russian layout (where the
 * key types «ь») and on a Mac (where Option+M types a character). Alt+M opens no browser menu.
 */

import { isAltShortcut, type ShortcutEvent } from '@/lib/alt-shortcut';

/** The physical key of the shortcut. */
export const AI_IMPORT_SHORTCUT_CODE = 'KeyM';

/** The shortcut as `aria-keyshortcuts` names it. */
export const AI_IMPORT_SHORTCUT_ARIA = 'Alt+M';

/** The shortcut as people read it on their platform. */
export function aiImportShortcutLabel(isMac: boolean): string {
  return isMac ? '⌥M' : 'Alt+M';
}

/** True for Alt+M alone (see `isAltShortcut`). */
export function isAiImportShortcut(event: ShortcutEvent): boolean {
  return isAltShortcut(event, AI_IMPORT_SHORTCUT_CODE);
}
