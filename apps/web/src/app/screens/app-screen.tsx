import {
  DEFAULT_TASK_FILTERS,
  TASK_VIEWS,
  TEXT_LIMITS,
  datesForDay,
  tasksFromEarlier,
  tasksWithTag,
  textLimitState,
  visibleTasks,
  type Task,
  type TaskFilters,
  type TaskStatus,
  type TaskView,
} from '@fokus/core';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { useAuth } from '@/features/auth/hooks/auth-provider';
// Deep import: only the shortcut belongs to the first load.
import { ideaShortcutLabel, isMacPlatform } from '@/features/ideas/shortcut';
import { useLiveUpdates } from '@/data/use-live-updates';
// Deep import: the timer's host only; the timer, panel, focus mode and settings load on demand.
import { PomodoroHost } from '@/features/pomodoro/timer/pomodoro-context';
import { useStrategies } from '@/features/strategies/api/get-strategies';
// Deep imports: the feature's barrel would bring the /tags screen's parts into the first load.
import { useTaskTags } from '@/features/tags/api/get-task-tags';
import { TagFilter } from '@/features/tags/components/tag-filter';
// Deep import: the request alone, not the feature's components.
import { useMvd, useMvdMigration, useTaskMutations, useTasks } from '@/features/tasks';
// Deep import: the hook alone; the switch and the request load on demand.
import { useTimeZoneSync } from '@/features/reminders/api/use-time-zone-sync';
import { deviceToday } from '@/lib/today';
import { lazyComponent, prefetchWhenIdle } from '@/lib/lazy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdleAfter } from '@/lib/use-idle-after';
import { useIsMobile } from '@/lib/use-media-query';
import {
  AddTaskForm,
  StatusFilter,
  StrategyFilter,
  TaskList,
  buildSections,
  flattenSections,
  type SectionKey,
} from '@/features/tasks/components';
import { listOf, useReturnFocus } from '@/lib/use-return-focus';
import { AppHeader } from './app/app-header';
import { useAiImportShortcut } from './app/ai-import-shortcut';
import { CoachSheet } from './app/coach-sheet';
import { SelectedTaskDetail } from './app/selected-task-detail';
import { Segmented } from './app/segmented';
import { useOpenedOnce } from './app/use-opened-once';
import { useTaskParam } from './app/use-task-param';
import { OptionalPanels } from './app/optional-panels';
import { TodaySection } from './app/today-section';
import { FocusModeView, PomodoroPanelSlot } from './app/pomodoro-area';
import { useAppPreferences } from './app/use-app-preferences';

const NO_TASKS: Task[] = [];

// Dialogs load the first time they open (then stay mounted, so they animate out and give the focus
// back), not with the first list.
const DeleteTaskDialog = lazyComponent(
  () => import('@/features/tasks/components/delete-task-dialog'),
  (m) => m.DeleteTaskDialog,
);
const FilterDialog = lazyComponent(
  () => import('@/features/tasks/components/filter-dialog'),
  (m) => m.FilterDialog,
);
const SettingsDialog = lazyComponent(
  () => import('./app/settings-dialog'),
  (m) => m.SettingsDialog,
);
// The AI import dialog (its texts, the request, the mutations it composes); the built-in engine is
// a further chunk the dialog loads only when it has to propose tasks on the device.
// The "from earlier" group loads when there is something in it.
const FromEarlier = lazyComponent(
  () => import('@/features/today/components/from-earlier'),
  (m) => m.FromEarlier,
);
const AiImportBox = lazyComponent(
  () => import('./app/ai-import-box'),
  (m) => m.AiImportBox,
);

/**
 * The main task screen (/app, spec §2): views, filters, grouping, collapsible sections, the virtualized
 * list, the detail panel, notifications, settings and the optional panels. Every change goes through
 * `useTaskMutations` (queued offline-first and shown at once); other devices' changes arrive live.
 */
