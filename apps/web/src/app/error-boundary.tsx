import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The global fallback (spec §2): 'Произошла ошибка' with a reload button and a go-home button. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-5 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('errorBoundary.title')}</h1>
        <p className="text-muted-foreground">{t('errorBoundary.description')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* Full loads on purpose: after an unknown failure, in-memory state is not to be trusted. */}
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errorBoundary.reload')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <House aria-hidden="true" />
            {t('errorBoundary.home')}
          </Button>
        </div>
      </div>
    </main>
  );
}

interface ErrorBoundaryProps {
  /** When this changes (e.g. the path), a shown error is cleared so the next page renders normally. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
  errorKey: string | undefined;
}

/**
 * Catches render errors anywhere below it, including a screen chunk that fails to load after a
 * deploy, and shows the fallback instead of a blank page. Leaving the page (a new `resetKey`)
 * clears it, so the browser's back button still works.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, errorKey: undefined };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (!state.hasError) return { errorKey: props.resetKey };
    if (props.resetKey !== state.errorKey) return { hasError: false, errorKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}
