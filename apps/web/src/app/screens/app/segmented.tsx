import { cn } from '@/lib/utils';

/** A row of toggle buttons where exactly one is pressed (views, grouping modes). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  text,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 rounded-md px-3 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
            option === value && 'bg-background text-foreground shadow-xs',
          )}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