export function AppScreen() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(t('screen.title'));
  const tasksQuery = useTasks({ view: 'all' });
  // The stream follows once the list is on screen: it resumes from the version that list reflects.
  useLiveUpdates(!tasksQuery.isPending);
  const mvdQuery = useMvd();
  const strategiesQuery = useStrategies();
  const mutations = useTaskMutations();
  const { user } = useAuth();
  const taskIds = useMemo(() => tasksQuery.data?.tasks.map((task) => task.id), [tasksQuery.data]);
  useMvdMigration(user?.id ?? null, { mvdIds: mvdQuery.data?.taskIds, taskIds });
  useTimeZoneSync(useIdleAfter(!tasksQuery.isPending) ? user?.id : undefined);
  const { groupingMode, setGroupingMode, panels, setPanel } = useAppPreferences();
  const [chatOpen, setChatOpen] = useState(false);
  const isMobile = useIsMobile();
  // The detail sheet opens from a row, not from its own trigger: the focus goes back to that row.
  const detailSheetFocus = useReturnFocus({ fallback: listOf });
  const { t: tagsText } = useTranslation('tags');
  const searchId = useId();
  const tagFilterId = useId();
  const searchLimitId = useId();

  const [view, setView] = useState<TaskView>('active');
  const [filters, setFilters] = useState<TaskFilters>(DEFAULT_TASK_FILTERS);
  const [tagFilter, setTagFilter] = useState('all');
  const taskTags = useTaskTags();
  // Typing stays instant while a long list re-filters in the background.
  const deferredFilters = useDeferredValue(filters);
  const [openSections, setOpenSections] = useState<Partial<Record<SectionKey, boolean>>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const [filterDialogOpen, setFilterDialogOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [aiImportOpen, setAiImportOpen] = useState(false);
  // The focus mode's task (null: the timer alone); undefined while it is closed.
  const [focusTaskId, setFocusTaskId] = useState<string | null | undefined>(undefined);
  const deleteDialogMounted = useOpenedOnce(toDelete !== null);
  const filterDialogMounted = useOpenedOnce(filterDialogOpen);
  const settingsDialogMounted = useOpenedOnce(settingsOpen);
  const aiImportMounted = useOpenedOnce(aiImportOpen);

  useAiImportShortcut(() => setAiImportOpen(true));
  // A link to one task (a calendar event, a reminder) opens its detail.
  useTaskParam(setSelectedId);

  // Once the list is on screen, what loads on demand (menus, dialogs, the queue) is fetched while idle.
  useEffect(() => {
    if (!tasksQuery.isPending) return prefetchWhenIdle();
  }, [tasksQuery.isPending]);

  const tasks = tasksQuery.data?.tasks ?? NO_TASKS;
  const tasksById = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const mvdIds = useMemo(() => new Set(mvdQuery.data?.taskIds ?? []), [mvdQuery.data]);
  const strategies = strategiesQuery.data ?? [];
  const today = deviceToday();
  const links = taskTags.data;
  const filtered = useMemo(() => {
    const shown = visibleTasks(tasks, view, deferredFilters, today);
    return tagFilter === 'all' ? shown : tasksWithTag(shown, links ?? [], tagFilter);
  }, [tasks, view, deferredFilters, today, tagFilter, links]);
  // Tasks whose day has passed wait calmly in their own group above the list, not among the others.
  const earlier = useMemo(
    () => (view === 'active' || view === 'today' ? tasksFromEarlier(filtered, today) : NO_TASKS),
    [filtered, view, today],
  );
  const visible = useMemo(() => {
    if (earlier.length === 0) return filtered;
    const apart = new Set(earlier.map((task) => task.id));
    return filtered.filter((task) => !apart.has(task.id));
  }, [filtered, earlier]);
  const rows = useMemo(
    () =>
      // Ideas are one plain list: they have no work status or energy to group by.
      view === 'ideas'
        ? visible.map((task) => ({ kind: 'task' as const, task }))
        : flattenSections(buildSections(visible, groupingMode), openSections, view),
    [visible, groupingMode, openSections, view],
  );
  // The detail reads the task from the list, so it refreshes whenever the list changes (spec §2).
  const selected = selectedId === null ? undefined : tasksById.get(selectedId);
  const searchLimit = textLimitState(filters.search, TEXT_LIMITS.search, { trim: false });
  const filtersActive =
    filters.status !== 'all' ||
    filters.strategyId !== 'all' ||
    filters.search.trim() !== '' ||
    tagFilter !== 'all';

  const onStatusChange = useCallback(
    (id: string, status: TaskStatus) => void mutations.changeStatus(id, status),
    [mutations],
  );
  const onToggleMvd = useCallback((id: string) => void mutations.toggleMvd(id), [mutations]);
  const onMakeTask = useCallback((id: string) => void mutations.makeTask(id), [mutations]);
  const onStart = useCallback((id: string) => void mutations.changeStatus(id, 'inProgress'), [mutations]);
  const onMoveToToday = useCallback(
    (task: Task) => void mutations.updateTask(task.id, datesForDay(task, today)),
    [mutations, today],
  );
  const onToggleSection = useCallback(
    (key: SectionKey, open: boolean) => setOpenSections((current) => ({ ...current, [key]: open })),
    [],
  );
  const onDelete = useCallback((task: Task) => setToDelete(task), []);
  const confirmDelete = (task: Task) => {
    setToDelete(null);
    if (selectedId === task.id) setSelectedId(null);
    void mutations.deleteTask(task.id);
  };

  const detail = selected ? (
    <SelectedTaskDetail
      task={selected}
      inMvd={mvdIds.has(selected.id)}
      strategiesQuery={strategiesQuery}
      mutations={mutations}
      onClose={() => setSelectedId(null)}
      onFocus={setFocusTaskId}
    />
  ) : null;

  let body;
  if (tasksQuery.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
        <Spinner />
        {t('screen.loading')}
      </p>
    );
  } else if (tasksQuery.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 py-10">
        <p>{t('screen.loadError')}</p>
        <Button variant="outline" onClick={() => void tasksQuery.refetch()}>
          {t('screen.retry')}
        </Button>
      </div>
    );
  } else if (view === 'ideas' && visible.length === 0 && !filtersActive) {
    body = (
      <p className="py-10 text-center text-muted-foreground">
        {t('screen.emptyIdeas', { shortcut: ideaShortcutLabel(isMacPlatform()) })}
      </p>
    );
  } else if (tasks.length === 0) {
    body = <p className="py-10 text-center text-muted-foreground">{t('screen.empty')}</p>;
  } else if (visible.length === 0 && earlier.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 py-10 text-center text-muted-foreground">
        <p>{t(filtersActive ? 'screen.emptyFiltered' : 'screen.emptyView')}</p>
        {filtersActive && (
          <Button
            variant="outline"
            onClick={() => {
              setFilters(DEFAULT_TASK_FILTERS);
              setTagFilter('all');
            }}
          >
            {t('screen.resetFilters')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {earlier.length > 0 && (
          <Suspense fallback={null}>
            <FromEarlier tasks={earlier} onOpen={setSelectedId} onMoveToToday={onMoveToToday} />
          </Suspense>
        )}
        <TaskList
          rows={rows}
          selectedId={selectedId}
          mvdIds={mvdIds}
          onToggleSection={onToggleSection}
          onOpen={setSelectedId}
          onStatusChange={onStatusChange}
          onToggleMvd={onToggleMvd}
          onDelete={onDelete}
          onMakeTask={onMakeTask}
        />
      </>
    );
  }

  return (
    <PomodoroHost
      userId={user?.id ?? ''}
      // Like the idle prefetch: the timer loads once the list has answered, or with its panel.
      ready={!tasksQuery.isPending && user !== null}
      eager={panels.pomodoro === true && user !== null}
      onStartedFor={() => {
        setPanel('pomodoro', true);
        // On a phone the detail sheet covers the panel: the timer is what matters now.
        if (isMobile) setSelectedId(null);
      }}
    >
      <div className="flex min-h-full">
        <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-1 flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
          <AppHeader
            mvdCount={mvdIds.size}
            tasksById={tasksById}
            onOpenTask={setSelectedId}
            onOpenAiImport={() => setAiImportOpen(true)}
            onOpenChat={() => setChatOpen(true)}
            onOpenSettings={() => setSettingsOpen(true)}
          />

          <TodaySection
            ready={!tasksQuery.isPending}
            userId={user?.id ?? null}
            mvd={mvdQuery}
            tasks={tasks}
            tasksById={tasksById}
            mutations={mutations}
            onStart={onStart}
          />

          <OptionalPanels
            panels={panels}
            onHide={(key) => setPanel(key, false)}
            onOpenChat={() => setChatOpen(true)}
            health={user ? { userId: user.id, day: today } : undefined}
            built={{
              pomodoro: (
                <PomodoroPanelSlot
                  tasks={tasks}
                  onHide={() => setPanel('pomodoro', false)}
                  onFocus={setFocusTaskId}
                />
              ),
            }}
          />

          <AddTaskForm onAdd={(title) => mutations.createTask({ title })} />

          <div className="flex flex-wrap items-center gap-2">
            <Segmented
              label={t('views.label')}
              value={view}
              options={TASK_VIEWS}
              onChange={setView}
              text={(option) => t(`views.${option}`)}
            />
            <Segmented
              label={t('grouping.label')}
              value={groupingMode}
              options={['classic', 'energy'] as const}
              onChange={setGroupingMode}
              text={(option) => t(`grouping.${option}`)}
            />
          </div>

          <div className="flex flex-wrap items-start gap-2">
            <div className="relative grid min-w-40 flex-1 gap-1">
              <label htmlFor={searchId} className="sr-only">
                {t('filters.search')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-5 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={filters.search}
                onChange={(event) => setFilters({ ...filters, search: event.target.value })}
                placeholder={t('filters.searchPlaceholder')}
                aria-invalid={searchLimit.isOver || undefined}
                aria-describedby={textLimitDescribedBy(searchLimitId, searchLimit)}
                className="h-10 pl-9"
              />
              <TextLimitNote id={searchLimitId} state={searchLimit} className="px-1" />
            </div>
            <div className="hidden gap-2 md:flex">
              <StatusFilter filters={filters} onChange={setFilters} strategies={strategies} />
              <StrategyFilter filters={filters} onChange={setFilters} strategies={strategies} />
              <TagFilter value={tagFilter} onChange={setTagFilter} />
            </div>
            <Button variant="outline" className="h-10" onClick={() => setFilterDialogOpen(true)}>
              <SlidersHorizontal aria-hidden="true" />
              {t('filters.open')}
              {filtersActive && (
                <span
                  className="size-2 rounded-full bg-primary"
                  role="img"
                  aria-label={t('filters.active')}
                />
              )}
            </Button>
          </div>

          <p className="text-sm text-muted-foreground" aria-live="polite">
            {tasksQuery.isSuccess
              ? t(view === 'ideas' ? 'screen.ideaCount' : 'screen.count', { count: filtered.length })
              : ''}
          </p>

          {body}
        </div>

        {!isMobile && (selected || panels.rightPanel) && (
          <aside
            aria-label={t('detail.label')}
            className="sticky top-0 hidden h-dvh w-96 shrink-0 overflow-y-auto border-l p-4 pb-24 md:block"
          >
            {selected && (
              <>
                <div className="mb-4 flex items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{t('detail.label')}</h2>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('detail.close')}
                    onClick={() => setSelectedId(null)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {detail}
              </>
            )}
            <div className={selected ? 'mt-6' : ''}>
              <OptionalPanels panels={panels} onHide={(key) => setPanel(key, false)} only={['rightPanel']} />
            </div>
          </aside>
        )}

        {isMobile && (
          <Sheet open={selected !== undefined} onOpenChange={(open) => !open && setSelectedId(null)}>
            <SheetContent
              side="right"
              {...detailSheetFocus}
              closeLabel={t('detail.close')}
              className="w-full max-w-md gap-4 overflow-y-auto p-4"
            >
              <SheetTitle className="pr-10 text-lg font-semibold">{t('detail.label')}</SheetTitle>
              <SheetDescription className="sr-only">{selected?.title}</SheetDescription>
              {detail}
            </SheetContent>
          </Sheet>
        )}

        <CoachSheet open={chatOpen} onOpenChange={setChatOpen} />

        <Suspense fallback={null}>
          {deleteDialogMounted && (
            <DeleteTaskDialog task={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
          )}
          {filterDialogMounted && (
            <FilterDialog
              open={filterDialogOpen}
              onOpenChange={setFilterDialogOpen}
              filters={filters}
              onChange={setFilters}
              strategies={strategies}
              onReset={() => {
                setFilters(DEFAULT_TASK_FILTERS);
                setTagFilter('all');
              }}
              extraFilters={
                <div className="grid gap-2">
                  <Label htmlFor={tagFilterId}>{tagsText('filter.label')}</Label>
                  <TagFilter id={tagFilterId} value={tagFilter} onChange={setTagFilter} />
                </div>
              }
            />
          )}
          {aiImportMounted && user && (
            <AiImportBox key={user.id} open={aiImportOpen} onOpenChange={setAiImportOpen} userId={user.id} />
          )}
          {settingsDialogMounted && (
            <SettingsDialog
              open={settingsOpen}
              onOpenChange={setSettingsOpen}
              panels={panels}
              onPanelChange={setPanel}
            />
          )}
        </Suspense>
        {focusTaskId !== undefined && (
          <FocusModeView
            task={focusTaskId === null ? undefined : tasksById.get(focusTaskId)}
            mutations={mutations}
            onClose={() => setFocusTaskId(undefined)}
          />
        )}
      </div>
    </PomodoroHost>
  );
}
