import { MVD_MAX_TASKS, type Task } from '@fokus/core';
import { MessageCircle, Settings2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
// Deep imports: only the shortcuts belong to the first load.
import { AI_IMPORT_SHORTCUT_ARIA, aiImportShortcutLabel } from '@/features/ai-import/shortcut';
import { isMacPlatform } from '@/features/ideas/shortcut';
import { NotificationsSheet } from '@/features/notifications';
import { SyncIndicator } from '@/features/sync';

interface AppHeaderProps {
  mvdCount: number;
  tasksById: ReadonlyMap<string, Task>;
  onOpenTask: (taskId: string) => void;
  onOpenAiImport: () => void;
  onOpenChat: () => void;
  onOpenSettings: () => void;
}

/** The head of /app: its title, the sync state, the day's key-task count and the ways into the AI, notifications, chat and settings. */
export function AppHeader({
  mvdCount,
  tasksById,
  onOpenTask,
  onOpenAiImport,
  onOpenChat,
  onOpenSettings,
}: AppHeaderProps) {
  const { t } = useTranslation('tasks');
  return (
    <header className="flex flex-wrap items-center gap-2">
      <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('screen.title')}</h1>
      <SyncIndicator />
      <span className="rounded-full bg-muted px-3 py-1 text-xs font-medium" title={t('mvd.title')}>
        {t('row.mvd')}: {t('mvd.count', { count: mvdCount, max: MVD_MAX_TASKS })}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpenAiImport}
        aria-keyshortcuts={AI_IMPORT_SHORTCUT_ARIA}
        title={t('screen.aiImportWithShortcut', { shortcut: aiImportShortcutLabel(isMacPlatform()) })}
      >
        <Sparkles aria-hidden="true" className="text-violet-600 dark:text-violet-400" />
        <span className="max-sm:sr-only">{t('screen.aiImport')}</span>
      </Button>
      <NotificationsSheet tasksById={tasksById} onOpenTask={onOpenTask} />
      <Button variant="ghost" size="icon-sm" aria-label={t('panels.openChat')} onClick={onOpenChat}>
        <MessageCircle aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={t('settings.open')} onClick={onOpenSettings}>
        <Settings2 aria-hidden="true" />
      </Button>
    </header>
  );
}
