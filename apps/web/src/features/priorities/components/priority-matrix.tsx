import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type PointerSensorOptions,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  QUADRANTS,
  isQuadrant,
  priorityMatrix,
  quadrantMove,
  type PriorityLevel,
  type Quadrant,
  type Task,
} from '@fokus/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { isArrowKey, quadrantCoordinates } from '../keyboard-coordinates';
import { MatrixTask, type DraggedTask } from './matrix-task';

/** The pointer sensor for a mouse or a pen; touch has its own sensor, with a press delay. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** The pointer's quadrant when there is a pointer; the keyboard's task overlaps its quadrant instead. */
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/** Arrow keys move the picked-up task one quadrant that way (see keyboard-coordinates.ts). */
const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
  if (!isArrowKey(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects } = context;
  if (!collisionRect) return undefined;
  const quadrants = QUADRANTS.flatMap((id) => {
    const rect = droppableRects.get(id);
    return rect ? [{ id, rect }] : [];
  });
  return quadrantCoordinates(event.code, collisionRect, quadrants) ?? undefined;
};

const QUADRANT_TONES: Readonly<Record<Quadrant, string>> = {
  doNow: 'border-t-red-500',
  schedule: 'border-t-blue-500',
  delegate: 'border-t-amber-500',
  exclude: 'border-t-slate-400',
};

export interface PriorityMatrixProps {
  /** Every task of the person (the matrix sets aside completed ones and leaves ideas out). */
  tasks: readonly Task[] | undefined;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Sets a task's importance and urgency (through the offline queue). */
  onChangePriority: (task: Task, priority: { importance: PriorityLevel; urgency: PriorityLevel }) => void;
}

/**
 * The Eisenhower matrix (spec §2): four quadrants, each with its tasks and count. A task moves by
 * dragging it (mouse, pen, touch or keyboard, announced to screen readers) or with "Move to…"; either
 * sets the target quadrant's importance and urgency.
 */
export function PriorityMatrix({ tasks, state, onRetry, onChangePriority }: PriorityMatrixProps) {
  const { t } = useTranslation('priorities');
  const matrix = useMemo(() => priorityMatrix(tasks ?? []), [tasks]);
  const [focusRequest, setFocusRequest] = useState<{
    taskId: string;
    quadrant: Quadrant;
    on: 'handle' | 'menu';
  } | null>(null);
  const clearFocusRequest = useCallback(() => setFocusRequest(null), []);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const move = useCallback(
    (task: Task, target: Quadrant, focus: 'handle' | 'menu') => {
      const priority = quadrantMove(task, target);
      if (priority === null) return;
      setFocusRequest({ taskId: task.id, quadrant: target, on: focus });
      onChangePriority(task, priority);
    },
    [onChangePriority],
  );

  const quadrantName = useCallback(
    (id: UniqueIdentifier | undefined) =>
      isQuadrant(id) ? `${t(`quadrants.${id}.action`)} (${t(`quadrants.${id}.name`)})` : '',
    [t],
  );
  const announcements = useMemo<Announcements>(() => {
    const dragged = (data: unknown) => (data as DraggedTask | undefined) ?? null;
    return {
      onDragStart: ({ active }) => {
        const item = dragged(active.data.current);
        return item
          ? t('drag.start', { title: item.task.title, from: quadrantName(item.quadrant) })
          : undefined;
      },
      onDragOver: ({ active, over }) => {
        const item = dragged(active.data.current);
        if (!item) return undefined;
        return over
          ? t('drag.over', { title: item.task.title, to: quadrantName(over.id) })
          : t('drag.outside', { title: item.task.title });
      },
      onDragEnd: ({ active, over }) => {
        const item = dragged(active.data.current);
        if (!item) return undefined;
        if (!over) return t('drag.cancelled', { title: item.task.title });
        return t(over.id === item.quadrant ? 'drag.stayed' : 'drag.moved', {
          title: item.task.title,
          to: quadrantName(over.id),
        });
      },
      onDragCancel: ({ active }) => {
        const item = dragged(active.data.current);
        return item ? t('drag.cancelled', { title: item.task.title }) : undefined;
      },
    };
  }, [t, quadrantName]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = active.data.current as DraggedTask | undefined;
    if (item && over && isQuadrant(over.id)) move(item.task, over.id, 'handle');
  };

  if (state === 'loading') return <LoadingNote>{t('screen.loading')}</LoadingNote>;
  if (state === 'error')
    return (
      <LoadFailed retryLabel={t('screen.retry')} onRetry={onRetry}>
        {t('screen.loadError')}
      </LoadFailed>
    );

  const open = QUADRANTS.reduce((sum, quadrant) => sum + matrix.quadrants[quadrant].length, 0);
  return (
    <div className="grid gap-3">
      {open === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('screen.empty')}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          {QUADRANTS.map((quadrant) => (
            <QuadrantSection key={quadrant} quadrant={quadrant}>
              {matrix.quadrants[quadrant].map((task) => (
                <MatrixTask
                  key={task.id}
                  task={task}
                  quadrant={quadrant}
                  onMove={move}
                  focus={
                    focusRequest?.taskId === task.id && focusRequest.quadrant === quadrant
                      ? focusRequest.on
                      : undefined
                  }
                  onFocused={clearFocusRequest}
                />
              ))}
            </QuadrantSection>
          ))}
        </div>
      </DndContext>
      {matrix.completed.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('screen.completed', { count: matrix.completed.length })}
        </p>
      )}
    </div>
  );
}

/** One quadrant: its action and name, its count, and its tasks; a drop target while dragging. */
function QuadrantSection({ quadrant, children }: { quadrant: Quadrant; children: React.ReactNode[] }) {
  const { t } = useTranslation('priorities');
  const { setNodeRef, isOver, active } = useDroppable({ id: quadrant });
  const count = children.length;
  const headingId = `quadrant-${quadrant}-title`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-quadrant={quadrant}
      className={cn(
        'grid content-start gap-3 md:min-h-40 rounded-xl border border-t-4 bg-card/40 p-3 transition-colors',
        QUADRANT_TONES[quadrant],
        isOver && active && 'bg-accent/60 ring-2 ring-ring/50',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="grid">
          <h2 id={headingId} className="text-base font-semibold">
            {t(`quadrants.${quadrant}.action`)}
          </h2>
          <p className="text-xs text-muted-foreground">{t(`quadrants.${quadrant}.name`)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {t('quadrant.count', { count })}
        </span>
      </header>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-center text-sm text-muted-foreground">
          {isOver && active ? t('quadrant.dropHere') : t('quadrant.empty')}
        </p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}
