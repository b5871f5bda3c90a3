import { QUADRANTS, isQuadrant, type Quadrant } from '@fokus/core';
import { ArrowRightLeft } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface MoveToMenuProps {
  title: string;
  current: Quadrant;
  onMove: (target: Quadrant) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * "Move to…": the way to move a task without dragging (a narrow screen, a switch device, anyone who
 * prefers it). A menu of the four quadrants, the current one checked; Enter, Space or ↓ opens it.
 */
export function MoveToMenu({ title, current, onMove, triggerRef }: MoveToMenuProps) {
  const { t } = useTranslation('priorities');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={t('task.moveLabel', { title })}
        title={t('task.moveTo')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'shrink-0')}
      >
        <ArrowRightLeft aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{t('task.moveTo')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(next) => {
            if (isQuadrant(next) && next !== current) onMove(next);
          }}
        >
          {QUADRANTS.map((quadrant) => (
            <DropdownMenuRadioItem key={quadrant} value={quadrant}>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t(`quadrants.${quadrant}.action`)}</span>
                <span className="text-xs text-muted-foreground">{t(`quadrants.${quadrant}.name`)}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
