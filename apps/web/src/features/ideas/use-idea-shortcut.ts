import { useEffect, useRef } from 'react';
import { isIdeaShortcut, isInDialog, isTypingTarget } from './shortcut';

/** Calls `onOpen` when the idea shortcut is pressed outside a text field and a dialog, on any page it is mounted. */
export function useIdeaShortcut(onOpen: () => void): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isIdeaShortcut(event) || isTypingTarget(event.target) || isInDialog(event.target)) return;
      // Keeps Option+I on a Mac from starting a dead key, and Alt from focusing a browser menu.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
