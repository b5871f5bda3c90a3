import { useDraggable } from '@dnd-kit/core';
import type { Quadrant, Task } from '@fokus/core';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { MoveToMenu } from './move-to-menu';

/** What a dragged task carries, for the drop and the announcements. */
export interface DraggedTask {
  task: Task;
  quadrant: Quadrant;
}

interface MatrixTaskProps {
  task: Task;
  quadrant: Quadrant;
  onMove: (task: Task, target: Quadrant, focus: 'handle' | 'menu') => void;
  /** Set once the task has just been moved here: its control takes the focus back. */
  focus?: 'handle' | 'menu';
  onFocused: () => void;
}

/**
 * One task in a quadrant: its grip is the drag handle (pointer, touch after a short press, or the
 * keyboard: Space or Enter picks it up), and "Move to…" moves it without dragging.
 */
export function MatrixTask({ task, quadrant, onMove, focus, onFocused }: MatrixTaskProps) {
  const { t } = useTranslation('priorities');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { task, quadrant } satisfies DraggedTask,
    attributes: { roleDescription: t('task.roleDescription') },
  });
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLButtonElement | null>(null);

  // A task that moved is a new element in its new quadrant: the focus follows it there.
  useEffect(() => {
    if (!focus) return;
    (focus === 'handle' ? handleRef : menuRef).current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <li
      ref={setNodeRef}
      data-task-id={task.id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'flex items-center gap-1 rounded-lg border bg-card py-1 pr-1 pl-0.5 text-sm shadow-xs',
        isDragging && 'relative z-20 shadow-lg ring-2 ring-ring/40',
      )}
    >
      <button
        type="button"
        ref={(element) => {
          handleRef.current = element;
          setActivatorNodeRef(element);
        }}
        {...attributes}
        {...listeners}
        aria-label={t('task.drag', { title: task.title })}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="min-w-0 flex-1 break-words">{task.title}</span>
      {task.status === 'inProgress' && (
        <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
          {t('task.inProgress')}
        </span>
      )}
      <MoveToMenu
        title={task.title}
        current={quadrant}
        triggerRef={menuRef}
        onMove={(target) => onMove(task, target, 'menu')}
      />
    </li>
  );
}
