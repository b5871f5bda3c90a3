import { isSameDay } from './same-day';
import { Maximize2, Timer, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { usePomodoroSessions } from '../api/get-pomodoro-sessions';
import { usePomodoroControls } from '../timer/pomodoro-context';
import { PomodoroTimer } from './pomodoro-timer';

/** A task the timer may be bound to. */
export interface PomodoroTaskOption {
  id: string;
  title: string;
}

interface PomodoroPanelProps {
  /** The open tasks to choose from. */
  tasks: readonly PomodoroTaskOption[];
  onHide: () => void;
  /** Opens the focus mode on the bound task (or none). */
  onFocus: (taskId: string | null) => void;
}

/** How many work intervals ran to their end today (on this device's calendar). */
function useFinishedToday() {
  const sessions = usePomodoroSessions();
  const today = new Date();
  const count =
    sessions.data?.filter(
      (session) => session.phase === 'work' && session.completed && isSameDay(session.endedAt, today),
    ).length ?? 0;
  return { count, isPending: sessions.isPending, isError: sessions.isError };
}

/** The Pomodoro panel of /app (issue 18): the timer, the task it counts for, and the focus mode. */
export function PomodoroPanel({ tasks, onHide, onFocus }: PomodoroPanelProps) {
  const { t } = useTranslation('pomodoro');
  const { run, bind } = usePomodoroControls();
  const taskSelectId = useId();
  const titleId = useId();
  const today = useFinishedToday();
  const boundTaskId = run.timer.taskId;
  const bound = tasks.find((task) => task.id === boundTaskId);
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border p-3 sm:col-span-2">
      <div className="flex items-center gap-2">
        <Timer aria-hidden="true" className="size-4 text-primary" />
        <h2 id={titleId} className="mr-auto text-sm font-semibold">
          {t('panel.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onFocus(boundTaskId)}>
          <Maximize2 aria-hidden="true" />
          {t('panel.focus')}
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={t('panel.hide')} onClick={onHide}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <PomodoroTimer />
      <div className="grid gap-1">
        <Label htmlFor={taskSelectId}>{t('panel.task')}</Label>
        <NativeSelect
          id={taskSelectId}
          value={bound ? bound.id : ''}
          onChange={(event) => bind(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('panel.noTask')}</option>
          {tasks.map((task) => (
            <option key={task.id} value={task.id}>
              {task.title}
            </option>
          ))}
        </NativeSelect>
        {tasks.length === 0 && <p className="text-sm text-muted-foreground">{t('panel.noTasks')}</p>}
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        {today.isPending
          ? t('panel.todayLoading')
          : today.isError
            ? t('panel.todayError')
            : t('panel.today', { count: today.count })}
      </p>
    </section>
  );
}
