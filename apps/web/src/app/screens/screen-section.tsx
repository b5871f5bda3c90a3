import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface ScreenSectionProps {
  title: string;
  intro: string;
  /** The text of the link back to the task list. */
  backToTasks: string;
  /** The section's width: a list of rows is narrower than a board. */
  className?: string;
  children: ReactNode;
}

/** A signed-in screen beside the task list: a link back to /app, its title (the section's name) and intro. */
export function ScreenSection({ title, intro, backToTasks, className, children }: ScreenSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mx-auto grid w-full gap-4 px-4 py-6 sm:px-6', className)}
    >
      <div className="grid gap-1">
        <Link
          to="/app"
          className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backToTasks}
        </Link>
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}
