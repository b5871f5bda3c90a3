import { INITIAL_TASK_STATUS, TASK_STATUSES, type TaskStatus } from '@fokus/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StatusBadge,
  StatusPills,
  StatusSelect,
  StatusToggle,
  type StatusToggleSize,
} from '@/features/status-pickers';
import { useDocumentTitle } from '@/lib/use-document-title';

const TOGGLE_SIZES: readonly StatusToggleSize[] = ['sm', 'md', 'lg'];

/** A value no status list knows, to show that it is displayed as waiting (spec §4). */
const UNKNOWN_STATUS_EXAMPLE = 'archived';

interface DemoSectionProps {
  title: string;
  text: string;
  children: ReactNode;
}

/** One titled card of the comparison. */
function DemoSection({ title, text, children }: DemoSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A small caption above one control of a section. */
function Caption({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">{children}</p>;
}

/**
 * /status-test (spec §2, hidden, public): the three status controls side by side over one shared
 * status — the toggle in its three sizes, the dropdown selector (standard and compact) and the pills —
 * then the same controls without a change handler (read-only, dimmed) and the status colours.
 */
export function StatusTestScreen() {
  const { t } = useTranslation('statusPickers');
  const { t: tCommon } = useTranslation();
  const title = tCommon('screens.statusTest');
  useDocumentTitle(title);
  const [status, setStatus] = useState<TaskStatus>(INITIAL_TASK_STATUS);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{t('testScreen.intro')}</p>
        <p aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {t('testScreen.current')}:
          <StatusBadge status={status} className="text-sm" />
        </p>
      </header>

      <DemoSection title={t('testScreen.toggleTitle')} text={t('testScreen.toggleText')}>
        <div className="flex flex-col gap-5">
          {TOGGLE_SIZES.map((size) => (
            <div key={size}>
              <Caption>{t(`sizes.${size}`)}</Caption>
              <StatusToggle
                size={size}
                value={status}
                onChange={setStatus}
                label={`${t('testScreen.toggleTitle')}: ${t(`sizes.${size}`)}`}
              />
            </div>
          ))}
        </div>
      </DemoSection>

      <DemoSection title={t('testScreen.selectTitle')} text={t('testScreen.selectText')}>
        <div className="flex flex-col gap-5 sm:flex-row sm:gap-10">
          <div>
            <Caption>{t('testScreen.selectDefault')}</Caption>
            <StatusSelect
              value={status}
              onChange={setStatus}
              label={`${t('testScreen.selectTitle')}: ${t('testScreen.selectDefault')}`}
            />
          </div>
          <div>
            <Caption>{t('testScreen.selectCompact')}</Caption>
            <StatusSelect
              variant="compact"
              value={status}
              onChange={setStatus}
              label={`${t('testScreen.selectTitle')}: ${t('testScreen.selectCompact')}`}
            />
            <p className="mt-2 max-w-xs text-xs text-muted-foreground">{t('testScreen.compactNote')}</p>
          </div>
        </div>
      </DemoSection>

      <DemoSection title={t('testScreen.pillsTitle')} text={t('testScreen.pillsText')}>
        <StatusPills value={status} onChange={setStatus} label={t('testScreen.pillsTitle')} />
      </DemoSection>

      <DemoSection title={t('testScreen.readOnlyTitle')} text={t('testScreen.readOnlyText')}>
        <div className="flex flex-col gap-4">
          <StatusToggle
            size="sm"
            value={status}
            label={`${t('testScreen.readOnlyTitle')}: ${t('testScreen.toggleTitle')}`}
          />
          <div className="flex flex-wrap items-center gap-3">
            <StatusSelect
              value={status}
              label={`${t('testScreen.readOnlyTitle')}: ${t('testScreen.selectDefault')}`}
            />
            <StatusSelect
              variant="compact"
              value={status}
              label={`${t('testScreen.readOnlyTitle')}: ${t('testScreen.selectCompact')}`}
            />
          </div>
          <StatusPills
            value={status}
            label={`${t('testScreen.readOnlyTitle')}: ${t('testScreen.pillsTitle')}`}
          />
        </div>
      </DemoSection>

      <DemoSection title={t('testScreen.colorsTitle')} text={t('testScreen.colorsText')}>
        <ul className="flex flex-wrap gap-2">
          {TASK_STATUSES.map((each) => (
            <li key={each}>
              <StatusBadge status={each} className="text-sm" />
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{t('testScreen.unknownExample', { value: UNKNOWN_STATUS_EXAMPLE })}</span>
          <span aria-hidden="true">→</span>
          <StatusBadge status={UNKNOWN_STATUS_EXAMPLE} />
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('testScreen.unknownNote', { waiting: t('statuses.waiting') })}
        </p>
      </DemoSection>
    </div>
  );
}
