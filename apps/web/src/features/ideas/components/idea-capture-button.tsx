import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IDEA_SHORTCUT_ARIA } from '../shortcut';

/**
 * The round button that opens the idea capture for mouse and touch (the same as the shortcut, which
 * its tooltip names); it floats above the bottom navigation on phones.
 */
export function IdeaCaptureButton({ shortcut, onOpen }: { shortcut: string; onOpen: () => void }) {
  const { t } = useTranslation('ideas');
  const label = t('capture.openWithShortcut', { shortcut });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('capture.open')}
      aria-keyshortcuts={IDEA_SHORTCUT_ARIA}
      title={label}
      className="fixed right-4 bottom-20 z-40 flex size-12 items-center justify-center rounded-full border bg-background text-amber-500 shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:right-6 md:bottom-6"
    >
      <Lightbulb aria-hidden="true" className="size-5" />
    </button>
  );
}
