import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SharedTaskPage } from '@/features/delegation/components/shared-task-page';
import { StatusBadge } from '@/features/status-pickers';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shared-task/{taskId}?token={token}: the delegated page, public, no login (spec §2). */
export function SharedTaskScreen() {
  const { t } = useTranslation('delegation');
  useDocumentTitle(t('page.title'));
  const { taskId } = useParams();
  const [search] = useSearchParams();
  // A repeated token is not a valid link: the server refuses it, the page sends it as the first one.
  return (
    <SharedTaskPage
      taskId={taskId}
      token={search.get('token')}
      renderStatus={(status) => <StatusBadge status={status} />}
    />
  );
}
