import { sortTags, type Tag } from '@fokus/core';
import { Check, Plus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useTags } from '../api/get-tags';
import { useTaskTags } from '../api/get-task-tags';
import { useTagMutations } from '../api/use-tag-mutations';
import { COLOR_DOTS } from '@/components/ui/colors';
import { TagChip } from './tag-chip';
import { TagNameInput } from './tag-name-input';

/**
 * A task's tags in its detail panel: each as a chip with a remove button, and a picker that puts any
 * tag on the task or takes it off, or creates a new one and puts it on at once.
 */
export function TaskTagsField({ taskId }: { taskId: string }) {
  const { t, i18n } = useTranslation('tags');
  const labelId = useId();
  const tagsQuery = useTags();
  const linksQuery = useTaskTags();
  const mutations = useTagMutations();
  const tags = useMemo(() => sortTags(tagsQuery.data ?? [], i18n.language), [tagsQuery.data, i18n.language]);
  const onTask = useMemo(
    () => new Set((linksQuery.data ?? []).filter((link) => link.taskId === taskId).map((link) => link.tagId)),
    [linksQuery.data, taskId],
  );
  const shown = tags.filter((tag) => onTask.has(tag.id));

  return (
    <div className="grid gap-1.5" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium">
        {t('task.label')}
      </span>
      <div className="flex flex-wrap items-center gap-1.5">
        {shown.length === 0 && <span className="text-sm text-muted-foreground">{t('task.none')}</span>}
        {shown.map((tag) => (
          <TagChip key={tag.id} tag={tag} onRemove={() => void mutations.untagTask(taskId, tag.id)} />
        ))}
        <TagPicker taskId={taskId} tags={tags} onTask={onTask} />
      </div>
    </div>
  );
}

interface TagPickerProps {
  taskId: string;
  tags: readonly Tag[];
  onTask: ReadonlySet<string>;
}

function TagPicker({ taskId, tags, onTask }: TagPickerProps) {
  const { t } = useTranslation('tags');
  const mutations = useTagMutations();
  const inputId = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = name === '' && !tried ? null : mutations.nameProblem(name);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (mutations.nameProblem(name) !== null) return;
    const id = await mutations.createTag(name, 'blue');
    if (id === null) return;
    setName('');
    setTried(false);
    await mutations.tagTask(taskId, id);
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" className="h-7 gap-1 rounded-full px-2.5 text-xs">
          <Plus aria-hidden="true" className="size-3.5" />
          {t('task.add')}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="grid w-72 gap-3">
        <div
          role="group"
          aria-label={t('task.pickerLabel')}
          className="grid max-h-60 gap-0.5 overflow-y-auto"
        >
          {tags.length === 0 && <p className="text-sm text-muted-foreground">{t('task.noTags')}</p>}
          {tags.map((tag) => {
            const checked = onTask.has(tag.id);
            return (
              <button
                key={tag.id}
                type="button"
                role="checkbox"
                aria-checked={checked}
                onClick={() =>
                  void (checked ? mutations.untagTask(taskId, tag.id) : mutations.tagTask(taskId, tag.id))
                }
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 shrink-0 rounded-full', COLOR_DOTS[tag.color])}
                />
                <span className="min-w-0 flex-1 truncate">{tag.name}</span>
                <Check aria-hidden="true" className={cn('size-4', checked ? 'opacity-100' : 'opacity-0')} />
              </button>
            );
          })}
        </div>
        <form onSubmit={(event) => void create(event)} className="grid gap-1 border-t pt-3">
          <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
            {t('task.newTag')}
          </label>
          <TagNameInput
            id={inputId}
            value={name}
            onValueChange={setName}
            problem={problem}
            describedById={`${inputId}-hint`}
            placeholder={t('task.newTagPlaceholder')}
            autoComplete="off"
            className="h-8"
          />
          <Link
            to="/tags"
            className="justify-self-start text-xs text-primary underline-offset-4 hover:underline"
          >
            {t('task.manage')}
          </Link>
        </form>
      </PopoverContent>
    </Popover>
  );
}
