import { sortTags } from '@fokus/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { useTags } from '../api/get-tags';

interface TagFilterProps {
  /** The chosen tag id, or `all`. */
  value: string;
  onChange: (tagId: string) => void;
  id?: string;
}

/** The tag filter of the task screen: all tags, or the tasks that carry one. */
export function TagFilter({ value, onChange, id }: TagFilterProps) {
  const { t, i18n } = useTranslation('tags');
  const tagsQuery = useTags();
  const tags = useMemo(() => sortTags(tagsQuery.data ?? [], i18n.language), [tagsQuery.data, i18n.language]);
  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : t('filter.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-10"
    >
      <option value="all">{t('filter.all')}</option>
      {tags.map((tag) => (
        <option key={tag.id} value={tag.id}>
          {tag.name}
        </option>
      ))}
    </NativeSelect>
  );
}
