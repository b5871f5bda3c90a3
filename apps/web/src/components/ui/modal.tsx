import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRadix } from '@/components/ui/on-demand';
import { useReturnFocus } from '@/lib/use-return-focus';
import { cn } from '@/lib/utils';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
  /** Extra classes of the dialog box (e.g. a wider `max-w-*`). */
  className?: string;
}

/**
 * A centred modal dialog (focus trapped, Esc and the overlay close it) for the filter and settings
 * dialogs; on close the focus goes back to the button that opened it. Radix loads on demand
 * (components/ui/on-demand.tsx): a modal that was never opened renders nothing.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  const parts = useRadix(open);
  if (!parts) return null;
  const { Dialog: Primitive } = parts;
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px] animate-fade-in" />
        <Primitive.Content
          {...returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-5 text-popover-foreground shadow-xl outline-none',
            className,
          )}
        >
          <div className="pr-8">
            <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
            <Primitive.Description className="text-sm text-muted-foreground">
              {description}
            </Primitive.Description>
          </div>
          {children}
          <Primitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </Primitive.Close>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
