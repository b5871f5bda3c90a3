import {
  FREE_TRIAL_DAYS,
  MICRO_TASK_MAX_MINUTES,
  MICRO_TASK_MIN_MINUTES,
  MVD_MAX_TASKS,
  POMODORO_BREAK_MINUTES,
  POMODORO_WORK_MINUTES,
  PRICE_LIFETIME_EUR,
  PRICE_MONTHLY_EUR,
} from '@fokus/core';
import { ArrowRight, Check, Footprints, ListChecks, Sparkles, Timer, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { authPath, useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface Plan {
  id: string;
  name: string;
  price: string;
  period?: string;
  text: string;
  note?: string;
  features: string[];
  badge?: string;
  highlighted?: boolean;
}

/** The public landing page (/ and /landing), always dark: the pitch, four key ideas, and pricing. */
export function LandingScreen() {
  const { t } = useTranslation();
  const { status } = useAuth();
  useDocumentTitle();
  const signedIn = status === 'signed-in';
  // 'Начать бесплатно' is for a new visitor: it opens the sign-up tab.
  const ctaTo = signedIn ? '/app' : authPath('sign-up');
  const ctaLabel = signedIn ? t('landing.openApp') : t('landing.start');

  const features: Feature[] = [
    {
      icon: ListChecks,
      title: t('landing.features.mvdTitle'),
      text: t('landing.features.mvdText', { max: MVD_MAX_TASKS }),
    },
    {
      icon: Timer,
      title: t('landing.features.pomodoroTitle', {
        work: POMODORO_WORK_MINUTES,
        rest: POMODORO_BREAK_MINUTES,
      }),
      text: t('landing.features.pomodoroText', { work: POMODORO_WORK_MINUTES, rest: POMODORO_BREAK_MINUTES }),
    },
    {
      icon: Footprints,
      title: t('landing.features.microTitle'),
      text: t('landing.features.microText', { min: MICRO_TASK_MIN_MINUTES, max: MICRO_TASK_MAX_MINUTES }),
    },
    { icon: Sparkles, title: t('landing.features.aiTitle'), text: t('landing.features.aiText') },
  ];

  const plans: Plan[] = [
    {
      id: 'free',
      name: t('landing.pricing.freeName'),
      price: '0 €',
      text: t('landing.pricing.freeText'),
      note: t('landing.pricing.freeLimits'),
      features: [
        t('landing.pricing.freeFeature1'),
        t('landing.pricing.freeFeature2'),
        t('landing.pricing.freeFeature3'),
      ],
    },
    {
      id: 'premium',
      name: t('landing.pricing.premiumName'),
      price: `${PRICE_MONTHLY_EUR} €`,
      period: t('landing.pricing.perMonth'),
      text: t('landing.pricing.premiumText'),
      note: t('landing.pricing.trial', { count: FREE_TRIAL_DAYS, price: PRICE_MONTHLY_EUR }),
      features: [
        t('landing.pricing.premiumFeature1'),
        t('landing.pricing.premiumFeature2'),
        t('landing.pricing.premiumFeature3'),
      ],
      badge: t('landing.pricing.premiumBadge'),
      highlighted: true,
    },
    {
      id: 'lifetime',
      name: t('landing.pricing.lifetimeName'),
      price: `${PRICE_LIFETIME_EUR} €`,
      period: t('landing.pricing.once'),
      text: t('landing.pricing.lifetimeText'),
      features: [t('landing.pricing.lifetimeFeature1'), t('landing.pricing.lifetimeFeature2')],
    },
  ];

  return (
    <div className="relative isolate overflow-hidden">
      {/* A soft glow behind the hero; decorative only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-[32rem] max-w-4xl rounded-full bg-primary/20 blur-3xl"
      />

      <section
        aria-labelledby="landing-title"
        className="mx-auto max-w-3xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28"
      >
        <p className="inline-flex items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
          {t('landing.eyebrow')}
        </p>
        <h1
          id="landing-title"
          className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl"
        >
          {t('landing.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {t('landing.pitch')}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={ctaTo}>
              {ctaLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="w-full sm:w-auto">
            <a href="#pricing">{t('landing.pricing.title')}</a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border bg-card/60 p-6">
              <div className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <feature.icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-16 pb-24 sm:px-6"
      >
        <div className="text-center">
          <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('landing.pricing.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.pricing.subtitle')}</p>
        </div>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card/60 p-6 sm:p-7',
                plan.highlighted && 'border-primary/60 bg-card shadow-lg shadow-primary/10',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {plan.badge && (
                  <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-medium text-primary">
                    {plan.badge}
                  </span>
                )}
              </div>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-semibold tracking-tight">{plan.price}</span>
                {plan.period && <span className="text-muted-foreground">{plan.period}</span>}
              </p>
              <p className="mt-3 text-muted-foreground">{plan.text}</p>
              <ul className="mt-6 flex flex-1 flex-col gap-2.5">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {plan.note && <p className="mt-6 text-sm text-muted-foreground">{plan.note}</p>}
              <Button asChild variant={plan.highlighted ? 'default' : 'outline'} className="mt-6">
                <Link to={ctaTo}>
                  {plan.id === 'free' ? t('landing.pricing.startFree') : t('landing.pricing.choose')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
