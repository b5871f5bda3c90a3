import { isStatusPickerReadOnly, statusPickerOptions, toDisplayStatus, type TaskStatus } from '@fokus/core';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { statusDotClass } from './status-style';

export interface TaskStatusSelectProps {
  status: string;
  /** Without it the picker is read-only and dimmed (spec §4). */
  onStatusChange?: (status: TaskStatus) => void;
}

/** The status dropdown of the detail panel: any status from any status (spec §4), each with its colour. */
export function TaskStatusSelect({ status, onStatusChange }: TaskStatusSelectProps) {
  const { t } = useTranslation('taskDetail');
  const current = toDisplayStatus(status);
  const readOnly = isStatusPickerReadOnly(onStatusChange);
  const name = t(`status.names.${current}`);
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${readOnly ? t('status.readOnly') : t('status.label')}: ${name}`}
      aria-disabled={readOnly || undefined}
      className={cn('justify-between gap-2', readOnly && 'cursor-default opacity-60')}
    >
      <span className={cn('size-2.5 rounded-full', statusDotClass(current))} aria-hidden="true" />
      {name}
      {!readOnly && <ChevronDown aria-hidden="true" />}
    </Button>
  );
  if (readOnly) return trigger;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            const next = toDisplayStatus(value);
            if (next !== current) onStatusChange?.(next);
          }}
        >
          {statusPickerOptions('dropdown').map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              <span className={cn('size-2.5 rounded-full', statusDotClass(option))} aria-hidden="true" />
              {t(`status.names.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
