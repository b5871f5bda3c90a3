import { Suspense, useState } from 'react';
// Deep imports: only the shortcut and the button belong to the first load; the box loads on demand.
import { IdeaCaptureButton } from '@/features/ideas/components/idea-capture-button';
import { ideaShortcutLabel, isMacPlatform } from '@/features/ideas/shortcut';
import { useIdeaShortcut } from '@/features/ideas/use-idea-shortcut';
import { lazyComponent } from '@/lib/lazy';

// The capture box (its form and the task mutations) loads the first time it opens, or while idle.
const IdeaCaptureBox = lazyComponent(
  () => import('./idea-capture-box'),
  (m) => m.IdeaCaptureBox,
);

const SHORTCUT = ideaShortcutLabel(isMacPlatform());

/**
 * Idea capture on every signed-in page: Alt+I (⌥I) outside a text field, or the floating button,
 * opens the box; it stays mounted after that, so it animates out and gives the focus back.
 */
export function IdeaCapture() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useIdeaShortcut(() => setOpen(true));
  return (
    <>
      <IdeaCaptureButton shortcut={SHORTCUT} onOpen={() => setOpen(true)} />
      {mounted && (
        <Suspense fallback={null}>
          <IdeaCaptureBox open={open} onOpenChange={setOpen} shortcut={SHORTCUT} />
        </Suspense>
      )}
    </>
  );
}
