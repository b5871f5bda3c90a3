import type { Task, TaskStatus } from '@fokus/core';
import type * as VirtualLibrary from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { ChevronRight } from 'lucide-react';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable, useLoaded } from '@/lib/lazy';
import { cn } from '@/lib/utils';
import type { ListRow, SectionKey } from './task-sections';
import { TaskRow } from './task-row';

const ROW_HEIGHT = 58;
const SECTION_HEIGHT = 44;

interface TaskListProps {
  rows: ListRow[];
  selectedId: string | null;
  mvdIds: ReadonlySet<string>;
  onToggleSection: (key: SectionKey, open: boolean) => void;
  onOpen: (id: string) => void;
  onStatusChange: (id: string, status: TaskStatus) => void;
  onToggleMvd: (id: string) => void;
  onDelete: (task: Task) => void;
  /** Turns an idea into a task (the ideas view offers it on each idea). */
  onMakeTask?: (id: string) => void;
}

/** Up to this many rows the list is plain DOM; longer, it is virtualized (the library loads then). */
export const PLAIN_LIST_MAX_ROWS = 60;

/** The virtualizer, loaded when a list first grows long (or by the idle prefetch). */
const virtualLibrary = preloadable(() => import('@tanstack/react-virtual'));

type RowActions = Omit<TaskListProps, 'rows' | 'onToggleSection'>;

/**
 * The task list. Long lists are virtualized against the page scroll: only the rows in view (plus a
 * margin) are in the DOM, so 5,000 tasks cost what 30 do. Short ones (a new user's, most days') are
 * plain rows, so the first screen does not wait for the virtualizer. Section headers are disclosure
 * buttons (aria-expanded).
 */
export function TaskList({ rows, onToggleSection, ...rowActions }: TaskListProps) {
  const { t } = useTranslation('tasks');
  const listRef = useRef<HTMLDivElement>(null);
  const focus = useListFocusKeeping(listRef);
  // Once long, the list stays virtualized: switching back and forth would rebuild every row.
  const [long, setLong] = useState(rows.length > PLAIN_LIST_MAX_ROWS);
  if (!long && rows.length > PLAIN_LIST_MAX_ROWS) setLong(true);
  const library = useLoaded(virtualLibrary, long);
  const renderRow = (row: ListRow) => (
    <ListRowContent row={row} t={t} onToggleSection={onToggleSection} {...rowActions} />
  );
  const listProps = {
    ref: listRef,
    role: 'list',
    'aria-label': t('screen.listLabel'),
    tabIndex: -1,
    ...focus,
    className: 'relative w-full outline-none focus-visible:outline-2 focus-visible:outline-ring',
  } as const;

  if (long && library)
    return (
      <VirtualRows
        library={library}
        rows={rows}
        listRef={listRef}
        listProps={listProps}
        renderRow={renderRow}
      />
    );
  // Until the virtualizer has loaded, a long list shows its first screen of rows.
  const shown = long ? rows.slice(0, PLAIN_LIST_MAX_ROWS) : rows;
  return (
    <div {...listProps}>
      {shown.map((row) => (
        <div
          key={rowKey(row)}
          role="listitem"
          style={{ height: row.kind === 'section' ? SECTION_HEIGHT : ROW_HEIGHT }}
        >
          {renderRow(row)}
        </div>
      ))}
    </div>
  );
}

function rowKey(row: ListRow): string {
  return row.kind === 'task' ? row.task.id : `section-${row.key}`;
}

interface VirtualRowsProps {
  library: typeof VirtualLibrary;
  rows: ListRow[];
  listRef: RefObject<HTMLDivElement | null>;
  listProps: ComponentProps<'div'>;
  renderRow: (row: ListRow) => ReactNode;
}

function VirtualRows({ library, rows, listRef, listProps, renderRow }: VirtualRowsProps) {
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list starts below the header, panels and toolbar, whose height changes with what is shown; the
  // virtualizer measures from the page top. Measured after every render; the guard reaches a fixed point.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = library.useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'section' ? SECTION_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      return row ? rowKey(row) : index;
    },
    overscan: 8,
    scrollMargin,
    // A window that reports no size (hidden tab, test DOM) still renders a first screen of rows.
    observeElementRect: (instance, callback) =>
      library.observeWindowRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: 800 }),
      ),
  });
  return (
    <div {...listProps} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            className="absolute top-0 left-0 w-full"
            style={{ height: item.size, transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Keeps the keyboard focus in the list when the focused row leaves it (completed out of the view,
 * deleted, moved by another device), and in the page's main region when the list itself leaves:
 * otherwise the focus drops to <body> and a keyboard user is sent back to the top of the page.
 */
function useListFocusKeeping(listRef: RefObject<HTMLDivElement | null>) {
  const lastFocused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const last = lastFocused.current;
    if (!list || !last || last.isConnected) return;
    lastFocused.current = null;
    if (document.activeElement === null || document.activeElement === document.body)
      list.focus({ preventScroll: true });
  });
  useLayoutEffect(() => {
    const list = listRef.current;
    return () => {
      if (!list?.contains(document.activeElement)) return;
      requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body)
          document.getElementById('main-content')?.focus({ preventScroll: true });
      });
    };
  }, [listRef]);
  return {
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) lastFocused.current = event.target;
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Focus moved elsewhere on purpose; a removed element has no next target.
      if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget))
        lastFocused.current = null;
    },
  };
}

interface ListRowContentProps extends RowActions {
  row: ListRow;
  t: TFunction<'tasks'>;
  onToggleSection: TaskListProps['onToggleSection'];
}

function ListRowContent({ row, t, onToggleSection, selectedId, mvdIds, ...rowActions }: ListRowContentProps) {
  if (row.kind === 'task')
    return (
      <TaskRow
        task={row.task}
        selected={row.task.id === selectedId}
        inMvd={mvdIds.has(row.task.id)}
        {...rowActions}
      />
    );
  return (
    <h2 className="flex h-full items-end pb-1">
      <button
        type="button"
        aria-expanded={row.open}
        onClick={() => onToggleSection(row.key, !row.open)}
        className="flex items-center gap-1 rounded-md px-1 py-1 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 transition-transform', row.open && 'rotate-90')}
        />
        {t(`sections.${row.key}`)}
        <span className="rounded-full bg-muted px-2 text-xs font-medium">{row.count}</span>
      </button>
    </h2>
  );
}
