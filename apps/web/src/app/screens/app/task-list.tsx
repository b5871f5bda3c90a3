import type { Task, TaskStatus } from '@fokus/core';
import { observeWindowRect, useWindowVirtualizer } from '@tanstack/react-virtual';
import { ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/**
 * The task list, virtualized against the page scroll: only the rows in view (plus a margin) are in the
 * DOM, so 5,000 tasks cost what 30 do. Section headers are disclosure buttons (aria-expanded).
 */
export function TaskList({ rows, selectedId, mvdIds, onToggleSection, ...rowActions }: TaskListProps) {
  const { t } = useTranslation('tasks');
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list starts below the header, panels and toolbar, whose height changes with what is shown; the
  // virtualizer measures from the page top. Measured after every render; the guard reaches a fixed point.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  // A focused row that leaves the list (completed out of the view, deleted, moved by another device)
  // would drop the focus to <body>, sending a keyboard user back to the top of the page: the list
  // itself takes it instead, and Tab carries on from there.
  const lastFocused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const last = lastFocused.current;
    if (!list || !last || last.isConnected) return;
    lastFocused.current = null;
    if (document.activeElement === null || document.activeElement === document.body)
      list.focus({ preventScroll: true });
  });
  // When the list itself leaves (its last task deleted) with the focus inside, the page's main region
  // takes the focus, for the same reason.
  useLayoutEffect(() => {
    const list = listRef.current;
    return () => {
      if (!list?.contains(document.activeElement)) return;
      requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body)
          document.getElementById('main-content')?.focus({ preventScroll: true });
      });
    };
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'section' ? SECTION_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'task' ? row.task.id : `section-${row?.key ?? index}`;
    },
    overscan: 8,
    scrollMargin,
    // A window that reports no size (hidden tab, test DOM) still renders a first screen of rows.
    observeElementRect: (instance, callback) =>
      observeWindowRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: 800 }),
      ),
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('screen.listLabel')}
      tabIndex={-1}
      onFocus={(event) => {
        if (event.target !== event.currentTarget) lastFocused.current = event.target;
      }}
      onBlur={(event) => {
        // Focus moved elsewhere on purpose; a removed element has no next target.
        if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget))
          lastFocused.current = null;
      }}
      className="relative w-full outline-none focus-visible:outline-2 focus-visible:outline-ring"
      style={{ height: virtualizer.getTotalSize() }}
    >
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
            {row.kind === 'section' ? (
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
            ) : (
              <TaskRow
                task={row.task}
                selected={row.task.id === selectedId}
                inMvd={mvdIds.has(row.task.id)}
                {...rowActions}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
