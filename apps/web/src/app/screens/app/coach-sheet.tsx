import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy';

// The chat (its texts, the persona picker, the action cards) loads the first time it opens, not with /app.
const CoachPanel = lazyComponent(
  () => import('@/features/coach/components/coach-panel'),
  (m) => m.CoachPanel,
);

interface CoachSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The AI chat panel of /app (spec §2), in a sheet from the right: full width at 390 px. */
export function CoachSheet({ open, onOpenChange }: CoachSheetProps) {
  const { t } = useTranslation('tasks');
  // Nothing of the chat is rendered (or loaded) before the first opening.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('panels.closeChat')}
        className="w-full max-w-md gap-3 p-4 pt-3"
      >
        <SheetTitle className="pr-10 text-lg font-semibold">{t('panels.aiChat')}</SheetTitle>
        <SheetDescription className="sr-only">{t('panels.chatDescription')}</SheetDescription>
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {t('panels.chatLoading')}
            </p>
          }
        >
          <CoachPanel />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}
