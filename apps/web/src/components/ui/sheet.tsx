import type { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import {
  OnDemandRoot,
  PendingTrigger,
  loadedRadix,
  mergeRefs,
  useCarriedFocus,
  usePendingRoot,
} from './on-demand';

// Radix loads on demand (on-demand.tsx): a closed sheet needs none of it.

export function Sheet(props: ComponentProps<typeof Primitive.Root>) {
  return <OnDemandRoot props={props} render={(parts, shown) => <parts.Dialog.Root {...shown} />} />;
}

/** The button that opens the sheet; closing the sheet gives it the focus back. */
export function SheetTrigger({ ref, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const pending = usePendingRoot();
  const carried = useCarriedFocus<HTMLButtonElement>();
  if (pending) return <PendingTrigger pending={pending} popup="dialog" ref={ref} {...props} />;
  const { Dialog } = loadedRadix();
  return <Dialog.Trigger ref={mergeRefs(carried, ref)} {...props} />;
}

export function SheetTitle(props: ComponentProps<typeof Primitive.Title>) {
  const { Dialog } = loadedRadix();
  return <Dialog.Title {...props} />;
}

export function SheetDescription(props: ComponentProps<typeof Primitive.Description>) {
  const { Dialog } = loadedRadix();
  return <Dialog.Description {...props} />;
}

interface SheetContentProps extends ComponentProps<typeof Primitive.Content> {
  side?: 'left' | 'right';
  closeLabel: string;
}

/** An off-canvas panel: a modal dialog (focus trapped, Esc and the overlay close it) sliding from a side. */
export function SheetContent({
  side = 'left',
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  const pending = usePendingRoot();
  if (pending) return null;
  const { Dialog: Primitive } = loadedRadix();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px] animate-fade-in" />
      <Primitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full flex-col bg-sidebar text-sidebar-foreground shadow-xl outline-none',
          side === 'left'
            ? 'left-0 animate-slide-in-left border-r'
            : 'right-0 animate-slide-in-right border-l',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
