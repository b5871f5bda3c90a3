import { Lightbulb } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Deep imports: only the shortcut belongs to the first load; the box loads on demand.
import { IDEA_SHORTCUT_ARIA, ideaShortcutLabel, isMacPlatform } from '@/features/ideas/shortcut';
import { useIdeaShortcut } from '@/features/ideas/use-idea-shortcut';
import { lazyComponent } from '@/lib/lazy';

// The capture box (its form, texts and the task mutations) loads the first time it opens, or while idle.
const IdeaCaptureBox = lazyComponent(
  () => import('./idea-capture-box'),
  (m) => m.IdeaCaptureBox,
);

const SHORTCUT = ideaShortcutLabel(isMacPlatform());

/**
 * Idea capture on every signed-in page: Alt+I (⌥I) outside a text field, or the round button (for
 * mouse and touch; its tooltip names the shortcut, and it floats above the bottom navigation on
 * phones), opens the box. The box stays mounted after that, so it animates out and gives the focus back.
 */
export function IdeaCapture() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useIdeaShortcut(() => setOpen(true));
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('shell.captureIdea')}
        aria-keyshortcuts={IDEA_SHORTCUT_ARIA}
        title={t('shell.captureIdeaWithShortcut', { shortcut: SHORTCUT })}
        className="fixed right-4 bottom-20 z-40 flex size-12 items-center justify-center rounded-full border bg-background text-amber-500 shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:right-6 md:bottom-6"
      >
        <Lightbulb aria-hidden="true" className="size-5" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <IdeaCaptureBox open={open} onOpenChange={setOpen} shortcut={SHORTCUT} />
        </Suspense>
      )}
    </>
  );
}
