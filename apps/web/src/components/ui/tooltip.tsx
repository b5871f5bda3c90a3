import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@fokus/core';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useRadix, type RadixParts } from './on-demand';

/** Radix inside a tooltip group once it has loaded; null before; undefined outside any group. */
const GroupContext = createContext<RadixParts | null | undefined>(undefined);

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface FocusPlace {
  container: RefObject<HTMLElement | null>;
  /** Remembers the index of the focused element among the group's focusable ones (-1: none). */
  remember: (index: number) => void;
  /** The remembered index, once. */
  recall: () => number;
}

function focusables(container: RefObject<HTMLElement | null>): HTMLElement[] {
  return [...(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
}

/** Notes which element of the group had the focus when the group is re-rendered with tooltips. */
function FocusKeeper({ place }: { place: FocusPlace }) {
  const { container, remember } = place;
  useLayoutEffect(
    () => () => remember(focusables(container).indexOf(document.activeElement as HTMLElement)),
    [container, remember],
  );
  return null;
}

/** Gives that element its focus back. */
function FocusRestorer({ place }: { place: FocusPlace }) {
  const { container, recall } = place;
  useLayoutEffect(() => {
    const index = recall();
    if (index >= 0) focusables(container)[index]?.focus({ preventScroll: true });
  }, [container, recall]);
  return null;
}

/**
 * Tooltips share the spec's delays (700 ms to open, 300 ms skip) across the group. Their Radix code
 * loads on demand (on-demand.tsx): the group shows its content without tooltips until then (pointing
 * at it or focusing into it loads them), then once more with them, keeping the focus where it was.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const parts = useRadix(wanted);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusedRef = useRef(-1);
  const remember = useCallback((index: number) => {
    focusedRef.current = index;
  }, []);
  const recall = useCallback(() => {
    const index = focusedRef.current;
    focusedRef.current = -1;
    return index;
  }, []);
  const place = useMemo(() => ({ container: containerRef, remember, recall }), [remember, recall]);
  return (
    <div
      ref={containerRef}
      className="contents"
      onPointerOver={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      {parts ? (
        <GroupContext value={parts}>
          <parts.Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <FocusRestorer place={place} />
            {children}
          </parts.Tooltip.Provider>
        </GroupContext>
      ) : (
        <GroupContext value={null}>
          <FocusKeeper place={place} />
          {children}
        </GroupContext>
      )}
    </div>
  );
}

/**
 * Wraps a trigger with a simple text tooltip; when `content` is absent, renders the trigger alone. Only
 * inside a `TooltipGroup`, and once its tooltips have loaded.
 */
export function WithTooltip({
  content,
  side = 'right',
  children,
}: {
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}) {
  const parts = useContext(GroupContext);
  if (!content || !parts) return children;
  const { Tooltip: Primitive } = parts;
  return (
    <Primitive.Root>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
        >
          {content}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
