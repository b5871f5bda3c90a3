import {
  Footprints,
  LayoutGrid,
  ListChecks,
  Send,
  Sparkles,
  Target,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import type { Guide } from '../content';
import type { SiteLanguage } from '../paths';
import { SITE_TEXTS } from '../texts';

/** One picture per step, in the order of content/guide/{lang}.md. */
const STEP_ICONS: readonly LucideIcon[] = [Sparkles, ListChecks, Target, Footprints, Timer, LayoutGrid, Send];

/** Where "back to app" and "finish" go: the task screen (sign-in first when there is no session). */
export const GUIDE_APP_HREF = '/app';

const button =
  'inline-flex min-w-28 items-center justify-center rounded-xl px-4 py-2.5 font-medium disabled:pointer-events-none disabled:opacity-40';

/**
 * /guide: the seven steps. The HTML shows them all, one after another (readable without JavaScript);
 * the site's script turns it into one step at a time with previous / next / finish, the arrow keys,
 * the progress and a gentle slide that `prefers-reduced-motion` turns off.
 */
export function GuidePage({ language, guide }: { language: SiteLanguage; guide: Guide }) {
  const texts = SITE_TEXTS[language].guide;
  const total = guide.steps.length;
  return (
    <div data-guide="" className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold tracking-tight text-balance">{guide.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{guide.description}</p>

      <div data-guide-progress-area="" hidden className="mt-8">
        <p data-guide-progress="" aria-live="polite" className="text-sm font-medium text-muted-foreground">
          {texts.progress(1, total)}
        </p>
        <div
          role="progressbar"
          aria-label={texts.stepsLabel}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={1}
          aria-valuetext={texts.progress(1, total)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-secondary"
        >
          <div
            data-guide-bar=""
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${100 / total}%` }}
          />
        </div>
      </div>

      <ol aria-label={texts.stepsLabel} className="mt-8 flex flex-col gap-6">
        {guide.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? Sparkles;
          return (
            <li
              key={step.title}
              id={`step-${index + 1}`}
              data-guide-step=""
              data-progress={texts.progress(index + 1, total)}
              className="rounded-2xl border border-border bg-card/60 p-6 sm:p-8"
            >
              <div className="guide-illustration flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
                <Icon aria-hidden="true" className="size-7" />
              </div>
              <p className="mt-5 text-sm font-medium text-muted-foreground">
                {texts.progress(index + 1, total)}
              </p>
              <h2 className="mt-1 text-2xl font-semibold tracking-tight">{step.title}</h2>
              <div className="site-prose mt-3" dangerouslySetInnerHTML={{ __html: step.html }} />
            </li>
          );
        })}
      </ol>

      <div data-guide-controls="" hidden className="mt-6 flex items-center justify-between gap-3">
        <button
          type="button"
          data-guide-previous=""
          className={`${button} border border-border hover:bg-secondary`}
        >
          {texts.previous}
        </button>
        <button
          type="button"
          data-guide-next=""
          className={`${button} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          {texts.next}
        </button>
        <a
          href={GUIDE_APP_HREF}
          data-guide-finish=""
          data-app-link=""
          hidden
          className={`${button} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          {texts.finish}
        </a>
      </div>
      <p className="mt-8 text-center">
        <a
          href={GUIDE_APP_HREF}
          data-app-link=""
          className="rounded-md py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {texts.backToApp}
        </a>
      </p>
    </div>
  );
}
