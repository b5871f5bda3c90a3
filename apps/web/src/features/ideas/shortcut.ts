/**
 * The idea shortcut: Alt+I (⌥I on a Mac) anywhere in the signed-in app, except while typing. It is
 * matched on the physical key (`event.code`), so it works the same in every keyboard layout: on a
 * Russian layout the key types «ш», and on a Mac Option+I types a dead key, yet `code` is KeyI.
 */

import { isAltShortcut, type ShortcutEvent } from '@/lib/alt-shortcut';

/** The physical key of the shortcut. */
export const IDEA_SHORTCUT_CODE = 'KeyI';

/** The shortcut as `aria-keyshortcuts` names it. */
export const IDEA_SHORTCUT_ARIA = 'Alt+I';

/** The shortcut as people read it on their platform. */
export function ideaShortcutLabel(isMac: boolean): string {
  return isMac ? '⌥I' : 'Alt+I';
}

/** True on Apple platforms, where Alt is called Option (⌥). */
export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/** True for Alt+I alone (see `isAltShortcut`). */
export function isIdeaShortcut(event: ShortcutEvent): boolean {
  return isAltShortcut(event, IDEA_SHORTCUT_CODE);
}

/** True when the keys go to a field the person types in: an input, a text area, a select or editable text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // The attribute too, for DOMs without isContentEditable (a rich-text editor's root carries it).
  return (
    target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}

/** True inside an open dialog (a sheet, a confirmation, the capture box itself): the shortcut waits. */
export function isInDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}
