import {
  ArrowRight,
  Bell,
  Check,
  Footprints,
  LayoutGrid,
  ListChecks,
  MessageCircle,
  RefreshCw,
  Send,
  Sparkles,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { SIGN_UP_HREF } from '../components/site-layout';
import { localizedPath, SITE_PAGES, type SiteLanguage } from '../paths';
import { SITE_TEXTS, type FeatureText } from '../texts';

const ICONS: Record<FeatureText['icon'], LucideIcon> = {
  thoughts: Sparkles,
  today: ListChecks,
  steps: Footprints,
  timer: Timer,
  matrix: LayoutGrid,
  delegate: Send,
  offline: RefreshCw,
  reminder: Bell,
  coach: MessageCircle,
};

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-primary px-5 py-3 font-medium text-primary-foreground hover:bg-primary/90';
const ghostButton =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-border px-5 py-3 font-medium hover:bg-secondary';

/** The landing (/ and /landing): what Fokus does and for whom, its methods' claims, pricing. */
export function LandingPage({ language }: { language: SiteLanguage }) {
  const texts = SITE_TEXTS[language].landing;
  const startFree = SITE_TEXTS[language].startFree;
  const research = localizedPath(SITE_PAGES.research, language);
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-[32rem] max-w-4xl rounded-full bg-primary/20 blur-3xl"
      />
      <section
        aria-labelledby="landing-title"
        className="mx-auto max-w-3xl px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24"
      >
        <p className="inline-flex items-center rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
          {texts.eyebrow}
        </p>
        <h1
          id="landing-title"
          className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl"
        >
          {texts.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {texts.pitch}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href={SIGN_UP_HREF} data-app-link="" className={`${primaryButton} w-full sm:w-auto`}>
            {startFree}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <a
            href={localizedPath(SITE_PAGES.howItWorks, language)}
            className={`${ghostButton} w-full sm:w-auto`}
          >
            {texts.seeHow}
          </a>
        </div>
      </section>

      <section aria-labelledby="for-whom-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 id="for-whom-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          {texts.forWhomTitle}
        </h2>
        <ul className="mt-8 flex flex-col gap-3">
          {texts.forWhom.map((line) => (
            <li
              key={line}
              className="flex items-start gap-3 rounded-xl border border-border/60 bg-card/40 p-4"
            >
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="features-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          {texts.featuresTitle}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {texts.features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li key={feature.title} className="rounded-2xl border border-border bg-card/60 p-6">
                <div className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </div>
                <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="claims-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 id="claims-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          {texts.claimsTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">{texts.claimsIntro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {texts.claims.map((claim) => (
            <li key={claim.anchor} className="flex flex-col rounded-2xl border border-border bg-card/60 p-6">
              <p className="text-4xl font-semibold tracking-tight text-primary">{claim.figure}</p>
              <p className="mt-2 flex-1">{claim.text}</p>
              <a
                href={`${research}#${claim.anchor}`}
                className="mt-4 inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                {texts.claimLink}
                <span className="sr-only"> ({claim.figure})</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="text-center">
          <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {texts.pricingTitle}
          </h2>
          <p className="mt-3 text-muted-foreground">{texts.pricingSubtitle}</p>
        </div>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 lg:grid-cols-3">
          {texts.plans.map((plan) => (
            <li
              key={plan.id}
              className={`relative flex flex-col rounded-2xl border p-6 sm:p-7 ${
                plan.badge
                  ? 'border-primary/60 bg-card shadow-lg shadow-primary/10'
                  : 'border-border bg-card/60'
              }`}
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
              <a
                href={SIGN_UP_HREF}
                data-app-link=""
                className={`mt-6 ${plan.badge ? primaryButton : ghostButton}`}
              >
                {texts.choose}
                <span className="sr-only"> ({plan.name})</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted-foreground">
          {texts.pricingNote}
        </p>
      </section>

      <section
        aria-labelledby="closing-title"
        className="mx-auto max-w-3xl px-4 pt-12 pb-20 text-center sm:px-6"
      >
        <h2 id="closing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {texts.closingTitle}
        </h2>
        <p className="mt-3 text-muted-foreground">{texts.closingText}</p>
        <a href={SIGN_UP_HREF} data-app-link="" className={`${primaryButton} mt-8`}>
          {startFree}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </section>
    </div>
  );
}
