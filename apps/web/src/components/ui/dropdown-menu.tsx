import type { DropdownMenu as Primitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import {
  OnDemandRoot,
  PendingTrigger,
  loadedRadix,
  mergeRefs,
  useCarriedFocus,
  useKeyboardOpenFocus,
  usePendingRoot,
} from './on-demand';

// Radix loads on demand (on-demand.tsx): until then the trigger stands in and the content is not there.

export function DropdownMenu(props: ComponentProps<typeof Primitive.Root>) {
  return <OnDemandRoot props={props} render={(parts, shown) => <parts.DropdownMenu.Root {...shown} />} />;
}

export function DropdownMenuTrigger({ ref, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const pending = usePendingRoot();
  const carried = useCarriedFocus<HTMLButtonElement>();
  if (pending) return <PendingTrigger pending={pending} popup="menu" ref={ref} {...props} />;
  const { DropdownMenu: Menu } = loadedRadix();
  return <Menu.Trigger ref={mergeRefs(carried, ref)} {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Primitive.RadioGroup>) {
  const { DropdownMenu: Menu } = loadedRadix();
  return <Menu.RadioGroup {...props} />;
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ref,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  const pending = usePendingRoot();
  const contentRef = useKeyboardOpenFocus();
  if (pending) return null;
  const { DropdownMenu: Menu } = loadedRadix();
  return (
    <Menu.Portal>
      <Menu.Content
        ref={mergeRefs(contentRef, ref)}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-40 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  const { DropdownMenu: Menu } = loadedRadix();
  return (
    <Menu.Label
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A checkable menu item; the check mark shows which option is active. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.RadioItem>) {
  const { DropdownMenu: Menu } = loadedRadix();
  return (
    <Menu.RadioItem
      className={cn(
        'relative flex cursor-default select-none items-center gap-2 rounded-md py-2 pr-2 pl-8 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden="true" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
