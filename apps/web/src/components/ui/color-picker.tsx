import { STRATEGY_COLORS, type StrategyColor } from '@fokus/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { COLOR_DOTS } from './colors';

interface ColorPickerProps {
  value: StrategyColor;
  onChange: (color: StrategyColor) => void;
  /** The group's accessible name. */
  label: string;
  /** Keep the label for screen readers only (where the layout already says what the group is). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * The twelve colours (of strategies and tags) as one radio group: Tab reaches it, the arrow keys move
 * through the colours (native radio buttons), each named for screen readers.
 */
export function ColorPicker({ value, onChange, label, hideLabel = false, className }: ColorPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={hideLabel ? 'sr-only' : 'mb-1 text-sm font-medium'}>{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {STRATEGY_COLORS.map((color) => (
          <label
            key={color}
            title={t(`colors.${color}`)}
            className={cn(
              'relative flex size-7 cursor-pointer items-center justify-center rounded-full ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              COLOR_DOTS[color],
            )}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              aria-label={t(`colors.${color}`)}
            />
            {value === color && <Check aria-hidden="true" className="size-4 text-white drop-shadow" />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
