/**
 * Dragging the day's key tasks into a new order with a pointer or touch (dnd-kit), loaded on demand
 * once the list has two tasks. Keyboard users reorder with the rows' move up / move down buttons, so
 * the grip is for pointers only and stays out of the tab order.
 */
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The task ids after dropping `dragged` where `target` is: it takes the target's place. */
export function dropOrder(ids: readonly string[], dragged: string, target: string): string[] {
  const to = ids.indexOf(target);
  if (dragged === target || to < 0 || !ids.includes(dragged)) return [...ids];
  const next = ids.filter((id) => id !== dragged);
  next.splice(to, 0, dragged);
  return next;
}

interface DragLayerProps {
  ids: readonly string[];
  onReorder: (ids: string[]) => void;
  children: ReactNode;
}

/** The drag context of the list: a short move starts a drag (a short press on touch). */
export function DragLayer({ ids, onReorder, children }: DragLayerProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = dropOrder(ids, String(active.id), String(over.id));
    if (next.join() !== ids.join()) onReorder(next);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}

interface DragRowProps {
  id: string;
  className: string;
  children: ReactNode;
}

/** A row that can be dragged by its grip and dropped onto another row's place. */
export function DragRow({ id, className, children }: DragRowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        setDropRef(node);
      }}
      data-task-id={id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        className,
        isDragging && 'relative z-20 bg-card shadow-lg ring-2 ring-ring/40',
        isOver && !isDragging && 'bg-accent',
      )}
    >
      <span
        ref={setActivatorNodeRef}
        {...listeners}
        aria-hidden="true"
        className="flex h-9 w-5 shrink-0 cursor-grab touch-none items-center justify-center text-muted-foreground active:cursor-grabbing"
      >
        <GripVertical className="size-4" />
      </span>
      {children}
    </li>
  );
}
