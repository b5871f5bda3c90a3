import type { Checkbox as Primitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useRadix } from './on-demand';

/**
 * A checkbox (role="checkbox", Space toggles); label it with `aria-label` or a `<Label htmlFor>`.
 * Its Radix code loads on demand (on-demand.tsx); the dialogs and panels that show checkboxes have
 * normally loaded it already, else the checkbox appears as soon as it has.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  const parts = useRadix(true);
  if (!parts) return null;
  const { Checkbox: Primitive } = parts;
  return (
    <Primitive.Root
      className={cn(
        'peer grid size-5 shrink-0 place-content-center rounded-md border border-input bg-background shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <Primitive.Indicator>
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
