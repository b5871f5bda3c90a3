import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { cn } from '@/lib/utils';

/**
 * A month calendar on react-day-picker, styled with the design tokens. Every DayPicker mode passes
 * through: `single`, `multiple` and `range`, each with its `min`/`max`. react-day-picker owns the
 * keyboard model (arrows, Page Up/Down, Home/End) and the grid semantics; pass a date-fns `locale`
 * for the month and weekday names.
 */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: DayPickerProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('relative w-fit text-sm', className)}
      classNames={{
        months: 'flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-9 items-center justify-center px-10 font-medium capitalize',
        nav: 'absolute inset-x-0 top-0 flex h-9 items-center justify-between',
        button_previous:
          'inline-flex size-9 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40',
        button_next:
          'inline-flex size-9 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-xs font-normal text-muted-foreground capitalize',
        week: 'mt-1 flex',
        day: 'relative size-10 p-0 text-center',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-selected:font-semibold',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
        range_middle:
          '[&>button]:rounded-none [&>button]:bg-accent [&>button]:text-accent-foreground [&>button]:hover:bg-accent',
        range_start: '[&>button]:rounded-r-none',
        range_end: '[&>button]:rounded-l-none',
        today: '[&>button]:ring-1 [&>button]:ring-ring',
        outside: 'text-muted-foreground/70',
        disabled: 'pointer-events-none opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeft aria-hidden="true" className={cn('size-4', chevronClass)} />
          ) : (
            <ChevronRight aria-hidden="true" className={cn('size-4', chevronClass)} />
          ),
      }}
      {...props}
    />
  );
}
