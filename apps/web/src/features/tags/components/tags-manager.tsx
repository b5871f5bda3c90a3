import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import { sortTags, taskCountsByTag, type Tag, type TagColor } from '@fokus/core';
import { Palette, Pencil, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useTags } from '../api/get-tags';
import { useTaskTags } from '../api/get-task-tags';
import { useTagMutations, type TagMutations } from '../api/use-tag-mutations';
import { COLOR_DOTS } from '@/components/ui/colors';
import { ColorPicker } from '@/components/ui/color-picker';
import { TagNameInput } from './tag-name-input';

/** The /tags screen: create a tag, and rename, recolour or delete each, with its task count. */
export function TagsManager() {
  const { t, i18n } = useTranslation('tags');
  const tagsQuery = useTags();
  const linksQuery = useTaskTags();
  const mutations = useTagMutations();
  const [toDelete, setToDelete] = useState<Tag | null>(null);
  const counts = useMemo(() => taskCountsByTag(linksQuery.data ?? []), [linksQuery.data]);
  const tags = useMemo(() => sortTags(tagsQuery.data ?? [], i18n.language), [tagsQuery.data, i18n.language]);

  return (
    <div className="grid gap-6">
      <CreateTagForm mutations={mutations} />
      <section aria-labelledby="tags-list-title" className="grid gap-2">
        <h2 id="tags-list-title" className="text-sm font-medium text-muted-foreground">
          {t('screen.listLabel')}
        </h2>
        {tagsQuery.isPending ? (
          <LoadingNote>{t('screen.loading')}</LoadingNote>
        ) : tagsQuery.isError ? (
          <LoadFailed retryLabel={t('screen.retry')} onRetry={() => void tagsQuery.refetch()}>
            {t('screen.loadError')}
          </LoadFailed>
        ) : tags.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('screen.empty')}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {tags.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                count={counts.get(tag.id) ?? 0}
                mutations={mutations}
                onDelete={() => setToDelete(tag)}
              />
            ))}
          </ul>
        )}
      </section>
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('deleteDialog.description', {
              name: toDelete?.name ?? '',
              count: toDelete ? (counts.get(toDelete.id) ?? 0) : 0,
            })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => toDelete && void mutations.deleteTag(toDelete.id)}>
              {t('deleteDialog.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The form that creates a tag: a name (Enter creates) and a colour. */
function CreateTagForm({ mutations }: { mutations: TagMutations }) {
  const { t } = useTranslation('tags');
  const nameId = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>('blue');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = name === '' && !tried ? null : mutations.nameProblem(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || mutations.nameProblem(name) !== null) return;
    setBusy(true);
    const created = await mutations.createTag(name, color);
    setBusy(false);
    // The text goes only once the tag is saved or safely queued.
    if (created !== null) {
      setName('');
      setTried(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-lg border p-4">
      <h2 className="text-base font-semibold">{t('form.createTitle')}</h2>
      <div className="grid gap-1">
        <Label htmlFor={nameId}>{t('form.name')}</Label>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TagNameInput
              id={nameId}
              value={name}
              onValueChange={setName}
              problem={problem}
              describedById={`${nameId}-hint`}
              placeholder={t('form.namePlaceholder')}
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={busy || name.trim() === ''}>
            {t('form.create')}
          </Button>
        </div>
      </div>
      <div className="grid gap-1">
        <span className="text-sm font-medium">{t('form.color')}</span>
        <ColorPicker value={color} onChange={setColor} label={t('form.color')} hideLabel />
      </div>
    </form>
  );
}

interface TagRowProps {
  tag: Tag;
  count: number;
  mutations: TagMutations;
  onDelete: () => void;
}

/** One tag: its colour, name and task count; rename inline, recolour from a popover, delete. */
function TagRow({ tag, count, mutations, onDelete }: TagRowProps) {
  const { t } = useTranslation('tags');
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null || draft.trim() === tag.name ? null : mutations.nameProblem(draft, tag.id);

  const save = async () => {
    if (draft === null) return;
    if (draft.trim() === tag.name) return setDraft(null);
    if (mutations.nameProblem(draft, tag.id) !== null) return;
    if (await mutations.updateTag(tag.id, { name: draft })) setDraft(null);
  };

  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2.5">
      <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', COLOR_DOTS[tag.color])} />
      {draft === null ? (
        <span className="min-w-0 flex-1 truncate font-medium">{tag.name}</span>
      ) : (
        <form
          className="flex min-w-0 flex-1 items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="min-w-0 flex-1">
            <TagNameInput
              id={inputId}
              autoFocus
              aria-label={t('row.renameLabel', { name: tag.name })}
              value={draft}
              onValueChange={setDraft}
              problem={problem}
              describedById={`${inputId}-hint`}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setDraft(null);
                }
              }}
              className="h-8"
            />
          </div>
          <Button type="submit" size="sm">
            {t('form.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
            {t('form.cancel')}
          </Button>
        </form>
      )}
      <span className="text-sm text-muted-foreground tabular-nums">{t('screen.count', { count })}</span>
      <div className="flex items-center gap-1">
        {draft === null && (
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('row.rename', { name: tag.name })}
            onClick={() => setDraft(tag.name)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
        )}
        <Popover>
          <PopoverTrigger asChild>
            <Button size="icon" variant="ghost" aria-label={t('row.recolor', { name: tag.name })}>
              <Palette aria-hidden="true" className="size-4" />
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-64">
            <ColorPicker
              hideLabel
              value={tag.color}
              onChange={(color) => void mutations.updateTag(tag.id, { color })}
              label={t('row.recolor', { name: tag.name })}
            />
          </PopoverContent>
        </Popover>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('row.delete', { name: tag.name })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
