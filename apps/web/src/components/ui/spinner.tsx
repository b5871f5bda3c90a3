import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A decorative spinning icon; pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />;
}

/** A full-screen waiting state with a live status message, e.g. while a page or the session loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6"
    >
      <Spinner className="size-8" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
