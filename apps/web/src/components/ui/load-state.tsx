import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** What a list or board shows while its data loads (announced as a status). */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" />
      {children}
    </p>
  );
}

interface LoadFailedProps {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/** What a list or board shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailed({ children, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      {children}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
