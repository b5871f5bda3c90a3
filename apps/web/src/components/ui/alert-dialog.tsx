import type { AlertDialog as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  OnDemandRoot,
  PendingTrigger,
  loadedRadix,
  mergeRefs,
  useCarriedFocus,
  usePendingRoot,
} from './on-demand';

// Radix loads on demand (on-demand.tsx): until then the trigger stands in and the content is not there.

export function AlertDialog(props: ComponentProps<typeof Primitive.Root>) {
  return <OnDemandRoot props={props} render={(parts, shown) => <parts.AlertDialog.Root {...shown} />} />;
}

export function AlertDialogTrigger({ ref, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const pending = usePendingRoot();
  const carried = useCarriedFocus<HTMLButtonElement>();
  if (pending) return <PendingTrigger pending={pending} popup="dialog" ref={ref} {...props} />;
  const { AlertDialog: Dialog } = loadedRadix();
  return <Dialog.Trigger ref={mergeRefs(carried, ref)} {...props} />;
}

/**
 * A modal confirmation: focus is trapped, Esc cancels, and the overlay does NOT close it (a destructive
 * choice must be made with a button). Radix focuses Cancel first, so Enter never confirms by accident.
 */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  const pending = usePendingRoot();
  if (pending) return null;
  const { AlertDialog: Primitive } = loadedRadix();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px] animate-fade-in" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-5 text-popover-foreground shadow-xl outline-none',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  const { AlertDialog: Primitive } = loadedRadix();
  return <Primitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) {
  const { AlertDialog: Primitive } = loadedRadix();
  return <Primitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Buttons row: stacked on narrow screens (thumb-sized targets), side by side from `sm`. */
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof Primitive.Cancel>) {
  const { AlertDialog: Primitive } = loadedRadix();
  return <Primitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}

export function AlertDialogAction({ className, ...props }: ComponentProps<typeof Primitive.Action>) {
  const { AlertDialog: Primitive } = loadedRadix();
  return (
    <Primitive.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
  );
}
