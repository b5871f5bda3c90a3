import { formatTaskDate } from '@fokus/core';
import { CalendarDays, X } from 'lucide-react';
import { useState } from 'react';
import { enUS, ru } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { currentLanguage } from '@/lib/i18n';

export interface TaskDateFieldProps {
  /** The task's date as YYYY-MM-DD (start_date, else the due_date fallback), or null. */
  date: string | null;
  /** Receives the new date as YYYY-MM-DD, or null when it is removed. */
  onDateChange?: (date: string | null) => void;
}

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, so the picker shows that very day. */
export function parseCalendarDate(value: string | null): Date | undefined {
  if (value === null) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The local calendar day of `date` as YYYY-MM-DD (not toISOString, which would shift it by the zone). */
export function formatCalendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The task date: a button showing it, opening a calendar (react-day-picker, single mode), and a clear button. */
export function TaskDateField({ date, onDateChange }: TaskDateFieldProps) {
  const { t, i18n } = useTranslation('taskDetail');
  const [open, setOpen] = useState(false);
  const language = currentLanguage(i18n);
  const selected = parseCalendarDate(date);
  // The same format as the task list's rows (core's formatTaskDate).
  const shown = selected && date !== null ? formatTaskDate(date, language) : t('date.none');
  const readOnly = onDateChange === undefined;

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{t('date.label')}</span>
      <div className="flex items-center gap-1">
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              variant="outline"
              className="justify-start font-normal"
              disabled={readOnly}
              aria-label={`${t('date.label')}: ${shown}`}
              title={t('date.choose')}
            >
              <CalendarDays aria-hidden="true" />
              {shown}
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label={t('date.calendar')}>
            <Calendar
              mode="single"
              locale={language === 'ru' ? ru : enUS}
              selected={selected}
              defaultMonth={selected}
              autoFocus
              onSelect={(day) => {
                onDateChange?.(day ? formatCalendarDate(day) : null);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
        {!readOnly && date !== null && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('date.clear')}
            onClick={() => onDateChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
