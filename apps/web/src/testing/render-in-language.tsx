import type { Language } from '@fokus/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from '@/app/i18n';

/**
 * Test helper: renders one component with the app's real texts in `language` (Russian by default).
 * `rerender` keeps the same provider, so the component keeps its state, as new props from a screen would.
 */
export function renderInLanguage(ui: ReactElement, language: Language = 'ru') {
  const user = userEvent.setup();
  const i18n = createAppI18n(language);
  const wrap = (node: ReactElement) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)), user, i18n };
}
