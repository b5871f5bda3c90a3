import {
  isStatusPickerReadOnly,
  isTaskStatus,
  statusPickerOptions,
  toDisplayStatus,
  type TaskStatus,
} from '@fokus/core';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { STATUS_ICONS, statusTone } from '../status-appearance';
import type { StatusPickerProps } from './picker-props';

/** Sizes of the three-button picker (spec §4: small, medium or large). */
export type StatusToggleSize = 'sm' | 'md' | 'lg';

const TOGGLE_ITEM_SIZES: Readonly<Record<StatusToggleSize, string>> = {
  sm: 'h-8 gap-1 px-2.5 text-xs [&_svg]:size-3.5',
  // On a phone the medium buttons drop their icons: three names and icons do not fit 390 px.
  md: 'h-9 gap-1.5 px-3 text-sm max-sm:px-2.5 [&_svg]:size-4 max-sm:[&_svg]:hidden',
  // Large buttons are tiles (icon above the name), so three of them fit a 390 px phone screen.
  lg: 'min-h-16 min-w-24 flex-col gap-1 px-3 py-2 text-sm [&_svg]:size-5',
};

/** Pills wrap onto a second line when narrow, so they keep their icons at every width. */
const PILL_ITEM_SIZE = 'h-9 gap-1.5 px-3 text-sm [&_svg]:size-4';

interface StatusRadioGroupProps extends StatusPickerProps {
  look: 'toggle' | 'pills';
  /** Classes of each button's size. */
  itemSize: string;
}

/**
 * The button pickers: one radio group over the three main statuses (core's `statusPickerOptions`), so
 * Tab reaches the chosen status and the arrow keys change it (WAI-ARIA radio group). Read-only when
 * there is no change handler: dimmed, `aria-disabled`, and no button takes focus.
 */
function StatusRadioGroup({
  value,
  onChange,
  label,
  disabled,
  className,
  look,
  itemSize,
}: StatusRadioGroupProps) {
  const { t } = useTranslation('statusPickers');
  const shown = toDisplayStatus(value);
  const readOnly = isStatusPickerReadOnly(onChange);
  const handleChange = (next: string) => {
    if (isTaskStatus(next) && next !== shown) onChange?.(next);
  };
  return (
    <RadioGroup.Root
      value={shown}
      onValueChange={handleChange}
      disabled={readOnly || disabled}
      aria-label={label ?? t('label')}
      aria-disabled={readOnly || disabled ? true : undefined}
      aria-readonly={readOnly ? true : undefined}
      data-readonly={readOnly ? '' : undefined}
      className={cn(
        'max-w-full',
        look === 'toggle'
          ? 'inline-flex w-fit rounded-xl border bg-muted/70 p-1'
          : 'flex flex-wrap items-center gap-2',
        readOnly && 'opacity-60',
        className,
      )}
    >
      {statusPickerOptions('buttons').map((option: TaskStatus) => {
        const Icon = STATUS_ICONS[option];
        const checked = option === shown;
        return (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'inline-flex min-w-0 items-center justify-center border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default',
              itemSize,
              look === 'toggle' ? 'rounded-lg' : 'rounded-full',
              checked
                ? cn(statusTone(option).selected, 'shadow-xs')
                : look === 'toggle'
                  ? 'border-transparent text-muted-foreground enabled:hover:bg-background enabled:hover:text-foreground'
                  : 'border-border bg-background text-muted-foreground enabled:hover:bg-accent enabled:hover:text-accent-foreground',
            )}
          >
            {look === 'pills' && checked ? (
              <Check aria-hidden="true" />
            ) : (
              <Icon aria-hidden="true" className={checked ? undefined : statusTone(option).icon} />
            )}
            <span className="truncate">{t(`statuses.${option}`)}</span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}

interface StatusToggleProps extends StatusPickerProps {
  /** Small, medium (default) or large. */
  size?: StatusToggleSize;
}

/** The three-button picker: a segmented toggle over waiting, in progress and completed. */
export function StatusToggle({ size = 'md', ...props }: StatusToggleProps) {
  return <StatusRadioGroup look="toggle" itemSize={TOGGLE_ITEM_SIZES[size]} {...props} />;
}

/** The pills picker: the same three statuses as separate rounded buttons. */
export function StatusPills(props: StatusPickerProps) {
  return <StatusRadioGroup look="pills" itemSize={PILL_ITEM_SIZE} {...props} />;
}
