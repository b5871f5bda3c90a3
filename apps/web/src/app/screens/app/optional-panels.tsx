import { PANEL_TOGGLES } from '@fokus/core';
import { Hammer, X } from 'lucide-react';
import { Fragment, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNote } from '@/components/ui/load-state';
import { lazyComponent } from '@/lib/lazy';
import type { PanelKey, PanelState } from './use-app-preferences';

// The health panel (its texts, the day's notes) loads when it is switched on, not with /app.
const HealthPanel = lazyComponent(
  () => import('@/features/health/components/health-panel'),
  (m) => m.HealthPanel,
);

/** Panels shown above the list; the sidebar toggle is the shell's own and the right panel sits beside the list. */
const INLINE_PANELS = PANEL_TOGGLES.filter((key) => key !== 'sidebarCollapsed' && key !== 'rightPanel');

interface OptionalPanelsProps {
  panels: PanelState;
  onHide: (key: PanelKey) => void;
  /** Which panels to render here. */
  only?: readonly PanelKey[];
  /** Opens the AI chat (the `aiChat` panel is a way into it). */
  onOpenChat?: () => void;
  /** The built panels, by key: shown instead of the placeholder. */
  built?: Partial<Record<PanelKey, ReactNode>>;
  /** Whose health panel it is and their today; without it the panel is not shown. */
  health?: { userId: string; day: string };
}

/**
 * The optional panels of spec §2 that the user switched on. The AI chat one opens the chat, the health
 * one is the day's water, stretch and eyes rest; a built panel (the Pomodoro) comes from the screen
 * through `built`; the contents of the others arrive with
 * later issues, until then each says so plainly. Each can be hidden again.
 */
export function OptionalPanels({
  panels,
  onHide,
  only = INLINE_PANELS,
  onOpenChat,
  built = {},
  health,
}: OptionalPanelsProps) {
  const { t } = useTranslation('tasks');
  const shown = only.filter((key) => panels[key] === true);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {shown.map((key) =>
        built[key] !== undefined ? (
          <Fragment key={key}>{built[key]}</Fragment>
        ) : (
          <section
            key={key}
            aria-label={t(`panels.${key}`)}
            className="flex items-start gap-3 rounded-xl border border-dashed p-3"
          >
            {!(key === 'health' && health) && (
              <Hammer aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            )}
            <div className="min-w-0 flex-1">
              <h2 className="text-sm font-semibold">{t(`panels.${key}`)}</h2>
              {key === 'health' && health ? (
                <Suspense fallback={<LoadingNote>{t('panels.loading')}</LoadingNote>}>
                  <HealthPanel userId={health.userId} day={health.day} />
                </Suspense>
              ) : key === 'aiChat' && onOpenChat ? (
                <button
                  type="button"
                  onClick={onOpenChat}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {t('panels.openChat')}
                </button>
              ) : (
                <p className="text-sm text-muted-foreground">{t('panels.notBuilt')}</p>
              )}
            </div>
            <button
              type="button"
              aria-label={t('panels.hide', { name: t(`panels.${key}`) })}
              onClick={() => onHide(key)}
              className="rounded-md p-1 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </section>
        ),
      )}
    </div>
  );
}
