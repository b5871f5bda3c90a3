import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Primitive.Root;
export const SheetTitle = Primitive.Title;
export const SheetDescription = Primitive.Description;

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
