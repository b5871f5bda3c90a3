import { useTranslation } from 'react-i18next';
import { TagsManager } from '@/features/tags';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenSection } from './screen-section';

/** /tags: the person's tags — create, rename, recolour, delete — with each tag's task count. */
export function TagsScreen() {
  const { t } = useTranslation('tags');
  useDocumentTitle(t('screen.title'));
  return (
    <ScreenSection
      title={t('screen.title')}
      intro={t('screen.intro')}
      backToTasks={t('screen.toTasks')}
      className="max-w-2xl"
    >
      <TagsManager />
    </ScreenSection>
  );
}
