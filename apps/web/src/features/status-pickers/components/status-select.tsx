import {
  isStatusPickerReadOnly,
  isTaskStatus,
  statusPickerOptions,
  toDisplayStatus,
  type TaskStatus,
} from '@fokus/core';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import {
  COMPACT_STATUS_DESCRIPTIONS_RU,
  COMPACT_STATUS_NAMES_EN,
  STATUS_ICONS,
  statusTone,
} from '../status-appearance';
import type { StatusPickerProps } from './picker-props';

interface StatusSelectProps extends StatusPickerProps {
  /**
   * `default`: translated names and descriptions. `compact`: a small badge-sized trigger with the
   * fixed English names and the Russian descriptions in every interface language (spec §4).
   */
  variant?: 'default' | 'compact';
}

interface OptionTexts {
  name: string;
  description: string;
  /** Language of each text, for screen readers when it differs from the page's. */
  nameLang?: 'en';
  descriptionLang?: 'ru';
}

/**
 * The dropdown status picker: any status can be chosen from any other (core's `statusPickerOptions`),
 * with no restrictions shown. A menu of radio items (Radix): Enter, Space or ↓ opens it, the arrows
 * move, Enter chooses, Escape closes. Without a change handler it is a dimmed, read-only display.
 */
export function StatusSelect({
  value,
  onChange,
  label,
  disabled,
  className,
  variant = 'default',
}: StatusSelectProps) {
  const { t } = useTranslation('statusPickers');
  const shown = toDisplayStatus(value);
  const name = label ?? t('label');
  const compact = variant === 'compact';
  const texts = (status: TaskStatus): OptionTexts =>
    compact
      ? {
          name: COMPACT_STATUS_NAMES_EN[status],
          description: COMPACT_STATUS_DESCRIPTIONS_RU[status],
          nameLang: 'en',
          descriptionLang: 'ru',
        }
      : { name: t(`statuses.${status}`), description: t(`descriptions.${status}`) };
  const current = texts(shown);
  const Icon = STATUS_ICONS[shown];
  const face = cn(
    'inline-flex items-center border font-medium whitespace-nowrap',
    compact
      ? cn('h-8 gap-1.5 rounded-full px-3 text-xs [&_svg]:size-3.5', statusTone(shown).badge)
      : 'h-10 min-w-44 gap-2 rounded-lg border-input bg-background px-3 text-sm [&_svg]:size-4',
  );
  const faceContent = (
    <>
      <Icon aria-hidden="true" className={compact ? undefined : statusTone(shown).icon} />
      <span lang={current.nameLang} className="truncate">
        {current.name}
      </span>
    </>
  );

  if (isStatusPickerReadOnly(onChange)) {
    return (
      <div
        role="group"
        aria-label={t('readOnly', { label: name, status: current.name })}
        aria-disabled="true"
        data-readonly=""
        className={cn(face, 'opacity-60', className)}
      >
        {faceContent}
      </div>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        aria-label={t('current', { label: name, status: current.name })}
        className={cn(
          face,
          'cursor-pointer transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-55 data-[state=open]:ring-2 data-[state=open]:ring-ring/30',
          compact && 'hover:brightness-95 dark:hover:brightness-110',
          className,
        )}
      >
        {faceContent}
        <ChevronDown aria-hidden="true" className="ml-auto opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={shown}
          onValueChange={(next) => {
            if (isTaskStatus(next) && next !== shown) onChange?.(next);
          }}
        >
          {statusPickerOptions('dropdown').map((option) => {
            const optionTexts = texts(option);
            const OptionIcon = STATUS_ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option} className="items-start">
                <OptionIcon aria-hidden="true" className={cn('mt-0.5', statusTone(option).icon)} />
                <span className="flex min-w-0 flex-col">
                  <span lang={optionTexts.nameLang} className="font-medium">
                    {optionTexts.name}
                  </span>
                  <span lang={optionTexts.descriptionLang} className="text-xs text-muted-foreground">
                    {optionTexts.description}
                  </span>
                </span>
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
