import { useEffect, useRef } from 'react';
import { isAiImportShortcut } from '@/features/ai-import/shortcut';
import { isInDialog, isTypingTarget } from '@/features/ideas/shortcut';

/** Alt+M (⌥M) outside a text field and a dialog opens the AI import dialog, as Alt+I opens the idea box. */
export function useAiImportShortcut(open: () => void): void {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAiImportShortcut(event) || isTypingTarget(event.target) || isInDialog(event.target)) return;
      event.preventDefault();
      openRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
