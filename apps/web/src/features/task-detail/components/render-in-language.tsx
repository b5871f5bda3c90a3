import type { Language } from '@fokus/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from '@/app/i18n';

/** Test helper: renders one component with the app's real texts in `language` (Russian by default). */
export function renderInLanguage(ui: ReactElement, language: Language = 'ru') {
  const user = userEvent.setup();
  const i18n = createAppI18n(language);
  const result = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { ...result, user, i18n };
}
