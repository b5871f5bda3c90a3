import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '@/data/use-live-updates';
import { DelegatedTaskList, useDelegatedTasks } from '@/features/delegation';
import { StatusBadge } from '@/features/status-pickers';
import { useTaskMutations } from '@/features/tasks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenSection } from './screen-section';

/** /delegated-tasks: the tasks the person handed to others, kept live as the delegates act. */
export function DelegatedTasksScreen() {
  const { t } = useTranslation('delegation');
  useDocumentTitle(t('list.title'));
  const query = useDelegatedTasks();
  // The delegate's comments, name and completion arrive as task changes: the list reads again.
  useLiveUpdates(!query.isPending);
  const mutations = useTaskMutations();
  return (
    <ScreenSection
      title={t('list.title')}
      intro={t('list.intro')}
      backToTasks={t('list.toTasks')}
      className="max-w-3xl"
    >
      <DelegatedTaskList
        tasks={query.data}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        onCancel={(id) => void mutations.cancelDelegation(id)}
        renderStatus={(status) => <StatusBadge status={status} />}
      />
    </ScreenSection>
  );
}
